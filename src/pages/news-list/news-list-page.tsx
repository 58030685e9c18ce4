// /media/news (SPEC §2 "News list"): filter buttons 'All' plus each category; choosing one puts
// ?category=<name> in the URL (shareable; back restores the previous filter). Each card links to
// /media/news/{NewsSectionId}/{Headline}. 'No news available' when nothing matches. Every item
// is in the page, those of other categories hidden, so that before the page's island wakes a
// filter answers from plain script (filter-answer.ts); the page reads the category from the
// address when it wakes, where that answer put it.
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
import { answer } from '../../components/first-answer/answer-marker';
import { categoryIn, filterNews, sameCategory } from './news-filter';
import styles from './news-list.module.css';
import page from '../media-page.module.css';

const EXCERPT = 160;

export default function NewsListPage(_: PageProps) {
  const t = useT();
  const news = useNews();
  const categories = useNewsCategories();
  const [params, setParams] = useSiteSearchParams();
  const category = categoryIn(params);
  const shown = new Set(filterNews(news.data, category));

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
          <button type="button" className={styles.filter} aria-pressed={!category} onClick={() => choose(null)} {...answer('filter')}>
            {t('media.allCategories')}
          </button>
          {categories.data.map((c) => (
            <button
              key={c.id ?? c.name}
              type="button"
              className={styles.filter}
              aria-pressed={!!category && sameCategory(c.name, category)}
              onClick={() => choose(c.name)}
              data-category={c.name}
              {...answer('filter')}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      <LoadState isLoading={news.isLoading} failed={news.failed} empty={news.data.length === 0} emptyText={t('media.noNews')}>
        <ul className={styles.grid}>
          {news.data.map((n, i) => (
            <li key={n.id ?? `i${i}`} hidden={!shown.has(n)} data-news-category={n.category}>
              <NewsCard item={n} />
            </li>
          ))}
        </ul>
        <p className="empty" role="status" hidden={shown.size > 0} data-news-none="">
          {t('media.noNews')}
        </p>
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
