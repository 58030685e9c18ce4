// What the ERP's refusal means, in the parent's words. The ERP answers in its own (English,
// technical) words: "Please ! Select Class Name", "Invalid Contact No.", a database error
// (contract §1.4, §2, §3). The ones the contract lists are said plainly in the visitor's language;
// any other is quoted as the ERP wrote it. A refusal of the site's own set-up (a wrong key) tells
// the parent to contact the school, not to correct the form. The ERP answers its database's own
// errors the same way (the exception's text, IsSuccess false: contract §1.4): the database not
// answering is the school's trouble, said as such (send again later, nothing to correct); an id
// its tables no longer hold (a list changed since the page was built) asks for that choice again.
import type { MessageKey } from '../../i18n/en';
import type { DeliveryResult } from '../submit/types';

/** SQL Server's and ADO.NET's words for a database that did not answer or gave up. */
const DATABASE_DOWN =
  /network-related or instance-specific error|error occurred while establishing a connection|transport-level error|timeout expired|deadlock victim/i;

const KNOWN: [RegExp, MessageKey][] = [
  [DATABASE_DOWN, 'form.erp.reason.unavailable'],
  [/FOREIGN KEY constraint[\s\S]*ClassId/i, 'form.erp.reason.class'],
  [/FOREIGN KEY constraint/i, 'form.erp.reason.choice'],
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

export interface Refusal {
  key: MessageKey;
  params?: Record<string, string>;
  /** What the parent does with the answers kept: correct them, or send them again later. */
  kept: MessageKey;
}

/** The reason to show for a failed delivery to the ERP, or null when it is not the ERP's refusal. */
export function refusalReason(result: DeliveryResult | null): Refusal | null {
  if (!result || result.ok) return null;
  const correct = (key: MessageKey, params?: Record<string, string>): Refusal => ({ key, params, kept: 'form.erp.kept' });
  if (result.problem.startsWith('unresolved ClassId')) return correct('form.erp.reason.noClass');
  if (result.problem === 'no-crypto') return correct('form.erp.reason.noCrypto');
  if (/^no (site\.|mapping)/.test(result.problem)) return correct('form.erp.reason.setup');
  if (result.refusal === undefined) return null;
  const text = result.refusal;
  const known = KNOWN.find(([re]) => re.test(text));
  if (known?.[1] === 'form.erp.reason.unavailable') return { key: known[1], kept: 'form.erp.keptLater' };
  if (known) return correct(known[1]);
  return correct('form.erp.reason.other', { message: text.length > 300 ? `${text.slice(0, 300)}…` : text || '—' });
}
