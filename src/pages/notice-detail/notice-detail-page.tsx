// /media/notice/{NoticeId}/{HeadLine} (SPEC §2 "Notice detail"): headline, 'By Admin', date, time,
// content, description and image. Content and description are back-end HTML, sanitized. A
// notice hidden from the website is "not found"; an expired one is still shown (links to it live
// on in messages) but says it has expired. Below a live one, the links that pass it on.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { useView } from '../../api/use-view';
import { noticeViews } from '../../api/list-views';
import { useNow } from '../../hooks/use-now';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { SmartImage } from '../../components/image/smart-image';
import { LoadState } from '../../components/load-state/load-state';
import { Icon } from '../../components/icons/icons';
import { ShareLinks } from '../../components/share-links/share-links';
import { noticeHref } from '../../navigation/item-links';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { bsDateNote, formatDayDate, formatTime, isoDay } from '../../calendar/format-date';
import type { PageProps } from '../page-props';
import styles from './notice-detail.module.css';
import page from '../media-page.module.css';

export default function NoticeDetailPage(_: PageProps) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { id } = useRouteParams();
  const wanted = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  // The one notice (the build's view of the list: src/api/list-views.ts), or none.
  const notices = useView(noticeViews.item, { id: wanted });
  const now = useNow();
  const notice = notices.data[0];
  const expired = notice && now !== null && notice.validUpto !== null && notice.validUpto < now;
  const sameText = notice && notice.description.trim() === notice.content.trim();
  const bsNote = notice ? bsDateNote(lang, notice.publishBs, notice.publishOn) : '';

  return (
    <div className={`container section ${page.page}`} data-page="notice-detail">
      <LoadState isLoading={notices.isLoading} failed={notices.failed} empty={!notice} emptyText={t('media.noticeNotFound')}>
        {notice && (
          <article className={styles.article}>
            <h2 className={styles.headline}>{notice.headline}</h2>
            <p className={styles.meta}>
              <span className={styles.metaItem}>
                <Icon name="user" size={16} />
                {t('media.byAdmin')}
              </span>
              {notice.publishOn !== null && (
                <>
                  <span className={styles.metaItem}>
                    <Icon name="calendar" size={16} />
                    <time dateTime={isoDay(notice.publishOn)}>{formatDayDate(lang, notice.publishOn)}</time>
                  </span>
                  <span className={styles.metaItem}>
                    <Icon name="clock" size={16} />
                    <time dateTime={new Date(notice.publishOn).toISOString()}>{formatTime(lang, notice.publishOn)}</time>
                  </span>
                </>
              )}
              {bsNote && <span className={styles.metaItem}>{bsNote}</span>}
            </p>
            {expired && (
              <p className={styles.expired} role="note">
                {t('media.noticeExpired')}
              </p>
            )}
            {notice.content && <SafeHtml html={notice.content} className={styles.content} headingsFrom={3} />}
            {notice.description && !sameText && <SafeHtml html={notice.description} className={styles.description} headingsFrom={3} />}
            {notice.image && (
              <SmartImage path={notice.image} alt={notice.headline} width={1200} height={800} className={styles.image} opened />
            )}
            {/* (Its own address, whichever title the link that led here had; not an expired notice's.) */}
            {!expired && <ShareLinks path={noticeHref(href, notice) ?? ''} title={notice.headline} />}
          </article>
        )}
      </LoadState>
      <p className={styles.back}>
        <SiteLink className="btn btn-outline" to={href('notice-list')}>
          {t('media.backToNotices')}
        </SiteLink>
      </p>
    </div>
  );
}
