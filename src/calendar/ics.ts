// iCalendar (.ics, RFC 5545) for "Add to calendar": all-day events whose BS days are converted to
// AD with bsToAd (phones' calendars are Gregorian). Pure: the caller passes "now" (DTSTAMP) and
// the UID domain. Text values are escaped (backslash, semicolon, comma, newline), lines end with
// CRLF and are folded at 75 octets without splitting a UTF-8 character (Devanagari is 3 octets).
import { bsToAd, type AdDate, type BsDate } from './bs-date';

export interface IcsEvent {
  /** Unique and stable for the event, without '@' (the domain is added). */
  uid: string;
  summary: string;
  description?: string;
  /** The event type, written as CATEGORIES. */
  category?: string;
  /** First day (BS, inclusive). */
  start: BsDate;
  /** Last day (BS, inclusive); the start day when absent. */
  end?: BsDate;
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** Right-hand side of each UID (e.g. the site's host name). */
  domain: string;
  /** PRODID's product name (e.g. the school's name). */
  product?: string;
  /** X-WR-CALNAME: the calendar's name in apps that show one. */
  calendarName?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, any newline written as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function octets(ch: string): number {
  const cp = ch.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting with
 * one space (which counts toward its 75). Never splits inside a character. Returns the line's
 * parts joined by CRLF + space (no trailing CRLF).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1; // the leading space takes one octet
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An AD calendar day as a DATE value: 20261121. */
export function icsDate(d: AdDate): string {
  return `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
}

/** An instant as a UTC DATE-TIME value: 20261122T021103Z. */
export function icsUtcStamp(now: Date): string {
  return (
    `${pad(now.getUTCFullYear(), 4)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`
  );
}

/** The AD day after an AD day (DTEND of an all-day event is exclusive). */
export function nextAdDay(d: AdDate): AdDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function uidPart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'event';
}

function eventLines(e: IcsEvent, stamp: string, domain: string): string[] {
  // bsToAd throws a RangeError for a day outside the table: no file with a made-up date.
  const first = bsToAd(e.start.year, e.start.month, e.start.day);
  const lastBs = e.end ?? e.start;
  const last = bsToAd(lastBs.year, lastBs.month, lastBs.day);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${uidPart(e.uid)}@${uidPart(domain)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(first)}`,
    `DTEND;VALUE=DATE:${icsDate(nextAdDay(icsDate(last) < icsDate(first) ? first : last))}`,
    `SUMMARY:${escapeIcsText(e.summary)}`,
  ];
  if (e.description) lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
  if (e.category) lines.push(`CATEGORIES:${escapeIcsText(e.category)}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with one VEVENT per event, CRLF line endings, folded lines. */
export function buildIcs(events: readonly IcsEvent[], opts: IcsOptions): string {
  const stamp = icsUtcStamp(opts.now);
  const product = (opts.product ?? 'School website').replace(/[/\r\n]+/g, ' ').trim() || 'School website';
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${product}//Academic Calendar//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (opts.calendarName) lines.push(`X-WR-CALNAME:${escapeIcsText(opts.calendarName)}`);
  for (const e of events) lines.push(...eventLines(e, stamp, opts.domain));
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A safe file name for the download: 'science-exhibition-2083.ics'. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'event'}.ics`;
}
