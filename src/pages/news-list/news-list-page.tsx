// /media/news (SPEC §2 "News list"): filter buttons 'All' plus each category; choosing one puts
// ?category=<name> in the URL (shareable; back restores the previous filter). Each card links to
// /media/news/{NewsSectionId}/{Headline}. 'No news available' when nothing matches.
import { SiteLink } from '../../navigation/site-link';
import { useSiteSearchParams } from '../../navigation/site-nav';
import { useNews, useNewsCategories } from '../../api/hooks';
import type { NewsItem } from '../../api/guards/news';
import { SmartImage } from '../../components/image/smart-image';
import { LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import { formatCardDate, isoDay } from '../../calendar/format-date';
import { htmlToText, truncateText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import { newsHref } from '../../navigation/item-links';
import { useHref } from '../../navigation/href';
import { filterNews, sameCategory } from './news-filter';
import styles from './news-list.module.css';
import page from '../media-page.module.css';

const EXCERPT = 160;

export default function NewsListPage(_: PageProps) {
  const t = useT();
  const news = useNews();
  const categories = useNewsCategories();
  const [params, setParams] = useSiteSearchParams();
  const category = params.get('category')?.trim() || null;
  const items = filterNews(news.data, category);

  const choose = (name: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (name) nextParams.set('category', name);
    else nextParams.delete('category');
    setParams(nextParams);
  };

  return (
    <div className={`container section ${page.page}`} data-page="news-list">
      {categories.data.length > 0 && (
        <div className={styles.filters} role="group" aria-label={t('media.newsFilter')}>
          <button type="button" className={styles.filter} aria-pressed={!category} onClick={() => choose(null)}>
            {t('media.allCategories')}
          </button>
          {categories.data.map((c) => (
            <button
              key={c.id ?? c.name}
              type="button"
              className={styles.filter}
              aria-pressed={!!category && sameCategory(c.name, category)}
              onClick={() => choose(c.name)}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      <LoadState isLoading={news.isLoading} failed={news.failed} empty={items.length === 0} emptyText={t('media.noNews')}>
        <ul className={styles.grid}>
          {items.map((n, i) => (
            <li key={n.id ?? `i${i}`}>
              <NewsCard item={n} />
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  const href = newsHref(useHref(), item);
  const date = formatCardDate(item.publishedMs);
  const excerpt = truncateText(htmlToText(item.description).replace(/\s+/g, ' '), EXCERPT);
  return (
    <article className={`card ${styles.card}`}>
      <SmartImage path={item.photo} alt="" width={640} height={400} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.meta}>
          {item.category && <span className={styles.badge}>{item.category}</span>}
          {date && <time dateTime={isoDay(item.publishedMs)}>{date}</time>}
        </p>
        <h2 className={styles.headline}>
          {href ? (
            <SiteLink to={href} className={styles.link}>
              {item.headline}
            </SiteLink>
          ) : (
            item.headline
          )}
        </h2>
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      </div>
    </article>
  );
}
