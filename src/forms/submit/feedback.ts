// Kind 'feedback': the back-end's POST v1/General/FeedbackSuggestion with Name, ContactNo (the
// number's E.164 form, see below), Email, Feedback and the config's public PassKey. The back-end
// may answer HTTP 200 with IsSuccess false ('Invalid PassKey', a database error): that is a
// failure too.
import { callOperation } from '../../api/fetcher';
import type { FeedbackFormData } from '../../generated/forms/feedback';
import { fieldsOf } from '../core/form-fields';
import { asObject } from '../core/form-json';
import { e164Field, type WithE164 } from '../core/phone-fields';
import type { DeliveryResult } from './types';
import { submissionHeader } from './http';

/** What the feedback form delivers: its fields, named as the back-end names them
 *  (schemas/forms/feedback.schema.json), and ContactNo's E.164 form. */
export type FeedbackDelivery = WithE164<FeedbackFormData, 'ContactNo'>;

/** The back-end operation feedback is delivered to. */
export const FEEDBACK_OPERATION = 'FeedbackSuggestion';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export async function sendFeedback(data: unknown, passKey: string, submissionId?: string): Promise<DeliveryResult> {
  const field = fieldsOf<FeedbackDelivery>(data);
  // ContactNo, the contract's one phone field, carries the number's E.164 form ('+97714372815'),
  // not what was typed ('01-4372815'): the ERP keeps one spelling of every number, which staff
  // can dial (or text) from any phone, a parent abroad's included, and match against other
  // records; typed spellings of one number vary (spaces, dashes, brackets, 0, 977 or +977). What
  // was typed travels too, as ContactNoTyped: the back-end binds the body to its typed model
  // (contract §26), whose serializer ignores members it does not know, and the demo back-end
  // records it.
  const typed = text(field('ContactNo'));
  const e164 = text(field(e164Field('ContactNo')));
  const res = await callOperation(
    FEEDBACK_OPERATION,
    {
      PassKey: passKey,
      Name: text(field('Name')),
      ContactNo: e164 || typed,
      Email: text(field('Email')),
      Feedback: text(field('Feedback')),
      ...(e164 ? { ContactNoTyped: typed } : {}),
    },
    { headers: submissionHeader(submissionId) },
  );
  const body = asObject(res.body);
  if (res.ok && body.IsSuccess === true) return { ok: true, kind: 'feedback' };
  const problem = res.problem ?? (typeof body.ResponseMSG === 'string' ? body.ResponseMSG : 'IsSuccess false');
  return { ok: false, kind: 'feedback', problem };
}
