// The views of the calendar's answers that the home page's calendar section shows
// (src/api/views.ts): the year it steps through, not the whole answers, so the home page's data
// does not grow with the back-end's years of events (the calendar page keeps the whole answers:
// it lists every event of them). `shown` is the months of GetAcademicCalendar the section draws (one
// per month, as the grid takes them), each with only the day rows a cell reads (a red day the
// weekday alone would not make, a day with events), and the year the data says; `ofYear` is the
// GetEventHoliday items of the year shown.
import { defineView } from '../api/views';
import { ops } from '../api/operations';
import type { CalendarDay, CalendarMonth } from '../api/guards/calendar';
import type { EventHoliday } from '../api/guards/event-holiday';
import { calendarYear } from './calendar-events';
import { eventHolidayEntry, inYear } from './event-holiday-entries';
import { DEFAULT_WEEKEND_WEEKDAY, WEEK_LENGTH, eventKey, gridStartDayId } from './month-grid';

export interface ShownCalendar {
  /** The BS year of the data (calendarYear), null when it says none. */
  year: number | null;
  months: CalendarMonth[];
}

/**
 * The day rows of a month a cell reads, in their order, each with the events eventsByDay takes
 * from it (not those the month's own list or an earlier row already gave that day): each row left
 * with events, and a day's last row (whose red day the grid shows) unless the weekday alone makes
 * it so and no row of that day has events. Without the rest, monthGrid, yearEntries and the legend
 * make the same of the month. (Their AD dates are read for the year only, said beside.)
 */
function daysShown(m: CalendarMonth): CalendarDay[] {
  const blanks = gridStartDayId(m.startDayId) - 1;
  const plainWeekend = (nd: number) => (blanks + nd - 1) % WEEK_LENGTH === DEFAULT_WEEKEND_WEEKDAY;
  const given = new Set(m.events.filter((e) => Number.isInteger(e.nd)).map((e) => `${e.nd} ${eventKey(e)}`));
  const days = m.days.map((d) => ({
    ...d,
    adDate: null,
    events: d.events.filter((e) => {
      const nd = e.nd ?? d.nd;
      const key = `${nd} ${eventKey(e)}`;
      if (!Number.isInteger(nd) || given.has(key)) return false;
      given.add(key);
      return true;
    }),
  }));
  const last = new Map(days.map((d, i) => [d.nd, i]));
  const withEvents = new Set(days.filter((d) => d.events.length > 0).map((d) => d.nd));
  return days.filter(
    (d, i) => d.events.length > 0 || (last.get(d.nd) === i && (d.isWeekend !== plainWeekend(d.nd) || withEvents.has(d.nd))),
  );
}

export const calendarViews = {
  /** The months the home calendar steps through: the last the back-end sent of each, trimmed to what it draws. */
  shown: defineView(
    ops.calendar,
    'shown',
    (list): ShownCalendar => {
      const byId = new Map(list.map((m) => [m.monthId, m]));
      return {
        year: calendarYear(list),
        months: [...byId.values()].map((m) => ({ ...m, days: daysShown(m) })),
      };
    },
    {},
  ),
};

export const eventHolidayViews = {
  /** The events and holidays of a BS year (none when the year is unknown). */
  ofYear: defineView(
    ops.eventHoliday,
    'year',
    (list, { year }: { year: number | null }): EventHoliday[] =>
      year === null
        ? []
        : list.filter((item) => {
            const entry = eventHolidayEntry(item);
            return entry !== null && inYear(entry, year);
          }),
    { year: null },
  ),
};
