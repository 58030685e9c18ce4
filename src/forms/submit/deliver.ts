// Delivers a form the way site.config.json's `forms.<name>.submit` says: 'none' sends nothing
// (the visitor keeps a printable summary), 'feedback' is the back-end's FeedbackSuggestion, and
// 'http' posts to an endpoint.
import type { SiteConfig } from '../../generated/site-config';
import { sendFeedback } from './feedback';
import { sendHttp } from './http';
import type { DeliveryResult, SubmitConfig } from './types';

/** How the config says form `formId` is sent. */
export function submitConfigFor(config: Pick<SiteConfig, 'forms'>, formId: string): SubmitConfig {
  return config.forms[formId]?.submit ?? { kind: 'none' };
}

/** What of the site's config a delivery needs: the feedback operation's PassKey. */
export type DeliverySite = Pick<SiteConfig['site'], 'feedbackPassKey'>;

/** Sends the form; `submissionId` names this submission, the same on every retry of it. */
export async function deliver(submit: SubmitConfig, data: unknown, site: DeliverySite, submissionId?: string): Promise<DeliveryResult> {
  switch (submit.kind) {
    case 'feedback':
      return sendFeedback(data, site.feedbackPassKey, submissionId);
    case 'http':
      return sendHttp(submit.url, submit.encoding, data, submissionId);
    default:
      return { ok: true, kind: 'none' };
  }
}
