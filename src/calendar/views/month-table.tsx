// One month as a Sun-to-Sat table of 6 weeks (42 cells, SPEC §9). Weekend days are red; a day
// with events takes its first event's colour (text by contrast) and, on wide screens, its name;
// every event's name is in the cell's tooltip and read by screen readers; today is ringed.
import type { CSSProperties } from 'react';
import type { MessageKey } from '../../i18n/en';
import { localDigits } from '../../i18n/t';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { textOn } from '../../lib/contrast';
import type { BsDate } from '../bs-date';
import { gridWeeks, type GridCell } from '../month-grid';
import styles from './month-table.module.css';

export interface MonthTableProps {
  /** 1 = Baishakh … 12 = Chaitra. */
  month: number;
  year: number | null;
  cells: GridCell[];
  today: BsDate | null;
  /** Accessible name of the table (e.g. 'Mangsir 2083'). */
  caption: string;
  /** Show the first event's name in the cell on screens ≥ 768 px (default true). */
  showLabels?: boolean;
  /** Smaller cells (the home section). */
  compact?: boolean;
}

function cellStyle(cell: GridCell): CSSProperties | undefined {
  const colour = cell.events[0]?.colour;
  return colour ? { background: colour, color: textOn(colour) } : undefined;
}

export function MonthTable({ month, year, cells, today, caption, showLabels = true, compact = false }: MonthTableProps) {
  const t = useT();
  const lang = useLang();
  const isToday = (day: number | null) =>
    day !== null && today !== null && year === today.year && month === today.month && day === today.day;
  return (
    <table className={compact ? `${styles.table} ${styles.compact}` : styles.table} data-testid="month-grid" data-month={month}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((w) => (
            <th key={w} scope="col" className={w === 6 ? styles.weekendHead : undefined}>
              {t(`cal.weekday.${w}` as MessageKey)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {gridWeeks(cells).map((week, wi) => (
          <tr key={wi}>
            {week.map((cell) => {
              if (cell.day === null) return <td key={cell.index} className={styles.blank} data-blank="" />;
              const first = cell.events[0];
              const names = [...new Set(cell.events.map((e) => e.name))].join(', ');
              const today = isToday(cell.day);
              const classes = [
                styles.day,
                cell.isWeekend && styles.weekend,
                first && (first.colour ? styles.event : styles.eventPlain),
                today && styles.today,
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td
                  key={cell.index}
                  className={classes}
                  style={cellStyle(cell)}
                  title={names || undefined}
                  aria-current={today ? 'date' : undefined}
                  data-day={cell.day}
                  data-weekend={cell.isWeekend || undefined}
                  data-event={first ? first.name : undefined}
                >
                  <span className={styles.num}>{localDigits(lang, cell.day)}</span>
                  {first && showLabels && (
                    <span className={styles.label} aria-hidden="true">
                      {first.name}
                    </span>
                  )}
                  {today && <span className="sr-only">{t('calendar.today')}</span>}
                  {names && <span className="sr-only">{t('calendar.eventsOn', { names })}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
