// The month grid's keys (the WAI-ARIA date picker pattern): arrows move a day or a week, Home and
// End to the week's first and last day, PageUp and PageDown a month (with Shift a year). A move
// past the table's edge stops at the picker's limit.
import { addBsDays, addBsMonths, bsWeekday, type BsDate } from '../bs-date';
import type { PickerLimits } from './picker-limits';

/** The day a key moves focus to from `from`, or null for a key that moves nothing. */
export function dayForKey(key: string, shiftKey: boolean, from: BsDate, { lo, hi }: Pick<PickerLimits, 'lo' | 'hi'>): BsDate | null {
  const shiftDays = (days: number): BsDate => {
    try {
      return addBsDays(from, days);
    } catch {
      return days < 0 ? lo : hi; // past the table's edge
    }
  };
  const shiftMonths = (months: number): BsDate => {
    try {
      return addBsMonths(from, months);
    } catch {
      return months < 0 ? lo : hi;
    }
  };
  const weekday = bsWeekday(from.year, from.month, from.day);
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(-1);
    case 'ArrowRight':
      return shiftDays(1);
    case 'ArrowUp':
      return shiftDays(-7);
    case 'ArrowDown':
      return shiftDays(7);
    case 'Home':
      return shiftDays(-weekday);
    case 'End':
      return shiftDays(6 - weekday);
    case 'PageUp':
      return shiftMonths(shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(shiftKey ? 12 : 1);
    default:
      return null;
  }
}
