// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBackendDate } from '@src/api/guards/dates';
import { ne } from '@src/i18n/ne';
import { registerDictionary } from '@src/i18n/t';
import { bsDateNote, dayMonthBadge, formatCardDate, formatDayDate, formatTime, isoDay, ordinalSuffix } from '@src/calendar/format-date';

const at = (s: string) => parseBackendDate(s)!;

describe('format-date', () => {
  it("formats SPEC's card date 'on Mon 1st, 2024' (weekday, ordinal day, year)", () => {
    // 2024-01-01 was a Monday.
    expect(formatCardDate('en', at('2024-01-01T10:00:00'))).toBe('on Mon 1st, 2024');
    expect(formatDayDate('en', at('2026-11-21T14:30:00'))).toBe('Sat 21st, 2026');
  });

  it('uses the right ordinal suffixes, including 11th-13th', () => {
    const got = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31].map((d) => `${d}${ordinalSuffix('en', d)}`);
    expect(got).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '24th', '30th', '31st']);
  });

  it('reads the day in Nepal time, not the visitor zone', () => {
    // 20:00 UTC on Jan 1 is 01:45 on Jan 2 in Nepal (a Tuesday).
    const ms = Date.UTC(2024, 0, 1, 20, 0);
    expect(formatCardDate('en', ms)).toBe('on Tue 2nd, 2024');
    expect(dayMonthBadge('en', ms)).toEqual({ day: '02', month: 'Jan' });
    expect(formatTime('en', ms)).toBe('01:45 AM');
    expect(isoDay(ms)).toBe('2024-01-02');
  });

  it('gives a zero-padded day and a short month for badges', () => {
    expect(dayMonthBadge('en', at('2026-11-05T09:00:00'))).toEqual({ day: '05', month: 'Nov' });
    expect(dayMonthBadge('en', at('2026-05-31T23:59:00'))).toEqual({ day: '31', month: 'May' });
  });

  it("formats the time as 'hh:mm AM' on a 12-hour clock", () => {
    expect(formatTime('en', at('2026-11-21T14:30:00'))).toBe('02:30 PM');
    expect(formatTime('en', at('2026-11-21T00:05:00'))).toBe('12:05 AM');
    expect(formatTime('en', at('2026-11-21T12:00:00'))).toBe('12:00 PM');
    expect(formatTime('en', at('2026-11-21T09:07:00'))).toBe('09:07 AM');
  });

  it('returns empty values for missing or unset dates', () => {
    for (const v of [null, undefined, NaN, parseBackendDate('0001-01-01T00:00:00')]) {
      expect(formatCardDate('en', v)).toBe('');
      expect(formatTime('en', v)).toBe('');
      expect(dayMonthBadge('en', v)).toBeNull();
      expect(isoDay(v)).toBe('');
    }
  });
});

describe('bsDateNote: the BS date beside a notice or news date', () => {
  // 2026-11-21 in Nepal is BS 2083-08-05 (the demo's Science Exhibition).
  const day = at('2026-11-21T10:00:00');

  it("shows the back-end's BS string when it is a BS date", () => {
    expect(bsDateNote('en', '2083-08-05', day)).toBe('2083-08-05 BS');
    // Written without zero padding, it is shown padded.
    expect(bsDateNote('en', '2083-8-5', day)).toBe('2083-08-05 BS');
  });

  it('computes the BS date from the Nepal day when the back-end string is "" (the usual case)', () => {
    expect(bsDateNote('en', '', day)).toBe('2083-08-05 BS');
    expect(bsDateNote('en', null, day)).toBe('2083-08-05 BS');
    expect(bsDateNote('en', undefined, day)).toBe('2083-08-05 BS');
    expect(bsDateNote('en', '   ', day)).toBe('2083-08-05 BS');
  });

  it("uses Nepal's day, not the visitor's: 20:00 UTC on 20 Nov is already 21 Nov in Kathmandu", () => {
    expect(bsDateNote('en', '', Date.UTC(2026, 10, 20, 20, 0))).toBe('2083-08-05 BS');
    // 18:00 UTC is 23:45 in Nepal: still the 20th (BS 2083-08-04).
    expect(bsDateNote('en', '', Date.UTC(2026, 10, 20, 18, 0))).toBe('2083-08-04 BS');
  });

  it('prefers the computed date over a BS string that is not a date', () => {
    expect(bsDateNote('en', '2083-13-40', day)).toBe('2083-08-05 BS');
    expect(bsDateNote('en', 'not a date', day)).toBe('2083-08-05 BS');
  });

  it('shows nothing when there is neither a BS string nor a convertible date', () => {
    expect(bsDateNote('en', '', null)).toBe('');
    expect(bsDateNote('en', '', NaN)).toBe('');
    expect(bsDateNote('en', '', parseBackendDate('0001-01-01T00:00:00'))).toBe('');
    // Outside the table (before BS 2000): nothing is invented.
    expect(bsDateNote('en', '', at('1930-01-01T00:00:00'))).toBe('');
    // Without an instant, the back-end's own text is all there is.
    expect(bsDateNote('en', '2083 Mangsir 5', null)).toBe('2083 Mangsir 5 BS');
  });

  it('in Nepali: nothing beside a dated card (its main date is the BS day), the BS label otherwise', () => {
    registerDictionary('ne', ne);
    expect(bsDateNote('ne', '', day)).toBe('');
    expect(bsDateNote('ne', '2083-08-05', day)).toBe('');
    expect(bsDateNote('ne', '2083-08-05', null)).toBe('वि.सं. मंसिर ५, २०८३');
    expect(bsDateNote('ne', '', null)).toBe('');
  });
});
