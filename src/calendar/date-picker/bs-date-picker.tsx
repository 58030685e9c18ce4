// Bikram Sambat date picker: a text input (type YYYY-MM-DD) plus a button that opens a month grid.
// value / onChange carry 'YYYY-MM-DD' BS strings, '' when empty or when the typed text is not a
// valid date within the limits. Years: min..max (default 2000..2100, SPEC §5), narrowed to the
// years our month-length table supports (picker-limits.ts). When min..max reaches beyond the
// table, a note says which years have data (in the popup; below the field, with the button
// disabled, when no allowed year has any) rather than inventing dates for the others.
//
// Its parts: the limits (picker-limits.ts), the input's text (use-picker-text.ts), the popup
// (month-popup.tsx, with the day grid of day-grid.tsx and its keys, grid-keys.ts) and how the
// popup closes (use-popup-dismiss.ts).
//
// Safe to render in Node: no window/document at module level or during render (listeners and
// focus moves happen in effects and handlers), and "today" is unknown until hydration is done, so
// server and client markup match; pass `today` to fix it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { BS_MAX_YEAR, BS_MIN_YEAR, bsToAd, formatAd, formatBs, tryParseBs, type BsDate } from '../bs-date';
import { useTodayBsAfterHydration } from '../use-today-bs';
import { dayForKey } from './grid-keys';
import { MonthPopup } from './month-popup';
import { canChoose, clampDay, nearestEnd, pickerLimits } from './picker-limits';
import { usePickerText } from './use-picker-text';
import { usePopupDismiss } from './use-popup-dismiss';
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
  const t = useT();
  const limits = useMemo(() => pickerLimits(min, max), [min, max]);
  const { lo, hi, any, beyond } = limits;
  /** The 'YYYY-MM-DD' our onChange would report for this text. */
  const normalize = useCallback(
    (text: string): string => {
      const parsed = tryParseBs(text);
      return canChoose(limits, parsed) ? formatBs(parsed) : '';
    },
    [limits],
  );
  const input = usePickerText(value, normalize, onChange);

  const clockToday = useTodayBsAfterHydration();
  const todayText = todayProp ?? (clockToday ? formatBs(clockToday) : '');
  const today = tryParseBs(todayText);
  const parsedValue = tryParseBs(value);
  const selected = canChoose(limits, parsedValue) ? parsedValue : null;

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
  const dismiss = usePopupDismiss(open, rootRef, close);

  const show = (date: BsDate, moveFocus: boolean) => {
    const d = clampDay(limits, date);
    setFocusDate(d);
    setView({ year: d.year, month: d.month });
    focusGridRef.current = moveFocus;
  };

  // From the button, focus moves into the month (keyboard users choose there); from a click in
  // the text field (SPEC: it opens on click), focus stays in the field, so typing still works.
  const openPopup = (moveFocus = true) => {
    if (disabled || !any) return;
    const start = selected ?? (today ? clampDay(limits, today) : nearestEnd(limits, todayText));
    show(start, moveFocus);
    setOpen(true);
  };

  const choose = (date: BsDate) => {
    if (!canChoose(limits, date)) return;
    const formatted = formatBs(date);
    input.chosen(formatted);
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

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(focusDate);
      return;
    }
    const next = dayForKey(event.key, event.shiftKey, focusDate, limits);
    if (!next) return;
    event.preventDefault();
    show(next, true);
  };

  const adText = selected ? t('cal.adEquivalent', { date: formatAd(bsToAd(selected.year, selected.month, selected.day)) }) : '';
  // Nothing can be chosen because no allowed year has data: say so beside the disabled button.
  const noData = !any && beyond;
  const describedByIds = [describedBy, adText ? adId : '', input.showError ? errorId : '', noData ? rangeId : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
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
          value={input.text}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || input.showError ? true : undefined}
          aria-describedby={describedByIds || undefined}
          onChange={(e) => input.change(e.target.value)}
          onBlur={input.blur}
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
          {t('cal.noDataRange', { min: BS_MIN_YEAR, max: BS_MAX_YEAR })}
        </p>
      ) : null}
      {input.showError ? (
        <p id={errorId} className={styles.error}>
          {t('cal.invalidDate', { min: formatBs(lo), max: formatBs(hi) })}
        </p>
      ) : null}
      {open ? (
        <MonthPopup
          id={dialogId}
          captionId={captionId}
          limits={limits}
          view={view}
          focusDate={focusDate}
          selected={selected}
          today={today}
          gridRef={gridRef}
          onShow={(date) => show(date, false)}
          onChoose={choose}
          onFocusDay={setFocusDate}
          onGridKeyDown={onGridKeyDown}
        />
      ) : null}
    </div>
  );
}

export default BsDatePicker;
