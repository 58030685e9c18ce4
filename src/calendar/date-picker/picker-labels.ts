// The picker's words in the language given (its render's): month and weekday names, and a day
// button's label (the BS day with its AD date, so a screen reader user hears both).
import type { MessageKey } from '../../i18n/en';
import { translate, type Lang } from '../../i18n/t';
import { bsToAd, type BsDate } from '../bs-date';

export const monthName = (lang: Lang, month: number) => translate(lang, `cal.month.${month}` as MessageKey);
export const weekdayName = (lang: Lang, weekday: number) => translate(lang, `cal.weekday.${weekday}` as MessageKey);

export function dayLabel(lang: Lang, date: BsDate): string {
  const ad = bsToAd(date.year, date.month, date.day);
  return translate(lang, 'cal.dayLabel', {
    month: monthName(lang, date.month),
    day: date.day,
    year: date.year,
    ad: translate(lang, 'cal.adLong', { day: ad.day, month: translate(lang, `cal.adMonth.${ad.month}` as MessageKey), year: ad.year }),
  });
}
