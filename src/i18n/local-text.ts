// Config texts may be a plain string or { en, ne }: pick the language given (its caller's render's), else English.
import type { LocalText } from '../generated/site-config';
import type { Lang } from './t';

export function localText(lang: Lang, v: LocalText | undefined | null): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return (lang === 'ne' ? v.ne : undefined) ?? v.en;
}

/** The English version whatever the language (for URLs and ids that must not change with it). */
export function englishText(v: LocalText | undefined | null): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : v.en;
}
