// The academic calendar's month grid, as pure data: 42 cells (6 weeks of Sun..Sat), blanks before
// the month's first weekday and after its last day (SPEC §2, §9). The back-end says how long the
// month is (DaysInMonth) and where it starts (StartDayId, 1 = Sunday … 7 = Saturday); when it
// omits them (or sends junk) the defaults are 30 days and start day 1.
import type { CalendarDay, CalendarEvent } from '../api/guards/calendar';

/** SPEC §9: 7 columns, 6 weeks, 42 cells. */
export const WEEK_LENGTH = 7;
export const GRID_CELLS = 42;
/** SPEC §9 defaults when the back-end omits DaysInMonth / StartDayId. */
export const DEFAULT_DAYS_IN_MONTH = 30;
export const DEFAULT_START_DAY_ID = 1;
/** Saturday (0 = Sunday): Nepal's weekly holiday, used when the back-end sends no day rows. */
export const DEFAULT_WEEKEND_WEEKDAY = 6;
/** SPEC §9: a month's event list scrolls when it has more than this many entries … */
export const EVENT_LIST_SCROLL_ABOVE = 4;
/** … within this height (px). */
export const EVENT_LIST_MAX_HEIGHT = 500;

export interface GridCell {
  /** 0 … 41, row-major. */
  index: number;
  /** Column: 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** BS day of the month, null for a blank cell. */
  day: number | null;
  /** Red day: the back-end's IsWeekend, or Saturday when it sent no day rows. False for blanks. */
  isWeekend: boolean;
  /** The day's events, in the back-end's order (the first one colours the cell). */
  events: CalendarEvent[];
}

export interface MonthGridInput {
  daysInMonth?: number | null;
  /** 1 = Sunday … 7 = Saturday. */
  startDayId?: number | null;
  /** The back-end's day rows (DataColl); may be empty or partial. */
  days?: readonly CalendarDay[];
  /** The month's events (EventColl); each is placed on its day by `nd`. */
  events?: readonly CalendarEvent[];
}

function intWithin(v: number | null | undefined, min: number, max: number, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
}

/** Days in the month for the grid: an integer 1 to 32, else 30. */
export function gridDaysInMonth(v: number | null | undefined): number {
  return intWithin(v, 1, 32, DEFAULT_DAYS_IN_MONTH);
}

/** StartDayId for the grid: an integer 1 (Sunday) to 7 (Saturday), else 1. */
export function gridStartDayId(v: number | null | undefined): number {
  return intWithin(v, 1, 7, DEFAULT_START_DAY_ID);
}

/** What makes two of a day's events one (eventsByDay lists it once). */
export const eventKey = (e: CalendarEvent) => `${e.id ?? ''}|${e.name}|${e.type}`;

/** The month's events grouped by day: EventColl first, then day rows' events not already there. */
export function eventsByDay(days: readonly CalendarDay[] = [], events: readonly CalendarEvent[] = []): Map<number, CalendarEvent[]> {
  const map = new Map<number, CalendarEvent[]>();
  const add = (nd: number | null, e: CalendarEvent) => {
    if (nd === null || !Number.isInteger(nd)) return;
    const list = map.get(nd) ?? [];
    if (!list.some((x) => eventKey(x) === eventKey(e))) list.push(e);
    map.set(nd, list);
  };
  for (const e of events) add(e.nd, e);
  for (const d of days) for (const e of d.events) add(e.nd ?? d.nd, e);
  return map;
}

/** The 42 cells of a month (SPEC §9), with StartDayId − 1 blanks first. */
export function monthGrid(input: MonthGridInput = {}): GridCell[] {
  const daysInMonth = gridDaysInMonth(input.daysInMonth);
  const blanks = gridStartDayId(input.startDayId) - 1;
  const days = input.days ?? [];
  const byNd = new Map(days.map((d) => [d.nd, d]));
  const byDay = eventsByDay(days, input.events);
  const cells: GridCell[] = [];
  for (let index = 0; index < GRID_CELLS; index++) {
    const weekday = index % WEEK_LENGTH;
    const n = index - blanks + 1;
    const day = n >= 1 && n <= daysInMonth ? n : null;
    if (day === null) {
      cells.push({ index, weekday, day, isWeekend: false, events: [] });
      continue;
    }
    const row = byNd.get(day);
    const isWeekend = row ? row.isWeekend : weekday === DEFAULT_WEEKEND_WEEKDAY;
    cells.push({ index, weekday, day, isWeekend, events: byDay.get(day) ?? [] });
  }
  return cells;
}

/** The cells as 6 weeks of 7. */
export function gridWeeks(cells: readonly GridCell[]): GridCell[][] {
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += WEEK_LENGTH) weeks.push(cells.slice(i, i + WEEK_LENGTH));
  return weeks;
}

/** Month 1-12 moved by delta, wrapping both ways (Chaitra + 1 = Baishakh, Baishakh − 1 = Chaitra). */
export function wrapMonth(month: number, delta: number): number {
  return ((((month - 1 + delta) % 12) + 12) % 12) + 1;
}
