// The views of the ERP's growing lists that pages and home sections show (src/api/views.ts): one
// item, one page of a list, the first few. Each is made from the whole answer by the build (and by
// the client-rendered app), and is all a prerendered page carries of that list.
import { ops } from './operations';
import { defineView } from './views';
import { currentNotices, newestFirst as newestNotices } from './guards/notices';
import { newestFirst as newestNews } from './guards/news';
import { filterNews } from './news-filter';
import { findAchievement } from './achievement-match';
import { pageOf } from '../lib/list-page';
import { albumCover, albumPage } from './gallery-pages';

interface Paging {
  page: number;
  size: number;
}
const FIRST: Paging = { page: 1, size: 1 };

/**
 * The newest notices a home section lists keep a few more than it shows: an island that moves on to
 * the visitor's clock drops those that expired since the build, and still has as many to show.
 */
export const SPARE = 3;

export const noticeViews = {
  /** The notice a page is about (hidden ones are no notice): a list of it, or empty. */
  item: defineView(ops.notices, 'item', (list, { id }: { id: number | null }) => list.filter((n) => n.id === id && n.showInWebsite), {
    id: null,
  }),
  /** A page of the current notices, by OrderNo. */
  page: defineView(ops.notices, 'page', (list, { page, size }: Paging, now) => pageOf(currentNotices(list, now), page, size), FIRST),
  /** The first `count` current notices by OrderNo (the notice bar), and SPARE more. */
  current: defineView(
    ops.notices,
    'current',
    (list, { count }: { count: number }, now) => currentNotices(list, now).slice(0, count + SPARE),
    {
      count: 0,
    },
  ),
  /** The `count` newest current notices (recent updates), and SPARE more. */
  newest: defineView(
    ops.notices,
    'newest',
    (list, { count }: { count: number }, now) => newestNotices(currentNotices(list, now).filter((n) => n.headline)).slice(0, count + SPARE),
    { count: 0 },
  ),
};

export const newsViews = {
  item: defineView(ops.news, 'item', (list, { id }: { id: number | null }) => list.filter((n) => n.id === id), { id: null }),
  /** A page of the news of a category (null: all), in the back-end's order. */
  page: defineView(
    ops.news,
    'page',
    (list, { category, page, size }: Paging & { category: string | null }) => pageOf(filterNews(list, category), page, size),
    { ...FIRST, category: null },
  ),
  newest: defineView(
    ops.news,
    'newest',
    (list, { count }: { count: number }) => newestNews(list.filter((n) => n.headline)).slice(0, count),
    {
      count: 0,
    },
  ),
};

export const achievementViews = {
  /** The achievement an address names (src/api/achievement-match.ts): a list of it, or empty. */
  item: defineView(
    ops.achievements,
    'item',
    (list, { slug }: { slug: string }) => {
      const found = findAchievement(list, slug);
      return found ? [found] : [];
    },
    { slug: '' },
  ),
  page: defineView(ops.achievements, 'page', (list, { page, size }: Paging) => pageOf(list, page, size), FIRST),
  /** The first `count` with a headline (the home carousel). */
  first: defineView(ops.achievements, 'first', (list, { count }: { count: number }) => list.filter((a) => a.headline).slice(0, count), {
    count: 0,
  }),
};

export const galleryViews = {
  /** The first `count` albums with photos (the home highlights: each opens its album). */
  first: defineView(ops.gallery, 'first', (list, { count }: { count: number }) => list.filter((a) => a.images.length > 0).slice(0, count), {
    count: 0,
  }),
  /** A page of the gallery: each album's cover (its first photo) and its number of photos, not its photos. */
  page: defineView(
    ops.gallery,
    'page',
    (list, { page, size }: Paging) => {
      const { items, total } = pageOf(list, page, size);
      return { items: items.map(albumCover), total };
    },
    FIRST,
  ),
  /** One album (by id) with the photos of one page of it: a list of it, or empty. */
  album: defineView(
    ops.gallery,
    'album',
    (list, { id, page, size }: Paging & { id: number | null }) => {
      const found = id === null ? undefined : list.find((a) => a.id === id);
      return found ? [albumPage(found, page, size)] : [];
    },
    { ...FIRST, id: null },
  ),
};
