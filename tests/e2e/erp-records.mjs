// What the demo back-end recorded of the ERP's forms (demo/erp-forms.mjs), read as
// `node demo/submissions.mjs erp-…` reads it: one record per submission the ERP would have saved,
// in the served site's data folder, with the files it would keep in uploads/. The browser tests of
// the forms that go to the ERP check these field by field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERP_RECORDS } from '../../demo/erp-constants.mjs';
import { readSubmissions } from '../../demo/submissions.mjs';

export { ERP_RECORDS };

/**
 * The records of one ERP form (`admission`, `transferCertificate`, `alumni`) in a data folder;
 * with `which`, only those it keeps (tests of one worker share its site: each picks its own by
 * what it typed).
 */
export function erpRecords(dataDir, form, which = () => true) {
  return readSubmissions(dataDir, ERP_RECORDS[form]).filter(which);
}

/** The bytes of a file the demo kept (a record's `storedAs`). */
export const storedFile = (dataDir, file) => readFileSync(join(dataDir, file.storedAs));

/** The ERP's form endpoints' requests a page makes: [path, Idempotency-Key], in order. */
export function erpRequests(page) {
  const sent = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && /^\/(Home\/SaveReg|v1\/Student\/TCCC_Request|v1\/General\/SaveAlumni)$/.test(path)) {
      sent.push([path, r.headers()['idempotency-key']]);
    }
  });
  return sent;
}
