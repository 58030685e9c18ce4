// @vitest-environment node
// A refusal by the ERP in the parent's words (src/forms/erp/refusal.ts): the ERP's rule messages
// say what to correct; its database's own errors, which it answers the same way (IsSuccess false
// with the exception's text), are not the parent's to correct: a database that did not answer is
// "send again later", an id its tables no longer hold asks for that choice again. The texts are
// the ones SQL Server gives (and the demo back-end answers: demo/erp-constants.mjs ERP_DB_ERROR,
// its foreign-key refusal in demo/erp-forms.mjs).
import { describe, expect, it } from 'vitest';
import { ERP_DB_ERROR } from '@demo/erp-constants.mjs';
import { refusalReason } from '@src/forms/erp/refusal';
import { en } from '@src/i18n/en';
import { ne } from '@src/i18n/ne';

const refused = (refusal: string) => refusalReason({ ok: false, kind: 'erp-enquiry', problem: 'refused', refusal });
const fk = (table: string, column: string) =>
  `The INSERT statement conflicted with the FOREIGN KEY constraint "FK_${table}_${column}". ` +
  `The conflict occurred in database "AcademicERP", table "dbo.${table}", column '${column}'.\r\nThe statement has been terminated.`;

describe('refusalReason', () => {
  it('says the database not answering plainly, and asks to send again later rather than to correct anything', () => {
    for (const text of [
      ERP_DB_ERROR,
      `${ERP_DB_ERROR} (53)`,
      'Timeout expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.',
      'A transport-level error has occurred when receiving results from the server.',
      'Transaction (Process ID 71) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.',
    ]) {
      expect(refused(text), text).toEqual({ key: 'form.erp.reason.unavailable', kept: 'form.erp.keptLater' });
    }
  });

  it('asks for the class again when the ERP no longer has the class id, and for the choice again for another list', () => {
    expect(refused(fk('tbl_Class', 'ClassId'))).toEqual({ key: 'form.erp.reason.class', kept: 'form.erp.kept' });
    expect(refused(fk('tbl_Caste', 'CasteId'))).toEqual({ key: 'form.erp.reason.choice', kept: 'form.erp.kept' });
    expect(refused(fk('tbl_DocumentType', 'DocumentTypeId'))).toEqual({ key: 'form.erp.reason.choice', kept: 'form.erp.kept' });
  });

  it('keeps the rule messages it knows and quotes any other, each to be corrected', () => {
    expect(refused('Please ! Select Class Name')).toEqual({ key: 'form.erp.reason.class', kept: 'form.erp.kept' });
    expect(refused('Duplicate registration for this contact no.')).toEqual({
      key: 'form.erp.reason.other',
      params: { message: 'Duplicate registration for this contact no.' },
      kept: 'form.erp.kept',
    });
    expect(refusalReason({ ok: false, kind: 'erp-enquiry', problem: 'network' })).toBeNull();
  });

  it('has the new words in English and Nepali', () => {
    for (const key of ['form.erp.reason.unavailable', 'form.erp.reason.choice', 'form.erp.keptLater'] as const) {
      expect(en[key]).toBeTruthy();
      expect(ne[key]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
