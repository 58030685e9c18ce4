// SPEC §2 home 3: a bar labelled 'Notice' with the current notices' headlines scrolling past, each
// with a day and short-month badge from PublishOn and a link to its detail page. The scrolling is
// CSS only: it pauses on hover and keyboard focus, and stands still (a swipeable row) for visitors
// who prefer reduced motion. Expiry needs "now", known only after mount; until then the bar keeps
// its place without items, so the page does not jump.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useView } from '../../api/use-view';
import { noticeViews } from '../../api/list-views';
import { currentNotices, type Notice } from '../../api/guards/notices';
import { noticeHref } from '../../navigation/item-links';
import { dayMonthBadge, isoDay } from '../../calendar/format-date';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import type { SectionProps } from '../section-props';
import { sectionHeading } from '../shared/section-heading';
import { useNow } from '../../hooks/use-now';
import styles from './notice-bar.module.css';

function Item({ notice, hidden }: { notice: Notice; hidden?: boolean }) {
  const href = useHref();
  const badge = dayMonthBadge(useLang(), notice.publishOn);
  const link = noticeHref(href, notice);
  const body = (
    <>
      {badge && (
        <time className={styles.badge} dateTime={isoDay(notice.publishOn)}>
          <span className={styles.day}>{badge.day}</span>
          <span className={styles.month}>{badge.month}</span>
        </time>
      )}
      <span className={styles.headline}>{notice.headline}</span>
    </>
  );
  // A notice without an id has no detail page: its headline shows as plain text, not a dead link.
  return (
    <li className={styles.item} data-expires={notice.validUpto ?? undefined}>
      {link ? (
        <SiteLink to={link} className={styles.link} tabIndex={hidden ? -1 : undefined}>
          {body}
        </SiteLink>
      ) : (
        <span className={styles.link}>{body}</span>
      )}
    </li>
  );
}

/** The most headlines the bar runs through: a long list would take minutes to pass. */
export const NOTICE_BAR_MAX = 10;

export default function NoticeBarSection({ section }: SectionProps<'notice-bar'>) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  // The first current notices only (the build's view of the list: src/api/list-views.ts).
  const now = useNow();
  const { data } = useView(noticeViews.current, { count: NOTICE_BAR_MAX }, now);
  const shown = data.filter((n) => n.showInWebsite && n.headline);
  if (!shown.length) return null;
  const list = now === null ? [] : currentNotices(shown, now).filter((n) => n.headline);
  if (now !== null && !list.length) return null;
  const label = sectionHeading(lang, section.props?.heading, 'section.notice.heading');
  // Roughly constant reading speed whatever the number of headlines.
  const seconds = Math.max(12, list.reduce((sum, n) => sum + n.headline.length, 0) * 0.22 + list.length * 2);

  return (
    <section className={styles.bar} aria-label={label}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
        <div className={styles.viewport}>
          {list.length > 0 && (
            <div className={styles.track} style={{ animationDuration: `${seconds}s` }}>
              <ul className={styles.list}>
                {list.map((n, i) => (
                  <Item key={n.id ?? i} notice={n} />
                ))}
              </ul>
              {/* The second copy makes the loop seamless; screen readers and Tab skip it. */}
              <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
                {list.map((n, i) => (
                  <Item key={n.id ?? i} notice={n} hidden />
                ))}
              </ul>
            </div>
          )}
        </div>
        <SiteLink to={href('notice-list')} className={styles.all}>
          {t('section.notice.allNotices')}
        </SiteLink>
      </div>
    </section>
  );
}
