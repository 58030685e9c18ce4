// A returning visitor sees the last known content at once: the data SWR loaded is kept in
// localStorage (versioned, bounded, each entry dropped a week after it was fetched) and offered to
// the next visit as SWR's fallback, which the network answer then replaces (main.tsx).
// Only guarded values are stored, so no personal field the guards dropped is ever kept.
import { isLiveOnlyKey } from '../api/live-only';
import type { Cache } from 'swr';

const STORAGE_KEY = 'school-site:data';
/**
 * The stored data is the guards' output, so its shape is the shape of the guards' types: when
 * they change, data kept by an older build must be dropped rather than shown by components that
 * expect the new shape. DATA_SHAPE is `npx tsx scripts/build/data-shape.ts` (a hash of those types; a
 * unit test fails when it is stale). FORMAT is the layout of the stored record itself; bump it
 * when that changes, or when a guard's values change meaning without a change of type.
 */
export const DATA_SHAPE = '514944ec62';
const FORMAT = 2;
export const VERSION = `${FORMAT}-${DATA_SHAPE}`;
export const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
export const MAX_CHARS = 1_500_000;

/** [SWR key, data, when that data came from the network (ms)]. */
export type StoredEntry = [key: string, data: unknown, at: number];

interface Stored {
  v: string;
  entries: StoredEntry[];
}

type Entry = { data?: unknown; error?: unknown; isValidating?: boolean };

/** The kept entries younger than MAX_AGE_MS; a record of another version is removed. */
export function readStored(now: number, storage: Storage | undefined): StoredEntry[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return [];
    const s = JSON.parse(raw) as Stored;
    if (s?.v !== VERSION || !Array.isArray(s.entries)) {
      storage?.removeItem(STORAGE_KEY);
      return [];
    }
    return s.entries.filter((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[2] === 'number' && now - e[2] < MAX_AGE_MS);
  } catch {
    return [];
  }
}

/**
 * The entries that fit in `maxChars` once serialised: the oldest visit's entries go first and,
 * within a visit (the same minute), the largest first, so what the visitor saw last is kept.
 */
export function trimToFit(entries: StoredEntry[], maxChars: number): StoredEntry[] {
  const sized = entries.map((e) => ({ e, size: JSON.stringify(e).length + 1 }));
  let total = sized.reduce((n, s) => n + s.size, 0) + JSON.stringify({ v: VERSION, entries: [] }).length;
  if (total <= maxChars) return entries;
  const minute = (s: { e: StoredEntry }) => Math.floor(s.e[2] / 60_000);
  const dropOrder = [...sized].sort((a, b) => minute(a) - minute(b) || b.size - a.size);
  const dropped = new Set<StoredEntry>();
  for (const s of dropOrder) {
    if (total <= maxChars) break;
    dropped.add(s.e);
    total -= s.size;
  }
  return entries.filter((e) => !dropped.has(e));
}

export function writeStored(entries: StoredEntry[], storage: Storage | undefined, maxChars = MAX_CHARS): boolean {
  // Live-only data (birthdays: pupils' names and photos) is never kept on the device, whoever writes.
  let kept = trimToFit(
    entries.filter(([k]) => !isLiveOnlyKey(k)),
    maxChars,
  );
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify({ v: VERSION, entries: kept } satisfies Stored));
      return true;
    } catch {
      // Quota (the browser's limit may be under ours): try once with half as much.
      kept = trimToFit(kept, Math.floor(JSON.stringify(kept).length / 2));
    }
  }
  return false; // private mode or still too big: the site works without it
}

/** Per key, the entry fetched last. */
export function mergeEntries(older: StoredEntry[], newer: StoredEntry[]): StoredEntry[] {
  const byKey = new Map<string, StoredEntry>();
  for (const e of [...older, ...newer]) {
    const had = byKey.get(e[0]);
    if (!had || had[2] <= e[2]) byKey.set(e[0], e);
  }
  return [...byKey.values()];
}

/**
 * The stored entries newer than the snapshot (made at `builtAt`), or that the snapshot lacks;
 * not those whose data is what the snapshot already shows (a returning visitor whose last visit
 * saw the same content: swapping it in would only re-render the page and ask the back-end again).
 */
export function newerThanSnapshot(snapshot: Record<string, unknown>, builtAt: number, stored: StoredEntry[]): StoredEntry[] {
  return stored.filter(([key, data, at]) => !(key in snapshot) || (at > builtAt && JSON.stringify(data) !== JSON.stringify(snapshot[key])));
}

/**
 * SWR's fallback for a page rendered afresh: the prerendered snapshot with each stored entry that
 * is newer than the build, or that the snapshot lacks, in its place. `changed` says whether it
 * differs from the snapshot.
 */
export function withStored(
  snapshot: Record<string, unknown>,
  builtAt: number,
  stored: StoredEntry[],
): { fallback: Record<string, unknown>; changed: boolean } {
  const newer = newerThanSnapshot(snapshot, builtAt, stored);
  return { fallback: { ...snapshot, ...Object.fromEntries(newer.map(([k, d]) => [k, d])) }, changed: newer.length > 0 };
}

/**
 * SWR's cache that notes when each entry's data came from the network: new data, or a request
 * that finished without error (an answer equal to the data held keeps the same object).
 */
export class TimedCache extends Map<string, Entry> {
  readonly times = new Map<string, number>();
  constructor(private readonly now: () => number = Date.now) {
    super();
  }
  override set(key: string, value: Entry): this {
    const prev = this.get(key);
    const fetched =
      value?.data !== undefined &&
      (value.data !== prev?.data || (prev?.isValidating === true && value.isValidating === false && value.error === undefined));
    if (fetched) this.times.set(key, this.now());
    return super.set(key, value);
  }
  /** What to keep: every entry with data (one whose last refresh failed keeps its last good data and time). */
  toStore(): StoredEntry[] {
    const out: StoredEntry[] = [];
    for (const [k, v] of this)
      if (!k.startsWith('$') && v?.data !== undefined && this.times.has(k)) out.push([k, v.data, this.times.get(k)!]);
    return out;
  }
}

/** Saves what this visit fetched over what was kept (the kept data of other pages stays). */
export function saveCache(cache: TimedCache, now: number, storage: Storage | undefined): boolean {
  return writeStored(mergeEntries(readStored(now, storage), cache.toStore()), storage);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

/** The kept entries (browser only). */
export function storedEntries(): StoredEntry[] {
  return readStored(Date.now(), browserStorage());
}

/** An SWR cache provider that saves what was fetched when the visitor leaves or hides the page. */
export function persistedProvider(): () => Cache {
  return () => {
    const cache = new TimedCache();
    const save = () => saveCache(cache, Date.now(), browserStorage());
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', save);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save());
    }
    return cache;
  };
}
