// How main.tsx starts the page in the address bar, given the HTML the server sent:
//   'hydrate'  the HTML was prerendered for this page and shows what the page would render here
//              (a query the page does not read — utm_*, fbclid, gclid, … from a shared link —
//              changes nothing), so React takes it over;
//   'snapshot' the HTML is this page's, but the page reads a query parameter present here
//              (?category=, ?TranId=, ?frame=), so it renders afresh, with the prerendered data
//              (no loader: the visitor already sees content);
//   'fresh'    no prerendered HTML for this path (SPA fallback), or a parameter that asks for a
//              cold start (?cold, the studio's preview frame): render afresh from stored data.
import { matchRoutes } from 'react-router-dom';

export type StartPlan = 'hydrate' | 'snapshot' | 'fresh';

/**
 * The query parameters each page kind reads (lower case; compared without regard to case). A
 * test checks that every page using useSearchParams is listed here: a page missing from this list
 * would be hydrated with HTML rendered without its parameter.
 */
export const QUERY_READERS: Readonly<Record<string, readonly string[]>> = {
  'news-list': ['category'],
  services: ['tranid'],
  'academic-programs': ['tranid'],
  'academic-program': ['tranid'],
  map: ['frame'],
};

/** Parameters that ask for a cold start whatever the page (README: ?cold; the studio's preview frame). */
const COLD = ['cold', 'studio-preview'];

export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    try {
      p = decodeURIComponent(p);
    } catch {
      /* compare as is */
    }
    return p.length > 1 ? p.replace(/\/+$/, '') : p;
  };
  return norm(a) === norm(b);
}

export interface StartInput {
  /** The root's data-prerendered attribute (the path the HTML was rendered for), if any. */
  prerendered: string | undefined;
  pathname: string;
  search: string;
  /** The page kind of the route serving pathname (undefined when none does). */
  page: string | undefined;
}

export function startPlan({ prerendered, pathname, search, page }: StartInput): StartPlan {
  if (prerendered === undefined || !samePath(prerendered, pathname)) return 'fresh';
  const names = [...new URLSearchParams(search).keys()].map((k) => k.toLowerCase());
  if (names.some((n) => COLD.includes(n))) return 'fresh';
  const reads = (page && QUERY_READERS[page]) || [];
  return names.some((n) => reads.includes(n)) ? 'snapshot' : 'hydrate';
}

/** The page kind serving a path, ranked as the app's router ranks routes. */
export function pageKindAt(routes: ReadonlyArray<{ path: string; page: string }>, pathname: string): string | undefined {
  const match = matchRoutes(
    routes.map((r, i) => ({ path: r.path, id: String(i) })),
    pathname,
  )?.[0];
  return match ? routes[Number(match.route.id)].page : undefined;
}
