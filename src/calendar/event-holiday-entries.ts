// GetEventHoliday's events and holidays (contract #19) as calendar entries, merged with the
// academic calendar's (GetAcademicCalendar, #18). The two often list the same event: an item is
// a duplicate when an academic-calendar entry has the same name (ignoring case and spacing) and
// overlapping days; it then only fills in what that entry lacks (classes, time, note, colour).
// Dates: the back-end's BS string ('2083-08-05') when it is a real BS date, else the AD date's
// Nepal calendar day converted with our table; an item with neither is dropped, never guessed.
// Pure: the caller chooses the year shown.
import type { CalendarEvent } from '../api/guards/calendar';
import type { EventHoliday } from '../api/guards/event-holiday';
import { adDateInNepal, adToBs, compareBs, diffBsDays, formatBs, tryParseBs, type BsDate } from './bs-date';
import type { CalendarEntry, LegendItem } from './calendar-events';

/** A span longer than this is junk (a typo'd year); such an item is shown on its first day only. */
export const MAX_SPAN_DAYS = 366;

/** The BS day of an instant's Nepal calendar day; null when missing or outside the table. */
function bsOfInstant(ms: number | null): BsDate | null {
  if (ms === null || !Number.isFinite(ms)) return null;
  try {
    const ad = adDateInNepal(new Date(ms));
    return adToBs(ad.year, ad.month, ad.day);
  } catch {
    return null;
  }
}

/** The back-end's BS text if it is a BS date, else the AD instant converted. */
function bsOf(text: string, ms: number | null): BsDate | null {
  return (text ? tryParseBs(text) : null) ?? bsOfInstant(ms);
}

/** One GetEventHoliday item as an entry; null when it has no usable date. */
export function eventHolidayEntry(item: EventHoliday): CalendarEntry | null {
  const from = bsOf(item.fromBs, item.fromMs);
  const to = bsOf(item.toBs, item.toMs);
  const start = from ?? to;
  if (!start) return null;
  let end = to ?? start;
  if (compareBs(end, start) < 0 || diffBsDays(start, end) > MAX_SPAN_DAYS) end = start;
  return {
    key: `eh-${item.name}-${formatBs(start)}`,
    id: null,
    name: item.name,
    // The event-type name ('Exam'), else the back-end's Holiday/Event flag.
    type: item.type || item.kind,
    colour: item.colour,
    description: item.description,
    start,
    end,
    forClass: item.forClass,
    atTime: item.atTime,
  };
}

/** Every item with a usable date, each once (the same name and first day twice is one). */
export function eventHolidayEntries(items: readonly EventHoliday[]): CalendarEntry[] {
  const seen = new Set<string>();
  const out: CalendarEntry[] = [];
  for (const item of items) {
    const entry = eventHolidayEntry(item);
    if (!entry) continue;
    const id = `${sameName(entry.name)}|${formatBs(entry.start)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(entry);
  }
  return out;
}

const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const overlaps = (a: CalendarEntry, b: CalendarEntry) => compareBs(a.start, b.end) <= 0 && compareBs(b.start, a.end) <= 0;

/** True when the entry has a day in BS year `year`. */
export function inYear(entry: CalendarEntry, year: number): boolean {
  return entry.start.year <= year && entry.end.year >= year;
}

/** The academic calendar's entries with the event/holiday entries merged in (see mergeEntries). */
export interface MergedEntries {
  /** All entries, sorted by first day. */
  entries: CalendarEntry[];
  /** The event/holiday entries that were new (not duplicates): the grid colours their days. */
  added: CalendarEntry[];
}

/**
 * The academic calendar's entries plus the event/holiday entries that are not already among
 * them, sorted by first day. Duplicates add their classes, time, note and colour where the
 * academic calendar's entry has none. Inputs are not changed.
 */
export function mergeEntries(calendar: readonly CalendarEntry[], extra: readonly CalendarEntry[]): MergedEntries {
  const merged = calendar.map((e) => ({ ...e }));
  const added: CalendarEntry[] = [];
  for (const e of extra) {
    const twin = merged.find((c) => sameName(c.name) === sameName(e.name) && overlaps(c, e));
    if (!twin) {
      added.push(e);
      continue;
    }
    twin.forClass ||= e.forClass;
    twin.atTime ||= e.atTime;
    twin.description ||= e.description;
    twin.colour ||= e.colour;
    twin.type ||= e.type;
  }
  return { entries: [...merged, ...added].sort((a, b) => compareBs(a.start, b.start)), added };
}

/**
 * The entries' days in one month of one year as grid events (one per day, on its day number),
 * for months the back-end's own events do not cover. `daysInMonth` bounds a span that runs on.
 */
export function dayEvents(entries: readonly CalendarEntry[], year: number, month: number, daysInMonth: number): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  const at = year * 12 + month;
  for (const e of entries) {
    const from = e.start.year * 12 + e.start.month;
    const to = e.end.year * 12 + e.end.month;
    if (from > at || to < at) continue;
    const first = from === at ? e.start.day : 1;
    const last = to === at ? Math.min(e.end.day, daysInMonth) : daysInMonth;
    for (let nd = first; nd <= last; nd++) {
      out.push({ id: null, name: e.name, nd, colour: e.colour, type: e.type, description: e.description });
    }
  }
  return out;
}

/** The legend with the types of `entries` it does not have yet (by name, ignoring case). */
export function legendWith(legend: readonly LegendItem[], entries: readonly CalendarEntry[]): LegendItem[] {
  const out = legend.map((l) => ({ ...l }));
  for (const e of entries) {
    const type = e.type.trim();
    if (!type) continue;
    const found = out.find((l) => l.type.toLowerCase() === type.toLowerCase());
    if (!found) out.push({ type, colour: e.colour });
    else if (!found.colour && e.colour) found.colour = e.colour;
  }
  return out;
}
