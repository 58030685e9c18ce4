// Bikram Sambat (BS) <-> Gregorian (AD) dates, without Intl (it has no BS calendar) and without
// any npm converter. Every conversion is a count of days from the fixed epoch
// BS 2000-01-01 = AD 1943-04-14; the month lengths come from ./bs-month-lengths.ts.
//
// Rules kept here on purpose:
// - AD dates are calendar days, handled only through Date.UTC and getUTC* - never local-time
//   getters - so the result does not depend on the visitor's time zone.
// - "Today" is the day in Nepal (UTC+05:45), whatever the visitor's zone (todayBs/adDateInNepal).
// - Out-of-range input throws RangeError('{AD|BS} {year|month|day} should be in range of
//   {min} to {max}') (SPEC §5, §8; the AD day's range is 1 to 31); an AD day the month lacks
//   (30 February) and a valid AD day outside the table have their own RangeError messages (adToBs);
//   a wrong type, format or locale throws TypeError.
// - Years without table data are refused, never guessed; years after LAST_VERIFIED_YEAR are
//   provisional (isProvisional).
import { BS_MONTH_LENGTHS, FIRST_YEAR, LAST_VERIFIED_YEAR, LAST_YEAR } from './bs-month-lengths';

export { LAST_VERIFIED_YEAR };

/** A calendar day: month 1-12, day 1-32. Used for both BS and AD dates. */
export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}
export type BsDate = YearMonthDay;
export type AdDate = YearMonthDay;
export type BsLocale = 'en' | 'ne';

const MS_PER_DAY = 86_400_000;
/** AD 1943-04-14 (UTC midnight) = BS 2000-01-01, day number 0. */
const EPOCH_UTC = Date.UTC(1943, 3, 14);
/** 1943-04-14 was a Wednesday. */
const EPOCH_WEEKDAY = 3;

/** First and last BS year with month-length data (the parser's range, SPEC §5). */
export const BS_MIN_YEAR = FIRST_YEAR;
export const BS_MAX_YEAR = LAST_YEAR;
/** The date picker's year limits (SPEC §5). Only years with data are selectable. */
export const PICKER_MIN_YEAR = 1970;
export const PICKER_MAX_YEAR = 2100;
export const PICKER_DEFAULT_MIN_YEAR = 2000;
export const PICKER_DEFAULT_MAX_YEAR = 2100;

// Day number (days since the epoch) of the first day of each year and month.
const YEAR_START: number[] = [];
const MONTH_START: number[][] = [];
{
  let n = 0;
  for (const lengths of BS_MONTH_LENGTHS) {
    YEAR_START.push(n);
    const starts: number[] = [];
    for (const len of lengths) {
      starts.push(n);
      n += len;
    }
    MONTH_START.push(starts);
  }
  YEAR_START.push(n); // sentinel: one past the last day
}
/** Day number of the last supported day. */
const LAST_DAY_NUMBER = YEAR_START[YEAR_START.length - 1] - 1;

function adFromDayNumber(n: number): AdDate {
  const d = new Date(EPOCH_UTC + n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function isoOf(d: YearMonthDay): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Range and support facts, for UIs and docs. */
export const bsYearRange = Object.freeze({
  /** Years with data: bsToAd, adToBs and parseBs accept these (2000 to 2088). */
  min: BS_MIN_YEAR,
  max: BS_MAX_YEAR,
  /** Last year that follows the published calendar; later years are provisional. */
  lastVerified: LAST_VERIFIED_YEAR,
  /** The picker's allowed and default year limits (SPEC §5). */
  pickerMin: PICKER_MIN_YEAR,
  pickerMax: PICKER_MAX_YEAR,
  pickerDefaultMin: PICKER_DEFAULT_MIN_YEAR,
  pickerDefaultMax: PICKER_DEFAULT_MAX_YEAR,
  /** First and last AD day that can be converted. */
  adMin: isoOf(adFromDayNumber(0)),
  adMax: isoOf(adFromDayNumber(LAST_DAY_NUMBER)),
});

function rangeError(what: string, min: number, max: number): RangeError {
  return new RangeError(`${what} should be in range of ${min} to ${max}`);
}

function requireInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`Unsupported date type: ${what} must be an integer, got ${describe(value)}`);
  }
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.prototype.toString.call(value);
  const rest = value as number | boolean | bigint | symbol | undefined | (() => unknown); // all with a toString of their own
  return `${typeof value} ${String(rest)}`;
}

function checkBsYear(year: unknown): number {
  const y = requireInteger(year, 'BS year');
  if (y < BS_MIN_YEAR || y > BS_MAX_YEAR) throw rangeError('BS year', BS_MIN_YEAR, BS_MAX_YEAR);
  return y;
}

function checkBsMonth(month: unknown): number {
  const m = requireInteger(month, 'BS month');
  if (m < 1 || m > 12) throw rangeError('BS month', 1, 12);
  return m;
}

/** Validates a BS date and returns its day number (days since BS 2000-01-01). */
function bsDayNumber(year: unknown, month: unknown, day: unknown): number {
  const y = checkBsYear(year);
  const m = checkBsMonth(month);
  const d = requireInteger(day, 'BS day');
  const len = BS_MONTH_LENGTHS[y - FIRST_YEAR][m - 1];
  if (d < 1 || d > len) throw rangeError('BS day', 1, len);
  return MONTH_START[y - FIRST_YEAR][m - 1] + d - 1;
}

function bsFromDayNumber(n: number): BsDate {
  // Years are at most 89 entries: a short scan is simpler than a search and fast enough.
  let yi = Math.min(Math.floor(n / 365.25), BS_MONTH_LENGTHS.length - 1);
  while (yi > 0 && YEAR_START[yi] > n) yi--;
  while (YEAR_START[yi + 1] <= n) yi++;
  const starts = MONTH_START[yi];
  let mi = 11;
  while (starts[mi] > n) mi--;
  return { year: FIRST_YEAR + yi, month: mi + 1, day: n - starts[mi] + 1 };
}

/** SPEC §8: 'AD day should be in range of 1 to 31'. */
const AD_MAX_DAY = 31;

function daysInAdMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Number of days in a BS month (29 to 32). Throws RangeError for years without data. */
export function daysInBsMonth(year: number, month: number): number {
  const y = checkBsYear(year);
  const m = checkBsMonth(month);
  return BS_MONTH_LENGTHS[y - FIRST_YEAR][m - 1];
}

/** Number of days in a BS year (365 or 366 in the table). */
export function daysInBsYear(year: number): number {
  const y = checkBsYear(year);
  return YEAR_START[y - FIRST_YEAR + 1] - YEAR_START[y - FIRST_YEAR];
}

/** True when the table has month lengths for this BS year (2000 to 2088). */
export function isSupportedBsYear(year: number): boolean {
  return Number.isInteger(year) && year >= BS_MIN_YEAR && year <= BS_MAX_YEAR;
}

/** True for years after LAST_VERIFIED_YEAR: their month lengths are a forecast, not published. */
export function isProvisional(year: number): boolean {
  return year > LAST_VERIFIED_YEAR;
}

/** True when year/month/day is a real BS date in the supported range. Never throws. */
export function isValidBs(year: number, month: number, day: number): boolean {
  try {
    bsDayNumber(year, month, day);
    return true;
  } catch {
    return false;
  }
}

/** BS date -> AD date. */
export function bsToAd(year: number, month: number, day: number): AdDate {
  return adFromDayNumber(bsDayNumber(year, month, day));
}

/**
 * AD date -> BS date. Accepts AD 1943-04-14 (BS 2000-01-01) to the last day of BS 2088.
 * Errors: 'AD year/month/day should be in range of …' (day: 1 to 31, SPEC §8); a day the month
 * does not have: 'AD day 30 does not exist in 2024-02: that month has 29 days'; a valid day
 * before the epoch or after the table: 'AD date should be in range of 1943-04-14 to …'.
 */
export function adToBs(year: number, month: number, day: number): BsDate {
  const y = requireInteger(year, 'AD year');
  const m = requireInteger(month, 'AD month');
  const d = requireInteger(day, 'AD day');
  const minYear = Number(bsYearRange.adMin.slice(0, 4));
  const maxYear = Number(bsYearRange.adMax.slice(0, 4));
  if (y < minYear || y > maxYear) throw rangeError('AD year', minYear, maxYear);
  if (m < 1 || m > 12) throw rangeError('AD month', 1, 12);
  // SPEC §8: the AD day's range is 1 to 31 whatever the month. A day inside that range that the
  // month lacks (30 February, 31 April) is a different mistake and gets its own message.
  if (d < 1 || d > AD_MAX_DAY) throw rangeError('AD day', 1, AD_MAX_DAY);
  const len = daysInAdMonth(y, m);
  if (d > len) throw new RangeError(`AD day ${d} does not exist in ${pad(y, 4)}-${pad(m, 2)}: that month has ${len} days`);
  const n = Math.round((Date.UTC(y, m - 1, d) - EPOCH_UTC) / MS_PER_DAY);
  if (n < 0 || n > LAST_DAY_NUMBER) {
    throw new RangeError(`AD date should be in range of ${bsYearRange.adMin} to ${bsYearRange.adMax}`);
  }
  return bsFromDayNumber(n);
}

/** Weekday of the first day of a BS month: 0 = Sunday ... 6 = Saturday. */
export function bsMonthStartWeekday(year: number, month: number): number {
  return bsWeekday(year, month, 1);
}

/** Weekday of a BS date: 0 = Sunday ... 6 = Saturday. */
export function bsWeekday(year: number, month: number, day: number): number {
  return (EPOCH_WEEKDAY + bsDayNumber(year, month, day)) % 7;
}

/** Days from a to b (positive when b is later). Both must be valid BS dates. */
export function diffBsDays(a: BsDate, b: BsDate): number {
  return bsDayNumber(b.year, b.month, b.day) - bsDayNumber(a.year, a.month, a.day);
}

/** -1, 0 or 1 by calendar order. Works on any year/month/day triple (no validation). */
export function compareBs(a: BsDate, b: BsDate): number {
  const ka = a.year * 10_000 + a.month * 100 + a.day;
  const kb = b.year * 10_000 + b.month * 100 + b.day;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The BS date `days` days after (or before, if negative) the given one. */
export function addBsDays(date: BsDate, days: number): BsDate {
  const n = bsDayNumber(date.year, date.month, date.day) + requireInteger(days, 'day count');
  if (n < 0 || n > LAST_DAY_NUMBER) throw rangeError('BS year', BS_MIN_YEAR, BS_MAX_YEAR);
  return bsFromDayNumber(n);
}

/** The same day `months` months later/earlier, clamped to the target month's length. */
export function addBsMonths(date: BsDate, months: number): BsDate {
  bsDayNumber(date.year, date.month, date.day);
  const index = date.year * 12 + (date.month - 1) + requireInteger(months, 'month count');
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(date.day, daysInBsMonth(year, month));
  return { year, month, day };
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

function toLatinDigits(s: string): string {
  return s.replace(/[०-९]/g, (c) => String(DEVANAGARI_DIGITS.indexOf(c)));
}

function checkLocale(locale: unknown): BsLocale {
  if (typeof locale === 'string') {
    const base = locale.toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'ne') return base;
  }
  throw new TypeError(`Unsupported locale ${describe(locale)}: expected "en" or "ne"`);
}

/**
 * 'YYYY-MM-DD' (also 'YYYY-M-D'; Devanagari digits allowed) -> BS date. Accepts BS 2000 to 2088
 * with the day within the month's length (SPEC §5). Throws TypeError for a non-string or a
 * string not in that form, RangeError for an out-of-range part.
 */
export function parseBs(text: string): BsDate {
  if (typeof text !== 'string') {
    throw new TypeError(`Unsupported date type: expected a "YYYY-MM-DD" string, got ${describe(text)}`);
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(toLatinDigits(text.trim()));
  if (!match) throw new TypeError(`Unsupported date format ${JSON.stringify(text)}: expected YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  bsDayNumber(year, month, day);
  return { year, month, day };
}

/** parseBs that returns null instead of throwing. */
export function tryParseBs(text: string): BsDate | null {
  try {
    return parseBs(text);
  } catch {
    return null;
  }
}

/**
 * BS date -> 'YYYY-MM-DD', zero-padded ('2083-01-05'). locale 'ne' writes Devanagari digits
 * ('२०८३-०१-०५'). Validates the date (RangeError); unsupported type or locale -> TypeError.
 */
export function formatBs(date: BsDate, locale: BsLocale = 'en'): string {
  if (typeof date !== 'object' || date === null) {
    throw new TypeError(`Unsupported date type: expected { year, month, day }, got ${describe(date)}`);
  }
  const lang = checkLocale(locale);
  bsDayNumber(date.year, date.month, date.day);
  const text = isoOf(date);
  return lang === 'ne' ? text.replace(/\d/g, (c) => DEVANAGARI_DIGITS[Number(c)]) : text;
}

/** AD date -> 'YYYY-MM-DD', zero-padded (no validation beyond the type). */
export function formatAd(date: AdDate): string {
  if (typeof date !== 'object' || date === null) {
    throw new TypeError(`Unsupported date type: expected { year, month, day }, got ${describe(date)}`);
  }
  return isoOf(date);
}

/** Nepal has been on UTC+05:45 since 1986-01-01 00:00 local time; before that UTC+05:30. */
const NPT_0545_FROM = Date.UTC(1985, 11, 31, 18, 30);

/** The AD calendar day in Nepal at the instant `now`, whatever the runtime's time zone. */
export function adDateInNepal(now: Date): AdDate {
  if (Object.prototype.toString.call(now) !== '[object Date]' || Number.isNaN(now.getTime())) {
    throw new TypeError(`Unsupported date type: expected a valid Date, got ${describe(now)}`);
  }
  const t = now.getTime();
  const offsetMinutes = t >= NPT_0545_FROM ? 345 : 330;
  const shifted = new Date(t + offsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant (epoch ms) the day in Nepal that holds `now` ends: the next midnight there. */
export function nextMidnightInNepal(now: Date): number {
  const ad = adDateInNepal(now);
  const midnightUtc = Date.UTC(ad.year, ad.month - 1, ad.day + 1);
  return midnightUtc - (midnightUtc >= NPT_0545_FROM ? 345 : 330) * 60_000;
}

/** Today's BS date in Nepal (UTC+05:45) at the instant `now` (default: the current time). */
export function todayBs(now: Date = new Date()): BsDate {
  const ad = adDateInNepal(now);
  return adToBs(ad.year, ad.month, ad.day);
}

/**
 * The date picker's own limits (SPEC §5): year 1970 to 2100, month 1 to 12, day 1 to 32.
 * Wider than the table on purpose - callers then keep only supported years. Throws like the rest.
 */
export function checkPickerDate(year: number, month = 1, day = 1): void {
  const y = requireInteger(year, 'BS year');
  const m = requireInteger(month, 'BS month');
  const d = requireInteger(day, 'BS day');
  if (y < PICKER_MIN_YEAR || y > PICKER_MAX_YEAR) throw rangeError('BS year', PICKER_MIN_YEAR, PICKER_MAX_YEAR);
  if (m < 1 || m > 12) throw rangeError('BS month', 1, 12);
  if (d < 1 || d > 32) throw rangeError('BS day', 1, 32);
}
