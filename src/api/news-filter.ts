// SPEC §2/§4 "News filter": all, or one category by name. The category lives in the URL
// (?category=<name>) so that a link or the back button restores it. Names compare trimmed and
// case-insensitively, so a hand-typed ?category=sports still matches 'Sports'.
import type { NewsItem } from './guards/news';

const norm = (s: string) => s.trim().toLocaleLowerCase();

export function sameCategory(a: string, b: string): boolean {
  return norm(a) === norm(b);
}

/** The category a query asks for (?category=), or null for all. */
export function categoryIn(params: URLSearchParams): string | null {
  return params.get('category')?.trim() || null;
}

/** The items of a category; all items when the category is empty/null. */
export function filterNews(list: readonly NewsItem[], category: string | null): NewsItem[] {
  const c = category?.trim();
  return c ? list.filter((n) => sameCategory(n.category, c)) : [...list];
}
