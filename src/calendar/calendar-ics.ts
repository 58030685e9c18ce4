// Calendar entries → .ics files, and saving one in the browser (handlers only: uses document).
import { saveBlob } from '../lib/download-file';
import { htmlToText } from '../lib/truncate';
import { translate, type Lang } from '../i18n/t';
import { formatBs, isSupportedBsYear } from './bs-date';
import { bsRangeLabel } from './bs-label';
import type { CalendarEntry } from './calendar-events';
import { buildIcs, icsFileName, type IcsEvent } from './ics';

/** True when the entry's days can be converted to AD (its year is in the table). */
export function canExport(entry: CalendarEntry): boolean {
  return isSupportedBsYear(entry.start.year) && isSupportedBsYear(entry.end.year);
}

/** One entry as an ICS event: the description holds the school's text, the type and the BS dates. */
export function entryToIcsEvent(lang: Lang, entry: CalendarEntry): IcsEvent {
  const description = [
    htmlToText(entry.description),
    entry.type,
    translate(lang, 'calendar.bsDate', { date: bsRangeLabel(lang, entry.start, entry.end) }),
  ]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
  return {
    uid: `event-${entry.id ?? entry.name}-${formatBs(entry.start)}`,
    summary: entry.name,
    description,
    category: entry.type || undefined,
    start: entry.start,
    end: entry.end,
  };
}

/** The .ics text for entries (the exportable ones), in `lang`. `now` and `domain` make it deterministic. */
export function entriesToIcs(lang: Lang, entries: readonly CalendarEntry[], opts: { now: Date; domain: string; school: string }): string {
  const school = opts.school.trim();
  return buildIcs(
    entries.filter(canExport).map((e) => entryToIcsEvent(lang, e)),
    {
      now: opts.now,
      domain: opts.domain,
      product: school || undefined,
      calendarName: school ? translate(lang, 'calendar.icsName', { school }) : translate(lang, 'calendar.heading'),
    },
  );
}

/** Saves entries as an .ics download, in `lang` (the page's). Browser-only: call from an event handler. */
export function downloadIcs(lang: Lang, entries: readonly CalendarEntry[], fileTitle: string, school: string): void {
  const text = entriesToIcs(lang, entries, { now: new Date(), domain: window.location.hostname || 'school-site', school });
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  saveBlob(blob, icsFileName(fileTitle));
}
