// How the page in the address bar starts, given the HTML the server sent (src/islands/loader.ts):
//   'islands'  the HTML was prerendered for this page and shows what the page would render here
//              (a query the page does not read — utm_*, fbclid, gclid, … from a shared link —
//              changes nothing): it stays static HTML and only its islands wake;
//   'snapshot' the HTML is this page's, but the page reads a query parameter present here
//              (?category= of an old link, ?TranId=, ?frame=): the client-rendered app renders it
//              afresh with the prerendered data (no loader: the visitor already sees content);
//   'fresh'    no prerendered HTML for this path (SPA fallback), or a parameter that asks for a
//              cold start (?cold, the studio's preview frame): the app renders from stored data.
// The language is the address's (a Nepali page is prerendered in Nepali at its own address): it
// changes nothing here. No imports: this runs in the loader, before any other code is fetched.

export type StartPlan = 'islands' | 'snapshot' | 'fresh';

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
  /** The query parameters the page reads (the root's data-reads, from QUERY_READERS). */
  reads: readonly string[];
}

export function startPlan({ prerendered, pathname, search, reads }: StartInput): StartPlan {
  if (prerendered === undefined || !samePath(prerendered, pathname)) return 'fresh';
  const names = [...new URLSearchParams(search).keys()].map((k) => k.toLowerCase());
  if (names.some((n) => COLD.includes(n))) return 'fresh';
  return names.some((n) => reads.includes(n)) ? 'snapshot' : 'islands';
}
