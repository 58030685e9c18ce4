// One value of a form turned into what an ERP field takes (erp-objects.ts's types), and the ERP's
// own checks on it. Pure: the rules a form runs before sending (erp-rules.ts) and the adapters
// that build the request (map-to-erp.ts) share them, so what the form lets through is what the
// ERP accepts.
import { bsToAd, formatAd, tryParseBs } from '../../calendar/bs-date';
import { toLatinDigits } from '../../lib/digits';
import { parsePhone } from '../core/phone';

/** The ERP's name rule (CommonBL:20): Latin letters, spaces and . ? , ' ; : ! - only. */
const LATIN_NAME = /^[A-Za-z .?,';:!-]+$/;

export function isLatinName(value: string): boolean {
  return LATIN_NAME.test(value.trim());
}

/** The ERP's e-mail rule (CommonBL:41): name@domain.tld. */
export function isErpEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Free text as an MVC action of the ERP accepts it: ASP.NET's request validation refuses a whole
 * form holding "<" before a letter, "!", "/" or "?", or holding "&#" (contract G8). A space after
 * the sign keeps what the parent wrote readable and lets the form through.
 */
export function passRequestValidation(text: string): string {
  return text.replace(/<(?=[A-Za-z!/?])/g, '< ').replace(/&#/g, '& #');
}

/** A whole number as typed (Devanagari digits too), or undefined. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = toLatinDigits(value.trim());
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** A number as typed ("3.45", "६.५"), or undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = toLatinDigits(value.trim());
  return /^\d{1,9}(\.\d{1,6})?$/.test(text) ? Number(text) : undefined;
}

/** true/false from a checkbox or a Yes/No choice, or undefined. */
export function toBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'yes' || v === 'true') return true;
  if (v === 'no' || v === 'false') return false;
  return undefined;
}

/** The form's BS date ('2075-04-12') as the AD date the ERP takes ('2018-07-28'), or undefined. */
export function bsToErpDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const bs = tryParseBs(value);
  if (!bs) return undefined;
  try {
    return formatAd(bsToAd(bs.year, bs.month, bs.day));
  } catch {
    return undefined;
  }
}

/** Whether an AD date ('yyyy-MM-dd') is at least `years` before `now` (the ERP's DOB rule). */
export function atLeastYearsAgo(ad: string, years: number, now: Date): boolean {
  const [y, m, d] = ad.split('-').map(Number);
  const limit = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return Date.UTC(y, m - 1, d) <= limit.getTime();
}

/**
 * A phone number as the ERP takes it: the whole text 10 to 13 characters, starting with a digit
 * (CommonBL:60-94), so "+977…" is refused. Read by the site's one phone rule (core/phone.ts), then:
 * - a Nepali mobile: its 10 digits ('9841234567'), as the ERP's own page asks;
 * - a Nepali landline: 977 and its 8 digits ('97714372815'): with the trunk 0 instead ('014372815')
 *   it would be 9 characters, too short for the ERP;
 * - a number abroad: its country code and number without the + ('14155550100') when that is 10 to
 *   13 digits; a shorter or longer one cannot be written in a form the ERP accepts (undefined).
 */
export function erpPhone(value: unknown): string | undefined {
  const phone = parsePhone(value, 'any');
  if (!phone.ok) return undefined;
  const digits = phone.e164.slice(1);
  if (phone.kind === 'mobile') return digits.slice(3);
  if (phone.kind === 'landline') return digits;
  return digits.length >= 10 && digits.length <= 13 ? digits : undefined;
}
