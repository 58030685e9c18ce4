// /media/news (SPEC §2 "News list") and the news of one category (/media/news/<category>, the
// 'news-category' route): filters 'All' plus each category, each a link to its own page
// (docs/decisions.md: SPEC puts ?category=<name> in the URL; a page per category is prerendered,
// static, in both languages, and found by search). An old link's ?category= still filters the
// list (the client app renders it: start-plan.ts QUERY_READERS). Each card links to
// /media/news/{NewsSectionId}/{Headline}. 'No news available' when nothing matches.
import { SiteLink } from '../../navigation/site-link';
import { useRouteParams, useSiteSearchParams } from '../../navigation/site-nav';
import { useNewsCategories } from '../../api/hooks';
import { useView } from '../../api/use-view';
import { newsViews } from '../../api/list-views';
import { ListPages } from '../../components/list-pages/list-pages';
import { useListPage } from '../../navigation/use-list-page';
import type { NewsItem } from '../../api/guards/news';
import { SmartImage } from '../../components/image/smart-image';
import { IMAGE_SIZES } from '../../components/image/image-sizes';
import { LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { formatCardDate, isoDay } from '../../calendar/format-date';
import { htmlToText, truncateText } from '../../lib/truncate';
import type { PageProps } from '../page-props';
import { newsHref } from '../../navigation/item-links';
import { useHref } from '../../navigation/href';
import { categoryIn, sameCategory } from '../../api/news-filter';
import styles from './news-list.module.css';
import page from '../media-page.module.css';

const EXCERPT = 160;

export default function NewsListPage(_: PageProps) {
  const t = useT();
  const href = useHref();
  const categories = useNewsCategories();
  const [params] = useSiteSearchParams();
  const category = useRouteParams().category?.trim() || categoryIn(params);
  const { page: n, size } = useListPage();
  // This page's items only (the build's view of the list: src/api/list-views.ts).
  const news = useView(newsViews.page, { category, page: n, size });
  const items = news.data.items;
  const pageLink = (p: number) => (category ? href('news-category', { category, page: p }) : href('news-list', { page: p }));
  const current = (on: boolean) => (on ? ('page' as const) : undefined);

  return (
    <div className={`container section ${page.page}`} data-page="news-list">
      {categories.data.length > 0 && (
        <nav className={styles.filters} aria-label={t('media.newsFilter')}>
          <SiteLink to={href('news-list')} className={styles.filter} aria-current={current(!category)}>
            {t('media.allCategories')}
          </SiteLink>
          {categories.data
            .filter((c) => c.name.trim())
            .map((c) => (
              <SiteLink
                key={c.id ?? c.name}
                to={href('news-category', { category: c.name.trim() })}
                className={styles.filter}
                aria-current={current(!!category && sameCategory(c.name, category))}
              >
                {c.name}
              </SiteLink>
            ))}
        </nav>
      )}
      {/* Only the category's items: each category is a page of its own, so the filter is a link
          and needs no answer in the page. */}
      <LoadState isLoading={news.isLoading} failed={news.failed} empty={items.length === 0} emptyText={t('media.noNews')}>
        <ul className={styles.grid}>
          {items.map((n, i) => (
            <li key={n.id ?? `i${i}`}>
              <NewsCard item={n} />
            </li>
          ))}
        </ul>
        <ListPages to={pageLink} page={n} total={news.data.total} size={size} />
      </LoadState>
    </div>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  const href = newsHref(useHref(), item);
  const date = formatCardDate(useLang(), item.publishedMs);
  const excerpt = truncateText(htmlToText(item.description).replace(/\s+/g, ' '), EXCERPT);
  return (
    <article className={`card ${styles.card}`}>
      <SmartImage path={item.photo} alt="" width={640} height={400} sizes={IMAGE_SIZES.grid3} className={styles.image} />
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
