// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardCalendar, type CalendarMonth } from '@src/api/guards/calendar';
import { calendarYear, eventLegend, monthEntries, yearEntries } from '@src/calendar/calendar-events';
import { rawFixture } from '@test/fixtures';

const months = guardCalendar(rawFixture('GetAcademicCalendar'));
const bs = (d: { year: number; month: number; day: number }) => `${d.year}-${d.month}-${d.day}`;

describe('calendarYear', () => {
  it('reads the BS year from the day rows (the back-end sends no year)', () => {
    expect(calendarYear(months)).toBe(2083);
  });
  it('is null without AD dates, and skips rows that contradict their month/day', () => {
    const noDates: CalendarMonth[] = months.map((m) => ({ ...m, days: m.days.map((d) => ({ ...d, adDate: null })) }));
    expect(calendarYear(noDates)).toBeNull();
    expect(calendarYear([])).toBeNull();
    const wrong: CalendarMonth[] = [{ ...months[0], days: [{ ...months[0].days[0], nd: 9 }, months[0].days[3]] }];
    expect(calendarYear(wrong)).toBe(2083); // the first row says day 9 but is Baishakh 1: skipped
  });
});

describe('yearEntries', () => {
  const entries = yearEntries(months, 2083);

  it('lists each event once with its first and last day, across a month end', () => {
    const dashain = entries.filter((e) => e.name === 'Dashain vacation');
    expect(dashain).toHaveLength(1);
    expect(bs(dashain[0].start)).toBe('2083-6-25');
    expect(bs(dashain[0].end)).toBe('2083-7-4');
    const exam = entries.find((e) => e.name === 'Second Terminal Examination')!;
    expect([bs(exam.start), bs(exam.end)]).toEqual(['2083-8-15', '2083-8-22']);
    // Final exams run Falgun 24 – 30 (Falgun has 30 days) then Chaitra 1 – 5.
    const finals = entries.filter((e) => e.name === 'Final Examination');
    expect(finals.map((e) => [bs(e.start), bs(e.end)])).toEqual([['2083-11-24', '2083-12-5']]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('sorts by first day and keeps the colour and type', () => {
    expect(entries[0]).toMatchObject({ name: 'New Year 2083', type: 'Holiday', colour: '#d32f2f' });
    const starts = entries.map((e) => e.start.month * 100 + e.start.day);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('splits a repeated event that is not on consecutive days', () => {
    const m: CalendarMonth = {
      monthId: 1,
      monthName: 'Baishakh',
      daysInMonth: 31,
      startDayId: 3,
      days: [],
      events: [1, 2, 5].map((nd) => ({ id: 7, name: 'Club', nd, colour: '', type: 'Event', description: '' })),
    };
    expect(yearEntries([m], 2083).map((e) => [e.start.day, e.end.day])).toEqual([
      [1, 2],
      [5, 5],
    ]);
  });
});

describe('monthEntries', () => {
  const entries = yearEntries(months, 2083);
  it('gives the entries touching a month, including ones that started before it', () => {
    expect(monthEntries(entries, 7).map((e) => e.name)).toEqual(['Dashain vacation', 'Tihar vacation']);
    expect(monthEntries(entries, 8).map((e) => e.name)).toEqual([
      'Science Exhibition 2083',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Annual Sports Week',
    ]);
    expect(monthEntries(entries, 1)).toHaveLength(5);
    expect(monthEntries([], 3)).toEqual([]);
  });
});

describe('eventLegend', () => {
  it('lists the distinct event types in order of first appearance, with their colours', () => {
    expect(eventLegend(months)).toEqual([
      { type: 'Holiday', colour: '#d32f2f' },
      { type: 'Meeting', colour: '#388e3c' },
      { type: 'Event', colour: '#1976d2' },
      { type: 'Exam', colour: '#f57c00' },
    ]);
  });
  it('merges types differing only in case, skips blank types, takes the first non-empty colour', () => {
    const m: CalendarMonth = {
      monthId: 2,
      monthName: '',
      daysInMonth: 30,
      startDayId: 1,
      days: [],
      events: [
        { id: 1, name: 'A', nd: 1, colour: '', type: 'Sports', description: '' },
        { id: 2, name: 'B', nd: 2, colour: '#00ff00', type: 'sports', description: '' },
        { id: 3, name: 'C', nd: 3, colour: '#123456', type: '  ', description: '' },
      ],
    };
    expect(eventLegend([m])).toEqual([{ type: 'Sports', colour: '#00ff00' }]);
    expect(eventLegend([])).toEqual([]);
  });
});
