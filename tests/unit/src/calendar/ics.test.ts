// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDate, icsFileName, icsUtcStamp, nextAdDay } from '@src/calendar/ics';
import { entriesToIcs } from '@src/calendar/calendar-ics';
import type { CalendarEntry } from '@src/calendar/calendar-events';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 11, 3));
const opts = { now: NOW, domain: 'school.example.edu.np', product: 'Himalaya Vidya Mandir' };
const octets = (s: string) => new TextEncoder().encode(s).length;
/** Undo RFC 5545 folding. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeIcsText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('Plain text: 10 AM')).toBe('Plain text: 10 AM');
  });
});

describe('foldIcsLine', () => {
  it('leaves lines of up to 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });
  it('folds longer lines at 75 octets with CRLF + space, losing nothing', () => {
    const line = 'DESCRIPTION:' + 'abcdefghij'.repeat(20);
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(octets(parts[0])).toBe(75);
    for (const p of parts.slice(1)) {
      expect(p.startsWith(' ')).toBe(true);
      expect(octets(p)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-byte character (Devanagari is 3 octets each)', () => {
    const line = 'SUMMARY:' + 'दशैं बिदा '.repeat(12);
    const parts = foldIcsLine(line).split('\r\n');
    for (const p of parts) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      expect(p).not.toContain('\uFFFD');
      // Each part is valid UTF-8 on its own: decoding and re-encoding gives the same bytes.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(p))).toBe(p);
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('dates', () => {
  it('writes DATE and UTC DATE-TIME values', () => {
    expect(icsDate({ year: 2026, month: 4, day: 14 })).toBe('20260414');
    expect(icsUtcStamp(NOW)).toBe('20261122T021103Z');
  });
  it('finds the next AD day across month and year ends and leap days', () => {
    expect(nextAdDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
    expect(nextAdDay({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29 });
    expect(nextAdDay({ year: 2027, month: 2, day: 28 })).toEqual({ year: 2027, month: 3, day: 1 });
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(
    [
      {
        uid: 'event-515-2083-08-05',
        summary: 'Science Exhibition, 2083; open day',
        description: 'Open to parents, teachers; and the public.\nBring your ID.',
        category: 'Event',
        start: { year: 2083, month: 8, day: 5 },
        end: { year: 2083, month: 8, day: 7 },
      },
      { uid: 'event-501', summary: 'New Year 2083', start: { year: 2083, month: 1, day: 1 } },
    ],
    opts,
  );

  it('is a VCALENDAR with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('PRODID:-//Himalaya Vidya Mandir//Academic Calendar//EN\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.match(/END:VEVENT/g)).toHaveLength(2);
  });

  it('converts BS days to all-day AD dates, DTEND exclusive', () => {
    const text = unfold(ics);
    // Mangsir 5-7, 2083 = 21-23 November 2026.
    expect(text).toContain('DTSTART;VALUE=DATE:20261121\r\nDTEND;VALUE=DATE:20261124\r\n');
    // Baishakh 1, 2083 = 14 April 2026, one day.
    expect(text).toContain('DTSTART;VALUE=DATE:20260414\r\nDTEND;VALUE=DATE:20260415\r\n');
  });

  it('has UID, DTSTAMP and escaped SUMMARY / DESCRIPTION / CATEGORIES', () => {
    const text = unfold(ics);
    expect(text).toContain('UID:event-515-2083-08-05@school.example.edu.np\r\n');
    expect(text).toContain('DTSTAMP:20261122T021103Z\r\n');
    expect(text).toContain('SUMMARY:Science Exhibition\\, 2083\\; open day\r\n');
    expect(text).toContain('DESCRIPTION:Open to parents\\, teachers\\; and the public.\\nBring your ID.\r\n');
    expect(text).toContain('CATEGORIES:Event\r\n');
    expect(text.split('BEGIN:VEVENT')[2]).not.toContain('DESCRIPTION');
  });

  it('folds every line at 75 octets', () => {
    const long = buildIcs(
      [{ uid: 'x', summary: 'S'.repeat(200), description: 'विद्यालय '.repeat(40), start: { year: 2083, month: 1, day: 1 } }],
      opts,
    );
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(`SUMMARY:${'S'.repeat(200)}\r\n`);
  });

  it('refuses a BS day outside the table rather than inventing a date', () => {
    expect(() => buildIcs([{ uid: 'x', summary: 'Far', start: { year: 2095, month: 1, day: 1 } }], opts)).toThrow(RangeError);
    expect(() => buildIcs([{ uid: 'x', summary: 'Bad', start: { year: 2083, month: 8, day: 30 } }], opts)).toThrow(
      'BS day should be in range of 1 to 29',
    );
  });
});

describe('entriesToIcs', () => {
  const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
    key: 'k',
    id: 513,
    name: 'Dashain vacation',
    type: 'Holiday',
    colour: '#d32f2f',
    description: 'Happy Bada Dashain!',
    start: { year: 2083, month: 6, day: 25 },
    end: { year: 2083, month: 7, day: 4 },
    ...over,
  });
  it('spans a multi-month holiday and writes the BS dates in the description', () => {
    const text = unfold(entriesToIcs('en', [entry({})], { now: NOW, domain: 'localhost', school: 'Himalaya Vidya Mandir' }));
    // Ashwin 25 – Kartik 4, 2083 = 11 – 21 October 2026.
    expect(text).toContain('DTSTART;VALUE=DATE:20261011\r\nDTEND;VALUE=DATE:20261022\r\n');
    expect(text).toContain('DESCRIPTION:Happy Bada Dashain!\\nHoliday\\nAshwin 25 – Kartik 4\\, 2083 BS\r\n');
    expect(text).toContain('UID:event-513-2083-06-25@localhost\r\n');
    expect(text).toContain('X-WR-CALNAME:Himalaya Vidya Mandir academic calendar\r\n');
  });
  it('leaves out entries whose year is unknown', () => {
    const text = entriesToIcs('en', [entry({ start: { year: 0, month: 1, day: 1 }, end: { year: 0, month: 1, day: 1 } })], {
      now: NOW,
      domain: 'x',
      school: '',
    });
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});

describe('icsFileName', () => {
  it('makes a short, safe .ics name', () => {
    expect(icsFileName('Science Exhibition 2083')).toBe('science-exhibition-2083.ics');
    expect(icsFileName('Holi (Fagu Purnima)!')).toBe('holi-fagu-purnima.ics');
    expect(icsFileName('दशैं')).toBe('event.ics');
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics');
  });
});
