// The admission wizard's captcha: a code of random upper-case letters and digits, compared
// case-insensitively. It keeps casual bots and accidental double inquiries out; it is not a
// security control (the code is in the page for anyone to read).
import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import { asObject, propertiesOf } from './form-json';
import type { Lang } from '../../i18n/t';
import { messageFor } from './messages';

/** Letters and digits, without O/0 and I/1 which readers confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomIndex(max: number): number {
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === 'function') {
    const buf = new Uint32Array(1);
    c.getRandomValues(buf);
    return buf[0] % max;
  }
  return Math.floor(Math.random() * max);
}

export function makeCaptcha(length: number, pick: (max: number) => number = randomIndex): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[pick(CAPTCHA_ALPHABET.length)];
  return code;
}

export function captchaMatches(typed: unknown, code: string): boolean {
  return code !== '' && typeof typed === 'string' && typed.trim().toUpperCase() === code.toUpperCase();
}

/** The key of the (first) captcha field of an object schema (its uiSchema says ui:widget 'captcha'), or null. */
export function captchaField(schema: unknown, ui: unknown): string | null {
  const base = asObject(ui);
  for (const key of Object.keys(propertiesOf(schema))) if (asObject(base[key])['ui:widget'] === 'captcha') return key;
  return null;
}

/** What the captcha check reads at the moment RJSF validates. */
export interface CaptchaCheck {
  field: string;
  /** The code shown now ('' before the browser made one: then nothing matches). */
  code: string;
  /** Whether the typed text is checked: from a Next/Submit on, until Refresh. */
  armed: boolean;
}

/**
 * The captcha as part of RJSF's customValidate, so a mismatch is an ordinary field error: in
 * RJSF's error list, under the field (linked by aria-describedby), in the form's language (the
 * field's "ui:errorMessages" mismatch text, else the dictionary's). The check is read when RJSF
 * validates, not when this validator is made: the code changes after each failed try.
 *
 * It runs only while armed. Live validation re-validates on every keystroke once a Next/Submit
 * failed; a Refresh disarms it, so the message goes with the old code (SPEC) and an empty field
 * is not refused again until the visitor presses Next/Submit.
 */
export function captchaValidator(lang: Lang, current: () => CaptchaCheck | null): CustomValidator {
  return (formData, errors, uiSchema) => checkCaptcha(lang, current(), formData, errors, uiSchema);
}

/** One run of that check: adds the mismatch to the captcha field's errors. */
export function checkCaptcha(
  lang: Lang,
  check: CaptchaCheck | null,
  formData: unknown,
  errors: FormValidation,
  uiSchema: UiSchema | undefined,
): FormValidation {
  if (!check?.armed || captchaMatches(asObject(formData)[check.field], check.code)) return errors;
  const handler = asObject(errors)[check.field];
  const addError = asObject(handler).addError;
  if (typeof addError === 'function') addError.call(handler, messageFor(lang, asObject(uiSchema)[check.field], 'mismatch'));
  return errors;
}
