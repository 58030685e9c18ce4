// SPEC §2 home 13 and §9: the constants.recentNews newest news items and constants.recentNotices
// newest current notices, each list newest first, with dates and links to their detail pages.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useView } from '../../api/use-view';
import { newsViews, noticeViews } from '../../api/list-views';
import { newestFirst as newestNews, type NewsItem } from '../../api/guards/news';
import { currentNotices, newestFirst as newestNotices, type Notice } from '../../api/guards/notices';
import { useConstants } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { dayMonthBadge, isoDay } from '../../calendar/format-date';
import { htmlToText, truncateText } from '../../lib/truncate';
import { newsHref, noticeHref } from '../../navigation/item-links';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import { useNow } from '../../hooks/use-now';
import type { Constants } from '../../generated/site-config';
import styles from './recent-updates.module.css';

/** The news and notices Recent updates shows at `now` (notices need it for expiry), as many as `counts` says. */
export function recentUpdates(
  news: readonly NewsItem[],
  notices: readonly Notice[],
  now: number | null,
  counts: Pick<Constants, 'recentNews' | 'recentNotices'>,
): { news: NewsItem[]; notices: Notice[] } {
  return {
    news: newestNews(news.filter((n) => n.headline)).slice(0, counts.recentNews),
    notices: now === null ? [] : newestNotices(currentNotices(notices, now).filter((n) => n.headline)).slice(0, counts.recentNotices),
  };
}

function Entry({
  to,
  title,
  when,
  text,
  expires,
}: {
  to: string | null;
  title: string;
  when: number | null;
  text?: string;
  expires?: number | null;
}) {
  const badge = dayMonthBadge(useLang(), when);
  return (
    <li className={styles.entry} data-expires={expires ?? undefined}>
      {badge ? (
        <time className={styles.badge} dateTime={isoDay(when)}>
          <span className={styles.day}>{badge.day}</span>
          <span className={styles.month}>{badge.month}</span>
        </time>
      ) : (
        <span className={styles.badge} aria-hidden="true" />
      )}
      <div className={styles.entryBody}>
        {/* An item without an id has no detail page: its title is plain text, not a dead link. */}
        {to ? (
          <SiteLink to={to} className={styles.link}>
            {title}
          </SiteLink>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        {text && <p className={styles.text}>{text}</p>}
      </div>
    </li>
  );
}

export default function RecentUpdatesSection({ section }: SectionProps<'recent-updates'>) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const counts = useConstants();
  // The newest few only (the build's views of the lists: src/api/list-views.ts).
  const { data: news } = useView(newsViews.newest, { count: counts.recentNews });
  const now = useNow();
  const { data: notices } = useView(noticeViews.newest, { count: counts.recentNotices }, now);
  const recent = recentUpdates(news, notices, now, counts);
  const anyNotice = notices.some((n) => n.showInWebsite && n.headline);
  if (!recent.news.length && !recent.notices.length && !(now === null && anyNotice)) return null;
  const heading = sectionHeading(lang, section.props?.heading, 'section.updates.heading');

  return (
    <SectionFrame heading={heading}>
      <div className={styles.grid}>
        {recent.news.length > 0 && (
          <div className={styles.column} data-updates="news">
            <h3 className={styles.columnTitle}>{t('section.updates.news')}</h3>
            <ul className={styles.list}>
              {recent.news.map((n, i) => (
                <Entry
                  key={n.id ?? i}
                  to={newsHref(href, n)}
                  title={n.headline}
                  when={n.publishedMs}
                  text={truncateText(htmlToText(n.description), 110)}
                />
              ))}
            </ul>
            <SiteLink to={href('news-list')} className={styles.all}>
              {t('section.updates.allNews')}
            </SiteLink>
          </div>
        )}
        {(recent.notices.length > 0 || (now === null && anyNotice)) && (
          <div className={styles.column} data-updates="notices">
            <h3 className={styles.columnTitle}>{t('section.updates.notices')}</h3>
            <ul className={styles.list}>
              {recent.notices.map((n, i) => (
                <Entry
                  key={n.id ?? i}
                  to={noticeHref(href, n)}
                  title={n.headline}
                  when={n.publishOn}
                  text={truncateText(htmlToText(n.description), 110)}
                  expires={n.validUpto}
                />
              ))}
            </ul>
            <SiteLink to={href('notice-list')} className={styles.all}>
              {t('section.updates.allNotices')}
            </SiteLink>
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
