// The days a BS date picker lets a visitor choose: its min/max props (a year, or a 'YYYY-MM-DD'
// date; 1970 to 2100, by default 2000 to 2100, SPEC §5) narrowed to the years the month-length
// table has (src/calendar/bs-date.ts), since a date is never invented where the table has no data.
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  PICKER_DEFAULT_MAX_YEAR,
  PICKER_DEFAULT_MIN_YEAR,
  addBsDays,
  checkPickerDate,
  compareBs,
  daysInBsMonth,
  type BsDate,
} from '../bs-date';

export interface PickerLimits {
  /** The first day that can be chosen. */
  lo: BsDate;
  /** The last day that can be chosen. */
  hi: BsDate;
  /** False when min..max has no year with data (e.g. min 2095): nothing can be chosen. */
  any: boolean;
  /** True when min..max reaches before BS 2000 or after BS 2088, where the table has no data. */
  beyond: boolean;
}

type Bound = 'min' | 'max';

/** Reads a min/max prop: a year (1970-2100) or a 'YYYY-MM-DD' date within the picker's limits. */
function readBound(value: number | string | undefined, which: Bound): BsDate {
  const fallbackYear = which === 'min' ? PICKER_DEFAULT_MIN_YEAR : PICKER_DEFAULT_MAX_YEAR;
  if (value === undefined) return yearBound(fallbackYear, which);
  if (typeof value === 'number') {
    checkPickerDate(value);
    return yearBound(value, which);
  }
  const match = typeof value === 'string' ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim()) : null;
  if (!match) {
    throw new TypeError(`Unsupported ${which} for BsDatePicker: expected a year or "YYYY-MM-DD", got ${String(value)}`);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  checkPickerDate(year, month, day);
  return { year, month, day };
}

function yearBound(year: number, which: Bound): BsDate {
  return which === 'min' ? { year, month: 1, day: 1 } : { year, month: 12, day: 32 };
}

/** Narrows a bound to the table: before 2000 -> 2000-01-01, after 2088 -> its last day, day 32 in a shorter month -> the month's edge. */
function toSupported(bound: BsDate, which: Bound): BsDate {
  const first: BsDate = { year: BS_MIN_YEAR, month: 1, day: 1 };
  const last: BsDate = { year: BS_MAX_YEAR, month: 12, day: daysInBsMonth(BS_MAX_YEAR, 12) };
  if (compareBs(bound, first) < 0) return first;
  if (compareBs(bound, last) > 0) return last;
  const len = daysInBsMonth(bound.year, bound.month);
  if (bound.day <= len) return bound;
  return which === 'max' ? { ...bound, day: len } : addBsDays({ ...bound, day: len }, 1);
}

/** The limits of min/max props; throws SPEC's range errors (and a TypeError) for bad ones. */
export function pickerLimits(min: number | string | undefined, max: number | string | undefined): PickerLimits {
  const rawLo = readBound(min, 'min');
  const rawHi = readBound(max, 'max');
  const lo = toSupported(rawLo, 'min');
  const hi = toSupported(rawHi, 'max');
  const any = compareBs(rawLo, rawHi) <= 0 && compareBs(lo, hi) <= 0 && rawHi.year >= BS_MIN_YEAR && rawLo.year <= BS_MAX_YEAR;
  const beyond = compareBs(rawLo, { year: BS_MIN_YEAR, month: 1, day: 1 }) < 0 || rawHi.year > BS_MAX_YEAR;
  return { lo, hi, any, beyond };
}

/** Whether a day can be chosen. */
export function canChoose(limits: PickerLimits, d: BsDate | null): d is BsDate {
  return !!d && limits.any && compareBs(d, limits.lo) >= 0 && compareBs(d, limits.hi) <= 0;
}

/** The day, moved into the limits. */
export function clampDay(limits: PickerLimits, d: BsDate): BsDate {
  return compareBs(d, limits.lo) < 0 ? limits.lo : compareBs(d, limits.hi) > 0 ? limits.hi : d;
}

/** Where to open when today is unknown or outside the table: the nearer end of the range. */
export function nearestEnd(limits: PickerLimits, text: string): BsDate {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  const raw = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  return raw && compareBs(raw, limits.hi) > 0 ? limits.hi : limits.lo;
}
