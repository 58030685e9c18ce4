// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CalendarDay, CalendarEvent } from '@src/api/guards/calendar';
import { GRID_CELLS, eventsByDay, gridWeeks, monthGrid, wrapMonth } from '@src/calendar/month-grid';

const ev = (nd: number, name: string, colour = '#D32F2F', id: number | null = nd): CalendarEvent => ({
  id,
  name,
  nd,
  colour,
  type: 'Holiday',
  description: '',
});
const day = (nd: number, isWeekend = false, events: CalendarEvent[] = []): CalendarDay => ({ nd, isWeekend, adDate: null, events });
const dayNumbers = (cells: ReturnType<typeof monthGrid>) => cells.map((c) => c.day);

describe('monthGrid', () => {
  it('always has 42 cells in 6 weeks of 7, Sunday first', () => {
    for (const input of [{}, { daysInMonth: 29, startDayId: 1 }, { daysInMonth: 32, startDayId: 7 }, { daysInMonth: 31, startDayId: 6 }]) {
      const cells = monthGrid(input);
      expect(cells).toHaveLength(GRID_CELLS);
      expect(cells.map((c) => c.index)).toEqual([...Array(42).keys()]);
      expect(cells.slice(0, 7).map((c) => c.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      const weeks = gridWeeks(cells);
      expect(weeks).toHaveLength(6);
      expect(weeks.every((w) => w.length === 7)).toBe(true);
    }
  });

  it('puts StartDayId − 1 blanks before day 1 and blanks after the last day', () => {
    // Baishakh 2083: 31 days from a Tuesday (StartDayId 3).
    const cells = monthGrid({ daysInMonth: 31, startDayId: 3 });
    expect(dayNumbers(cells).slice(0, 3)).toEqual([null, null, 1]);
    expect(cells[2].weekday).toBe(2);
    expect(cells.filter((c) => c.day !== null)).toHaveLength(31);
    expect(cells[32].day).toBe(31);
    expect(dayNumbers(cells).slice(33)).toEqual(Array(9).fill(null));
    // 32 days from a Saturday still fits: 6 blanks + 32 = 38.
    const long = monthGrid({ daysInMonth: 32, startDayId: 7 });
    expect(long[6].day).toBe(1);
    expect(long[37].day).toBe(32);
    expect(long.filter((c) => c.day !== null)).toHaveLength(32);
  });

  it('defaults to 30 days starting on Sunday when the back-end omits them or sends junk', () => {
    for (const input of [
      {},
      { daysInMonth: null, startDayId: null },
      { daysInMonth: 0, startDayId: 0 },
      { daysInMonth: 40, startDayId: 9 },
      { daysInMonth: 30.5, startDayId: 2.5 },
    ]) {
      const cells = monthGrid(input);
      expect(cells[0].day).toBe(1);
      expect(cells.filter((c) => c.day !== null)).toHaveLength(30);
      expect(cells[29].day).toBe(30);
      expect(cells[30].day).toBeNull();
    }
  });

  it('reads weekends from the day rows; without rows, Saturday is the weekend', () => {
    const withRows = monthGrid({ daysInMonth: 30, startDayId: 1, days: [day(1), day(2, true), day(7, false)] });
    expect(withRows[1].isWeekend).toBe(true); // day 2 as the back-end says
    expect(withRows[6].isWeekend).toBe(false); // day 7 is a Saturday but the row says no
    expect(withRows[13].isWeekend).toBe(true); // day 14: no row, Saturday
    const none = monthGrid({ daysInMonth: 30, startDayId: 1 });
    expect(none.filter((c) => c.isWeekend).map((c) => c.day)).toEqual([7, 14, 21, 28]);
    expect(none.filter((c) => c.day === null).every((c) => !c.isWeekend)).toBe(true);
  });

  it('places events on their day, EventColl first, without duplicates from the day rows', () => {
    const newYear = ev(1, 'New Year');
    const meeting = ev(1, 'Staff meeting', '#388E3C', 9);
    const cells = monthGrid({
      daysInMonth: 31,
      startDayId: 3,
      days: [day(1, false, [newYear, meeting]), day(5, true, [ev(5, 'Only in the day row', '#1976D2')])],
      events: [newYear],
    });
    expect(cells[2].events.map((e) => e.name)).toEqual(['New Year', 'Staff meeting']);
    expect(cells[6].events.map((e) => e.name)).toEqual(['Only in the day row']);
    expect(cells.filter((c) => c.events.length > 0)).toHaveLength(2);
  });

  it('ignores events whose day is outside the month', () => {
    const cells = monthGrid({ daysInMonth: 29, startDayId: 1, events: [ev(31, 'Ghost')] });
    expect(cells.some((c) => c.events.length > 0)).toBe(false);
    expect(eventsByDay([], [ev(31, 'Ghost')]).get(31)).toHaveLength(1);
  });
});

describe('wrapMonth', () => {
  it('cycles 1..12 both ways', () => {
    expect(wrapMonth(12, 1)).toBe(1);
    expect(wrapMonth(1, -1)).toBe(12);
    expect(wrapMonth(8, 1)).toBe(9);
    expect(wrapMonth(8, -1)).toBe(7);
    expect(wrapMonth(3, 24)).toBe(3);
    expect(wrapMonth(3, -15)).toBe(12);
    let m = 1;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) seen.push((m = wrapMonth(m, 1)));
    expect(seen).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]);
  });
});
