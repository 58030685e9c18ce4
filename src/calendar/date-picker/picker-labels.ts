// The picker's words in the visitor's language: month and weekday names, and a day button's
// label (the BS day with its AD date, so a screen reader user hears both).
import type { MessageKey } from '../../i18n/en';
import { t } from '../../i18n/t';
import { bsToAd, type BsDate } from '../bs-date';

export const monthName = (month: number) => t(`cal.month.${month}` as MessageKey);
export const weekdayName = (weekday: number) => t(`cal.weekday.${weekday}` as MessageKey);

export function dayLabel(date: BsDate): string {
  const ad = bsToAd(date.year, date.month, date.day);
  return t('cal.dayLabel', {
    month: monthName(date.month),
    day: date.day,
    year: date.year,
    ad: t('cal.adLong', { day: ad.day, month: t(`cal.adMonth.${ad.month}` as MessageKey), year: ad.year }),
  });
}
