// Config texts may be a plain string or { en, ne }: pick the current language, else English.
import type { LocalText } from '../generated/site-config';
import { getLang } from './t';

export function localText(v: LocalText | undefined | null): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return (getLang() === 'ne' ? v.ne : undefined) ?? v.en;
}

/** The English version whatever the language (for URLs and ids that must not change with it). */
export function englishText(v: LocalText | undefined | null): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : v.en;
}
