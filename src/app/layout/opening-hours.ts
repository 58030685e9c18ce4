// SPEC §2 "Opening hours display": missing → 'Not Available'; a value without AM such as 9-4 is
// shown as '9am to 4pm' (defaults 9 and 4); a value that already says AM is shown as typed.
// Only an hour (9, 9:30, ९, or 4pm) counts as one: any other part (a day name, a word) takes its
// default, so the result is never something like 'Sundayam'. In `lang`: its caller's render's.
import { toLatinDigits } from '../../lib/digits';
import { localDigits, translate, type Lang } from '../../i18n/t';

const HOUR = /^(\d{1,2}(?:[:.][0-5]\d)?)\s*(?:p\.?\s?m\.?)?$/i;

function hour(part: string | undefined, fallback: string): string {
  return HOUR.exec(toLatinDigits((part ?? '').trim()))?.[1] ?? fallback;
}

export function formatOpeningHours(lang: Lang, raw: string | null | undefined): string {
  const v = (raw ?? '').trim();
  if (!v) return translate(lang, 'app.notAvailable');
  if (/am/i.test(v)) return v;
  const [from, to] = v.split(/[-–—]/);
  // Nepali shows the hours in Devanagari digits.
  return translate(lang, 'header.hours', { from: localDigits(lang, hour(from, '9')), to: localDigits(lang, hour(to, '4')) });
}
