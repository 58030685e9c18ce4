// Delivers a form the way site.config.json's `forms.<name>.submit` says: 'none' sends nothing
// (the visitor keeps a printable summary), 'feedback' is the back-end's FeedbackSuggestion,
// 'http' posts to an endpoint (the school's own), and 'erp-enquiry', 'erp-tc', 'erp-alumni' put
// the form into the ERP by its mapping (schemas/forms/<name>.erp.json).
import { operationPath } from '../../api/fetcher';
import type { SiteConfig } from '../../generated/site-config';
import { ERP_KINDS } from '../erp/erp-objects';
import { sendErpAlumni } from './erp-alumni';
import { sendErpEnquiry } from './erp-enquiry';
import type { ErpSend } from './erp-request';
import { sendErpTc } from './erp-tc';
import { FEEDBACK_OPERATION, sendFeedback } from './feedback';
import { sendHttp } from './http';
import type { DeliveryResult, SubmitConfig } from './types';

/** How the config says form `formId` is sent. */
export function submitConfigFor(config: Pick<SiteConfig, 'forms'>, formId: string): SubmitConfig {
  return config.forms[formId]?.submit ?? { kind: 'none' };
}

/** What of the site's config a delivery needs: the keys the back-end fixes. */
export type DeliverySite = Pick<SiteConfig['site'], 'feedbackPassKey' | 'tcPassKey' | 'alumniHashKey'>;

export interface DeliveryExtras {
  /** The form's way into the ERP (kinds erp-*). */
  erp?: ErpSend | null;
  /** The OTP service's token for this submission (kind erp-tc with an OTP service). */
  otpToken?: string;
}

/** Sends the form; `submissionId` names this submission, the same on every retry of it. */
export async function deliver(
  submit: SubmitConfig,
  data: unknown,
  site: DeliverySite,
  submissionId?: string,
  extras: DeliveryExtras = {},
): Promise<DeliveryResult> {
  const { erp } = extras;
  switch (submit.kind) {
    case 'feedback':
      return sendFeedback(data, site.feedbackPassKey, submissionId);
    case 'http':
      return sendHttp(submit.url, submit.encoding, data, submissionId);
    case 'erp-enquiry':
      return erp ? sendErpEnquiry(data, erp, submissionId) : noMapping(submit.kind);
    case 'erp-tc':
      return erp ? sendErpTc(data, erp, site.tcPassKey, submissionId, extras.otpToken) : noMapping(submit.kind);
    case 'erp-alumni':
      return erp ? sendErpAlumni(data, erp, site.alumniHashKey, submissionId) : noMapping(submit.kind);
    default:
      return { ok: true, kind: 'none' };
  }
}

/** A form sent to the ERP without its mapping (npm run validate refuses such a config). */
const noMapping = (kind: SubmitConfig['kind']): DeliveryResult => ({ ok: false, kind, problem: 'no mapping to the ERP' });

/** A path on the back-end's origin ('' for an absolute URL elsewhere, which no proxy carries). */
const originPath = (url: string): string[] => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? [] : [url.replace(/^\/+/, '').replace(/[?#].*$/, '')]);

/**
 * The paths on the back-end's origin that a delivery posts to ([] for none, or for an absolute
 * URL elsewhere). docs/deployment.md proxies exactly these and the operations of src/api/operations.ts
 * onto the site's origin, and tests/unit/docs/deployment-erp-proxy.test.ts holds its lists to them:
 * one entry per kind, so a new kind does not compile until it says where it posts.
 */
const DELIVERY_PATHS: { [K in SubmitConfig['kind']]: (submit: Extract<SubmitConfig, { kind: K }>) => string[] } = {
  none: () => [],
  feedback: () => [operationPath(FEEDBACK_OPERATION)],
  http: (submit) => originPath(submit.url),
  'erp-enquiry': () => [ERP_KINDS['erp-enquiry'].endpoint],
  'erp-tc': (submit) => [
    ERP_KINDS['erp-tc'].endpoint,
    ...(submit.otp ? [...originPath(submit.otp.sendUrl), ...originPath(submit.otp.checkUrl)] : []),
  ],
  'erp-alumni': () => [ERP_KINDS['erp-alumni'].endpoint],
};

export function deliveryPaths(submit: SubmitConfig): string[] {
  return (DELIVERY_PATHS[submit.kind] as (s: SubmitConfig) => string[])(submit);
}
