// Six (or `length`) single-digit boxes for a one-time password: typing moves to the next box,
// Backspace on an empty box goes back, pasting the whole code fills every box, and the phone's
// SMS autofill (autocomplete="one-time-code") lands in the first box and is spread out.
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { emptyOtp, otpBackspace, otpInput, type OtpEdit } from '../core/otp';
import styles from '../theme/theme.module.css';

export interface OtpBoxesProps {
  id: string;
  length: number;
  /** The digits typed so far, one string per box. */
  value: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Focus the first box when mounted. */
  autoFocus?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

export function OtpBoxes({ id, length, value, onChange, invalid, describedBy, disabled, autoFocus, label }: OtpBoxesProps) {
  const t = useT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = value.length === length ? value : emptyOtp(length).map((d, i) => value[i] ?? d);

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  const apply = (edit: OtpEdit) => {
    onChange(edit.digits);
    const box = refs.current[edit.focus];
    box?.focus();
    box?.select();
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      apply(otpBackspace(digits, i));
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      refs.current[i - 1]?.focus();
    } else if (e.key === 'ArrowRight' && i < length - 1) {
      e.preventDefault();
      refs.current[i + 1]?.focus();
    }
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!text) return;
    e.preventDefault();
    apply(otpInput(digits, i, text));
  };
  return (
    <div className={styles.otp} role="group" aria-label={label ?? t('form.otp.group')} aria-describedby={describedBy} id={id}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${id}-${i}`}
          className={styles.otpBox}
          value={d}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('form.otp.digit', { n: i + 1, total: length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onFocus={(e) => e.target.select()}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onChange={(e) => apply(otpInput(digits, i, e.target.value))}
        />
      ))}
    </div>
  );
}
