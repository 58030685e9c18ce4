// The detail links of back-end items that more than one place links to (a news list and the home
// page's updates, a notice list and the notice bar): one function each, so both link alike, with
// the rendering site's link builder (useHref).
import type { NewsItem } from '../api/guards/news';
import type { Notice } from '../api/guards/notices';
import type { Href } from './route-links';

/** The detail link of a news item (SPEC: {NewsSectionId}/{Headline}); null without an id. */
export function newsHref(href: Href, item: Pick<NewsItem, 'id' | 'headline'>): string | null {
  return item.id === null ? null : href('news-detail', { id: item.id, title: item.headline || String(item.id) });
}

/** The detail link of a notice (SPEC: …/{NoticeId}/{HeadLine}); null without an id. */
export function noticeHref(href: Href, n: Pick<Notice, 'id' | 'headline'>): string | null {
  return n.id === null ? null : href('notice-detail', { id: n.id, title: n.headline || String(n.id) });
}

/** The page of a gallery album (/media/gallery/{GalleryId}/{Title}); null without an id. */
export function albumHref(href: Href, album: { id: number | null; title: string }): string | null {
  return album.id === null ? null : href('gallery-album', { id: album.id, title: album.title || String(album.id) });
}
