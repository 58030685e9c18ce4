// The picker's popup: month and year selects, previous/next month and year buttons, the month's
// day grid, and notes on the table's data (which years it has; provisional years). It shows
// `view`; moving to another month asks the picker to show a day there (onShow), keeping focus
// where it is.
import type { KeyboardEvent, Ref } from 'react';
import { localDigits } from '../../i18n/t';
import { useLang } from '../../i18n/lang-provider';
import { useT } from '../../i18n/use-t';
import { BS_MAX_YEAR, BS_MIN_YEAR, LAST_VERIFIED_YEAR, compareBs, daysInBsMonth, isProvisional, type BsDate } from '../bs-date';
import { DayGrid } from './day-grid';
import { canChoose, type PickerLimits } from './picker-limits';
import { monthName } from './picker-labels';
import styles from './bs-date-picker.module.css';

interface MonthPopupProps {
  id: string;
  captionId: string;
  limits: PickerLimits;
  view: { year: number; month: number };
  focusDate: BsDate;
  selected: BsDate | null;
  today: BsDate | null;
  gridRef: Ref<HTMLTableElement>;
  /** Show this day's month, focus staying where it is (the picker keeps the day within its limits). */
  onShow: (date: BsDate) => void;
  onChoose: (date: BsDate) => void;
  onFocusDay: (date: BsDate) => void;
  onGridKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
}

/** Months counted from year 0, to compare and step them. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;

export function MonthPopup({
  id,
  captionId,
  limits,
  view,
  focusDate,
  selected,
  today,
  gridRef,
  onShow,
  onChoose,
  onFocusDay,
  onGridKeyDown,
}: MonthPopupProps) {
  const lang = useLang();
  const t = useT();
  const { lo, hi } = limits;
  /** Another month: the focused day's number there (or the month's last day), or the limit it passes. */
  const goToMonth = (year: number, month: number) => {
    const length = daysInBsMonth(year, month);
    if (compareBs({ year, month, day: length }, lo) < 0) return onShow(lo);
    if (compareBs({ year, month, day: 1 }, hi) > 0) return onShow(hi);
    onShow({ year, month, day: Math.min(focusDate.day, length) });
  };
  const stepMonth = (months: number) => {
    const index = monthIndex(view.year, view.month) + months;
    goToMonth(Math.floor(index / 12), (index % 12) + 1);
  };
  const viewIndex = monthIndex(view.year, view.month);
  const loIndex = monthIndex(lo.year, lo.month);
  const hiIndex = monthIndex(hi.year, hi.month);

  const years: number[] = [];
  if (limits.any) for (let y = lo.year; y <= hi.year; y++) years.push(y);
  const months: number[] = [];
  for (let m = 1; m <= 12; m++) if (monthIndex(view.year, m) >= loIndex && monthIndex(view.year, m) <= hiIndex) months.push(m);

  return (
    <div id={id} className={styles.popup} role="dialog" aria-modal="false" aria-label={t('cal.chooseDate')}>
      <div className={styles.selects}>
        <select
          className={styles.select}
          aria-label={t('cal.selectMonth')}
          value={view.month}
          onChange={(e) => goToMonth(view.year, Number(e.target.value))}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(lang, m)}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label={t('cal.selectYear')}
          value={view.year}
          onChange={(e) => goToMonth(Number(e.target.value), view.month)}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {localDigits(lang, y)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('cal.prevYear')}
          disabled={view.year <= lo.year}
          onClick={() => stepMonth(-12)}
        >
          <span aria-hidden="true">«</span>
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('cal.prevMonth')}
          disabled={viewIndex <= loIndex}
          onClick={() => stepMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div id={captionId} className={styles.caption} aria-live="polite">
          {t('cal.monthYear', { month: monthName(lang, view.month), year: view.year })}
        </div>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('cal.nextMonth')}
          disabled={viewIndex >= hiIndex}
          onClick={() => stepMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('cal.nextYear')}
          disabled={view.year >= hi.year}
          onClick={() => stepMonth(12)}
        >
          <span aria-hidden="true">»</span>
        </button>
      </div>
      <DayGrid
        year={view.year}
        month={view.month}
        captionId={captionId}
        gridRef={gridRef}
        selected={selected}
        today={today}
        focusDate={focusDate}
        canChoose={(date) => canChoose(limits, date)}
        onChoose={onChoose}
        onFocusDay={onFocusDay}
        onKeyDown={onGridKeyDown}
      />
      {limits.beyond ? (
        <p className={styles.note} data-testid="bs-data-range">
          {t('cal.dataRange', { min: BS_MIN_YEAR, max: BS_MAX_YEAR })}
        </p>
      ) : null}
      {isProvisional(view.year) ? <p className={styles.note}>{t('cal.provisional', { year: LAST_VERIFIED_YEAR })}</p> : null}
    </div>
  );
}
