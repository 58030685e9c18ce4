// SPEC §2/§4 "News filter": all, or one category by name. The category lives in the URL
// (?category=<name>) so that a link or the back button restores it. Names compare trimmed and
// case-insensitively, so a hand-typed ?category=sports still matches 'Sports'.
import type { NewsItem } from '../../api/guards/news';
import { href } from '../../navigation/href';

const norm = (s: string) => s.trim().toLocaleLowerCase();

export function sameCategory(a: string, b: string): boolean {
  return norm(a) === norm(b);
}

/** The items of a category; all items when the category is empty/null. */
export function filterNews(list: readonly NewsItem[], category: string | null): NewsItem[] {
  const c = category?.trim();
  return c ? list.filter((n) => sameCategory(n.category, c)) : [...list];
}

/** The detail link of a news item (SPEC: {NewsSectionId}/{Headline}); null without an id. */
export function newsHref(item: Pick<NewsItem, 'id' | 'headline'>): string | null {
  return item.id === null ? null : href('news-detail', { id: item.id, title: item.headline || String(item.id) });
}
