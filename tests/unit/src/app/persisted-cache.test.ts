// @vitest-environment node
// The data kept for returning and offline visitors (src/app/persisted-cache.ts): versioned by the
// guards' types, each entry dropped a week after it was fetched, trimmed (not thrown away) when
// over the size cap, merged with what other pages kept, and offered over the prerendered snapshot
// only when newer than the build.
import { describe, expect, it } from 'vitest';
import { dataShape } from '@scripts/build/data-shape';
import { ops } from '@src/api/operations';
import {
  DATA_SHAPE,
  MAX_AGE_MS,
  TimedCache,
  VERSION,
  mergeEntries,
  readStored,
  saveCache,
  trimToFit,
  withStored,
  newerThanSnapshot,
  writeStored,
  type StoredEntry,
} from '@src/app/persisted-cache';

class MemoryStorage {
  map = new Map<string, string>();
  limit = Infinity;
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (v.length > this.limit) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  get raw() {
    return this.map.get('school-site:data');
  }
}
const storage = () => new MemoryStorage() as MemoryStorage & Storage;
const DAY = 24 * 3600 * 1000;
const T = 1_800_000_000_000;

describe('version', () => {
  it('DATA_SHAPE is the fingerprint of the guards’ types (run npx tsx scripts/build/data-shape.ts after changing them)', () => {
    expect(DATA_SHAPE).toBe(dataShape());
    expect(VERSION).toContain(DATA_SHAPE);
  });

  it('drops a record written by another version', () => {
    const s = storage();
    s.setItem('school-site:data', JSON.stringify({ v: '1-old', entries: [['GetNewsList', [1], T]] }));
    expect(readStored(T, s)).toEqual([]);
    expect(s.raw).toBeUndefined();
    // The first format had no per-entry time and a numeric version.
    s.setItem('school-site:data', JSON.stringify({ v: 1, savedAt: T, entries: [['GetNewsList', [1]]] }));
    expect(readStored(T, s)).toEqual([]);
  });

  it('survives unreadable storage', () => {
    const s = storage();
    s.setItem('school-site:data', '{not json');
    expect(readStored(T, s)).toEqual([]);
    expect(readStored(T, undefined)).toEqual([]);
  });
});

describe('expiry', () => {
  it('drops each entry 7 days after it was fetched, keeping the younger ones', () => {
    const s = storage();
    writeStored(
      [
        ['old', 'a', T - MAX_AGE_MS],
        ['almost', 'b', T - MAX_AGE_MS + 1],
        ['new', 'c', T - DAY],
      ],
      s,
    );
    expect(readStored(T, s).map((e) => e[0])).toEqual(['almost', 'new']);
    expect(readStored(T + 2 * MAX_AGE_MS, s)).toEqual([]);
  });
});

describe('size cap', () => {
  const big = (n: number) => 'x'.repeat(n);

  it('keeps everything when it fits', () => {
    const entries: StoredEntry[] = [
      ['a', big(100), T],
      ['b', big(100), T],
    ];
    expect(trimToFit(entries, 10_000)).toEqual(entries);
  });

  it('drops the oldest visit’s entries first, then the largest, until it fits', () => {
    const entries: StoredEntry[] = [
      ['old-small', big(500), T - 2 * DAY],
      ['old-big', big(3000), T - 2 * DAY],
      ['new-small', big(100), T],
      ['new-big', big(2000), T],
    ];
    // Room for everything but one old entry: the big old one goes.
    expect(trimToFit(entries, 3000).map((e) => e[0])).toEqual(['old-small', 'new-small', 'new-big']);
    // Room for the newest visit only.
    expect(trimToFit(entries, 2400).map((e) => e[0])).toEqual(['new-small', 'new-big']);
    // Room for less than the newest visit: its largest entry goes.
    expect(trimToFit(entries, 500).map((e) => e[0])).toEqual(['new-small']);
  });

  it('writes a trimmed record instead of nothing when over the cap', () => {
    const s = storage();
    const ok = writeStored(
      [
        ['old', big(5000), T - DAY],
        ['new', big(500), T],
      ],
      s,
      2000,
    );
    expect(ok).toBe(true);
    expect(s.raw!.length).toBeLessThanOrEqual(2000);
    expect(readStored(T, s).map((e) => e[0])).toEqual(['new']);
  });

  it('retries with less when the browser’s quota is smaller than the cap', () => {
    const s = storage();
    s.limit = 1200;
    expect(
      writeStored(
        [
          ['a', big(1000), T - DAY],
          ['b', big(400), T],
        ],
        s,
      ),
    ).toBe(true);
    expect(readStored(T, s).map((e) => e[0])).toEqual(['b']);
  });
});

describe('merging', () => {
  it('keeps per key the entry fetched last, and the keys only one side has', () => {
    const merged = mergeEntries(
      [
        ['a', 1, T],
        ['b', 1, T],
      ],
      [
        ['a', 2, T + 1],
        ['c', 2, T - 5],
      ],
    );
    expect(Object.fromEntries(merged.map(([k, d]) => [k, d]))).toEqual({ a: 2, b: 1, c: 2 });
    expect(mergeEntries([['a', 'kept-newer', T + 9]], [['a', 'older', T]])[0][1]).toBe('kept-newer');
  });

  it('saving keeps what other pages stored before', () => {
    const s = storage();
    writeStored(
      [
        ['GetNewsList', ['old news'], T - DAY],
        ['GetNoticeList', ['a notice'], T - DAY],
      ],
      s,
    );
    let now = T;
    const cache = new TimedCache(() => now);
    cache.set('GetNewsList', { data: ['fresh news'] });
    cache.set('$inf$x', { data: 1 }); // SWR's own keys are not kept
    cache.set('GetSliderList', { error: new Error('offline') }); // nothing known
    now = T + 5;
    expect(saveCache(cache, now, s)).toBe(true);
    const kept = Object.fromEntries(readStored(now, s).map(([k, d, at]) => [k, [d, at]]));
    expect(kept).toEqual({ GetNewsList: [['fresh news'], T], GetNoticeList: [['a notice'], T - DAY] });
  });
});

describe('TimedCache', () => {
  it('times data when it arrives or a request confirms it, not when SWR merely touches the entry', () => {
    let now = T;
    const c = new TimedCache(() => now);
    const data = ['n'];
    c.set('k', { data });
    now = T + 10;
    c.set('k', { data, isValidating: true }); // a refresh starts
    expect(c.times.get('k')).toBe(T);
    now = T + 20;
    c.set('k', { data, isValidating: false }); // …and answers the same (SWR keeps the same object)
    expect(c.times.get('k')).toBe(T + 20);
    now = T + 30;
    c.set('k', { data, isValidating: true });
    c.set('k', { data, isValidating: false, error: new Error('offline') }); // a failed refresh keeps the last good data and time
    expect(c.times.get('k')).toBe(T + 20);
    expect(c.toStore()).toEqual([['k', data, T + 20]]);
  });

  it("never keeps live-only data on the device (birthdays: pupils' names and photos), whoever writes", () => {
    const c = new TimedCache(() => T);
    c.set(ops.birthdays.key, { data: [{ name: 'Asha Thapa' }] });
    c.set(ops.news.key, { data: ['news'] });
    const storage = new Map<string, string>();
    const s = { setItem: (k: string, v: string) => storage.set(k, v) } as unknown as Storage;
    expect(saveCache(c, T, s)).toBe(true);
    expect([...storage.values()].join('')).not.toContain('Asha Thapa');
    expect([...storage.values()].join('')).toContain('news');
  });
});

describe('withStored (the fallback after hydration)', () => {
  const snapshot = { GetNewsList: ['built'], GetSliderList: ['slides'] };

  it('takes stored data newer than the build, and stored data the snapshot lacks', () => {
    const { fallback, changed } = withStored(snapshot, T, [
      ['GetNewsList', ['seen later'], T + DAY],
      ['GetSliderList', ['seen before the build'], T - DAY],
      ['GetNoticeList', ['notices'], T - DAY],
    ]);
    expect(changed).toBe(true);
    expect(fallback).toEqual({ GetNewsList: ['seen later'], GetSliderList: ['slides'], GetNoticeList: ['notices'] });
  });

  it('leaves the snapshot as it is when nothing stored is newer', () => {
    const { fallback, changed } = withStored(snapshot, T, [['GetNewsList', ['older'], T - 1]]);
    expect(changed).toBe(false);
    expect(fallback).toEqual(snapshot);
  });

  it('skips newer stored data that shows the same as the snapshot (nothing to swap, nothing to refetch)', () => {
    expect(newerThanSnapshot(snapshot, T, [['GetNewsList', ['built'], T + DAY]])).toEqual([]);
    expect(withStored(snapshot, T, [['GetNewsList', ['built'], T + DAY]]).changed).toBe(false);
  });
});
