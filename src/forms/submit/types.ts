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
    };

/**
 * Whether a failed delivery never reached the receiver, or its answer never came back: no
 * connection, a time-out, a proxy that could not reach the ERP (502/503/504). Such a submission
 * waits and is sent again, with the same idempotency key, when the connection returns.
 */
export function isWaiting(result: DeliveryResult | null): boolean {
  return !!result && !result.ok && /^(network|timeout|http 50[234])$/.test(result.problem);
}
