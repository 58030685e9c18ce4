// @vitest-environment node
// The demo back-end's POST /Home/SaveReg, the ERP's admission enquiry (shared/contract/ERP-FORMS.md
// §1): multipart with a jsonData part, a photo and file0…fileN; the ERP's checks in its order with
// its messages; the registration number in parentheses; and a record of what arrived, with the
// files the ERP would keep and flags for what it would drop or do (an invoice).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_DB_ERROR, ERP_MESSAGES, ERP_RECORDS, ERP_ROUTES, registrationNumberIn } from '@demo/erp-constants.mjs';
import { startDemoServer, type DemoServer } from '@demo/server.mjs';
import { readSubmissions } from '@demo/submissions.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROOT = path.resolve(import.meta.dirname, '../..');
let server: DemoServer;
let dataDir: string;
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `demo-erp-${prefix}-`));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  dataDir = tmp('data');
  server = await startDemoServer({ port: 0, dataDir, fail: 0, delayMs: 0 });
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);
const PDF = new TextEncoder().encode('%PDF-1.4 birth certificate');
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** The smallest enquiry the ERP takes, with ids from the demo's lists (Grade 1, Newar). */
const enquiry = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  FirstName: 'Asha',
  MiddleName: '',
  LastName: 'Thapa',
  Gender: 2,
  DOB: '2019-05-01',
  ContactNo: '9841000000',
  ClassId: 4,
  CasteId: 3,
  PA_FullAddress: 'Sanepa-2, Lalitpur',
  ...over,
});
type FilePart = [name: string, bytes: Uint8Array<ArrayBuffer>, filename: string, type: string];
function form(json: unknown, files: FilePart[] = [], extra: Array<[string, string]> = []): FormData {
  const fd = new FormData();
  fd.append('jsonData', typeof json === 'string' ? json : JSON.stringify(json));
  for (const [name, bytes, filename, type] of files) fd.append(name, new Blob([bytes], { type }), filename);
  for (const [k, v] of extra) fd.append(k, v);
  return fd;
}
async function saveReg(body: BodyInit, headers: Record<string, string> = {}, srv = server) {
  const res = await fetch(`${srv.url}${ERP_ROUTES.admission}`, { method: 'POST', body, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
}
const records = (dir = dataDir): Json[] => readSubmissions(dir, ERP_RECORDS.admission);
const twoDocuments = (): FilePart[] => [
  ['photo', PNG, 'asha.png', 'image/png'],
  ['file0', PDF, 'birth-certificate.pdf', 'application/pdf'],
  ['file1', JPG, 'pp-size.jpg', 'image/jpeg'],
];
const withDocuments = (over: Record<string, unknown> = {}) =>
  enquiry({
    AttachmentColl: [
      { DocumentTypeId: 7, Name: 'birth-certificate.pdf', Description: 'Ward office copy' },
      { DocumentTypeId: 3, Name: 'pp-size.jpg', Description: '' },
    ],
    ...over,
  });

describe('POST /Home/SaveReg: a registration the ERP takes', () => {
  it('answers the MVC envelope with the registration number in parentheses, and records parts, JSON and files', async () => {
    const before = records().length;
    const r = await saveReg(form(withDocuments(), twoDocuments()));
    expect(r.status).toBe(200);
    // JsonNetResult as the vendor writes it elsewhere: indented JSON labelled as a form.
    expect(r.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(r.text).toContain('\n  "Data": {');
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(Object.keys(r.json)).toEqual(['Data', 'TotalCount', 'IsSuccess', 'ResponseMSG']);
    expect(r.json).toMatchObject({ TotalCount: 0, IsSuccess: true, Data: { IsSuccess: true, RId: before + 1 } });
    const regNo = registrationNumberIn(r.json.ResponseMSG);
    expect(regNo).toBe(`ENQ-2083-${String(before + 1).padStart(4, '0')}`);
    expect(r.json.Data.ResponseMSG).toBe(r.json.ResponseMSG);

    const rec = records().at(-1);
    expect(rec).toMatchObject({ Id: before + 1, RegdNo: regNo, contentType: 'multipart/form-data', flags: [], ignoredMembers: [] });
    expect(rec.jsonData).toEqual(withDocuments());
    expect(rec.parts).toEqual([
      { name: 'jsonData', size: JSON.stringify(withDocuments()).length },
      { name: 'photo', filename: 'asha.png', type: 'image/png', size: PNG.length },
      { name: 'file0', filename: 'birth-certificate.pdf', type: 'application/pdf', size: PDF.length },
      { name: 'file1', filename: 'pp-size.jpg', type: 'image/jpeg', size: JPG.length },
    ]);
    expect(rec.photo).toMatchObject({ name: 'asha.png', type: 'image/png', size: PNG.length });
    expect(rec.documents).toEqual([
      expect.objectContaining({ index: 0, DocumentTypeId: 7, Name: 'birth-certificate.pdf', Description: 'Ward office copy' }),
      expect.objectContaining({ index: 1, DocumentTypeId: 3, Name: 'pp-size.jpg' }),
    ]);
    const bytes = (f: Json) => new Uint8Array(fs.readFileSync(path.join(dataDir, f.storedAs)));
    expect(bytes(rec.photo)).toEqual(PNG);
    expect(bytes(rec.documents[0].file)).toEqual(PDF);
    expect(bytes(rec.documents[1].file)).toEqual(JPG);
  });

  it('numbers registrations one after another, and node demo/submissions.mjs prints them', async () => {
    const a = await saveReg(form(enquiry({ FirstName: 'Bina' })));
    const b = await saveReg(form(enquiry({ FirstName: 'Chandra' })));
    const na = Number(registrationNumberIn(a.json.ResponseMSG)!.slice(-4));
    expect(registrationNumberIn(b.json.ResponseMSG)).toBe(`ENQ-2083-${String(na + 1).padStart(4, '0')}`);
    const out = execFileSync(process.execPath, [path.join(ROOT, 'demo/submissions.mjs'), ERP_RECORDS.admission], {
      env: { ...process.env, DEMO_DATA: dataDir },
      encoding: 'utf8',
    });
    const printed = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(printed.slice(-2).map((p) => p.jsonData.FirstName)).toEqual(['Bina', 'Chandra']);
  });

  it('takes url-encoded jsonData when there are no files, and reads members without regard to case', async () => {
    const body = new URLSearchParams({
      jsonData: JSON.stringify({ firstname: 'Dipa', classid: '5', pa_fulladdress: 'Patan', contactno: '9801234567' }),
    });
    const r = await saveReg(body);
    expect(r.json.IsSuccess).toBe(true);
    expect(records().at(-1)).toMatchObject({ contentType: 'application/x-www-form-urlencoded', photo: null, documents: [] });
  });
});

describe("POST /Home/SaveReg: the ERP's refusals, HTTP 200 and IsSuccess false, nothing recorded", () => {
  const yearAgo = () => {
    const d = new Date();
    return `${d.getFullYear() - 1}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no first name', enquiry({ FirstName: '' }), ERP_MESSAGES.noFirstName],
    ['a first name in Devanagari', enquiry({ FirstName: 'आशा' }), ERP_MESSAGES.badName],
    ['a first name with a digit', enquiry({ FirstName: 'Asha2' }), ERP_MESSAGES.badName],
    ['no class', enquiry({ ClassId: null }), ERP_MESSAGES.noClass],
    ['class 0', enquiry({ ClassId: 0 }), ERP_MESSAGES.noClass],
    ['no permanent address', enquiry({ PA_FullAddress: '' }), ERP_MESSAGES.noAddress],
    ['no contact number', enquiry({ ContactNo: undefined }), ERP_MESSAGES.noContactNo],
    ['+977 in front', enquiry({ ContactNo: '+9779841000000' }), ERP_MESSAGES.badContactNo],
    ['nine digits', enquiry({ ContactNo: '984100000' }), ERP_MESSAGES.badContactNo],
    ['two numbers, too long together', enquiry({ ContactNo: '9841000000,9851000000' }), ERP_MESSAGES.badContactNo],
    ['a bad e-mail', enquiry({ Email: 'asha@home' }), ERP_MESSAGES.badEmail],
    ["a bad father's e-mail", enquiry({ F_Email: 'hari at example.com' }), ERP_MESSAGES.badEmail],
    ['a child under two', enquiry({ DOB: yearAgo() }), ERP_MESSAGES.badDob],
    ['a disease without its problem', enquiry({ AnyDisease: true, PresentCondition: '2' }), ERP_MESSAGES.noDisease],
    ['a disease without its status', enquiry({ AnyDisease: true, Problem: 'Asthma' }), ERP_MESSAGES.noDiseaseStatus],
    ['a class the ERP does not have', enquiry({ ClassId: 99 }), 'The INSERT statement conflicted with the FOREIGN KEY constraint'],
    ['a caste the ERP does not have', enquiry({ CasteId: 999 }), 'table "dbo.tbl_Caste", column \'CasteId\''],
    ['a caste by name', enquiry({ CasteId: 'Newar' }), "Could not convert string to integer: Newar. Path 'CasteId'."],
    ['a ward as empty text', enquiry({ PA_WardNo: '' }), "Error converting value {null} to type 'System.Int32'. Path 'PA_WardNo'."],
    ['a date that does not exist', enquiry({ DOB: '2019-02-30' }), "Could not convert string to DateTime: 2019-02-30. Path 'DOB'."],
  ];
  it.each(refusals)('%s', async (_, json, message) => {
    const before = records().length;
    const r = await saveReg(form(json));
    expect(r.status).toBe(200);
    expect(r.json.IsSuccess).toBe(false);
    expect(r.json.Data.IsSuccess).toBe(false);
    expect(r.json.ResponseMSG).toContain(message);
    if (!message.includes('conflicted') && !message.includes('dbo.')) expect(r.json.ResponseMSG).toBe(message);
    expect(records()).toHaveLength(before);
  });

  it('the checks run in the ERP order: first name, class, address, contact number, then the formats', async () => {
    const r = await saveReg(form({ FirstName: '', ContactNo: '+977', Email: 'x' }));
    expect(r.json.ResponseMSG).toBe(ERP_MESSAGES.noFirstName);
    expect((await saveReg(form(enquiry({ ClassId: 0, ContactNo: '+977' })))).json.ResponseMSG).toBe(ERP_MESSAGES.noClass);
    expect((await saveReg(form(enquiry({ FirstName: 'आशा', ContactNo: '+977' })))).json.ResponseMSG).toBe(ERP_MESSAGES.badName);
  });

  it('FormSale without fee items, and a follow-up without its date, echo the whole entity in Data', async () => {
    const fee = await saveReg(form(enquiry({ FormSale: true })));
    expect(fee.json.ResponseMSG).toBe(ERP_MESSAGES.noFeeStructure);
    expect(fee.json.Data).toMatchObject({ FirstName: 'Asha', ClassId: 4, FormSale: true, IsSuccess: false });
    const follow = await saveReg(form(enquiry({ IsFollowupRequired: true })));
    expect(follow.json.ResponseMSG).toBe(ERP_MESSAGES.noFollowupDate);
    const comm = await saveReg(form(enquiry({ IsFollowupRequired: true, FollowupDate: '2026-12-01' })));
    expect(comm.json.ResponseMSG).toBe(ERP_MESSAGES.noCommunicationType);
  });

  it('refuses markup in any form value as ASP.NET request validation does', async () => {
    const r = await saveReg(form(enquiry({ Remarks: 'Please call <b>after 5</b>' })));
    expect(r.json.IsSuccess).toBe(false);
    expect(r.json.ResponseMSG).toMatch(/^A potentially dangerous Request\.Form value was detected from the client \(jsonData="/);
    const entity = await saveReg(form(enquiry({ Remarks: 'Tom &#38; Jerry' })));
    expect(entity.json.ResponseMSG).toMatch(/^A potentially dangerous Request\.Form value/);
    expect((await saveReg(form(enquiry({ Remarks: 'age < 5 & > 3' })))).json.IsSuccess).toBe(true);
  });

  it('jsonData missing, null, or not JSON', async () => {
    const none = new FormData();
    none.append('data', JSON.stringify(enquiry()));
    expect((await saveReg(none)).json.ResponseMSG).toBe('Value cannot be null.\r\nParameter name: value');
    expect((await saveReg(JSON.stringify(enquiry()), { 'content-type': 'application/json' })).json.IsSuccess).toBe(false);
    expect((await saveReg(form('null'))).json.ResponseMSG).toBe(ERP_MESSAGES.blankData);
    const broken = await saveReg(form('{"FirstName": "Asha",'));
    expect(broken.json.ResponseMSG).toMatch(/^Unexpected character encountered while parsing value/);
    const list = await saveReg(form('[]'));
    expect(list.json.ResponseMSG).toMatch(/^Cannot deserialize the current JSON array/);
  });
});

describe('POST /Home/SaveReg: what the ERP drops or does silently is recorded as a flag', () => {
  it('a document without a Name, an entry without its file, a file without an extension, a part it does not read', async () => {
    const json = enquiry({
      AttachmentColl: [
        { DocumentTypeId: 7, Name: '' },
        { DocumentTypeId: 3, Name: 'pp.jpg' },
        { DocumentTypeId: 2, Name: 'leaving' },
      ],
    });
    const r = await saveReg(
      form(
        json,
        [
          ['file0', PDF, 'birth.pdf', 'application/pdf'],
          ['file2', PDF, 'leaving', 'application/pdf'],
          ['cv', PDF, 'cv.pdf', 'application/pdf'],
        ],
        [['HashData', 'x']],
      ),
    );
    expect(r.json.IsSuccess).toBe(true);
    const rec = records().at(-1);
    expect(rec.documents).toEqual([]);
    expect(rec.flags).toEqual([
      'AttachmentColl[1] has no file part file1: the ERP drops it',
      'file part "cv" is not read by the ERP',
      'text part "HashData" is not read by the ERP',
      'AttachmentColl[0] has no Name: the ERP records no document for file0',
      'file2 "leaving" has no extension: the ERP records no document',
    ]);
    // The files it keeps no document of are not kept here either: only what the record names.
    expect(rec.photo).toBeNull();
  });

  it('attachments without any file part are all dropped; members the ERP does not have are listed', async () => {
    await saveReg(form(enquiry({ AttachmentColl: [{ DocumentTypeId: 7, Name: 'birth.pdf' }], Course: 'ONE', mobile: '98' })));
    const rec = records().at(-1);
    expect(rec.flags).toEqual(['AttachmentColl was sent without any file part: the ERP drops every attachment']);
    expect(rec.ignoredMembers).toEqual(['Course', 'mobile']);
  });

  it('FormSale with fee items is taken, as the ERP takes it, and flagged: it would raise an invoice', async () => {
    const r = await saveReg(form(enquiry({ FormSale: true, FeeItemColl: [{ FeeItemId: 1, PayableAmt: 500 }], ReceiptAsLedgerId: 5 })));
    expect(r.json.IsSuccess).toBe(true);
    expect(records().at(-1).flags).toEqual([
      'FeeItemColl was sent: the ERP stores fee rows for this enquiry',
      'FormSale with FeeItemColl: the ERP raises a sales invoice',
      'ReceiptAsLedgerId/ReceiptNarration was sent (billing fields)',
    ]);
  });

  it('a document type the ERP does not have: the enquiry is saved, yet the answer is a failure', async () => {
    const before = records().length;
    const r = await saveReg(
      form(enquiry({ AttachmentColl: [{ DocumentTypeId: 999, Name: 'x.pdf' }] }), [['file0', PDF, 'x.pdf', 'application/pdf']]),
    );
    expect(r.json.IsSuccess).toBe(false);
    expect(r.json.ResponseMSG).toContain('table "dbo.tbl_DocumentType", column \'DocumentTypeId\'');
    expect(records()).toHaveLength(before + 1);
    expect(records().at(-1).flags).toContain('the ERP saved this enquiry, but its answer is a failure (a document type it does not have)');
  });
});

describe('POST /Home/SaveReg: failure modes, retries, limits', () => {
  it('DEMO_FAIL naming it answers the database error and records nothing', async () => {
    const before = records().length;
    for (const fail of ['SaveReg', 'Home.SaveReg', 'all']) {
      server.update({ fail });
      try {
        const r = await saveReg(form(enquiry()));
        expect([r.status, r.json.IsSuccess, r.json.ResponseMSG], fail).toEqual([200, false, ERP_DB_ERROR]);
      } finally {
        server.update({ fail: 0 });
      }
    }
    // Its checks come first, as the ERP's do: a refusal is still the refusal.
    server.update({ fail: 'SaveReg' });
    try {
      expect((await saveReg(form(enquiry({ FirstName: '' })))).json.ResponseMSG).toBe(ERP_MESSAGES.noFirstName);
    } finally {
      server.update({ fail: 0 });
    }
    expect(records()).toHaveLength(before);
  });

  it('a retry with the same Idempotency-Key gets the first answer and is recorded once', async () => {
    const before = records().length;
    const first = await saveReg(form(enquiry({ FirstName: 'Ekta' })), { 'idempotency-key': 'admission-retry-0001' });
    const again = await saveReg(form(enquiry({ FirstName: 'Ekta' })), { 'idempotency-key': 'admission-retry-0001' });
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(records()).toHaveLength(before + 1);
    // A refusal is not remembered: the corrected submission with the same key goes through.
    const refused = await saveReg(form(enquiry({ ContactNo: '+977' })), { 'idempotency-key': 'admission-retry-0002' });
    expect(refused.json.IsSuccess).toBe(false);
    const fixed = await saveReg(form(enquiry()), { 'idempotency-key': 'admission-retry-0002' });
    expect(fixed.json.IsSuccess).toBe(true);
  });

  it('a .hang file makes it never answer; GET and OPTIONS are not routes (no CORS either); over 10 MB is 413', async () => {
    const fixtures = tmp('fixtures');
    for (const f of fs.readdirSync(path.join(ROOT, 'demo/fixtures')))
      fs.copyFileSync(path.join(ROOT, 'demo/fixtures', f), path.join(fixtures, f));
    fs.writeFileSync(path.join(fixtures, 'Home.SaveReg.hang'), '');
    const srv = await startDemoServer({ port: 0, fixtures, dataDir: tmp('hang') });
    try {
      await expect(
        fetch(`${srv.url}${ERP_ROUTES.admission}`, { method: 'POST', body: form(enquiry()), signal: AbortSignal.timeout(300) }),
      ).rejects.toThrow();
    } finally {
      await srv.close();
    }
    const get = await fetch(`${server.url}${ERP_ROUTES.admission}`);
    expect(get.status).toBe(404);
    const options = await fetch(`${server.url}/home/savereg`, {
      method: 'OPTIONS',
      headers: { origin: 'https://school.example', 'access-control-request-method': 'POST' },
    });
    expect(options.status).toBe(404);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    const big = form(enquiry(), [['file0', new Uint8Array(10 * 1024 * 1024 + 1), 'big.pdf', 'application/pdf']]);
    expect((await fetch(`${server.url}${ERP_ROUTES.admission}`, { method: 'POST', body: big })).status).toBe(413);
  });
});
