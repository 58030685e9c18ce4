// The real site in a frame (/<path>?studio-preview=1, demo back-end data), at phone width (375)
// or desktop width (1366, scaled down to fit), in English or Nepali (the page's address in that
// language: /ne/<path> when English is the default; src/lib/lang-path.ts). The frame says when it
// is ready; the studio then posts the edited config to it (same origin only) and again after each
// change.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SiteConfig } from '../../generated/site-config';
import { useT } from '../../i18n/use-t';
import { MSG_CONFIG, MSG_READY, PREVIEW_PARAM } from '../../app/studio-preview';
import { addressIn, SITE_LANGS, type SiteLang } from '../../lib/lang-path';
import styles from './studio-ui.module.css';

export const PHONE = 375;
export const DESKTOP = 1366;
export const SEND_DELAY_MS = 150;

interface Props {
  /** The config to show; undefined while it has problems (the last good one stays). */
  config: SiteConfig | undefined;
  path: string;
  paths: string[];
  onPath: (path: string) => void;
}

/** The frame's address: the page in `lang` (the site's default language by default), marked as the preview. */
export function previewSrc(path: string, lang?: SiteLang, defaultLang: SiteLang = 'en'): string {
  const address = addressIn(path, lang ?? defaultLang, defaultLang);
  return `${address}${address.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`;
}

/** Each language's name, in that language (as the site's switch names it). */
const LANG_NAMES: Record<SiteLang, string> = { en: 'English', ne: 'नेपाली' };

export function SitePreview({ config, path, paths, onPath }: Props) {
  const t = useT();
  const uid = useId();
  const [device, setDevice] = useState<'phone' | 'desktop'>('phone');
  const defaultLang = config?.site.defaultLanguage ?? 'en';
  const [lang, setLang] = useState<SiteLang | undefined>(undefined);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The last config without problems, what the frame is sent (kept after each commit).
  const good = useRef<SiteConfig | undefined>(config);
  useEffect(() => {
    if (config) good.current = config;
  }, [config]);
  const [size, setSize] = useState({ w: 0, h: 0 });

  const post = useCallback(() => {
    const win = frame.current?.contentWindow;
    if (win && good.current) win.postMessage({ type: MSG_CONFIG, config: good.current }, window.location.origin);
  }, []);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === MSG_READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  useEffect(() => {
    if (!config) return;
    const timer = setTimeout(post, SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [config, post]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setSize({ w: entry.contentRect.width, h: entry.contentRect.height }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const width = device === 'phone' ? PHONE : DESKTOP;
  const scale = size.w ? Math.min(1, size.w / width) : device === 'phone' ? 1 : 0.4;
  const height = Math.max(400, (size.h || 700) / scale);

  return (
    <section className={styles.preview} aria-labelledby={`${uid}-title`}>
      <div className={styles.previewBar}>
        <h2 id={`${uid}-title`} className={styles.asideTitle}>
          {t('studio.preview')}
        </h2>
        <div className={styles.segmented} role="group" aria-label={t('studio.preview')}>
          {(['phone', 'desktop'] as const).map((d) => (
            <button key={d} type="button" aria-pressed={device === d} onClick={() => setDevice(d)}>
              {t(d === 'phone' ? 'studio.phone' : 'studio.desktop')} ({d === 'phone' ? PHONE : DESKTOP})
            </button>
          ))}
        </div>
        <div className={styles.segmented} role="group" aria-label={t('studio.previewLang')}>
          {SITE_LANGS.map((l) => (
            <button key={l} type="button" lang={l} aria-pressed={(lang ?? defaultLang) === l} onClick={() => setLang(l)}>
              {LANG_NAMES[l]}
            </button>
          ))}
        </div>
        <label htmlFor={`${uid}-path`} className="sr-only">
          {t('studio.previewPage')}
        </label>
        <select
          id={`${uid}-path`}
          className={styles.input}
          value={paths.includes(path) ? path : ''}
          onChange={(e) => onPath(e.target.value)}
        >
          {paths.includes(path) ? null : <option value="">{path}</option>}
          {paths.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      {config ? null : <p className={styles.stale}>{t('studio.previewStale')}</p>}
      <div className={styles.frameBox} ref={box}>
        <div className={styles.frameScale} style={{ width: width * scale, height: height * scale }}>
          <iframe
            ref={frame}
            title={t('studio.previewFrame', { width })}
            src={previewSrc(path, lang, defaultLang)}
            data-studio-preview={device}
            style={{ width, height, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  );
}
