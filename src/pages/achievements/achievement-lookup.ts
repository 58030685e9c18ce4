// The date an achievement's page and card show. (Its lookup by address: src/api/achievement-match.ts.)
import type { Achievement } from '../../api/guards/achievements';
import { nepalParts } from '../../api/guards/dates';
import type { MessageKey } from '../../i18n/en';
import { translate, type Lang } from '../../i18n/t';

export interface DateLabel {
  /** For <time dateTime>: YYYY-MM-DD (AD) when known. */
  iso: string | null;
  label: string;
}

/**
 * The date shown on an achievement: the Bikram Sambat date when the school entered one
 * ("16 Ashwin 2083 BS"), else the AD date in Nepal time ("2 October 2026"), else null; in `lang`.
 */
export function achievementDate(lang: Lang, a: Pick<Achievement, 'dateBs' | 'dateMs'>): DateLabel | null {
  const iso = a.dateMs === null ? null : isoDay(a.dateMs);
  const bs = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(a.dateBs.trim());
  if (bs && Number(bs[2]) >= 1 && Number(bs[2]) <= 12) {
    const month = translate(lang, `cal.month.${Number(bs[2])}` as MessageKey);
    return { iso, label: translate(lang, 'page.achievements.bsDate', { day: Number(bs[3]), month, year: Number(bs[1]) }) };
  }
  if (a.dateMs === null) return null;
  const p = nepalParts(a.dateMs);
  return {
    iso,
    label: translate(lang, 'cal.adLong', { day: p.day, month: translate(lang, `cal.adMonth.${p.month}` as MessageKey), year: p.year }),
  };
}

function isoDay(ms: number): string {
  const p = nepalParts(ms);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
