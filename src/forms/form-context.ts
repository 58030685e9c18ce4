// What our widgets read from the RJSF registry's formContext.
import type { Registry } from '@rjsf/utils';

export interface CaptchaState {
  /** The current code ('' until the browser made one, so server and browser render alike). */
  code: string;
  /** A new code; the check waits for the next Next/Submit, so its message goes (SPEC). */
  refresh: () => void;
}

export interface EngineContext {
  formId: string;
  captcha?: CaptchaState;
  /** A chosen file being prepared (a photo drawn again): a Next/Submit meanwhile waits for it. */
  preparing?: (work: Promise<unknown>) => void;
  /** Each field's messages when the form is empty, by the field's id, rendered hidden for the plain Next (wizard/empty-answer.ts). */
  emptyMessages?: Record<string, string[]>;
  /** The plain answer shows them (until the form has validated itself, once awake). */
  emptyShown?: boolean;
}

export function engineContext(registry: Registry): EngineContext {
  return (registry.formContext ?? { formId: '' }) as EngineContext;
}
