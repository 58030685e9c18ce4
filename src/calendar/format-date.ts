// Dates on cards and detail pages, always in the school's time (Nepal), whatever the visitor's
// zone: SPEC §9 "notice cards 'on Mon 1st, 2024'" (weekday, day with ordinal, year — no month,
// as the SPEC example has it), the day + short-month badge of the notice bar, and 'hh:mm AM'.
// Inputs are epoch ms from the guards (parseBackendDate); null/NaN give '' or null, never junk.
// In Nepali the same helpers give the Bikram Sambat day with Nepali month names and Devanagari
// digits ('सोम, मंसिर ६, २०८३'), since that is the calendar Nepali readers use.
import { nepalParts } from '../api/guards/dates';
import { adToBs, formatBs, tryParseBs, type BsDate } from './bs-date';
import { bsLabel } from './bs-label';
import { getLang, localDigits, t } from '../i18n/t';
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

/** The BS day of an instant's Nepal calendar day, when the page is in Nepali (else, or out of the table's range, null). */
function bsDayInNepali(p: { year: number; month: number; day: number }): BsDate | null {
  return getLang() === 'ne' ? bsOfNepalDay(p) : null;
}

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinalSuffix(day: number): string {
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
  return t(key);
}

/** 'Mon 1st, 2024' in Nepal time; '' when there is no date. */
export function formatDayDate(ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const p = nepalParts(ms);
  const bs = bsDayInNepali(p);
  if (bs)
    return t('date.dayBs', {
      weekday: t(`cal.weekday.${p.weekday}` as MessageKey),
      month: t(`cal.month.${bs.month}` as MessageKey),
      day: bs.day,
      year: bs.year,
    });
  return t('date.day', {
    weekday: t(`cal.weekday.${p.weekday}` as MessageKey),
    day: p.day,
    suffix: ordinalSuffix(p.day),
    year: p.year,
  });
}

/** SPEC's card date 'on Mon 1st, 2024' in Nepal time; '' when there is no date. */
export function formatCardDate(ms: number | null | undefined): string {
  const d = formatDayDate(ms);
  return d ? t('date.card', { date: d }) : '';
}

/** The day and short month for a date badge ({ day: '05', month: 'Nov' }); null when no date. */
export function dayMonthBadge(ms: number | null | undefined): { day: string; month: string } | null {
  if (!valid(ms)) return null;
  const p = nepalParts(ms);
  const bs = bsDayInNepali(p);
  if (bs) return { day: localDigits(pad2(bs.day)), month: t(`cal.month.${bs.month}` as MessageKey) };
  return { day: localDigits(pad2(p.day)), month: t(`date.month.${p.month}` as MessageKey) };
}

/** 'hh:mm AM' (12-hour clock, Nepal time): 00:05 → '12:05 AM', 14:30 → '02:30 PM'; '' when no date. */
export function formatTime(ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const { hour, minute } = nepalParts(ms);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return t('date.time', { hh: localDigits(pad2(h12)), mm: localDigits(pad2(minute)), period: t(hour < 12 ? 'date.am' : 'date.pm') });
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
export function bsDateNote(bs: string | null | undefined, ms?: number | null): string {
  const text = (bs ?? '').trim();
  const parsed = text ? tryParseBs(text) : null;
  if (getLang() === 'ne') {
    if (valid(ms) && bsDayInNepali(nepalParts(ms))) return '';
    if (!text) return '';
    return t('date.bs', { date: bsLabel(text) || localDigits(text) });
  }
  if (parsed) return t('date.bs', { date: formatBs(parsed) });
  const computed = valid(ms) ? bsOfNepalDay(nepalParts(ms)) : null;
  if (computed) return t('date.bs', { date: formatBs(computed) });
  return text ? t('date.bs', { date: text }) : '';
}

/** YYYY-MM-DD of the Nepal calendar day, for <time dateTime>; '' when no date. */
export function isoDay(ms: number | null | undefined): string {
  if (!valid(ms)) return '';
  const p = nepalParts(ms);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}
