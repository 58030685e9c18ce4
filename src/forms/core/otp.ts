// The OTP boxes' editing rules: one digit per box; typing moves to the next box, Backspace on an
// empty box moves to the previous one, and pasting (or an SMS autofill of) several digits fills
// the boxes from the current one on. Digits typed on a Nepali keyboard (०–९) count as 0–9, as in
// the form's phone fields: the boxes hold and send Latin digits.
import { toLatinDigits } from '../../lib/digits';

export interface OtpEdit {
  digits: string[];
  /** Box to focus after the edit. */
  focus: number;
}

export function emptyOtp(length: number): string[] {
  return Array.from({ length }, () => '');
}

/** Text typed or pasted into box `index`. */
export function otpInput(digits: readonly string[], index: number, raw: string): OtpEdit {
  const next = [...digits];
  const typed = toLatinDigits(raw).replace(/\D/g, '');
  if (raw !== '' && typed === '') return { digits: next, focus: index }; // a letter: ignored
  if (typed === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  // One new character arrives appended to the old one (typing over a filled box): keep the last.
  const chars = typed.length === 2 && digits[index] !== '' && typed.startsWith(digits[index]) ? typed.slice(1) : typed;
  const start = chars.length >= next.length ? 0 : index;
  let i = start;
  for (const ch of chars) {
    if (i >= next.length) break;
    next[i++] = ch;
  }
  return { digits: next, focus: Math.min(i, next.length - 1) };
}

/** Backspace in box `index`: clears it, or when it is empty clears and focuses the previous box. */
export function otpBackspace(digits: readonly string[], index: number): OtpEdit {
  const next = [...digits];
  if (next[index] !== '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}

export function otpComplete(digits: readonly string[]): boolean {
  return digits.every((d) => /^\d$/.test(d));
}
