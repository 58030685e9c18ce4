// The academic calendar's data turned into what the screens list: the BS year the back-end chose
// (it sends no year, contract #18), each event once with its first and last day (multi-day events
// come as one row per day with the same EventHolidayId), and the legend of event types.
// Pure: no "now" here; callers pass today's year as the fallback.
import type { CalendarEvent, CalendarMonth } from '../api/guards/calendar';
import { adDateInNepal, adToBs, bsToAd, compareBs, type AdDate, type BsDate } from './bs-date';
import { eventsByDay, gridDaysInMonth } from './month-grid';

/** One event (or holiday) spanning start..end (inclusive, BS), as listed beside a month. */
export interface CalendarEntry {
  /** Stable and unique within the year: the event id (or name) and its first day. */
  key: string;
  id: number | null;
  name: string;
  type: string;
  /** #rrggbb or '' (the guard validated it). */
  colour: string;
  description: string;
  start: BsDate;
  end: BsDate;
  /** Who it is for ('Grade 4-10'), from GetEventHoliday; '' or absent when unknown. */
  forClass?: string;
  /** Its time of day as the back-end writes it ('10:00 AM'); '' or absent when unknown. */
  atTime?: string;
}

export interface LegendItem {
  type: string;
  colour: string;
}

/**
 * The BS year of the data, read from the first day row with an AD date (AD_Date is a Nepal
 * calendar day; the guard made it epoch ms). Null when no row has one or it is out of range.
 */
export function calendarYear(months: readonly CalendarMonth[]): number | null {
  for (const m of months) {
    for (const d of m.days) {
      if (d.adDate === null) continue;
      try {
        const ad = adDateInNepal(new Date(d.adDate));
        const bs = adToBs(ad.year, ad.month, ad.day);
        // The row says which month/day it is; trust the year only if the rest agrees.
        if (bs.month === m.monthId && bs.day === d.nd) return bs.year;
      } catch {
        /* out of the table's range: try the next row */
      }
    }
  }
  return null;
}

/** bsToAd that returns null instead of throwing (years without table data). */
export function safeBsToAd(date: BsDate): AdDate | null {
  try {
    return bsToAd(date.year, date.month, date.day);
  } catch {
    return null;
  }
}

const identity = (e: CalendarEvent) => (e.id !== null ? `id:${e.id}` : `n:${e.name}|${e.type}`);

/**
 * Every event of the year once, sorted by first day: consecutive days of the same event (same
 * EventHolidayId, or same name and type when there is no id) are merged into one entry, also
 * across a month's end (Ashwin 31 → Kartik 1 by the back-end's DaysInMonth).
 */
export function yearEntries(months: readonly CalendarMonth[], year: number): CalendarEntry[] {
  const lengths = new Map(months.map((m) => [m.monthId, gridDaysInMonth(m.daysInMonth)]));
  const sorted = [...months].sort((a, b) => a.monthId - b.monthId);
  const entries: CalendarEntry[] = [];
  // The open run of each event identity, by identity.
  const open = new Map<string, CalendarEntry>();
  const nextDay = (d: BsDate): BsDate => {
    const len = lengths.get(d.month) ?? 32;
    return d.day < len ? { ...d, day: d.day + 1 } : { year: d.year, month: d.month + 1, day: 1 };
  };
  for (const m of sorted) {
    const byDay = eventsByDay(m.days, m.events);
    for (const nd of [...byDay.keys()].sort((a, b) => a - b)) {
      const date: BsDate = { year, month: m.monthId, day: nd };
      for (const e of byDay.get(nd)!) {
        const id = identity(e);
        const run = open.get(id);
        if (run && compareBs(nextDay(run.end), date) === 0) {
          run.end = date;
          continue;
        }
        if (run && compareBs(run.end, date) === 0) continue; // the same day twice
        const entry: CalendarEntry = {
          key: `${e.id ?? e.name}-${m.monthId}-${nd}`,
          id: e.id,
          name: e.name,
          type: e.type,
          colour: e.colour,
          description: e.description,
          start: date,
          end: date,
        };
        entries.push(entry);
        open.set(id, entry);
      }
    }
  }
  return entries.sort((a, b) => compareBs(a.start, b.start));
}

/**
 * The entries that touch a month (a Dashain holiday from Ashwin 25 to Kartik 4 is in both). With
 * a year, only that year's month: an entry of another year (GetEventHoliday lists upcoming ones,
 * which may fall in the next BS year) or spanning Chaitra into Baishakh is placed by year too.
 */
export function monthEntries(entries: readonly CalendarEntry[], month: number, year?: number): CalendarEntry[] {
  if (year === undefined) return entries.filter((e) => e.start.month <= month && e.end.month >= month);
  const at = year * 12 + month;
  const index = (d: BsDate) => d.year * 12 + d.month;
  return entries.filter((e) => index(e.start) <= at && index(e.end) >= at);
}

/** Distinct event types in order of first appearance, each with its first non-empty colour. */
export function eventLegend(months: readonly CalendarMonth[]): LegendItem[] {
  const found = new Map<string, string>();
  const order: string[] = [];
  const sorted = [...months].sort((a, b) => a.monthId - b.monthId);
  for (const m of sorted) {
    for (const list of eventsByDay(m.days, m.events).values()) {
      for (const e of list) {
        const type = e.type.trim();
        if (!type) continue;
        const key = type.toLowerCase();
        if (!found.has(key)) {
          found.set(key, e.colour);
          order.push(type);
        } else if (!found.get(key) && e.colour) {
          found.set(key, e.colour);
        }
      }
    }
  }
  return order.map((type) => ({ type, colour: found.get(type.toLowerCase()) ?? '' }));
}
