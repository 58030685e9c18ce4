// A month's events and holidays: colour, name, BS date with the AD date beside it, type, its time
// and classes (when GetEventHoliday gives them), the school's note, and "Add to calendar" (.ics). Scrolls within 500px when it has more than 4
// entries (SPEC §9); the scrolling box is focusable so it can be scrolled by keyboard.
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { textOn } from '../../lib/contrast';
import { htmlToText } from '../../lib/truncate';
import { Icon } from '../../components/icons/icons';
import { formatAd, formatBs } from '../bs-date';
import { adRangeLabel, bsMonthName, bsRangeLabel } from '../bs-label';
import { canExport, downloadIcs } from '../calendar-ics';
import { safeBsToAd, type CalendarEntry } from '../calendar-events';
import { EVENT_LIST_MAX_HEIGHT, EVENT_LIST_SCROLL_ABOVE } from '../month-grid';
import styles from './event-list.module.css';

export interface EventListProps {
  entries: CalendarEntry[];
  /** Shown (as a status) when there are no entries. */
  emptyText: string;
  /** The school's name, for the .ics file. */
  school: string;
  /** Accessible name of the scrolling list. */
  label: string;
}

function DateLine({ entry }: { entry: CalendarEntry }) {
  const t = useT();
  const lang = useLang();
  if (!canExport(entry)) {
    // Year unknown (or outside the table): the BS day only.
    const day = t('calendar.bsDayNoYear', { month: bsMonthName(lang, entry.start.month), day: entry.start.day });
    return <span className={styles.date}>{day}</span>;
  }
  const adStart = safeBsToAd(entry.start);
  const adEnd = safeBsToAd(entry.end);
  const bs = bsRangeLabel(lang, entry.start, entry.end);
  return (
    <span className={styles.date}>
      <time dateTime={formatBs(entry.start)}>{bs}</time>
      {adStart && adEnd && (
        <>
          {' '}
          <time className={styles.ad} dateTime={formatAd(adStart)}>
            ({adRangeLabel(lang, adStart, adEnd)})
          </time>
        </>
      )}
    </span>
  );
}

function chipStyle(colour: string): CSSProperties | undefined {
  return colour ? { background: colour, color: textOn(colour) } : undefined;
}

export function EventList({ entries, emptyText, school, label }: EventListProps) {
  const t = useT();
  const lang = useLang();
  if (entries.length === 0) {
    return (
      <p className={styles.empty} role="status" data-testid="no-events">
        {emptyText}
      </p>
    );
  }
  const scrolls = entries.length > EVENT_LIST_SCROLL_ABOVE;
  return (
    <div
      className={`${styles.box} ${scrolls ? styles.scroll : ''}`}
      style={scrolls ? { maxHeight: EVENT_LIST_MAX_HEIGHT } : undefined}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      data-testid="event-list"
      data-scrolls={scrolls || undefined}
    >
      <ul className={styles.list}>
        {entries.map((entry) => {
          const note = htmlToText(entry.description);
          const details = [entry.atTime?.trim(), entry.forClass?.trim() ? t('calendar.forClass', { classes: entry.forClass.trim() }) : '']
            .filter(Boolean)
            .join(' · ');
          return (
            <li
              key={entry.key}
              className={styles.item}
              style={entry.colour ? { borderLeftColor: entry.colour } : undefined}
              data-testid="event-item"
            >
              <div className={styles.head}>
                <strong className={styles.name}>{entry.name}</strong>
                {entry.type && (
                  <span className={styles.type} style={chipStyle(entry.colour)}>
                    {entry.type}
                  </span>
                )}
              </div>
              <DateLine entry={entry} />
              {details && (
                <p className={styles.note} data-testid="event-details">
                  {details}
                </p>
              )}
              {note && <p className={styles.note}>{note}</p>}
              {canExport(entry) && (
                <button
                  type="button"
                  className={styles.add}
                  aria-label={t('calendar.addToCalendarLabel', { name: entry.name })}
                  onClick={() => downloadIcs(lang, [entry], entry.name, school)}
                  data-testid="add-to-calendar"
                >
                  <Icon name="calendar" size={16} />
                  {t('calendar.addToCalendar')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
