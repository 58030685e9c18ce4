// Delivers a form the way site.config.json's `forms.<name>.submit` says: 'none' sends nothing
// (the visitor keeps a printable summary), 'feedback' is the back-end's FeedbackSuggestion,
// 'http' posts to an endpoint (the school's own), and 'erp-enquiry', 'erp-tc', 'erp-alumni' put
// the form into the ERP by its mapping (schemas/forms/<name>.erp.json).
import type { SiteConfig } from '../../generated/site-config';
import { sendErpAlumni } from './erp-alumni';
import { sendErpEnquiry } from './erp-enquiry';
import type { ErpSend } from './erp-request';
import { sendErpTc } from './erp-tc';
import { sendFeedback } from './feedback';
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
