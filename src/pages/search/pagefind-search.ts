// The search itself, over the Pagefind index the build writes (scripts/build/search-index.ts):
// the query folded as the indexed text was (src/lib/search-fold.ts), and Pagefind told to keep
// vowel signs (exactDiacritics), which it would otherwise strip from Devanagari words as combining
// marks (पानी would find पनि). Pagefind's prefix match on the last word finds inflected forms
// (विद्यालय finds विद्यालयको). Apart from the page so a node test runs it on a real index.
import { foldForSearch } from '../../lib/search-fold';

/** What the search page shows of a result: from the record's meta (the page's own text). */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  kind: string;
}

interface PagefindData {
  url: string;
  meta: Record<string, string | undefined>;
}

/** The part of Pagefind's browser module (pagefind/pagefind.js) the site uses: an instance of it. */
export interface PagefindModule {
  createInstance(opts: { basePath: string }): PagefindIndex;
}

/** A Pagefind instance: its index is the language of the page's <html lang>, which Pagefind reads. */
export interface PagefindIndex {
  options(opts: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
}

/** Where the build puts the index (SEARCH_DIR), from the site's root. */
export const PAGEFIND_BASE = '/pagefind/';

/** Pagefind over the site's index, keeping vowel signs. */
export async function openIndex(pagefind: PagefindModule, basePath = PAGEFIND_BASE): Promise<PagefindIndex> {
  const index = pagefind.createInstance({ basePath });
  await index.options({ exactDiacritics: true });
  return index;
}

/** The results of `query` (at most `limit`), best first; none for a query of nothing but spaces. */
export async function findInIndex(pagefind: PagefindIndex, query: string, limit = 20): Promise<SearchHit[]> {
  const term = foldForSearch(query).trim();
  if (!term) return [];
  const found = await pagefind.search(term);
  const data = await Promise.all((found?.results ?? []).slice(0, limit).map((r) => r.data()));
  return data.map((d) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    excerpt: d.meta.excerpt ?? '',
    kind: d.meta.kind ?? 'info',
  }));
}
