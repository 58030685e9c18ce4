// Kind 'feedback': the back-end's POST v1/General/FeedbackSuggestion with Name, ContactNo, Email,
// Feedback and the config's public PassKey. The back-end may answer HTTP 200 with IsSuccess false
// ('Invalid PassKey', a database error): that is a failure too.
import { callOperation } from '../../api/fetcher';
import { siteConfig } from '../../config/site-config';
import { asObject } from '../core/json';
import type { DeliveryResult } from './types';
import { submissionHeader } from './http';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export async function sendFeedback(data: unknown, submissionId?: string): Promise<DeliveryResult> {
  const d = asObject(data);
  const res = await callOperation('FeedbackSuggestion', {
    PassKey: siteConfig.site.feedbackPassKey,
    Name: text(d.Name),
    ContactNo: text(d.ContactNo),
    Email: text(d.Email),
    Feedback: text(d.Feedback),
  }, { headers: submissionHeader(submissionId) });
  const body = asObject(res.body);
  if (res.ok && body.IsSuccess === true) return { ok: true, kind: 'feedback' };
  const problem = res.problem ?? (typeof body.ResponseMSG === 'string' ? body.ResponseMSG : 'IsSuccess false');
  return { ok: false, kind: 'feedback', problem };
}
