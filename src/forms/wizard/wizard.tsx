// The admission inquiry wizard (SPEC §4): one step at a time (the schema's top-level properties,
// in ui:order), progress 0-100 %, Prev (disabled on step 1), Next validating only the current
// step, Submit on the last. The draft is kept as the parent types; on Submit every step is checked
// again, the form is delivered through its adapter and the parent gets a printable summary.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { answer } from '../../components/first-answer/answer-marker';
import { useT } from '../../i18n/use-t';
import { captchaField } from '../core/captcha';
import { applyConditions, pruneInactive } from '../core/conditions';
import { asObject, isObject, uiOptions, type JsonObject } from '../core/form-json';
import { transformErrorsIn } from '../core/messages';
import { withPhoneE164 } from '../core/phone-fields';
import { validateFieldRules } from '../field-rules';
import { validatorFor, type FormDefinition } from '../definitions';
import { DraftOffer } from '../draft-offer';
import { DraftNote } from '../draft-note';
import type { FormViewProps } from '../form-props';
import type { DeliveryResult } from '../submit/types';
import { useFormDelivery } from '../use-form-delivery';
import { useCarriedChoices } from '../erp/use-carried-choices';
import { DeliveryState } from '../delivery-state';
import { Summary } from '../summary';
import { ThemedForm } from '../themed-form';
import { useFormDraft } from '../use-form-draft';
import { draftPrefix } from '../core/draft';
import { WizardProgress, progressPercent } from './wizard-progress';
import formStyles from '../form.module.css';
import styles from './wizard.module.css';

type StepData = Record<string, JsonObject>;

function stepSchema(def: FormDefinition, key: string): RJSFSchema {
  return asObject(asObject(def.schema.properties)[key]);
}
function stepUi(def: FormDefinition, key: string): UiSchema {
  return asObject(def.ui[key]) as UiSchema;
}

/** Index of the first step whose data does not validate (as its form validates it), or -1. */
export function firstInvalidStep(def: FormDefinition, data: StepData): number {
  return def.steps.findIndex((key) => {
    const schema = stepSchema(def, key);
    const values = data[key] ?? {};
    const ui = applyConditions(schema, stepUi(def, key), values);
    const result = validatorFor(def.validators, schema, def.lang).validateFormData(
      values,
      schema,
      validateFieldRules(def.lang),
      transformErrorsIn(def.lang),
      ui,
    );
    return result.errors.length > 0;
  });
}

export function Wizard({ def, onSubmitted, headingLevel = 2 }: FormViewProps & { def: FormDefinition }) {
  const t = useT();
  const total = def.steps.length;
  const [step, setStep] = useState(0);
  const [data, setData] = useState<StepData>({});
  useCarriedChoices(def, setData);
  const [announce, setAnnounce] = useState('');
  const [recheck, setRecheck] = useState(false);
  const [captchaAgain, setCaptchaAgain] = useState(false);
  const [done, setDone] = useState<{ data: JsonObject; result: DeliveryResult } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const last = useRef<StepData | null>(null);
  // Steps whose checks passed in this visit. A step with a check beyond its schema (the captcha)
  // must have passed here before the form is sent: a draft resumed at the last step would
  // otherwise skip it.
  const passed = useRef(new Set<number>());
  const draft = useFormDraft(def, total - 1);
  const delivery = useFormDelivery(def, (payload, result) => {
    draft.sent();
    setDone({ data: payload as JsonObject, result });
    onSubmitted?.();
  });
  const sending = delivery.status === 'sending';
  const key = def.steps[step];
  const title = (i: number) => String(stepSchema(def, def.steps[i]).title ?? def.steps[i]);
  const submitLabel = typeof uiOptions(def.ui).submitLabel === 'string' ? (uiOptions(def.ui).submitLabel as string) : t('form.submit');
  const H = headingLevel === 2 ? 'h2' : 'h3';

  const saveDraft = draft.save;
  useEffect(() => saveDraft(step, data), [step, data, saveDraft]);

  // After Next/Prev: the new step's heading gets focus (keyboard and screen-reader users start
  // at the top of the step), and the change is announced.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
    if (typeof headingRef.current?.scrollIntoView === 'function') headingRef.current.scrollIntoView({ block: 'start' });
  }, [step]);

  const go = (i: number) => {
    moved.current = true;
    setStep(i);
    setAnnounce(t('form.step', { n: i + 1, total, title: title(i) }));
  };

  const submitAll = async (all: StepData) => {
    const unchecked = def.steps.findIndex((k, i) => captchaField(stepSchema(def, k), stepUi(def, k)) !== null && !passed.current.has(i));
    setCaptchaAgain(unchecked >= 0);
    const bad = unchecked >= 0 ? unchecked : firstInvalidStep(def, all);
    if (bad >= 0) {
      go(bad);
      setRecheck(true);
      return;
    }
    last.current = all;
    const payload: JsonObject = {};
    for (const k of def.steps)
      payload[k] = withPhoneE164(stepSchema(def, k), stepUi(def, k), pruneInactive(stepSchema(def, k), stepUi(def, k), all[k] ?? {}));
    await delivery.send(payload);
  };

  const onValid = (values: JsonObject) => {
    passed.current.add(step);
    setCaptchaAgain(false);
    const all = { ...data, [key]: values };
    setData(all);
    if (step < total - 1) go(step + 1);
    else void submitAll(all);
  };

  if (done) {
    return (
      <Summary
        schema={def.schema}
        ui={def.ui}
        data={done.data}
        result={done.result}
        title={String(def.schema.title ?? '')}
        headingLevel={headingLevel}
        onAgain={() => {
          setDone(null);
          setData({});
          setStep(0);
          passed.current.clear();
          delivery.reset();
          draft.again();
        }}
      />
    );
  }

  if (draft.offer) {
    return (
      <DraftOffer
        draft={draft.offer}
        onResume={() => {
          const d = draft.accept();
          if (!d) return;
          const restored: StepData = {};
          for (const k of def.steps) if (isObject(d.data[k])) restored[k] = d.data[k];
          setData(restored);
          go(d.step);
        }}
        onDiscard={draft.discard}
      />
    );
  }

  const percent = progressPercent(step, total);
  return (
    <section
      className={styles.wizard}
      aria-labelledby={`wizard-${def.id}-title`}
      data-wizard={def.id}
      data-step={step + 1}
      data-ready={draft.checked || undefined}
      data-wake-if-stored={def.draft ? draftPrefix(def.id) : undefined}
    >
      <WizardProgress step={step} total={total} titles={def.steps.map((_, i) => title(i))} percent={percent} />
      <H id={`wizard-${def.id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('form.step', { n: step + 1, total, title: title(step) })}
      </H>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
      <ThemedForm
        key={key}
        formId={def.id}
        idPrefix={`f-${def.id}-${key}`}
        schema={stepSchema(def, key)}
        ui={stepUi(def, key)}
        validators={def.validators}
        data={data[key] ?? {}}
        onChange={(values) => setData((d) => ({ ...d, [key]: values }))}
        onValid={onValid}
        disabled={sending}
        validateOnMount={recheck}
        onMountValidated={() => setRecheck(false)}
        answerEmpty={step === 0}
      >
        {captchaAgain ? (
          <p className={formStyles.failure} role="alert">
            {t('form.captchaAgain')}
          </p>
        ) : null}
        <DeliveryState
          delivery={delivery}
          failedText={t('form.sendFailed')}
          onRetry={() => last.current && void submitAll(last.current)}
          onSendAgain={() => void submitAll(data)}
        />
        <div className={styles.nav}>
          <button type="button" className="btn btn-outline" onClick={() => go(step - 1)} disabled={step === 0 || sending}>
            {t('form.prev')}
          </button>
          {/* Step 1's Next answers from plain script while the island sleeps, when a field is empty (empty-answer.ts). */}
          <button
            type="submit"
            className="btn"
            disabled={sending}
            aria-busy={sending || undefined}
            {...(step === 0 && total > 1 ? answer('form-check') : {})}
          >
            {step === total - 1 ? (sending ? t('form.sending') : submitLabel) : t('form.next')}
          </button>
        </div>
      </ThemedForm>
      {def.draft && <DraftNote draft={draft} days={def.draftDays} />}
    </section>
  );
}
