// One RJSF form with our theme: our widgets and templates, the form's precompiled validator,
// messages from its JSON, the phone rule on phone fields and the captcha check (customValidate:
// their errors are field errors like the schema's), conditional fields, field effects (copy on
// check), focus on the first error and an announcement when a Next/Submit fails, and a Next/Submit
// tapped while a chosen file is being prepared held until it is in the data (submit-after-files.ts).
// Controlled: the caller holds the data. With answerEmpty (a wizard's first step, in the
// prerendered page), each field's messages when the form is empty are in the page, hidden, for
// the plain Next before the island wakes (wizard/empty-answer.ts); awake, the form starts from
// what that answer shows: it validates at once, quietly (focus and the alert are where the plain
// answer put them), and its own messages take the place of the page's in the same render.
//
// The form is in the prerendered page, so the browser may submit it itself before this script has
// taken it over (JavaScript off, a slow phone, a chunk that failed to load). Such a submit must put
// the answers nowhere: not in the address (a GET: browser history, server logs, the service
// worker's cache) nor in a request a host could record (a POST to the page). So the form posts to
// about:blank, where nothing leaves the browser. Without JavaScript it posts into a hidden frame
// of its own, so the page stays as it is, typing and all (the frame is in a <noscript>: a frame
// built with the page costs a phone a long task before its first paint, scripts/build/first-paint-rules.ts).
// With JavaScript, the page's loader stops a submit the form's script has not handled
// (src/islands/loader.ts), and holds a tap until the form is awake; awake, the form handles every
// submit itself (RJSF prevents the browser's).
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { getDefaultFormState } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { emptyMessagesShown } from '../components/first-answer/shown-state';
import { useTakeOver } from '../components/first-answer/use-take-over';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { applyConditions } from './core/conditions';
import { applyEffects } from './core/effects';
import { asObject, type JsonObject } from './core/form-json';
import { transformErrorsIn } from './core/messages';
import { validateFieldRules } from './field-rules';
import { validatorFor } from './definitions';
import { focusFirstInvalid } from './focus';
import type { EngineContext } from './form-context';
import { templates } from './theme/templates';
import { takeOverEmpty } from './wizard/empty-take-over';
import { useCaptcha } from './use-captcha';
import { useSubmitAfterFiles } from './submit-after-files';
import { widgetRegistry } from './widget-registry';
import styles from './form.module.css';

export interface ThemedFormProps {
  formId: string;
  /** Prefix of every control's id (unique on the page). */
  idPrefix: string;
  schema: RJSFSchema;
  ui: UiSchema;
  validators: ValidatorFunctions;
  data: JsonObject;
  onChange: (data: JsonObject) => void;
  /** Called with the data when validation (the captcha's included) passed. */
  onValid: (data: JsonObject) => void;
  disabled?: boolean;
  /** Show this form's errors as soon as it mounts (the wizard sends the parent back to a step that no longer validates). */
  validateOnMount?: boolean;
  onMountValidated?: () => void;
  /** Render each field's messages when empty, hidden, for the plain answer to Next (and take over from it). */
  answerEmpty?: boolean;
  /** The buttons (rendered inside the <form>; one must be type="submit"). */
  children: ReactNode;
}

export function ThemedForm({
  formId,
  idPrefix,
  schema,
  ui,
  validators,
  data,
  onChange,
  onValid,
  disabled,
  validateOnMount,
  onMountValidated,
  answerEmpty,
  children,
}: ThemedFormProps) {
  const t = useT();
  // Messages the dictionary gives (a keyword without the JSON's text) are in the render's language.
  const lang = useLang();
  const transformErrors = useMemo(() => transformErrorsIn(lang), [lang]);
  const fieldRules = useMemo(() => validateFieldRules(lang), [lang]);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form>(null);
  const [attempts, setAttempts] = useState(0);
  const [failed, setFailed] = useState(false);
  const validator = validatorFor(validators, schema, lang);
  const captcha = useCaptcha(schema, ui);
  const files = useSubmitAfterFiles(rootRef);
  const effectiveUi = useMemo(() => applyConditions(schema, ui, data), [schema, ui, data]);
  const boxId = `${idPrefix}-box`;
  const [emptyShown, setEmptyShown] = useTakeOver(() => (answerEmpty ? emptyMessagesShown(boxId) : null), false);
  // Each field's messages when the form is empty, as a Next would show them (the phone rule and
  // the ERP's rules included; the captcha's own check needs a code, which the page has not).
  const emptyMessages = useMemo(() => {
    if (!answerEmpty) return undefined;
    const empty: JsonObject = asObject(getDefaultFormState(validator, schema, {}));
    const emptyUi = applyConditions(schema, ui, empty);
    const { errorSchema } = validator.validateFormData(empty, schema, fieldRules, transformErrors, emptyUi);
    const out: Record<string, string[]> = {};
    for (const [name, node] of Object.entries(asObject(errorSchema))) {
      const list = asObject(node).__errors;
      if (Array.isArray(list) && list.length) out[`${idPrefix}_${name}`] = list.map(String);
    }
    return out;
  }, [answerEmpty, validator, schema, ui, idPrefix, fieldRules, transformErrors]);
  const context = useMemo<EngineContext>(
    () => ({ formId, captcha: captcha.state, preparing: files.preparing, emptyMessages, emptyShown }),
    [formId, captcha.state, files.preparing, emptyMessages, emptyShown],
  );
  // RJSF calls the onChange of its latest props, so the data of the latest render is what the
  // change is made to.
  const change = useCallback(
    (e: IChangeEvent) => {
      onChange(applyEffects(schema, ui, data, asObject(e.formData)));
    },
    [onChange, schema, ui, data],
  );

  // The phone rule and the ERP's rules, then the captcha: each adds its errors to the fields it checks.
  const { validate: validateCaptcha } = captcha;
  const customValidate = useCallback<CustomValidator>(
    (formData, errors, uiSchema, errorSchema) =>
      validateCaptcha(formData, fieldRules(formData, errors, uiSchema, errorSchema), uiSchema, errorSchema),
    [validateCaptcha, fieldRules],
  );

  // Set while the form validates to take over from the plain answer: nothing to move or announce again.
  const quiet = useRef(false);
  const fail = () => {
    setFailed(true);
    if (quiet.current) return;
    setAttempts((n) => n + 1);
    focusFirstInvalid(rootRef.current);
  };

  const submit = (e: IChangeEvent) => {
    setFailed(false);
    onValid(asObject(e.formData));
  };

  const error = (errors: RJSFValidationError[]) => {
    // A refused captcha gets a new code and an empty input (SPEC); the message stays until the
    // visitor types the new code or presses Refresh.
    if (captcha.field && captcha.renewIfRefused(errors)) onChange({ ...data, [captcha.field]: undefined });
    fail();
  };

  // Awake over the plain answer's messages: the form's own, for the data it has now.
  useLayoutEffect(() => {
    if (!emptyShown || !rootRef.current) return;
    takeOverEmpty(rootRef.current);
    quiet.current = true;
    formRef.current?.validateForm();
    quiet.current = false;
    setEmptyShown(false);
  }, [emptyShown, setEmptyShown]);

  useEffect(() => {
    if (!validateOnMount) return;
    formRef.current?.validateForm(); // reports through onError: messages, focus, announcement
    onMountValidated?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const nowhere = `${idPrefix}-nowhere`;
  return (
    // Next/Submit waits for a file being prepared, then arms the captcha check before RJSF
    // validates the submit (capture runs first).
    <div ref={rootRef} id={boxId} className={styles.form} onSubmitCapture={(e) => files.hold(e) || captcha.arm()}>
      <Form
        ref={formRef}
        method="post"
        action="about:blank"
        target={nowhere}
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={effectiveUi}
        formData={data}
        validator={validator}
        widgets={widgetRegistry}
        templates={templates}
        formContext={context}
        transformErrors={transformErrors}
        customValidate={customValidate}
        showErrorList={false}
        noHtml5Validate
        liveValidate={attempts > 0 || failed ? 'onChange' : false}
        focusOnFirstError={() => undefined}
        disabled={disabled}
        onChange={change}
        onSubmit={submit}
        onError={error}
      >
        {failed || answerEmpty ? (
          <p
            key={attempts}
            className={styles.alert}
            role="alert"
            hidden={!(failed || emptyShown)}
            data-errors-found={answerEmpty ? '' : undefined}
          >
            {t('form.errorsFound')}
          </p>
        ) : null}
        {children}
      </Form>
      <noscript>
        <iframe name={nowhere} title={t('form.nowhere')} hidden />
      </noscript>
    </div>
  );
}
