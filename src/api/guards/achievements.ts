// GetAchievmentList (sic): a bare array of AchievementSection (contract #8), or SPEC's wrapper.
// SPEC §3 says Headline is also spelt HeadLine, and that Message means "no data" (§7: empty list).
import { parseBackendDate } from './dates';
import { tagsOf } from './news';
import { hasMessage, rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface Achievement {
  id: number | null;
  /** The achievement page is found by this headline (SPEC §2), so it is required. */
  headline: string;
  /** Raw HTML; the UI sanitizes it. */
  description: string;
  photo: string;
  category: string;
  tags: string[];
  /** Epoch ms, null when unset (0001-01-01) or missing. */
  dateMs: number | null;
  dateBs: string;
}

export function guardAchievements(body: unknown): Achievement[] {
  if (hasMessage(body)) return [];
  return items(rowsOf(body), (o) => {
    const headline = str(field(o, 'Headline', 'HeadLine', 'Title'));
    if (!headline) return null;
    return {
      id: num(field(o, 'AchievementSectionId', 'Id'), null),
      headline,
      description: str(o.Description),
      photo: str(field(o, 'Photo', 'ImagePath')),
      category: str(o.Category),
      tags: tagsOf(o.Tags),
      dateMs: parseBackendDate(o.AchievementDate),
      dateBs: str(o.AchievementDateBS),
    };
  });
}
