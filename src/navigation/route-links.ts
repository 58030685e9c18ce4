// Every link of ours to a page of the site is built from site.config.json's routes, by page kind
// and parameters: href('notice-detail', { id: 7, title: 'Exam dates' }) finds the route of kind
// 'notice-detail' (/media/notice/:id/:title) and fills it in (/media/notice/7/Exam%20dates), so
// a route renamed in the config moves every link with it. LINKS lists the kinds the code links to,
// with the path parameters each link fills (the names its page reads with useRouteParams) and the
// query parameters it may add; `npm run validate` refuses a config that routes one of them
// nowhere, or with other parameters (src/config-check/semantic-rules.ts). No config import here: the
// site's own href is in href.ts.
import type { PageKind, Route } from '../generated/site-config';
import { PAGE_SEGMENT, isListPageRoute, listPagePattern } from './list-page-routes';

interface LinkSpec {
  /** The route's path parameters, filled from the link's params (each value encoded as one segment). */
  readonly path?: readonly string[];
  /** Query parameters the link may add, in this order (values encoded; null or undefined ones left out). */
  readonly query?: readonly string[];
  /** A list in numbered pages (src/navigation/list-page-routes.ts): `page` above 1 links to that page. */
  readonly paged?: true;
}

/** The page kinds the site's code links to. (A test checks each is linked to, through href.) */
export const LINKS = {
  home: {},
  'about-us': {},
  programs: {},
  'program-detail': { path: ['slug'] },
  syllabus: { path: ['slug'] },
  'academic-programs': {},
  'academic-program': { query: ['TranId'] },
  'news-list': { paged: true },
  // The news of one category: a page of its own (prerendered), not a query of the list.
  'news-category': { path: ['category'], paged: true },
  'news-detail': { path: ['id', 'title'] },
  'notice-list': { paged: true },
  'notice-detail': { path: ['id', 'title'] },
  gallery: { paged: true },
  // One album's photos: a page of its own (paged when long), linked from its cover on the gallery.
  'gallery-album': { path: ['id', 'title'], paged: true },
  videos: {},
  services: { query: ['TranId'] },
  map: { query: ['frame'] },
  'transfer-certificate': {},
  'admission-inquiry': {},
  achievements: { paged: true },
  'achievement-detail': { path: ['slug'] },
  'career-list': {},
  'career-detail': { path: ['id', 'title'] },
  // The information pages the search finds, linked from the search page for browsing instead.
  'vision-statement': {},
  'why-us': {},
  'admission-procedure': {},
  'rules-regulations': {},
  facilities: {},
  // The header's search box sends its form here (?q=); the page runs the query from the address.
  search: { query: ['q'] },
} as const satisfies { readonly [K in PageKind]?: LinkSpec };

export type LinkKind = keyof typeof LINKS;

/** The page kinds the code links to: each must have a route (npm run validate). */
export const LINK_KINDS = Object.keys(LINKS) as LinkKind[];

type PathName<K extends LinkKind> = (typeof LINKS)[K] extends { path: readonly (infer P extends string)[] } ? P : never;
type QueryName<K extends LinkKind> =
  | ((typeof LINKS)[K] extends { query: readonly (infer Q extends string)[] } ? Q : never)
  | ((typeof LINKS)[K] extends { paged: true } ? typeof PAGE_SEGMENT : never);
type Value = string | number;

/** A link's parameters: every path parameter of its kind, and any of its query parameters. */
export type LinkParams<K extends LinkKind> = { [P in PathName<K>]: Value } & { [Q in QueryName<K>]?: Value | null };

type LinkArgs<K extends LinkKind> = [PathName<K> | QueryName<K>] extends [never]
  ? []
  : [PathName<K>] extends [never]
    ? [params?: LinkParams<K>]
    : [params: LinkParams<K>];

/** A site path with its query, for a page kind and its parameters. */
export type Href = <K extends LinkKind>(kind: K, ...args: LinkArgs<K>) => string;

type RouteLike = Pick<Route, 'path' | 'page'>;

/** The route links to `kind` go to: the first of that kind (the catch-all and the numbered pages of a list aside), or undefined. */
export function linkedRoute<R extends RouteLike>(routes: readonly R[], kind: LinkKind): R | undefined {
  return routes.find((r) => r.page === kind && r.path !== '*' && !isListPageRoute(r));
}

/** The path parameters links to `kind` fill. */
export function linkPathParams(kind: LinkKind): readonly string[] {
  return (LINKS[kind] as LinkSpec).path ?? [];
}

/**
 * An href function over a route table (or a getter of one, read at each call: the studio's
 * preview swaps the config's routes). The first route of a kind is its page. Throws when no route
 * has the kind or a path parameter has no value: `npm run validate` refuses such a config, and a
 * prerender that throws fails the build.
 */
export function makeHref(routes: readonly RouteLike[] | (() => readonly RouteLike[])): Href {
  const table = typeof routes === 'function' ? routes : () => routes;
  return (kind, ...args) => {
    const params = (args[0] ?? {}) as Record<string, Value | null | undefined>;
    const route = linkedRoute(table(), kind);
    if (!route)
      throw new Error(
        `no route in site.config.json has the page kind "${kind}", which the site links to: add one to routes (npm run validate names it)`,
      );
    const path = route.path
      .split('/')
      .map((seg) => {
        if (!seg.startsWith(':')) return seg;
        const value = params[seg.slice(1)];
        if (value === undefined || value === null) throw new Error(`a link to "${kind}" (${route.path}) has no value for ${seg}`);
        return encodeURIComponent(String(value));
      })
      .join('/');
    const spec = LINKS[kind] as LinkSpec;
    // A page of a list after its first: under the list's address (src/navigation/list-page-routes.ts).
    const n = spec.paged ? Number(params[PAGE_SEGMENT] ?? 1) : 1;
    const paged = n > 1 ? `${listPagePattern(path).slice(0, -PAGE_SEGMENT.length - 1)}${n}` : path;
    const query = (spec.query ?? [])
      .filter((name) => params[name] !== undefined && params[name] !== null)
      .map((name) => `${name}=${encodeURIComponent(String(params[name]))}`);
    return query.length ? `${paged}?${query.join('&')}` : paged;
  };
}
