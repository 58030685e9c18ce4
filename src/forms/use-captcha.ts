// The captcha a form shows when its schema has a field with ui:widget 'captcha'. The code is
// made in an effect (never during render: server and browser markup must match). The check
// itself is part of the form's customValidate (core/captcha.ts), so a mismatch shows like every
// other field error; this hook holds what that check reads (the code, whether it is armed) and
// what SPEC asks after a mismatch: a new code (the form clears the input).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CustomValidator, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { captchaField, checkCaptcha, makeCaptcha } from './core/captcha';
import { asObject, uiOptions } from './core/form-json';
import type { CaptchaState } from './form-context';
import { useLang } from '../i18n/lang-provider';

export interface CaptchaControl {
  field: string | null;
  /** What the widget shows and does (through formContext); undefined without a captcha. */
  state: CaptchaState | undefined;
  /** The captcha's part of RJSF's customValidate. */
  validate: CustomValidator;
  /** Next/Submit was pressed: the typed text is checked from now on. */
  arm: () => void;
  /** After a failed Next/Submit: true when the captcha was among the errors, and then a new code is shown. */
  renewIfRefused: (errors: readonly RJSFValidationError[]) => boolean;
}

export function useCaptcha(schema: unknown, ui: UiSchema | undefined): CaptchaControl {
  const lang = useLang();
  const field = captchaField(schema, ui);
  const lengthOption = uiOptions(field ? asObject(ui)[field] : undefined).length;
  const length = typeof lengthOption === 'number' && lengthOption > 0 ? lengthOption : 6;
  const [code, setCode] = useState('');
  // RJSF validates inside its own state updates, after the event that asked for it: the check
  // reads these refs then, so a code made or an arming done in that event already counts.
  const codeRef = useRef('');
  const armedRef = useRef(false);

  const renew = useCallback(() => {
    codeRef.current = makeCaptcha(length);
    setCode(codeRef.current);
  }, [length]);

  useEffect(() => {
    if (field) renew();
  }, [field, renew]);

  const refresh = useCallback(() => {
    armedRef.current = false;
    renew();
  }, [renew]);

  const arm = useCallback(() => {
    armedRef.current = true;
  }, []);

  // The refs are read when RJSF validates, never during render.
  const validate = useCallback<CustomValidator>(
    (formData, errors, uiSchema) =>
      checkCaptcha(lang, field ? { field, code: codeRef.current, armed: armedRef.current } : null, formData, errors, uiSchema),
    [lang, field],
  );

  const renewIfRefused = useCallback(
    (errors: readonly RJSFValidationError[]) => {
      if (!field || !errors.some((e) => e.property === `.${field}`)) return false;
      renew();
      return true;
    },
    [field, renew],
  );

  const state = useMemo(() => (field ? { code, refresh } : undefined), [field, code, refresh]);
  return { field, state, validate, arm, renewIfRefused };
}
