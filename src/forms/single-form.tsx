// A one-page form (feedback, contact, transfer certificate, alumni, job apply): validate, maybe
// confirm with the OTP dialog, deliver through the form's submit adapter. Feedback success
// resets the form and thanks the visitor in a dialog; other forms show their summary. A failed
// delivery keeps what was typed and offers a retry; one that cannot reach the school waits and is
// sent when the connection returns (delivery-state.tsx). The OTP step of a form that goes to the
// ERP is shown only when the config names an OTP service: the ERP has none (docs/decisions.md).
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../components/dialog/dialog';
import { useT } from '../i18n/use-t';
import { pruneInactive } from './core/conditions';
import { withPhoneE164 } from './core/phone-fields';
import { isObject, uiOptions, type JsonObject } from './core/form-json';
import type { FormDefinition } from './definitions';
import { DraftOffer } from './draft-offer';
import { DraftNote } from './draft-note';
import type { FormViewProps } from './form-props';
import { OtpDialog } from './otp-dialog';
import type { DeliveryResult } from './submit/types';
import { useFormDelivery } from './use-form-delivery';
import { useCarriedChoices } from './erp/use-carried-choices';
import { DeliveryState } from './delivery-state';
import { isErpKind } from './erp/erp-objects';
import { Summary } from './summary';
import { ThemedForm } from './themed-form';
import { useFormDraft } from './use-form-draft';
import { draftPrefix } from './core/draft';
import { sourceOf, valueAt } from './erp/mapping';
import styles from './form.module.css';

export function SingleForm({ def, onSubmitted, extra, headingLevel }: FormViewProps & { def: FormDefinition }) {
  const t = useT();
  const [data, setData] = useState<JsonObject>({});
  useCarriedChoices(def, setData);
  const [formKey, setFormKey] = useState(0);
  const [otpFor, setOtpFor] = useState<JsonObject | null>(null);
  const [thanks, setThanks] = useState(false);
  const [done, setDone] = useState<{ data: JsonObject; result: DeliveryResult } | null>(null);
  const last = useRef<JsonObject | null>(null);
  const draft = useFormDraft(def, 0);
  const delivery = useFormDelivery(def, (payload, result) => {
    if (def.submit.kind === 'feedback') {
      draft.clear();
      setData({});
      setFormKey((k) => k + 1);
      setThanks(true);
    } else {
      draft.sent();
      setDone({ data: payload as JsonObject, result });
    }
    onSubmitted?.();
  });
  const opts = uiOptions(def.ui);
  const provider = def.submit.kind === 'erp-tc' ? def.submit.otp : undefined;
  const otp = isObject(opts.confirmWithOtp) && (!isErpKind(def.submit.kind) || provider) ? opts.confirmWithOtp : null;
  const otpLength = typeof otp?.length === 'number' ? otp.length : 6;
  const submitLabel = typeof opts.submitLabel === 'string' ? opts.submitLabel : t('form.submit');
  const sending = delivery.status === 'sending';

  const saveDraft = draft.save;
  useEffect(() => saveDraft(0, data), [data, saveDraft]);

  const send = async (values: JsonObject, otpToken?: string) => {
    last.current = values;
    // Phone fields travel as typed, each with its E.164 form beside it (core/phone-fields.ts).
    const payload = { ...withPhoneE164(def.schema, def.ui, pruneInactive(def.schema, def.ui, values)), ...extra };
    await delivery.send(payload, { otpToken });
  };

  const again = () => {
    setDone(null);
    setData({});
    setFormKey((k) => k + 1);
    delivery.reset();
    draft.again();
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
        onAgain={again}
      />
    );
  }

  return (
    <div
      className={styles.form}
      data-form-id={def.id}
      data-ready={draft.checked || undefined}
      data-wake-if-stored={def.draft ? draftPrefix(def.id) : undefined}
    >
      {draft.offer ? (
        <DraftOffer
          draft={draft.offer}
          onResume={() => {
            const d = draft.accept();
            if (d) setData(d.data);
          }}
          onDiscard={draft.discard}
        />
      ) : (
        <ThemedForm
          key={formKey}
          formId={def.id}
          idPrefix={`f-${def.id}`}
          schema={def.schema}
          ui={def.ui}
          validators={def.validators}
          data={data}
          onChange={setData}
          onValid={(values) => (otp ? setOtpFor(values) : void send(values))}
          disabled={sending}
        >
          <DeliveryState
            delivery={delivery}
            failedText={def.submit.kind === 'feedback' ? t('form.feedback.failed') : t('form.sendFailed')}
            onRetry={() => last.current && void send(last.current)}
          />
          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
              {sending ? t('form.sending') : submitLabel}
            </button>
          </div>
        </ThemedForm>
      )}
      {def.draft && !draft.offer && <DraftNote draft={draft} days={def.draftDays} />}
      {otpFor ? (
        <OtpDialog
          open
          length={otpLength}
          provider={provider}
          mobile={provider ? otpMobile(def, otpFor) : undefined}
          onCancel={() => setOtpFor(null)}
          onSubmit={(_code, token) => {
            const values = otpFor;
            setOtpFor(null);
            void send(values, token);
          }}
        />
      ) : null}
      <Dialog open={thanks} onClose={() => setThanks(false)} title={t('form.feedback.thanksTitle')}>
        <div className={styles.thanks}>
          <p>{t('form.feedback.thanks')}</p>
          <button type="button" className="btn" onClick={() => setThanks(false)}>
            {t('form.ok')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** The number an OTP service texts: the field the form's mapping sends as the ERP's ContactNo. */
function otpMobile(def: FormDefinition, values: JsonObject): string {
  const spec = def.erp?.mapping.fields.ContactNo;
  const path = spec === undefined ? undefined : sourceOf(spec).from[0];
  const value = path ? valueAt(values, path) : undefined;
  return typeof value === 'string' ? value : '';
}
