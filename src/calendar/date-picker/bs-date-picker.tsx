// Bikram Sambat date picker: a text input (type YYYY-MM-DD) plus a button that opens a month grid.
// value / onChange carry 'YYYY-MM-DD' BS strings, '' when empty or when the typed text is not a
// valid date within the limits. Years: min..max (default 2000..2100, SPEC §5), narrowed to the
// years our month-length table supports (src/calendar/bs-date.ts). When min..max reaches beyond
// the table, a note says which years have data (in the popup; below the field, with the button
// disabled, when no allowed year has any) rather than inventing dates for the others.
//
// Safe to render in Node: no window/document at module level or during render (listeners and
// focus moves happen in effects and handlers), and "today" is null in the server snapshot, so
// server and client markup match; pass `today` to fix it.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  LAST_VERIFIED_YEAR,
  PICKER_DEFAULT_MAX_YEAR,
  PICKER_DEFAULT_MIN_YEAR,
  addBsDays,
  addBsMonths,
  bsMonthStartWeekday,
  bsToAd,
  checkPickerDate,
  compareBs,
  daysInBsMonth,
  formatAd,
  formatBs,
  isProvisional,
  todayBs,
  tryParseBs,
  type BsDate,
} from '../bs-date';
import type { MessageKey } from '../../i18n/en';
import { localDigits, t } from '../../i18n/t';
import styles from './bs-date-picker.module.css';

export interface BsDatePickerProps {
  /** id of the text input; popup ids are derived from it. */
  id: string;
  /** 'YYYY-MM-DD' BS date, or ''. */
  value: string;
  /** Called with a valid 'YYYY-MM-DD' BS date within the limits, or '' (empty or invalid text). */
  onChange: (value: string) => void;
  /** Earliest year (number) or date ('YYYY-MM-DD'); 1970 to 2100, default 2000. */
  min?: number | string;
  /** Latest year (number) or date ('YYYY-MM-DD'); 1970 to 2100, default 2100. */
  max?: number | string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  'aria-describedby'?: string;
  /** Marks the field invalid (e.g. a form-level "required" message is shown). */
  invalid?: boolean;
  /** Today's BS date ('YYYY-MM-DD'); by default the current day in Nepal, known after hydration. */
  today?: string;
}

type Bound = 'min' | 'max';

/** Reads a min/max prop: a year (1970-2100) or a 'YYYY-MM-DD' date within the picker's limits. */
function readBound(value: number | string | undefined, which: Bound): BsDate {
  const fallbackYear = which === 'min' ? PICKER_DEFAULT_MIN_YEAR : PICKER_DEFAULT_MAX_YEAR;
  if (value === undefined) return yearBound(fallbackYear, which);
  if (typeof value === 'number') {
    checkPickerDate(value);
    return yearBound(value, which);
  }
  const match = typeof value === 'string' ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim()) : null;
  if (!match) {
    throw new TypeError(`Unsupported ${which} for BsDatePicker: expected a year or "YYYY-MM-DD", got ${String(value)}`);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  checkPickerDate(year, month, day);
  return { year, month, day };
}

function yearBound(year: number, which: Bound): BsDate {
  return which === 'min' ? { year, month: 1, day: 1 } : { year, month: 12, day: 32 };
}

/** Narrows a bound to the table: before 2000 -> 2000-01-01, after 2088 -> its last day, day 32 in a shorter month -> the month's edge. */
function toSupported(bound: BsDate, which: Bound): BsDate {
  const first: BsDate = { year: BS_MIN_YEAR, month: 1, day: 1 };
  const last: BsDate = { year: BS_MAX_YEAR, month: 12, day: daysInBsMonth(BS_MAX_YEAR, 12) };
  if (compareBs(bound, first) < 0) return first;
  if (compareBs(bound, last) > 0) return last;
  const len = daysInBsMonth(bound.year, bound.month);
  if (bound.day <= len) return bound;
  return which === 'max' ? { ...bound, day: len } : addBsDays({ ...bound, day: len }, 1);
}

interface Limits {
  lo: BsDate;
  hi: BsDate;
  /** False when min..max has no year with data (e.g. min 2095): nothing can be chosen. */
  any: boolean;
  /** True when min..max reaches before BS 2000 or after BS 2088, where the table has no data. */
  beyond: boolean;
}

function useLimits(min: number | string | undefined, max: number | string | undefined): Limits {
  return useMemo(() => {
    const rawLo = readBound(min, 'min');
    const rawHi = readBound(max, 'max');
    const lo = toSupported(rawLo, 'min');
    const hi = toSupported(rawHi, 'max');
    const any =
      compareBs(rawLo, rawHi) <= 0 &&
      compareBs(lo, hi) <= 0 &&
      rawHi.year >= BS_MIN_YEAR &&
      rawLo.year <= BS_MAX_YEAR;
    const beyond = compareBs(rawLo, { year: BS_MIN_YEAR, month: 1, day: 1 }) < 0 || rawHi.year > BS_MAX_YEAR;
    return { lo, hi, any, beyond };
  }, [min, max]);
}

// "Today" in Nepal as an external store: the server snapshot is '' so hydration matches; the
// client re-reads it every minute, so an open page rolls over at Nepal's midnight.
function subscribeToClock(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}
function readToday(): string {
  try {
    return formatBs(todayBs());
  } catch {
    return ''; // today is outside the table (after BS 2088)
  }
}
function readServerToday(): string {
  return '';
}

const monthName = (month: number) => t(`cal.month.${month}` as MessageKey);
const weekdayName = (weekday: number) => t(`cal.weekday.${weekday}` as MessageKey);

function dayLabel(date: BsDate): string {
  const ad = bsToAd(date.year, date.month, date.day);
  return t('cal.dayLabel', {
    month: monthName(date.month),
    day: date.day,
    year: date.year,
    ad: t('cal.adLong', { day: ad.day, month: t(`cal.adMonth.${ad.month}` as MessageKey), year: ad.year }),
  });
}

const sameDay = (a: BsDate | null, b: BsDate | null) => !!a && !!b && compareBs(a, b) === 0;

export function BsDatePicker({
  id,
  value,
  onChange,
  min,
  max,
  label,
  required,
  disabled,
  name,
  'aria-describedby': describedBy,
  invalid,
  today: todayProp,
}: BsDatePickerProps) {
  const { lo, hi, any, beyond } = useLimits(min, max);
  const inRange = useCallback(
    (d: BsDate | null): d is BsDate => !!d && any && compareBs(d, lo) >= 0 && compareBs(d, hi) <= 0,
    [lo, hi, any],
  );
  const clamp = useCallback(
    (d: BsDate): BsDate => (compareBs(d, lo) < 0 ? lo : compareBs(d, hi) > 0 ? hi : d),
    [lo, hi],
  );
  /** The 'YYYY-MM-DD' our onChange would report for this text. */
  const normalize = useCallback(
    (text: string): string => {
      const parsed = tryParseBs(text);
      return inRange(parsed) ? formatBs(parsed) : '';
    },
    [inRange],
  );

  const storeToday = useSyncExternalStore(subscribeToClock, readToday, readServerToday);
  const todayText = todayProp ?? storeToday;
  const today = tryParseBs(todayText);
  /** Where to open when today is unknown or outside the table: the nearer end of the range. */
  const nearestTo = (text: string): BsDate => {
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
    const raw = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
    return raw && compareBs(raw, hi) > 0 ? hi : lo;
  };
  const parsedValue = tryParseBs(value);
  const selected = inRange(parsedValue) ? parsedValue : null;

  // Text in the input. Follows `value`, except while the typed text already means that value
  // (so '2083-1-5' is not rewritten mid-typing) or is invalid text reported as ''.
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (normalize(text) !== value) setText(value);
  }
  const [touched, setTouched] = useState(false);
  const textInvalid = text.trim() !== '' && normalize(text) === '';

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<{ year: number; month: number }>({ year: lo.year, month: lo.month });
  const [focusDate, setFocusDate] = useState<BsDate>(lo);

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  /** Set when the next render should move keyboard focus to focusDate's button. */
  const focusGridRef = useRef(false);

  const dialogId = `${id}-dialog`;
  const captionId = `${id}-caption`;
  const adId = `${id}-ad`;
  const errorId = `${id}-error`;
  const rangeId = `${id}-range`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const show = (date: BsDate, moveFocus: boolean) => {
    const d = clamp(date);
    setFocusDate(d);
    setView({ year: d.year, month: d.month });
    focusGridRef.current = moveFocus;
  };

  // From the button, focus moves into the month (keyboard users choose there); from a click in
  // the text field (SPEC: it opens on click), focus stays in the field, so typing still works.
  const openPopup = (moveFocus = true) => {
    if (disabled || !any) return;
    const start = selected ?? (today ? clamp(today) : nearestTo(todayText));
    show(start, moveFocus);
    setOpen(true);
  };

  const choose = (date: BsDate) => {
    if (!inRange(date)) return;
    const formatted = formatBs(date);
    setText(formatted);
    setTouched(false);
    if (formatted !== value) onChange(formatted);
    close(true);
  };

  // Keyboard focus follows focusDate after it moves by keyboard or on opening.
  useEffect(() => {
    if (!open || !focusGridRef.current) return;
    focusGridRef.current = false;
    const key = formatBs(focusDate);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${key}"]`)?.focus();
  }, [open, focusDate]);

  // Close on a pointer press outside the picker (focus stays where the user put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  // Tabbing out of the picker closes it too.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const moves: Record<string, () => BsDate> = {
      ArrowLeft: () => shiftDays(focusDate, -1),
      ArrowRight: () => shiftDays(focusDate, 1),
      ArrowUp: () => shiftDays(focusDate, -7),
      ArrowDown: () => shiftDays(focusDate, 7),
      Home: () => shiftDays(focusDate, -weekdayOf(focusDate)),
      End: () => shiftDays(focusDate, 6 - weekdayOf(focusDate)),
      PageUp: () => shiftMonths(focusDate, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(focusDate, event.shiftKey ? 12 : 1),
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(focusDate);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    show(move(), true);
  };

  const shiftDays = (date: BsDate, days: number): BsDate => {
    try {
      return addBsDays(date, days);
    } catch {
      return days < 0 ? lo : hi; // past the table's edge
    }
  };
  const shiftMonths = (date: BsDate, months: number): BsDate => {
    try {
      return addBsMonths(date, months);
    } catch {
      return months < 0 ? lo : hi;
    }
  };
  const weekdayOf = (date: BsDate) => (bsMonthStartWeekday(date.year, date.month) + date.day - 1) % 7;

  /** Shows another month (from the selects or the arrows), keeping focus where it is. */
  const goToMonth = (year: number, month: number) => {
    const first = { year, month, day: 1 };
    const target = { year, month, day: Math.min(focusDate.day, daysInBsMonth(year, month)) };
    if (compareBs({ ...first, day: daysInBsMonth(year, month) }, lo) < 0) return show(lo, false);
    if (compareBs(first, hi) > 0) return show(hi, false);
    show(target, false);
  };
  const stepMonth = (months: number) => {
    const index = view.year * 12 + view.month - 1 + months;
    goToMonth(Math.floor(index / 12), (index % 12) + 1);
  };
  const viewIndex = view.year * 12 + view.month - 1;
  const loIndex = lo.year * 12 + lo.month - 1;
  const hiIndex = hi.year * 12 + hi.month - 1;

  const onTextChange = (raw: string) => {
    setText(raw);
    setTouched(false);
    const next = normalize(raw);
    if (next !== value) onChange(next);
  };

  const onTextBlur = () => {
    setTouched(true);
    const next = normalize(text);
    if (next) setText(next); // tidy '2083-1-5' to '2083-01-05'
  };

  const showError = touched && textInvalid;
  const adText = selected ? t('cal.adEquivalent', { date: formatAd(bsToAd(selected.year, selected.month, selected.day)) }) : '';
  // Nothing can be chosen because no allowed year has data: say so beside the disabled button.
  const noData = !any && beyond;
  const dataRange = { min: BS_MIN_YEAR, max: BS_MAX_YEAR };
  const describedByIds = [describedBy, adText ? adId : '', showError ? errorId : '', noData ? rangeId : ''].filter(Boolean).join(' ');

  const years: number[] = [];
  if (any) for (let y = lo.year; y <= hi.year; y++) years.push(y);
  const monthOptions: number[] = [];
  for (let m = 1; m <= 12; m++) {
    const index = view.year * 12 + m - 1;
    if (index >= loIndex && index <= hiIndex) monthOptions.push(m);
  }

  const rows: (BsDate | null)[][] = [];
  if (open) {
    const start = bsMonthStartWeekday(view.year, view.month);
    const len = daysInBsMonth(view.year, view.month);
    for (let r = 0; r < 6; r++) {
      const row: (BsDate | null)[] = [];
      for (let c = 0; c < 7; c++) {
        const day = r * 7 + c - start + 1;
        row.push(day >= 1 && day <= len ? { year: view.year, month: view.month, day } : null);
      }
      rows.push(row);
    }
  }

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      {label ? (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      ) : null}
      <div className={styles.field}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('cal.placeholder')}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || showError ? true : undefined}
          aria-describedby={describedByIds || undefined}
          onChange={(e) => onTextChange(e.target.value)}
          onBlur={onTextBlur}
          onClick={() => !open && openPopup(false)}
        />
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-label={t('cal.chooseDate')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled || !any}
          onClick={() => (open ? close(false) : openPopup())}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
        {adText ? (
          <span id={adId} className={styles.ad}>
            {adText}
          </span>
        ) : null}
      </div>
      {noData ? (
        <p id={rangeId} className={styles.note} data-testid="bs-data-range">
          {t('cal.noDataRange', dataRange)}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} className={styles.error}>
          {t('cal.invalidDate', { min: formatBs(lo), max: formatBs(hi) })}
        </p>
      ) : null}

      {open ? (
        <div id={dialogId} className={styles.popup} role="dialog" aria-modal="false" aria-label={t('cal.chooseDate')}>
          <div className={styles.selects}>
            <select
              className={styles.select}
              aria-label={t('cal.selectMonth')}
              value={view.month}
              onChange={(e) => goToMonth(view.year, Number(e.target.value))}
            >
              {monthOptions.map((m) => (
                <option key={m} value={m}>
                  {monthName(m)}
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
                  {localDigits(y)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.nav}>
            <button type="button" className={styles.navButton} aria-label={t('cal.prevYear')} disabled={view.year <= lo.year} onClick={() => stepMonth(-12)}>
              <span aria-hidden="true">«</span>
            </button>
            <button type="button" className={styles.navButton} aria-label={t('cal.prevMonth')} disabled={viewIndex <= loIndex} onClick={() => stepMonth(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <div id={captionId} className={styles.caption} aria-live="polite">
              {t('cal.monthYear', { month: monthName(view.month), year: view.year })}
            </div>
            <button type="button" className={styles.navButton} aria-label={t('cal.nextMonth')} disabled={viewIndex >= hiIndex} onClick={() => stepMonth(1)}>
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" className={styles.navButton} aria-label={t('cal.nextYear')} disabled={view.year >= hi.year} onClick={() => stepMonth(12)}>
              <span aria-hidden="true">»</span>
            </button>
          </div>
          <table ref={gridRef} className={styles.grid} role="grid" aria-labelledby={captionId}>
            <thead>
              <tr>
                {[0, 1, 2, 3, 4, 5, 6].map((w) => (
                  <th key={w} scope="col" className={w === 6 ? styles.weekend : undefined}>
                    {weekdayName(w)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody onKeyDown={onGridKeyDown}>
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((date, c) =>
                    date ? (
                      <td key={c} role="gridcell" aria-selected={sameDay(date, selected)}>
                        <button
                          type="button"
                          className={[
                            styles.day,
                            c === 6 ? styles.weekend : '',
                            sameDay(date, today) ? styles.today : '',
                            sameDay(date, selected) ? styles.selected : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                          data-date={formatBs(date)}
                          tabIndex={sameDay(date, focusDate) ? 0 : -1}
                          aria-label={dayLabel(date)}
                          aria-current={sameDay(date, today) ? 'date' : undefined}
                          disabled={!inRange(date)}
                          onClick={() => choose(date)}
                          onFocus={() => setFocusDate(date)}
                        >
                          {localDigits(date.day)}
                        </button>
                      </td>
                    ) : (
                      <td key={c} className={styles.empty} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {beyond ? (
            <p className={styles.note} data-testid="bs-data-range">
              {t('cal.dataRange', dataRange)}
            </p>
          ) : null}
          {isProvisional(view.year) ? (
            <p className={styles.note}>{t('cal.provisional', { year: LAST_VERIFIED_YEAR })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default BsDatePicker;
