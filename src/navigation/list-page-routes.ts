// A long list is shown in numbered pages: its first page at the list's own address
// (/media/notice), the others under it (/media/notice/page/2). The routes of those pages are made
// from the route table, one for each route of a paged kind, and go first: a path matched in the
// table's order (the prerenderer) finds /media/notice/page/2 before /media/notice/:id/:title,
// as React Router ranks the fixed segment higher.
import type { PageKind } from '../generated/site-config';

/** The page kinds that are lists shown in pages. */
export const PAGED_KINDS: readonly PageKind[] = ['news-list', 'news-category', 'notice-list', 'achievements', 'gallery', 'gallery-album'];

/** The segment before a page's number, and the parameter the page reads it from. */
export const PAGE_SEGMENT = 'page';

export const isPagedKind = (kind: string): boolean => (PAGED_KINDS as readonly string[]).includes(kind);

/** The route pattern of the numbered pages of a list whose first page is at `path`. */
export const listPagePattern = (path: string): string => `${path.replace(/\/+$/, '')}/${PAGE_SEGMENT}/:${PAGE_SEGMENT}`;

/** Whether a route is one of those numbered pages (made by withListPages). */
export const isListPageRoute = (route: { path: string }): boolean => route.path.endsWith(`/${PAGE_SEGMENT}/:${PAGE_SEGMENT}`);

/**
 * The route table with the numbered pages of each paged list before it. A page of a list has no
 * title of its own: it is headed by its list's, with its number (src/app/item-title.ts).
 */
export function withListPages<R extends { path: string; page: string; title?: unknown }>(routes: readonly R[]): R[] {
  const pages = routes
    .filter((r) => isPagedKind(r.page) && r.path !== '*' && !isListPageRoute(r))
    .map((r) => {
      const { title: _title, ...rest } = r;
      return { ...rest, path: listPagePattern(r.path) } as R;
    });
  return [...pages, ...routes];
}

/** The number of the page a path's parameters name: 1 for a list's first page, NaN when it is no number. */
export function pageNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : NaN;
}
