// GetNewsList: a bare array of NewsSection (contract #3), or SPEC's wrapper. SPEC §7 empties the
// list when the answer has a Message. Categories are referred to by name, not id.
import { parseBackendDate } from './dates';
import { hasMessage, newestBy, rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface NewsItem {
  id: number | null;
  headline: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  photo: string;
  category: string;
  tags: string[];
  /** Epoch ms, null when unset (0001-01-01) or missing. */
  publishedMs: number | null;
  /** Bikram Sambat date as the back-end wrote it (YYYY-MM-DD), '' when absent. */
  publishedBs: string;
}

/** Tags are free text, comma-separated by convention (contract #3). */
export function tagsOf(v: unknown): string[] {
  return str(v)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export function guardNews(body: unknown): NewsItem[] {
  if (hasMessage(body)) return [];
  return items(rowsOf(body), (o) => {
    const headline = str(field(o, 'Headline', 'HeadLine', 'Title'));
    const description = str(o.Description);
    if (!headline && !description) return null;
    return {
      id: num(field(o, 'NewsSectionId', 'Id'), null),
      headline,
      description,
      photo: str(field(o, 'Photo', 'ImagePath')),
      category: str(field(o, 'Category', 'CategoryName')),
      tags: tagsOf(o.Tags),
      publishedMs: parseBackendDate(o.PublishedDate),
      publishedBs: str(o.PublishedDateBS),
    };
  });
}

/** Home "recent updates" shows the newest news first (SPEC §9). */
export function newestFirst(list: readonly NewsItem[]): NewsItem[] {
  return newestBy(list, (n) => n.publishedMs);
}
