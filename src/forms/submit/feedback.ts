// Kind 'feedback': the back-end's POST v1/General/FeedbackSuggestion with Name, ContactNo (the
// number's E.164 form, see below), Email, Feedback and the config's public PassKey. The back-end
// may answer HTTP 200 with IsSuccess false ('Invalid PassKey', a database error): that is a
// failure too.
import { callOperation } from '../../api/fetcher';
import { asObject } from '../core/json';
import { e164Field } from '../core/phone-fields';
import type { DeliveryResult } from './types';
import { submissionHeader } from './http';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export async function sendFeedback(data: unknown, passKey: string, submissionId?: string): Promise<DeliveryResult> {
  const d = asObject(data);
  // ContactNo, the contract's one phone field, carries the number's E.164 form ('+97714372815'),
  // not what was typed ('01-4372815'): the ERP keeps one spelling of every number, which staff
  // can dial (or text) from any phone, a parent abroad's included, and match against other
  // records; typed spellings of one number vary (spaces, dashes, brackets, 0, 977 or +977). What
  // was typed travels too, as ContactNoTyped: the back-end binds the body to its typed model
  // (contract §26), whose serializer ignores members it does not know, and the demo back-end
  // records it.
  const typed = text(d.ContactNo);
  const e164 = text(d[e164Field('ContactNo')]);
  const res = await callOperation('FeedbackSuggestion', {
    PassKey: passKey,
    Name: text(d.Name),
    ContactNo: e164 || typed,
    Email: text(d.Email),
    Feedback: text(d.Feedback),
    ...(e164 ? { ContactNoTyped: typed } : {}),
  }, { headers: submissionHeader(submissionId) });
  const body = asObject(res.body);
  if (res.ok && body.IsSuccess === true) return { ok: true, kind: 'feedback' };
  const problem = res.problem ?? (typeof body.ResponseMSG === 'string' ? body.ResponseMSG : 'IsSuccess false');
  return { ok: false, kind: 'feedback', problem };
}
