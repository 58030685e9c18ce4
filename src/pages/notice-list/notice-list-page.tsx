// /media/notice (SPEC §2 "Notice list", §5): only notices that have not expired (ValidUpto, or
// SPEC's ExpireDateTime, not earlier than now; null never expires; ShowInWebsite false hidden),
// as cards sorted by OrderNo, each with 'on Mon 1st, 2024', its BS date and 'Read More'.
//
// "Now" comes from useNow(): a prerendered page lists the notices current at its build, each
// marked with when it expires (data-expires), and the page removes one the moment it expires
// (src/islands/behaviors.ts), so it never shows an expired notice. Without a time (null: a page
// rendered with no build time) it shows the loading placeholder.
import { SiteLink } from '../../navigation/site-link';
import { useView } from '../../api/use-view';
import { noticeViews } from '../../api/list-views';
import { currentNotices, type Notice } from '../../api/guards/notices';
import { ListPages } from '../../components/list-pages/list-pages';
import { useListPage } from '../../navigation/use-list-page';
import { useNow } from '../../hooks/use-now';
import { LoadingBlock, LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { bsDateNote, dayMonthBadge, formatCardDate, isoDay } from '../../calendar/format-date';
import { htmlToText, truncateText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import { noticeHref } from '../../navigation/item-links';
import { useHref } from '../../navigation/href';
import styles from './notice-list.module.css';
import page from '../media-page.module.css';

const EXCERPT = 180;

export default function NoticeListPage(_: PageProps) {
  const t = useT();
  const href = useHref();
  const { page: n, size } = useListPage();
  // This page's notices only (the build's view of the list: src/api/list-views.ts).
  const now = useNow();
  const notices = useView(noticeViews.page, { page: n, size }, now);
  if (now === null) {
    return (
      <div className={`container section ${page.page}`} data-page="notice-list">
        <LoadingBlock />
      </div>
    );
  }
  // (Again as of now: a notice that expired since the build leaves.)
  const list = currentNotices(notices.data.items, now);
  return (
    <div className={`container section ${page.page}`} data-page="notice-list">
      <LoadState isLoading={notices.isLoading} failed={notices.failed} empty={list.length === 0} emptyText={t('media.noNotices')}>
        <ul className={styles.list}>
          {list.map((n, i) => (
            <li key={n.id ?? `i${i}`} data-expires={n.validUpto ?? undefined}>
              <NoticeCard notice={n} />
            </li>
          ))}
        </ul>
        <ListPages to={(p) => href('notice-list', { page: p })} page={n} total={notices.data.total} size={size} />
      </LoadState>
    </div>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const t = useT();
  const lang = useLang();
  const href = noticeHref(useHref(), notice);
  const badge = dayMonthBadge(lang, notice.publishOn);
  const date = formatCardDate(lang, notice.publishOn);
  const bsNote = bsDateNote(lang, notice.publishBs, notice.publishOn);
  const excerpt = truncateText(htmlToText(notice.description || notice.content).replace(/\s+/g, ' '), EXCERPT);
  return (
    <article className={`card ${styles.card}`}>
      {badge && (
        <p className={styles.badge} aria-hidden="true">
          <span className={styles.day}>{badge.day}</span>
          <span className={styles.month}>{badge.month}</span>
        </p>
      )}
      <div className={styles.body}>
        <h2 className={styles.headline}>{notice.headline}</h2>
        {(date || bsNote) && (
          <p className={styles.meta}>
            {date && <time dateTime={isoDay(notice.publishOn)}>{date}</time>}
            {bsNote && <span className={styles.bs}>{bsNote}</span>}
          </p>
        )}
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        {href && (
          <SiteLink to={href} className={`btn btn-outline ${styles.more}`}>
            {t('app.readMore')}
            <span className="sr-only"> {t('media.readMoreAbout', { title: notice.headline })}</span>
          </SiteLink>
        )}
      </div>
    </article>
  );
}
