// Delivers a form the way site.config.json's `forms.<name>.submit` says: 'none' sends nothing
// (the visitor keeps a printable summary), 'feedback' is the back-end's FeedbackSuggestion, and
// 'http' posts to an endpoint.
import { siteConfig } from '../../config/site-config';
import { sendFeedback } from './feedback';
import { sendHttp } from './http';
import type { DeliveryResult, SubmitConfig } from './types';

export function submitConfigFor(formId: string): SubmitConfig {
  return siteConfig.forms[formId]?.submit ?? { kind: 'none' };
}

/** Sends the form; `submissionId` names this submission, the same on every retry of it. */
export async function deliver(submit: SubmitConfig, data: unknown, submissionId?: string): Promise<DeliveryResult> {
  switch (submit.kind) {
    case 'feedback':
      return sendFeedback(data, submissionId);
    case 'http':
      return sendHttp(submit.url, submit.encoding, data, submissionId);
    default:
      return { ok: true, kind: 'none' };
  }
}
