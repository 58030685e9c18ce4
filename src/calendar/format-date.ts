// Dates on cards and detail pages, always in the school's time (Nepal), whatever the visitor's
// zone: SPEC §9 "notice cards 'on Mon 1st, 2024'" (weekday, day with ordinal, year — no month,
// as the SPEC example has it), the day + short-month badge of the notice bar, and 'hh:mm AM'.
// Inputs are epoch ms from the guards (parseBackendDate); null/NaN give '' or null, never junk.
// Each takes the language it writes in (its caller's render's). In Nepali the same helpers give
// the Bikram Sambat day with Nepali month names and Devanagari digits ('सोम, मंसिर ६, २०८३'),
// since that is the calendar Nepali readers use.
import { nepalParts } from '../api/guards/dates';
import { adToBs, formatBs, tryParseBs, type BsDate } from './bs-date';
import { bsLabel } from './bs-label';
import { localDigits, translate, type Lang } from '../i18n/t';
import type { MessageKey } from '../i18n/en';

function valid(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The BS day of a Nepal calendar day; null out of the table's range. */
function bsOfNepalDay(p: { year: number; month: number; day: number }): BsDate | null {
  try {
    return adToBs(p.year, p.month, p.day);
  } catch {
    return null;
  }
}

/** The BS day of an instant's Nepal calendar day, in Nepali (else, or out of the table's range, null). */
function bsDayInNepali(lang: Lang, p: { year: number; month: number; day: number }): BsDate | null {
  return lang === 'ne' ? bsOfNepalDay(p) : null;
}

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinalSuffix(lang: Lang, day: number): string {
  const tens = day % 100;
  const ones = day % 10;
  const key: MessageKey =
    tens >= 11 && tens <= 13
      ? 'date.ordinal.th'
      : ones === 1
        ? 'date.ordinal.st'
        : ones === 2
          ? 'date.ordinal.nd'
          : ones === 3
            ? 'date.ordinal.rd'
            : 'date.ordinal.th';
  return translate(lang, key);
}

/** 'Mon 1st, 2024' in Nepal time; '' when there is no date. */
export function formatDayDate(lang: Lang, ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const p = nepalParts(ms);
  const bs = bsDayInNepali(lang, p);
  if (bs)
    return translate(lang, 'date.dayBs', {
      weekday: translate(lang, `cal.weekday.${p.weekday}` as MessageKey),
      month: translate(lang, `cal.month.${bs.month}` as MessageKey),
      day: bs.day,
      year: bs.year,
    });
  return translate(lang, 'date.day', {
    weekday: translate(lang, `cal.weekday.${p.weekday}` as MessageKey),
    day: p.day,
    suffix: ordinalSuffix(lang, p.day),
    year: p.year,
  });
}

/** SPEC's card date 'on Mon 1st, 2024' in Nepal time; '' when there is no date. */
export function formatCardDate(lang: Lang, ms: number | null | undefined): string {
  const d = formatDayDate(lang, ms);
  return d ? translate(lang, 'date.card', { date: d }) : '';
}

/** The day and short month for a date badge ({ day: '05', month: 'Nov' }); null when no date. */
export function dayMonthBadge(lang: Lang, ms: number | null | undefined): { day: string; month: string } | null {
  if (!valid(ms)) return null;
  const p = nepalParts(ms);
  const bs = bsDayInNepali(lang, p);
  if (bs) return { day: localDigits(lang, pad2(bs.day)), month: translate(lang, `cal.month.${bs.month}` as MessageKey) };
  return { day: localDigits(lang, pad2(p.day)), month: translate(lang, `date.month.${p.month}` as MessageKey) };
}

/** 'hh:mm AM' (12-hour clock, Nepal time): 00:05 → '12:05 AM', 14:30 → '02:30 PM'; '' when no date. */
export function formatTime(lang: Lang, ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const { hour, minute } = nepalParts(ms);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return translate(lang, 'date.time', {
    hh: localDigits(lang, pad2(h12)),
    mm: localDigits(lang, pad2(minute)),
    period: translate(lang, hour < 12 ? 'date.am' : 'date.pm'),
  });
}

/**
 * The BS date beside a card or detail date: '2083-08-06 BS' in English. It is the back-end's
 * BS text when that is a BS date; the contract says it is often "" (or junk), and then it is
 * computed from the instant's Nepal calendar day, so a notice always shows its BS date beside
 * the AD one. In Nepali the main date is already the BS day, so this is '' when there is an
 * instant; without one it is the BS date in Nepali ('वि.सं. मंसिर ६, २०८३'). '' when neither
 * gives a date (a back-end text that is not a date is shown as written only when there is no
 * instant to compute from).
 */
export function bsDateNote(lang: Lang, bs: string | null | undefined, ms?: number | null): string {
  const text = (bs ?? '').trim();
  const parsed = text ? tryParseBs(text) : null;
  if (lang === 'ne') {
    if (valid(ms) && bsDayInNepali(lang, nepalParts(ms))) return '';
    if (!text) return '';
    return translate(lang, 'date.bs', { date: bsLabel(lang, text) || localDigits(lang, text) });
  }
  if (parsed) return translate(lang, 'date.bs', { date: formatBs(parsed) });
  const computed = valid(ms) ? bsOfNepalDay(nepalParts(ms)) : null;
  if (computed) return translate(lang, 'date.bs', { date: formatBs(computed) });
  return text ? translate(lang, 'date.bs', { date: text }) : '';
}

/** YYYY-MM-DD of the Nepal calendar day, for <time dateTime>; '' when no date. */
export function isoDay(ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const p = nepalParts(ms);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}
