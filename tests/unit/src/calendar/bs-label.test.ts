// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adRangeLabel, bsAdLabel, bsLabel, bsMonthBoth, bsRangeLabel } from '@src/calendar/bs-label';
import { parseBackendDate } from '@src/api/guards/dates';

describe('bsLabel', () => {
  it("writes a BS date as 'Mangsir 6, 2083'", () => {
    expect(bsLabel('en', '2083-08-06')).toBe('Mangsir 6, 2083');
    expect(bsLabel('en', '2083-1-1')).toBe('Baishakh 1, 2083');
    expect(bsLabel('en', { year: 2082, month: 12, day: 30 })).toBe('Chaitra 30, 2082');
    expect(bsLabel('en', '२०८३-०८-०६')).toBe('Mangsir 6, 2083');
  });
  it("gives '' for anything that is not a BS date in range", () => {
    for (const bad of ['', 'junk', '2083-08-30', '2083-13-01', '1999-01-01', null, undefined]) expect(bsLabel('en', bad)).toBe('');
    expect(bsLabel('en', { year: 2083, month: 8, day: 31 })).toBe('');
  });
});

describe('bsAdLabel', () => {
  it('puts the AD date beside the BS date', () => {
    expect(bsAdLabel('en', '2083-08-06')).toEqual({
      bs: 'Mangsir 6, 2083',
      ad: '22 November 2026',
      text: 'Mangsir 6, 2083 (22 November 2026)',
      bsIso: '2083-08-06',
      adIso: '2026-11-22',
    });
  });
  it("takes the AD side from the instant's day in Nepal, and the BS side from it when the string is missing", () => {
    // 2026-11-21 14:30 in Nepal = 08:45 UTC (a notice's PublishOn).
    const ms = parseBackendDate('2026-11-21T14:30:00')!;
    expect(bsAdLabel('en', '2083-08-05', ms)?.text).toBe('Mangsir 5, 2083 (21 November 2026)');
    expect(bsAdLabel('en', '', ms)?.text).toBe('Mangsir 5, 2083 (21 November 2026)');
    // 00:30 on the 22nd in Nepal is still the 21st in UTC: the Nepal day counts.
    const early = parseBackendDate('2026-11-22T00:30:00')!;
    expect(new Date(early).getUTCDate()).toBe(21);
    expect(bsAdLabel('en', null, early)).toMatchObject({ bsIso: '2083-08-06', adIso: '2026-11-22' });
  });
  it('is null when there is no usable date', () => {
    expect(bsAdLabel('en', '')).toBeNull();
    expect(bsAdLabel('en', '2083-08-40', null)).toBeNull();
    expect(bsAdLabel('en', undefined, Number.NaN)).toBeNull();
  });
});

describe('ranges and month names', () => {
  it('shortens ranges within a month and a year', () => {
    expect(bsRangeLabel('en', { year: 2083, month: 8, day: 5 }, { year: 2083, month: 8, day: 7 })).toBe('Mangsir 5 – 7, 2083');
    expect(bsRangeLabel('en', { year: 2083, month: 6, day: 25 }, { year: 2083, month: 7, day: 4 })).toBe('Ashwin 25 – Kartik 4, 2083');
    expect(bsRangeLabel('en', { year: 2083, month: 12, day: 30 }, { year: 2084, month: 1, day: 2 })).toBe(
      'Chaitra 30, 2083 – Baishakh 2, 2084',
    );
    expect(bsRangeLabel('en', { year: 2083, month: 1, day: 1 }, { year: 2083, month: 1, day: 1 })).toBe('Baishakh 1, 2083');
    expect(adRangeLabel('en', { year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 23 })).toBe('21 – 23 November 2026');
    expect(adRangeLabel('en', { year: 2026, month: 10, day: 11 }, { year: 2026, month: 10, day: 11 })).toBe('11 October 2026');
    expect(adRangeLabel('en', { year: 2026, month: 10, day: 11 }, { year: 2026, month: 11, day: 2 })).toBe('11 October – 2 November 2026');
    expect(adRangeLabel('en', { year: 2026, month: 12, day: 30 }, { year: 2027, month: 1, day: 2 })).toBe(
      '30 December 2026 – 2 January 2027',
    );
  });
  it('names months in English and Nepali', () => {
    expect(bsMonthBoth('en', 1)).toBe('Baishakh (बैशाख)');
    expect(bsMonthBoth('en', 8)).toBe('Mangsir (मंसिर)');
    expect(bsMonthBoth('en', 12)).toBe('Chaitra (चैत)');
  });
});
