// The one way our code turns a message key into text: translate(lang, key, params), always in the
// language it is given. Nothing here holds a language. Components take theirs from their render's
// context (useT(), useLang(): use-t.ts, lang-provider.tsx) and pass it to the plain helpers that
// make text (format-date, opening-hours, section-heading…), which take `lang` as a parameter. So
// pages in any languages may be rendered at once, and a helper called without a language is a type
// error, not English text on a Nepali page. (No code reads a language from the module: what runs
// in the browser outside a render, the event handlers, is given the language of the render that
// made it.)
import { en, type Dictionary, type MessageKey } from './en';
import { groupNepali, toNepaliDigits } from '../lib/digits';

export type Lang = 'en' | 'ne';
const dictionaries: Partial<Record<Lang, Partial<Dictionary>>> = { en };

export function registerDictionary(lang: Lang, dict: Partial<Dictionary>): void {
  dictionaries[lang] = dict;
}

export type Params = Record<string, string | number>;

export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A message in `lang`. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const dict = dictionaries[lang] ?? en;
  // In Nepali, numbers we format (counts, dates, years) are written in Devanagari digits.
  const shown =
    lang === 'ne' && params
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? toNepaliDigits(v) : v]))
      : params;
  return format(dict[key] ?? en[key], shown);
}

/** Digits as `lang` writes them: Devanagari in Nepali ('०५'), unchanged in English. */
export function localDigits(lang: Lang, v: string | number): string {
  return lang === 'ne' ? toNepaliDigits(v) : String(v);
}

/** A count or amount as `lang` writes it: grouped the Nepali way (1,00,000 is a lakh) and, in
 *  Nepali, in Devanagari digits ('१,००,०००'). Not for years or ids. */
export function localAmount(lang: Lang, n: number): string {
  const grouped = groupNepali(n);
  return lang === 'ne' ? toNepaliDigits(grouped) : grouped;
}

/** Loads a language's dictionary (its own chunk, so English visitors never download Nepali). */
export async function loadDictionary(lang: Lang): Promise<void> {
  if (dictionaries[lang]) return;
  if (lang === 'ne') registerDictionary('ne', (await import('./ne')).ne);
}
