// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBackendDate } from '@src/api/guards/dates';
import { currentNotices, guardNotices } from '@src/api/guards/notices';

describe('parseBackendDate', () => {
  it('reads zone-less values as Nepal time (UTC+05:45)', () => {
    expect(parseBackendDate('2026-11-20T00:00:00')).toBe(Date.UTC(2026, 10, 19, 18, 15));
    expect(parseBackendDate('2026-11-20T09:30:00')).toBe(Date.UTC(2026, 10, 20, 3, 45));
    expect(parseBackendDate('2026-11-20')).toBe(Date.UTC(2026, 10, 19, 18, 15));
  });

  it('reads trimmed milliseconds', () => {
    expect(parseBackendDate('2024-02-29T11:34:43.337')).toBe(Date.UTC(2024, 1, 29, 5, 49, 43, 337));
    expect(parseBackendDate('2024-02-29T11:34:20.61')).toBe(Date.UTC(2024, 1, 29, 5, 49, 20, 610));
  });

  it('honours explicit offsets and Z', () => {
    expect(parseBackendDate('2026-11-20T09:30:00+05:45')).toBe(Date.UTC(2026, 10, 20, 3, 45));
    expect(parseBackendDate('2026-11-20T09:30:00Z')).toBe(Date.UTC(2026, 10, 20, 9, 30));
    expect(parseBackendDate('2026-11-20T09:30:00-05:00')).toBe(Date.UTC(2026, 10, 20, 14, 30));
    expect(parseBackendDate('2026-11-20T09:30:00+0100')).toBe(Date.UTC(2026, 10, 20, 8, 30));
  });

  it("reads 7 fraction digits (the server's DateTime.Now)", () => {
    expect(parseBackendDate('2026-11-22T06:47:31.5623049+05:45')).toBe(Date.UTC(2026, 10, 22, 1, 2, 31, 562));
    expect(parseBackendDate('2026-11-22T06:47:31.9999999')).toBe(Date.UTC(2026, 10, 22, 1, 2, 32, 0));
  });

  it('gives null for the unset value 0001-01-01', () => {
    expect(parseBackendDate('0001-01-01T00:00:00')).toBeNull();
    expect(parseBackendDate('0001-01-01T00:00:00+05:45')).toBeNull();
  });

  it.each([[''], ['not a date'], ['20/11/2026'], ['2026-11-20T9:30'], [null], [undefined], [20261120], [{}], [[]], [true]])(
    'gives null for junk %j',
    (v) => {
      expect(parseBackendDate(v)).toBeNull();
    },
  );

  it('tolerates surrounding whitespace', () => {
    expect(parseBackendDate(' 2026-11-20T00:00:00 ')).toBe(Date.UTC(2026, 10, 19, 18, 15));
  });
});

describe('currentNotices', () => {
  // ValidUpto 2026-11-20T00:00:00 Nepal = 2026-11-19T18:15:00Z.
  const expiry = Date.UTC(2026, 10, 19, 18, 15);
  const list = guardNotices([
    { NoticeId: 1, HeadLine: 'expires', ValidUpto: '2026-11-20T00:00:00', OrderNo: 3, ShowInWebsite: true },
    { NoticeId: 2, HeadLine: 'never expires', ValidUpto: null, ExpireDateTime: '0001-01-01T00:00:00', OrderNo: 2, ShowInWebsite: true },
    { NoticeId: 3, HeadLine: 'hidden', ValidUpto: null, OrderNo: 1, ShowInWebsite: false },
    { NoticeId: 4, HeadLine: 'spec expiry', ExpireDateTime: '2026-11-20T00:00:00', OrderNo: 1 },
  ]);
  const ids = (now: number) => currentNotices(list, now).map((n) => n.id);

  it('keeps a notice up to and including its expiry instant', () => {
    expect(ids(expiry - 1)).toEqual([4, 2, 1]);
    expect(ids(expiry)).toEqual([4, 2, 1]);
  });

  it('drops it one millisecond later', () => {
    expect(ids(expiry + 1)).toEqual([2]);
  });

  it('never shows ShowInWebsite false, and keeps notices without expiry forever', () => {
    expect(ids(Date.UTC(2100, 0, 1))).toEqual([2]);
  });

  it('sorts by OrderNo and does not mutate the list', () => {
    const before = list.map((n) => n.id);
    currentNotices(list, 0);
    expect(list.map((n) => n.id)).toEqual(before);
    expect(currentNotices([...list].reverse(), 0).map((n) => n.id)).toEqual([4, 2, 1]);
  });
});
