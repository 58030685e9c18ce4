// Delivers a form the way site.config.json's `forms.<name>.submit` says: 'none' sends nothing
// (the visitor keeps a printable summary), 'feedback' is the back-end's FeedbackSuggestion, and
// 'http' posts to an endpoint.
import { operationPath } from '../../api/fetcher';
import type { SiteConfig } from '../../generated/site-config';
import { FEEDBACK_OPERATION, sendFeedback } from './feedback';
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

/**
 * The paths on the back-end's origin that a delivery posts to ([] for none, or for an absolute
 * URL elsewhere). docs/deployment.md proxies exactly these and the operations of src/api/operations.ts
 * onto the site's origin, and tests/unit/hardening/erp-proxy-docs.test.ts holds its lists to them:
 * one entry per kind, so a new kind does not compile until it says where it posts.
 */
const DELIVERY_PATHS: { [K in SubmitConfig['kind']]: (submit: Extract<SubmitConfig, { kind: K }>) => string[] } = {
  none: () => [],
  feedback: () => [operationPath(FEEDBACK_OPERATION)],
  http: (submit) => (/^[a-z][a-z0-9+.-]*:/i.test(submit.url) ? [] : [submit.url.replace(/^\/+/, '').replace(/[?#].*$/, '')]),
};

export function deliveryPaths(submit: SubmitConfig): string[] {
  return (DELIVERY_PATHS[submit.kind] as (s: SubmitConfig) => string[])(submit);
}
