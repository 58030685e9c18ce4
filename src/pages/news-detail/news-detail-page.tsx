// /media/news/{id}/{title} (SPEC §2): the item whose NewsSectionId equals the id parameter — its
// headline, date, category, photo and sanitized description, and the links that pass it on. The title segment is only for
// people and search engines; an unknown id says so and links back to the list.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useRouteParams } from '../../navigation/site-nav';
import { useView } from '../../api/use-view';
import { newsViews } from '../../api/list-views';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { SmartImage } from '../../components/image/smart-image';
import { LoadState } from '../../components/load-state/load-state';
import { ShareLinks } from '../../components/share-links/share-links';
import { newsHref } from '../../navigation/item-links';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { bsDateNote, formatDayDate, isoDay } from '../../calendar/format-date';
import type { PageProps } from '../page-props';
import styles from './news-detail.module.css';
import page from '../media-page.module.css';

export default function NewsDetailPage(_: PageProps) {
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const { id } = useRouteParams();
  const wanted = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  // The one item (the build's view of the list: src/api/list-views.ts), or none.
  const news = useView(newsViews.item, { id: wanted });
  const item = news.data[0];
  const bsNote = item ? bsDateNote(lang, item.publishedBs, item.publishedMs) : '';
  const back = (
    <SiteLink className="btn btn-outline" to={href('news-list')}>
      {t('media.backToNews')}
    </SiteLink>
  );

  return (
    <div className={`container section ${page.page}`} data-page="news-detail">
      <LoadState isLoading={news.isLoading} failed={news.failed} empty={!item} emptyText={t('media.newsNotFound')}>
        {item && (
          <article className={styles.article}>
            <h2 className={styles.headline}>{item.headline}</h2>
            <p className={styles.meta}>
              {item.category && (
                <SiteLink className={styles.badge} to={href('news-category', { category: item.category })}>
                  {item.category}
                </SiteLink>
              )}
              {item.publishedMs !== null && <time dateTime={isoDay(item.publishedMs)}>{formatDayDate(lang, item.publishedMs)}</time>}
              {bsNote && <span>{bsNote}</span>}
            </p>
            {item.photo && (
              <SmartImage path={item.photo} alt={item.headline} width={1200} height={750} className={styles.photo} priority opened />
            )}
            <SafeHtml html={item.description} className={styles.body} headingsFrom={3} />
            {item.tags.length > 0 && (
              <p className={styles.tags}>
                <span className="sr-only">{t('media.tags')}: </span>
                {item.tags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    #{tag}
                  </span>
                ))}
              </p>
            )}
            <ShareLinks path={newsHref(href, item) ?? ''} title={item.headline} />
          </article>
        )}
      </LoadState>
      <p className={styles.back}>{back}</p>
    </div>
  );
}
