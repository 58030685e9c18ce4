// The one way our code turns a message key into text. Components call useT(), which speaks their
// render's language (its context's: use-t.ts); `translate(lang, …)` takes it as a parameter. Plain
// helpers call t(), which speaks the page's language: in the browser the document's (<html lang>,
// which the page says and startInLang keeps), and while the prerenderer draws a page, that page's
// (`speaking`: only for the synchronous span of one render, so pages in two languages may be
// rendered at once: each render runs to its end before another starts).
import { en, type Dictionary, type MessageKey } from './en';
import { groupNepali, toNepaliDigits } from '../lib/digits';

export type Lang = 'en' | 'ne';
const dictionaries: Partial<Record<Lang, Partial<Dictionary>>> = { en };
/** The language of the render under way on the server (speaking), else none. */
let rendering: Lang | null = null;

export function registerDictionary(lang: Lang, dict: Partial<Dictionary>): void {
  dictionaries[lang] = dict;
}

/** The language plain helpers speak: the render's under way, else the document's, else English. */
export function getLang(): Lang {
  if (rendering) return rendering;
  return typeof document !== 'undefined' && document.documentElement.lang === 'ne' ? 'ne' : 'en';
}

/**
 * fn's result with plain helpers speaking `lang` (its dictionary loaded): for the prerenderer's
 * synchronous renderToString only (src/prerender/render-page.tsx renderOnce), the language before
 * restored after. Nothing awaits inside. Text made outside a render takes its language as an
 * argument instead (translate); what keeps this is the plain helpers the parts call while they
 * draw (format-date, opening-hours, section-heading…), which speak getLang() rather than a `lang`
 * they are given.
 */
export function speaking<T>(lang: Lang, fn: () => T): T {
  const before = rendering;
  rendering = lang;
  try {
    return fn();
  } finally {
    rendering = before;
  }
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

/** A message in the page's language (getLang): for plain helpers; components use useT(). */
export function t(key: MessageKey, params?: Params): string {
  return translate(getLang(), key, params);
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
