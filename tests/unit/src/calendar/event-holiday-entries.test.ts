// @vitest-environment node
// GetEventHoliday's items as calendar entries, from the demo fixture (contract #19 shape) and
// from bad data, and their merging with GetAcademicCalendar's entries.
import { describe, expect, it } from 'vitest';
import { guardCalendar } from '@src/api/guards/calendar';
import { guardEventHoliday } from '@src/api/guards/event-holiday';
import { monthEntries, yearEntries, type CalendarEntry } from '@src/calendar/calendar-events';
import { dayEvents, eventHolidayEntries, inYear, legendWith, mergeEntries } from '@src/calendar/event-holiday-entries';
import { rawFixture } from '@test/fixtures';

const fixture = guardEventHoliday(rawFixture('GetEventHoliday'));
const calendar = yearEntries(guardCalendar(rawFixture('GetAcademicCalendar')), 2083);
const iso = (d: { year: number; month: number; day: number }) => `${d.year}-${d.month}-${d.day}`;
const span = (e: CalendarEntry) => `${iso(e.start)}..${iso(e.end)}`;
/** One raw item as the back-end writes it, with overrides. */
const raw = (over: Record<string, unknown>) => ({
  HolidayEvent: 'Event',
  EventType: 'Event',
  Name: 'X',
  Description: '',
  FromDate_AD: '0001-01-01T00:00:00',
  ToDate_AD: '0001-01-01T00:00:00',
  FromDate_BS: '',
  ToDate_BS: '',
  ForClass: '',
  ColorCode: '',
  ImagePath: '',
  Remaining: 'Passed',
  AtTime: null,
  ...over,
});
const entriesOf = (items: unknown[]) => eventHolidayEntries(guardEventHoliday(items));

describe('eventHolidayEntries', () => {
  it('turns the fixture into entries with BS ranges, type, colour, classes and time', () => {
    const entries = eventHolidayEntries(fixture);
    expect(entries).toHaveLength(13);
    const science = entries.find((e) => e.name === 'Science Exhibition 2083')!;
    expect(span(science)).toBe('2083-8-5..2083-8-7');
    expect(science).toMatchObject({ type: 'Event', colour: '#1976d2', forClass: 'Grade 4-10', atTime: '10:00 AM', id: null });
    expect(span(entries.find((e) => e.name === 'Final Examination')!)).toBe('2083-11-24..2083-12-5');
    // AtTime null (contract: no default) is '' here.
    expect(entries.find((e) => e.name === 'Christmas')!.atTime).toBe('');
  });

  it('converts the AD dates (Nepal day) when the BS strings are "" or not dates', () => {
    const [a, b] = entriesOf([
      raw({ Name: 'AD only', FromDate_AD: '2026-11-21T00:00:00', ToDate_AD: '2026-11-23T00:00:00' }),
      raw({
        Name: 'Junk BS',
        FromDate_BS: '2083-13-45',
        FromDate_AD: '2027-01-01T00:00:00',
        ToDate_BS: 'soon',
        ToDate_AD: '2027-01-01T00:00:00',
      }),
    ]);
    expect(span(a)).toBe('2083-8-5..2083-8-7');
    expect(span(b)).toBe('2083-9-17..2083-9-17');
  });

  it('prefers a valid BS string over the AD date (as the academic calendar trusts its BS days)', () => {
    const [e] = entriesOf([raw({ FromDate_BS: '2083-08-05', FromDate_AD: '2026-11-22T00:00:00' })]);
    expect(iso(e.start)).toBe('2083-8-5');
  });

  it('survives bad data: nulls, missing names and dates, reversed or absurd ranges, duplicates', () => {
    const entries = entriesOf([
      null,
      'text',
      raw({ Name: null }),
      raw({ Name: '' }),
      raw({ Name: 'No dates at all' }),
      raw({
        Name: 'Nulls',
        FromDate_AD: null,
        ToDate_AD: null,
        FromDate_BS: null,
        ToDate_BS: null,
        ColorCode: null,
        EventType: null,
        HolidayEvent: null,
      }),
      raw({ Name: 'Only an end', ToDate_BS: '2083-09-10' }),
      raw({ Name: 'Reversed', FromDate_BS: '2083-09-10', ToDate_BS: '2083-09-01' }),
      raw({ Name: 'Typo year', FromDate_BS: '2083-09-10', ToDate_BS: '2085-09-10' }),
      raw({ Name: 'Outside the table', FromDate_AD: '1930-01-01T00:00:00' }),
      raw({ Name: 'Twice', FromDate_BS: '2083-09-02', HolidayEvent: 'Holiday', EventType: '' }),
      raw({ Name: ' twice ', FromDate_BS: '2083-09-02' }),
    ]);
    expect(entries.map((e) => `${e.name}: ${span(e)}`)).toEqual([
      'Only an end: 2083-9-10..2083-9-10',
      'Reversed: 2083-9-10..2083-9-10',
      'Typo year: 2083-9-10..2083-9-10',
      'Twice: 2083-9-2..2083-9-2',
    ]);
    // No type name: the Holiday/Event flag stands in.
    expect(entries[3].type).toBe('Holiday');
    expect(eventHolidayEntries([])).toEqual([]);
    expect(entriesOf({ IsSuccess: false, ResponseMSG: 'error' } as unknown as unknown[])).toEqual([]);
  });
});

describe('mergeEntries', () => {
  it("keeps the academic calendar's entries and drops GetEventHoliday's duplicates (same name, overlapping days)", () => {
    const { entries, added } = mergeEntries(calendar, eventHolidayEntries(fixture));
    // Every fixture item is also in the academic calendar.
    expect(added).toEqual([]);
    expect(entries).toHaveLength(calendar.length);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    // The duplicate fills in what the academic calendar lacks.
    const science = entries.find((e) => e.name === 'Science Exhibition 2083')!;
    expect(science).toMatchObject({ id: 515, forClass: 'Grade 4-10', atTime: '10:00 AM' });
    expect(calendar.find((e) => e.name === 'Science Exhibition 2083')!.forClass).toBeUndefined(); // input unchanged
  });

  it('adds what is new, sorted by first day; same name on other days is a different event', () => {
    const extra = entriesOf([
      raw({ Name: 'Picnic', EventType: 'Trip', ColorCode: '#00796B', FromDate_BS: '2083-08-10' }),
      raw({ Name: 'parent-teacher  MEETING', FromDate_BS: '2083-08-13' }),
      raw({ Name: 'Parent-teacher meeting', FromDate_BS: '2083-10-02' }),
    ]);
    const { entries, added } = mergeEntries(calendar, extra);
    expect(added.map((e) => e.name)).toEqual(['Picnic', 'Parent-teacher meeting']);
    expect(monthEntries(entries, 8, 2083).map((e) => e.name)).toEqual([
      'Science Exhibition 2083',
      'Picnic',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Annual Sports Week',
    ]);
    // The legend gains the new types (by name, ignoring case) and fills a missing colour.
    expect(legendWith([{ type: 'Event', colour: '#1976d2' }], added)).toEqual([
      { type: 'Event', colour: '#1976d2' },
      { type: 'Trip', colour: '#00796b' },
    ]);
    expect(legendWith([{ type: 'trip', colour: '' }], added)).toEqual([
      { type: 'trip', colour: '#00796b' },
      { type: 'Event', colour: '' },
    ]);
  });
});

describe('placing entries by year and month', () => {
  const [chaitraToBaishakh] = entriesOf([raw({ Name: 'Spring break', FromDate_BS: '2083-12-28', ToDate_BS: '2084-01-03' })]);

  it('inYear and monthEntries place an entry that runs into the next BS year', () => {
    expect(inYear(chaitraToBaishakh, 2083)).toBe(true);
    expect(inYear(chaitraToBaishakh, 2084)).toBe(true);
    expect(inYear(chaitraToBaishakh, 2082)).toBe(false);
    expect(monthEntries([chaitraToBaishakh], 12, 2083)).toHaveLength(1);
    expect(monthEntries([chaitraToBaishakh], 1, 2084)).toHaveLength(1);
    // Baishakh of the year shown (2083) is not touched by it.
    expect(monthEntries([chaitraToBaishakh], 1, 2083)).toHaveLength(0);
  });

  it('dayEvents gives one grid event per day of the month, clipped to the month', () => {
    expect(dayEvents([chaitraToBaishakh], 2083, 12, 30).map((e) => e.nd)).toEqual([28, 29, 30]);
    expect(dayEvents([chaitraToBaishakh], 2084, 1, 31).map((e) => e.nd)).toEqual([1, 2, 3]);
    expect(dayEvents([chaitraToBaishakh], 2083, 1, 31)).toEqual([]);
    expect(dayEvents([chaitraToBaishakh], 2083, 12, 30)[0]).toMatchObject({ id: null, name: 'Spring break' });
  });
});
