// One month of the picker as a grid of day buttons, Sunday to Saturday, six weeks: the week grid
// of src/calendar/month-grid.ts, filled from the month-length table. Focus moves by roving
// tabindex (only the focused day is in the tab order); Saturday is red, as on Nepali calendars.
import type { KeyboardEvent, Ref } from 'react';
import { localDigits } from '../../i18n/t';
import { useLang } from '../../i18n/lang-provider';
import { bsMonthStartWeekday, compareBs, daysInBsMonth, formatBs, type BsDate } from '../bs-date';
import { DEFAULT_WEEKEND_WEEKDAY, gridWeeks, monthGrid, WEEK_LENGTH } from '../month-grid';
import { dayLabel, weekdayName } from './picker-labels';
import styles from './bs-date-picker.module.css';

interface DayGridProps {
  year: number;
  month: number;
  captionId: string;
  gridRef: Ref<HTMLTableElement>;
  selected: BsDate | null;
  today: BsDate | null;
  /** The day in the tab order (and focused after a key moved it). */
  focusDate: BsDate;
  canChoose: (date: BsDate) => boolean;
  onChoose: (date: BsDate) => void;
  onFocusDay: (date: BsDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
}

const sameDay = (a: BsDate | null, b: BsDate | null) => !!a && !!b && compareBs(a, b) === 0;
const WEEKDAYS = Array.from({ length: WEEK_LENGTH }, (_, w) => w);

export function DayGrid({
  year,
  month,
  captionId,
  gridRef,
  selected,
  today,
  focusDate,
  canChoose,
  onChoose,
  onFocusDay,
  onKeyDown,
}: DayGridProps) {
  const lang = useLang();
  const weeks = gridWeeks(monthGrid({ daysInMonth: daysInBsMonth(year, month), startDayId: bsMonthStartWeekday(year, month) + 1 }));
  return (
    <table ref={gridRef} className={styles.grid} role="grid" aria-labelledby={captionId}>
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col" className={w === DEFAULT_WEEKEND_WEEKDAY ? styles.weekend : undefined}>
              {weekdayName(lang, w)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {weeks.map((week, r) => (
          <tr key={r}>
            {week.map((cell) => {
              if (cell.day === null) return <td key={cell.weekday} className={styles.empty} />;
              const date: BsDate = { year, month, day: cell.day };
              return (
                <td key={cell.weekday} role="gridcell" aria-selected={sameDay(date, selected)}>
                  <button
                    type="button"
                    className={[
                      styles.day,
                      cell.isWeekend ? styles.weekend : '',
                      sameDay(date, today) ? styles.today : '',
                      sameDay(date, selected) ? styles.selected : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    data-date={formatBs(date)}
                    tabIndex={sameDay(date, focusDate) ? 0 : -1}
                    aria-label={dayLabel(lang, date)}
                    aria-current={sameDay(date, today) ? 'date' : undefined}
                    disabled={!canChoose(date)}
                    onClick={() => onChoose(date)}
                    onFocus={() => onFocusDay(date)}
                  >
                    {localDigits(lang, date.day)}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
