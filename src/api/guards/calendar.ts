// GetAcademicCalendar: a bare array of Nepali months, each with its days (DataColl) and its events
// (EventColl) (contract #18); no year/month is sent, all months come at once. A { DataColl } wrapper
// is also accepted, and the controller's catch answers { IsSuccess:false } (→ no months).
import { cleanColour } from './theme';
import { parseBackendDate } from './dates';
import { rowsOf } from './rows';
import { bool, field, items, num, str, type Json } from './read';

export interface CalendarEvent {
  /** EventHolidayId on the real back-end, Id in SPEC; multi-day events repeat it per day. */
  id: number | null;
  name: string;
  /** Bikram Sambat day of the month. */
  nd: number | null;
  /** A #rrggbb colour, or '' when the admin typed something else. */
  colour: string;
  /** The event-type *name* (for the legend). */
  type: string;
  description: string;
}

export interface CalendarDay {
  nd: number;
  isWeekend: boolean;
  /** Epoch ms of the Gregorian date, null when unset. */
  adDate: number | null;
  events: CalendarEvent[];
}

export interface CalendarMonth {
  /** 1 = Baishakh … 12 = Chaitra. */
  monthId: number;
  monthName: string;
  daysInMonth: number;
  /** Weekday of day 1: 1 = Sunday … 7 = Saturday. */
  startDayId: number;
  days: CalendarDay[];
  events: CalendarEvent[];
}

/** An integer within [min, max], or the fallback (SPEC §9: 30 days, start day 1). */
function within(v: Json, min: number, max: number, fallback: number): number {
  const n = num(v, null);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function eventsOf(list: Json, dayNd: number | null): CalendarEvent[] {
  return items(list, (o) => {
    const name = str(o.Name);
    if (!name) return null;
    return {
      id: num(field(o, 'EventHolidayId', 'Id'), null),
      name,
      nd: num(o.ND, null) ?? dayNd,
      colour: cleanColour(field(o, 'ColorCode', 'Colour', 'Color')),
      type: str(o.EventType),
      description: str(o.Description),
    };
  });
}

function daysOf(list: Json): CalendarDay[] {
  return items(list, (o) => {
    const nd = within(o.ND, 1, 32, 0);
    if (!nd) return null;
    return { nd, isWeekend: bool(o.IsWeekend), adDate: parseBackendDate(o.AD_Date), events: eventsOf(o.EventColl, nd) };
  });
}

export function guardCalendar(body: unknown): CalendarMonth[] {
  return items(rowsOf(body), (o) => {
    const monthId = within(o.MonthId, 1, 12, 0);
    if (!monthId) return null;
    const days = daysOf(o.DataColl);
    const own = eventsOf(o.EventColl, null);
    return {
      monthId,
      monthName: str(o.MonthName),
      daysInMonth: within(o.DaysInMonth, 1, 32, 30),
      startDayId: within(o.StartDayId, 1, 7, 1),
      days,
      // The month's EventColl is its days' events flattened; rebuild it when it is missing.
      events: Array.isArray(o.EventColl) ? own : days.flatMap((d) => d.events),
    };
  });
}
