// The captcha a form shows when its schema has a field with ui:widget 'captcha'. The code is
// made in an effect (never during render: server and browser markup must match).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { captchaMatches, makeCaptcha } from './core/captcha';
import { asObject, propertiesOf, uiOptions } from './core/json';
import { messageFor } from './core/messages';
import type { CaptchaState } from './form-context';

/** The key of the (first) captcha field of an object schema, or null. */
export function captchaField(schema: unknown, ui: UiSchema | undefined): string | null {
  const base = asObject(ui);
  for (const key of Object.keys(propertiesOf(schema))) if (asObject(base[key])['ui:widget'] === 'captcha') return key;
  return null;
}

export interface CaptchaControl {
  field: string | null;
  state: CaptchaState | undefined;
  /** True when there is no captcha or the typed text matches; otherwise shows the message and makes a new code. */
  check: (typed: unknown) => boolean;
}

export function useCaptcha(schema: unknown, ui: UiSchema | undefined): CaptchaControl {
  const field = captchaField(schema, ui);
  const node = field ? asObject(ui)[field] : undefined;
  const lengthOption = uiOptions(node).length;
  const length = typeof lengthOption === 'number' && lengthOption > 0 ? lengthOption : 6;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (field) setCode(makeCaptcha(length));
  }, [field, length]);
  const refresh = useCallback(() => {
    setCode(makeCaptcha(length));
    setError(null);
  }, [length]);
  const check = useCallback(
    (typed: unknown) => {
      if (!field) return true;
      if (captchaMatches(typed, code)) {
        setError(null);
        return true;
      }
      setError(messageFor(node, 'mismatch'));
      setCode(makeCaptcha(length));
      return false;
    },
    [field, code, node, length],
  );
  const state = useMemo(() => (field ? { code, error, refresh } : undefined), [field, code, error, refresh]);
  return { field, state, check };
}
