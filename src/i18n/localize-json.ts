// Form schemas (schemas/forms/) may write any visitor-facing text as { "en": …, "ne": … }: a
// label (`title`), a message in `ui:errorMessages`, an option name in `ui:enumNames`, help,
// placeholder, the submit label. JSON Schema itself wants plain strings there, so every reader
// (type generation, the validator compiler, `npm run validate`, the form engine, the studio)
// first resolves the file to one language with `localizeJson`. The result is plain JSON Schema.
import type { Lang } from './t';

export type LocalTextObject = { en: string; ne?: string };

/** An object whose only keys are `en` (a string) and optionally `ne` (a string). */
export function isLocalText(v: unknown): v is LocalTextObject {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  return typeof o.en === 'string' && keys.every((k) => k === 'en' || (k === 'ne' && typeof o.ne === 'string'));
}

/** Picks `lang` (falling back to English when that text has no translation). */
export function pickText(v: LocalTextObject, lang: Lang): string {
  const ne = v.ne?.trim() ? v.ne : undefined;
  return (lang === 'ne' ? ne : undefined) ?? v.en;
}

/** A copy of `value` with every { en, ne } text resolved to `lang`; everything else unchanged. */
export function localizeJson<T>(value: T, lang: Lang): T {
  if (isLocalText(value)) return pickText(value, lang) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => localizeJson(v, lang)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localizeJson(v, lang);
    return out as T;
  }
  return value;
}

/** JSON paths (like `properties.Name.title`) of texts written without a Nepali version. */
export function textsWithoutNepali(value: unknown, isText: (path: string[]) => boolean, path: string[] = []): string[] {
  if (isLocalText(value)) return value.ne?.trim() ? [] : [path.join('.')];
  if (typeof value === 'string') return value.trim() && isText(path) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsWithoutNepali(v, isText, [...path, String(i)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => textsWithoutNepali(v, isText, [...path, k]));
  }
  return [];
}
