// Small readers that turn untrusted JSON values into the type we need, never throwing.
// The back-end sends "" or null for missing text, numbers as numbers (sometimes strings),
// and spells some fields two ways; these absorb all of that in one place.
import { isObject, type JsonObject } from '../../lib/json';

export type Json = unknown;
export type Obj = JsonObject;

/** A string; numbers become text, anything else ''. Trimmed. */
export function str(v: Json): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A finite number, or the fallback (numeric strings accepted). */
export function num(v: Json, fallback: number): number;
export function num(v: Json, fallback: null): number | null;
export function num(v: Json, fallback: number | null): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
}

export function bool(v: Json, fallback = false): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1) return true;
  if (v === 'false' || v === 0) return false;
  return fallback;
}

/** An array, or [] for anything else (null where a list belongs is common). */
export function arr(v: Json): Json[] {
  return Array.isArray(v) ? v : [];
}

/** The first of several spellings that is present (Headline / HeadLine, URLPath / UrlPath). */
export function field(o: Obj, ...names: string[]): Json {
  for (const n of names) if (o[n] !== undefined && o[n] !== null) return o[n];
  return undefined;
}

/**
 * The first non-empty text among several members. Unlike field(), "" counts as missing: the
 * back-end defaults every string member to "", so a fallback (SchoolPhoto → ImagePath, Name →
 * HD_CompanyName) must look past it.
 */
export function firstText(o: Obj, ...names: string[]): string {
  for (const n of names) {
    const s = str(o[n]);
    if (s) return s;
  }
  return '';
}

/** Maps a list, dropping entries that are not objects or that the mapper rejects (null). */
export function items<T>(list: Json, map: (o: Obj) => T | null): T[] {
  const out: T[] = [];
  for (const x of arr(list)) {
    if (!isObject(x)) continue;
    const v = map(x);
    if (v !== null) out.push(v);
  }
  return out;
}

/** Stable sort by a numeric order; missing orders go last, original order breaks ties. */
export function byOrder<T extends { order: number | null }>(list: T[]): T[] {
  return list
    .map((x, i) => [x, i] as const)
    .sort(([a, i], [b, j]) => (a.order ?? Infinity) - (b.order ?? Infinity) || i - j)
    .map(([x]) => x);
}
