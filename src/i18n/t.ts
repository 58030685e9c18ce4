// The one way our code turns a message key into text. Components call useT() (re-renders on a
// language change); plain helpers call t(). The current language is module state so that t()
// works outside React too (prerendering, tests).
import { en, type Dictionary, type MessageKey } from './en';
import { groupNepali, toNepaliDigits } from '../lib/digits';

export type Lang = 'en' | 'ne';
const dictionaries: Partial<Record<Lang, Partial<Dictionary>>> = { en };
let current: Lang = 'en';

export function registerDictionary(lang: Lang, dict: Partial<Dictionary>): void {
  dictionaries[lang] = dict;
}
export function setLang(lang: Lang): void {
  current = lang;
}
export function getLang(): Lang {
  return current;
}

export type Params = Record<string, string | number>;

export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function t(key: MessageKey, params?: Params): string {
  const dict = dictionaries[current] ?? en;
  // In Nepali, numbers we format (counts, dates, years) are written in Devanagari digits.
  const shown =
    current === 'ne' && params
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? toNepaliDigits(v) : v]))
      : params;
  return format(dict[key] ?? en[key], shown);
}

/** Digits as the current language writes them: Devanagari in Nepali ('०५'), unchanged in English. */
export function localDigits(v: string | number): string {
  return current === 'ne' ? toNepaliDigits(v) : String(v);
}

/** A count or amount as the current language writes it: grouped the Nepali way (1,00,000 is a
 *  lakh) and, in Nepali, in Devanagari digits ('१,००,०००'). Not for years or ids. */
export function localAmount(n: number): string {
  const grouped = groupNepali(n);
  return current === 'ne' ? toNepaliDigits(grouped) : grouped;
}

/** Loads a language's dictionary (its own chunk, so English visitors never download Nepali). */
export async function loadDictionary(lang: Lang): Promise<void> {
  if (dictionaries[lang]) return;
  if (lang === 'ne') registerDictionary('ne', (await import('./ne')).ne);
}
