import type { FormEntry } from '../../generated/site-config';

export type SubmitConfig = FormEntry['submit'];

export type DeliveryResult =
  | {
      ok: true;
      kind: SubmitConfig['kind'];
      /** The number the receiver gave the submission (the ERP's registration number). */
      reference?: string;
    }
  | {
      ok: false;
      kind: SubmitConfig['kind'];
      /** Why, for logs and tests: 'refused', 'timeout', 'network', 'http 500', 'not json'… */
      problem: string;
      /** The receiver's own words when it answered and refused (the ERP's ResponseMSG). */
      refusal?: string;
      /** True when the form itself was never posted (a list it needs could not be read first). */
      unsent?: true;
    };

/**
 * Whether a failed delivery never left the phone: the browser said it had no connection (nothing
 * was sent), a list the ERP form needs could not be read (the form itself was not posted), or the
 * site's proxy refused it before passing it on (HTTP 429, its rate limit). Such a submission waits
 * and is sent by itself, with the same idempotency key, when the connection returns.
 */
export function isUnsent(result: DeliveryResult | null): boolean {
  return !!result && !result.ok && (result.problem === 'offline' || result.problem === 'http 429' || result.unsent === true);
}

/**
 * Whether a delivery was sent and no answer came: a time-out, a connection lost after sending, a
 * proxy that answered for the ERP (502/503/504: the ERP may have saved it all the same). The
 * outcome is unknown, and the ERP ignores the idempotency key (ERP-FORMS.md): such a submission is
 * never sent again by itself, only when the family chooses to.
 */
export function isUnknown(result: DeliveryResult | null): boolean {
  return !!result && !result.ok && !isUnsent(result) && /^(network|timeout|http 50[234])$/.test(result.problem);
}
