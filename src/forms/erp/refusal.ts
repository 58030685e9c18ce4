// What the ERP's refusal means, in the parent's words. The ERP answers in its own (English,
// technical) words: "Please ! Select Class Name", "Invalid Contact No.", a database error
// (contract §1.4, §2, §3). The ones the contract lists are said plainly in the visitor's language;
// any other is quoted as the ERP wrote it. A refusal of the site's own set-up (a wrong key) tells
// the parent to contact the school, not to correct the form.
import type { MessageKey } from '../../i18n/en';
import type { DeliveryResult } from '../submit/types';

const KNOWN: [RegExp, MessageKey][] = [
  [/select class/i, 'form.erp.reason.class'],
  [/permanent full address/i, 'form.erp.reason.address'],
  [/invalid contact/i, 'form.erp.reason.contact'],
  [/invalid email/i, 'form.erp.reason.email'],
  [/special characters are not allowed/i, 'form.erp.reason.name'],
  [/valid dob/i, 'form.erp.reason.dob'],
  [/disease/i, 'form.erp.reason.disease'],
  [/dob or contact/i, 'form.erp.reason.dobOrContact'],
  [/reg\.? ?no/i, 'form.erp.reason.regNo'],
  [/enter fullname/i, 'form.erp.reason.fullName'],
  [/potentially dangerous/i, 'form.erp.reason.characters'],
  [/invalid passkey|invalid hashdata|unsupportedmediatype|blank data|no (form )?data found|invalid data/i, 'form.erp.reason.setup'],
];

/** The reason to show for a failed delivery to the ERP, or null when it is not the ERP's refusal. */
export function refusalReason(result: DeliveryResult | null): { key: MessageKey; params?: Record<string, string> } | null {
  if (!result || result.ok) return null;
  if (result.problem.startsWith('unresolved ClassId')) return { key: 'form.erp.reason.noClass' };
  if (result.problem === 'no-crypto') return { key: 'form.erp.reason.noCrypto' };
  if (/^no (site\.|mapping)/.test(result.problem)) return { key: 'form.erp.reason.setup' };
  if (result.refusal === undefined) return null;
  const text = result.refusal;
  const known = KNOWN.find(([re]) => re.test(text));
  if (known) return { key: known[1] };
  return { key: 'form.erp.reason.other', params: { message: text.length > 300 ? `${text.slice(0, 300)}…` : text || '—' } };
}
