// The heading of a page of one item (a news item, a notice, a program, an achievement, a job, the
// news of a category): the item's own title, from the data, never the words of its address, which
// anyone can write (/media/news/1/Admission-fee-now-payable-only-to-eSewa-9800000000 showed them
// as the page's <h1> and, prerendered, its <title>). Each is a hook of the page kind's own data:
// undefined while it loads, false when it could not be had (headed Not Available: the item may
// well exist), null when there is no such item (the page is then headed Page Not Found, as the
// site's not-found page says it). The prerenderer prerenders only the items that
// exist (scripts/build/prerender.ts: the page header's data-missing-item).
import { useNewsCategories, usePrograms } from '../api/hooks';
import { useView } from '../api/use-view';
import { achievementViews, galleryViews, newsViews, noticeViews } from '../api/list-views';
import type { Resource } from '../api/use-operation';
import type { ListPage } from '../lib/list-page';
import { pageCount } from '../lib/list-page';
import { linkedRoute, type LinkKind } from '../navigation/route-links';
import { useListPage } from '../navigation/use-list-page';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { useNow } from '../hooks/use-now';
import { useSiteConfig } from '../site-config/config-context';
import { localText } from '../i18n/local-text';
import { findProgramBySlug } from '../pages/info-match';
import { findJob } from '../pages/career-list/careers';
import { sameCategory } from '../api/news-filter';
import { ALBUM_PAGE_SIZE } from '../pages/gallery-album/album-page-size';

type Params = Readonly<Record<string, string | undefined>>;
/** A page kind's title of its item: the title, null for no such item, undefined while its data loads, false when it failed. */
export type ItemTitleHook = (params: Params) => string | null | undefined | false;

const numeric = (id: string | undefined) => (id !== undefined && /^\d+$/.test(id) ? Number(id) : null);
/** The title of a loaded list's item, or null; undefined while the list loads, false when it failed. */
function found<T>(
  list: { data: readonly T[]; isLoading: boolean; failed: boolean },
  pick: (data: readonly T[]) => string | null | undefined,
): string | null | undefined | false {
  if (list.data.length) return pick(list.data)?.trim() || null;
  return list.isLoading ? undefined : list.failed ? false : null;
}

// (The same views as the item's page reads: one item's data in the page, not the list's.)
const useNewsTitle: ItemTitleHook = ({ id }) => found(useView(newsViews.item, { id: numeric(id) }), (d) => d[0]?.headline);
const useNoticeTitle: ItemTitleHook = ({ id }) => found(useView(noticeViews.item, { id: numeric(id) }), (d) => d[0]?.headline);
const useProgramTitle: ItemTitleHook = ({ slug = '' }) => found(usePrograms(), (d) => findProgramBySlug([...d], slug)?.name);
const useAchievementTitle: ItemTitleHook = ({ slug = '' }) => found(useView(achievementViews.item, { slug }), (d) => d[0]?.headline);
const useCategoryTitle: ItemTitleHook = ({ category = '' }) =>
  found(useNewsCategories(), (d) => d.find((c) => c.name.trim() && sameCategory(c.name, category.trim()))?.name);
/** An album's page (any of its numbered pages reads its own view: the same album's title). */
function useAlbum(id: string | undefined, page: number) {
  return useView(galleryViews.album, { id: numeric(id), page, size: ALBUM_PAGE_SIZE });
}
const useAlbumTitle: ItemTitleHook = ({ id }) => {
  const t = useT();
  const { page } = useListPage();
  // An album without a title (the back-end allows one with photos) is still an album.
  return found(useAlbum(id, Number.isNaN(page) ? 1 : page), (d) => (d[0] ? d[0].title.trim() || t('media.albumUntitled') : null));
};
const useJobTitle: ItemTitleHook = ({ id }) => {
  const job = findJob(useSiteConfig().content?.careers, id);
  const lang = useLang();
  return job ? localText(lang, job.title) || null : null;
};

/**
 * A numbered page of a list (src/navigation/list-page-routes.ts: a route without a title of its own):
 * its list's title and its number; null (Page Not Found, not prerendered) past the list's last
 * page or for a number that is none. `usePage` reads the same view as the page's body.
 */
function listPageTitle(
  kind: LinkKind,
  usePage: (params: Params, page: number, size: number) => Resource<ListPage<unknown>>,
  useListTitle?: ItemTitleHook,
  /** Items per page, when not the lists' own (site.constants.listPageSize). */
  pageSize?: number,
): ItemTitleHook {
  return (params) => {
    const t = useT();
    const lang = useLang();
    const routes = useSiteConfig().routes;
    const { page, size: listSize } = useListPage();
    const size = pageSize ?? listSize;
    const list = usePage(params, Number.isNaN(page) ? 1 : page, size);
    const title = useListTitle ? useListTitle(params) : localText(lang, linkedRoute(routes, kind)?.title) || null;
    if (Number.isNaN(page)) return null;
    if (title === undefined || title === false || title === null) return title;
    if (page === 1) return title;
    if (list.isLoading) return undefined;
    if (list.failed) return false;
    return page > pageCount(list.data.total, size) ? null : t('app.listPageTitle', { title, page });
  };
}

/** The title hook of each page kind whose page is one item named by its address, or a numbered page of a list. */
export const ITEM_TITLES: Readonly<Record<string, ItemTitleHook>> = {
  'news-detail': useNewsTitle,
  'notice-detail': useNoticeTitle,
  'program-detail': useProgramTitle,
  'achievement-detail': useAchievementTitle,
  'news-category': listPageTitle(
    'news-category',
    ({ category = '' }, page, size) => useView(newsViews.page, { category: category.trim() || null, page, size }),
    useCategoryTitle,
  ),
  'career-detail': useJobTitle,
  'news-list': listPageTitle('news-list', (_, page, size) => useView(newsViews.page, { category: null, page, size })),
  'notice-list': listPageTitle('notice-list', (_, page, size) => useView(noticeViews.page, { page, size }, useNow())),
  achievements: listPageTitle('achievements', (_, page, size) => useView(achievementViews.page, { page, size })),
  gallery: listPageTitle('gallery', (_, page, size) => useView(galleryViews.page, { page, size })),
  // An album's title, and on its further pages its number; past its last page (or no such album) Page Not Found.
  'gallery-album': listPageTitle(
    'gallery-album',
    ({ id }, page) => {
      const album = useAlbum(id, page);
      return { ...album, data: { items: album.data[0]?.images ?? [], total: album.data[0]?.total ?? 0 } };
    },
    useAlbumTitle,
    ALBUM_PAGE_SIZE,
  ),
};
