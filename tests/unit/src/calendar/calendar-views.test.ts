// @vitest-environment node
// The views of the calendar's answers the home page's calendar section shows
// (src/calendar/calendar-views.ts): the months it steps through, each with only the day rows a
// cell reads, draw the very grid and list the very events the whole months do; the year is the
// data's; an answer of several years keeps one month of each; GetEventHoliday is viewed by year.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardCalendar, type CalendarMonth } from '@src/api/guards/calendar';
import { guardEventHoliday } from '@src/api/guards/event-holiday';
import { calendarViews, eventHolidayViews } from '@src/calendar/calendar-views';
import { calendarYear, eventLegend, yearEntries } from '@src/calendar/calendar-events';
import { eventHolidayEntry, inYear } from '@src/calendar/event-holiday-entries';
import { monthGrid } from '@src/calendar/month-grid';
import { FIXTURES_DIR } from '@test/fixtures';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES_DIR, `${name}.json`), 'utf8'));
const months = guardCalendar(fixture('GetAcademicCalendar'));
const shown = (list: CalendarMonth[]) => calendarViews.shown.derive(list, {}, 0);
const grid = (m: CalendarMonth) => monthGrid({ daysInMonth: m.daysInMonth, startDayId: m.startDayId, days: m.days, events: m.events });

describe("the home calendar's view of GetAcademicCalendar", () => {
  it('draws the same grid and lists the same events as the whole months, with fewer day rows', () => {
    const view = shown(months);
    expect(view.year).toBe(calendarYear(months));
    expect(view.year).not.toBeNull();
    expect(view.months.map((m) => m.monthId)).toEqual(months.map((m) => m.monthId));
    for (const [i, m] of view.months.entries()) expect(grid(m)).toEqual(grid(months[i]));
    expect(yearEntries(view.months, view.year!)).toEqual(yearEntries(months, view.year!));
    expect(eventLegend(view.months)).toEqual(eventLegend(months));
    const rows = (list: CalendarMonth[]) => list.reduce((n, m) => n + m.days.length, 0);
    expect(rows(view.months)).toBeLessThan(rows(months) / 2);
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(months).length / 2);
  });

  it('keeps the day rows a cell reads: a red day the weekday would not make, a plain day after a red row of the same day, events', () => {
    const day = (nd: number, isWeekend: boolean, events: CalendarMonth['events'] = []) => ({ nd, isWeekend, adDate: null, events });
    const event = { id: 7, name: 'Sports day', nd: 4, colour: '#123456', type: 'Event', description: '' };
    // Starts on a Sunday (1): day 7 is a Saturday.
    const month: CalendarMonth = {
      monthId: 3,
      monthName: 'Jestha',
      daysInMonth: 30,
      startDayId: 1,
      events: [],
      days: [
        day(1, false),
        day(2, true),
        day(7, true),
        day(8, false),
        day(9, true),
        day(9, false),
        day(4, false, [event]),
        day(4, true),
        day(11, true, [{ ...event, id: 8, nd: 11 }]),
        day(11, false),
      ],
    };
    const view = shown([month]);
    expect(grid(view.months[0])).toEqual(grid(month));
    // Left out: day 1 and 8 plain, day 7 a plain Saturday, day 9 plain by its last row. Kept: day 2
    // red on a Monday, day 4's rows (events, then red), day 11's (events, then the plain last row).
    expect(view.months[0].days.map((d) => `${d.nd}${d.isWeekend ? 'r' : ''}`)).toEqual(['2r', '4', '4r', '11r', '11']);
  });

  it('keeps one month of each, the last the back-end sent, however many years the answer holds', () => {
    const older = months.map((m) => ({
      ...m,
      days: m.days.map((d) => ({ ...d, adDate: d.adDate === null ? null : d.adDate - 365 * 86400_000 })),
    }));
    const view = shown([...older, ...older, ...months]);
    expect(view.months).toHaveLength(12);
    expect(view.months.map((m) => grid(m))).toEqual(months.map((m) => grid(m)));
  });
});

describe("the home calendar's view of GetEventHoliday", () => {
  const items = guardEventHoliday(fixture('GetEventHoliday'));
  const year = calendarYear(months)!;
  /** The fixture's items again in each of `years` years before (their BS dates moved). */
  const yearsOf = (years: number) =>
    Array.from({ length: years }, (_, n) =>
      items.map((it) => ({
        ...it,
        fromBs: it.fromBs.replace(/^\d{4}/, String(year - n - 1)),
        toBs: it.toBs.replace(/^\d{4}/, String(year - n - 1)),
        fromMs: null,
        toMs: null,
      })),
    ).flat();

  it('holds the items of the year shown only, whatever the years before hold', () => {
    const ofYear = items.filter((it) => {
      const e = eventHolidayEntry(it);
      return e !== null && inYear(e, year);
    });
    expect(ofYear.length).toBeGreaterThan(0);
    expect(eventHolidayViews.ofYear.derive(items, { year }, 0)).toEqual(ofYear);
    expect(eventHolidayViews.ofYear.derive([...yearsOf(5), ...items], { year }, 0)).toEqual(ofYear);
    expect(eventHolidayViews.ofYear.derive(items, { year: null }, 0)).toEqual([]);
  });
});
