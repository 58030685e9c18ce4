// The text in the picker's input. It follows `value`, except while the typed text already means
// that value (so '2083-1-5' is not rewritten mid-typing) or is invalid text reported as ''. Text
// that is no date within the limits is flagged once the visitor leaves the field; a valid one is
// tidied then ('2083-1-5' -> '2083-01-05').
import { useState } from 'react';

export interface PickerText {
  text: string;
  /** Invalid text, and the visitor has left the field. */
  showError: boolean;
  change: (raw: string) => void;
  blur: () => void;
  /** A day was chosen in the grid (already reported by the picker). */
  chosen: (formatted: string) => void;
}

/** `normalize` gives the 'YYYY-MM-DD' a text means within the limits, or ''. */
export function usePickerText(value: string, normalize: (text: string) => string, onChange: (value: string) => void): PickerText {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (normalize(text) !== value) setText(value);
  }
  const [touched, setTouched] = useState(false);
  const textInvalid = text.trim() !== '' && normalize(text) === '';

  const change = (raw: string) => {
    setText(raw);
    setTouched(false);
    const next = normalize(raw);
    if (next !== value) onChange(next);
  };
  const blur = () => {
    setTouched(true);
    const next = normalize(text);
    if (next) setText(next);
  };
  const chosen = (formatted: string) => {
    setText(formatted);
    setTouched(false);
  };
  return { text, showError: touched && textInvalid, change, blur, chosen };
}
