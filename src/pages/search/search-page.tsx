// /search (issue 44): a search of the notices, news, achievements, programs and information pages,
// in the page's language, over the index the build writes (scripts/build/search-index.ts). The
// query is the address's ?q= (the header's box sends its form here), run once the page wakes, and
// what a visitor types (after a pause, the address following it). Its first screen is whole in the
// HTML (the form works with JavaScript off: it reloads the page with its ?q=); Pagefind loads only
// once there is a query (load-pagefind.ts). Without a script to run the query, the page says so (at
// once in a <noscript>; a while after load where the script never arrived) and links to every kind
// of page the search finds (search-browse.tsx), which it shows to everyone.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useHref } from '../../navigation/href';
import { useAddress } from '../../navigation/site-nav';
import { safeHttpUrl } from '../../lib/safe-url';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/en';
import type { PageProps } from '../page-props';
import { findInIndex, type SearchHit } from './pagefind-search';
import { loadPagefind } from './load-pagefind';
import { Tag } from '../../components/tag/tag';
import { SearchBrowse } from './search-browse';
import styles from './search-page.module.css';

const TYPING_PAUSE_MS = 300;
const KIND_LABELS: Record<string, MessageKey> = {
  notice: 'search.kind.notice',
  news: 'search.kind.news',
  achievement: 'search.kind.achievement',
  program: 'search.kind.program',
  info: 'search.kind.info',
};

const noChange = () => () => {};
const isAwake = () => true;
const isNotAwake = () => false;

type Found =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; hits: SearchHit[] }
  | { state: 'unavailable' };

export default function SearchPage(_: PageProps) {
  const t = useT();
  const href = useHref();
  const address = useAddress();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<Found>({ state: 'idle' });
  // False in the HTML and while the page wakes, true right after: the note that the search needs a
  // script is drawn until then (and shown only if the wake is late: search-page.module.css .late).
  const awake = useSyncExternalStore(noChange, isAwake, isNotAwake);
  const latest = useRef(0);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function run(q: string) {
    const mine = ++latest.current;
    const term = q.trim();
    // The address carries the query, so a result's Back and a shared link come back to it.
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    if (!term) return setFound({ state: 'idle' });
    setFound({ state: 'searching', query: term });
    try {
      const hits = await findInIndex(await loadPagefind(), term);
      if (mine === latest.current) setFound({ state: 'done', query: term, hits });
    } catch {
      if (mine === latest.current) setFound({ state: 'unavailable' });
    }
  }

  // Once, when the page wakes: the address's query, in the box and searched. (The box is left to
  // the browser, not React's: the HTML has it empty, and what was typed before the wake stays.)
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    if (q.trim() && input.current) {
      if (!input.current.value) input.current.value = q;
      void run(input.current.value);
    }
    return () => clearTimeout(pause.current);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    clearTimeout(pause.current);
    void run(input.current?.value ?? '');
  };
  const onChange = (value: string) => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => void run(value), TYPING_PAUSE_MS);
  };

  const hits = found.state === 'done' ? found.hits : [];
  const status =
    found.state === 'searching'
      ? t('search.searching')
      : found.state === 'unavailable'
        ? t('search.unavailable')
        : found.state === 'done'
          ? hits.length === 0
            ? t('search.none', { query: found.query })
            : hits.length === 1
              ? t('search.oneResult', { query: found.query })
              : t('search.results', { count: hits.length, query: found.query })
          : t('search.hint');

  return (
    <div className={`container section ${styles.page}`} data-page="search">
      <form role="search" action={address(href('search'))} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className={styles.label}>
          {t('search.label')}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            type="search"
            name="q"
            className={styles.input}
            ref={input}
            onChange={(e) => onChange(e.target.value)}
            enterKeyHint="search"
            aria-describedby={`${id}-status`}
          />
          <button type="submit" className={`btn ${styles.submit}`}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      <p id={`${id}-status`} className={styles.status} role="status" data-state={found.state}>
        {status}
      </p>
      <noscript>
        <p className={styles.noScript} data-search-noscript="">
          {t('search.noScript')}
        </p>
      </noscript>
      {!awake && (
        <p className={`${styles.noScript} ${styles.late}`} data-search-late="">
          {t('search.notLoaded')}
        </p>
      )}
      {hits.length > 0 && (
        <ol className={styles.results}>
          {hits.map((hit) => {
            const to = safeHttpUrl(hit.url, { allowRelative: true });
            return (
              <li key={hit.url} className={styles.result}>
                <Tag>{t(KIND_LABELS[hit.kind] ?? 'search.kind.info')}</Tag>
                <h2 className={styles.title}>{to ? <a href={to}>{hit.title}</a> : hit.title}</h2>
                {hit.excerpt && <p className={styles.excerpt}>{hit.excerpt}</p>}
              </li>
            );
          })}
        </ol>
      )}
      <SearchBrowse />
    </div>
  );
}
