// The picker's words in the language given (its render's): month and weekday names, and a day
// button's label (the BS day with its AD date, so a screen reader user hears both). The month
// names and the AD date are the calendar's own labels (bs-label.ts).
import type { MessageKey } from '../../i18n/en';
import { translate, type Lang } from '../../i18n/t';
import { bsToAd, type BsDate } from '../bs-date';
import { adLabel, bsMonthName } from '../bs-label';

export const monthName = bsMonthName;
export const weekdayName = (lang: Lang, weekday: number) => translate(lang, `cal.weekday.${weekday}` as MessageKey);

export function dayLabel(lang: Lang, date: BsDate): string {
  return translate(lang, 'cal.dayLabel', {
    month: bsMonthName(lang, date.month),
    day: date.day,
    year: date.year,
    ad: adLabel(lang, bsToAd(date.year, date.month, date.day)),
  });
}
