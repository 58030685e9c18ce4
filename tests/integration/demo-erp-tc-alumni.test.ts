// @vitest-environment node
// The demo back-end's v1/Student/TCCC_Request and v1/General/SaveAlumni, as the ERP takes them
// (shared/contract/ERP-FORMS.md §2-3): the PassKey and the HashData checked, the ERP's messages,
// its HTTP 400s where it answers BadRequest, and a record of what arrived.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ALUMNI_HASH_KEY,
  DEMO_FEEDBACK_PASS_KEY,
  DEMO_TC_PASS_KEY,
  ERP_DB_ERROR,
  ERP_MESSAGES,
  ERP_RECORDS,
  ERP_ROUTES,
  alumniHashData,
} from '@demo/erp-constants.mjs';
import { startDemoServer, type DemoServer } from '@demo/server.mjs';
import { readSubmissions } from '@demo/submissions.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: DemoServer;
let dataDir: string;
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-erp-tc-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  dataDir = tmp();
  server = await startDemoServer({ port: 0, dataDir, fail: 0, delayMs: 0 });
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
afterEach(() => server.update({ fail: 0 }));

async function post(route: string, body: BodyInit, headers: Record<string, string> = {}, srv = server) {
  const res = await fetch(`${srv.url}${route}`, { method: 'POST', body, headers });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

// ---------------------------------------------------------------- TC / CC request
const tc = (over: Record<string, unknown> = {}) => ({
  PassKey: DEMO_TC_PASS_KEY,
  ContactNo: '9841300005',
  DOB: '2014-11-26',
  RegdNo: 'HVM-2077-050',
  BoardRegNo: '',
  ...over,
});
const sendTc = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, srv = server) =>
  post(ERP_ROUTES.transferCertificate, typeof body === 'string' ? body : JSON.stringify(body), headers, srv);
const tcRecords = (dir = dataDir): Json[] => readSubmissions(dir, ERP_RECORDS.transferCertificate);

describe('POST /v1/Student/TCCC_Request', () => {
  it('takes a request with the PassKey and records it without the PassKey', async () => {
    const before = tcRecords().length;
    const r = await sendTc(tc());
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.json).toEqual({ IsSuccess: true, ResponseMSG: ERP_MESSAGES.tcSaved });
    const rec = tcRecords().at(-1);
    expect(rec).toMatchObject({ Id: before + 1, contentType: 'application/json', flags: [], ignoredMembers: [] });
    expect(rec.body).toEqual({ ContactNo: '9841300005', DOB: '2014-11-26', RegdNo: 'HVM-2077-050', BoardRegNo: '' });
    expect(JSON.stringify(rec)).not.toContain(DEMO_TC_PASS_KEY);
  });

  it('one of DOB and contact number is enough; url-encoded works too', async () => {
    expect((await sendTc(tc({ ContactNo: '' }))).json.IsSuccess).toBe(true);
    expect((await sendTc(tc({ DOB: null }))).json.IsSuccess).toBe(true);
    const form = new URLSearchParams({ PassKey: DEMO_TC_PASS_KEY, RegdNo: 'HVM-2082-009', ContactNo: '9841300004' });
    expect((await sendTc(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' })).json.IsSuccess).toBe(true);
  });

  const refusals: Array<[string, unknown, string]> = [
    ['a wrong PassKey', tc({ PassKey: 'AcademicERP' }), ERP_MESSAGES.invalidPassKey],
    ["the feedback form's PassKey", tc({ PassKey: DEMO_FEEDBACK_PASS_KEY }), ERP_MESSAGES.invalidPassKey],
    ['no PassKey', tc({ PassKey: undefined }), ERP_MESSAGES.invalidPassKey],
    ['neither DOB nor contact number', tc({ DOB: '', ContactNo: '' }), ERP_MESSAGES.noDobOrContact],
    ['a DOB it cannot read and no contact number', tc({ DOB: '2071-08-10T', ContactNo: '' }), ERP_MESSAGES.noDobOrContact],
    ['no registration number', tc({ RegdNo: '' }), ERP_MESSAGES.noRegdNo],
    ['a body that is not JSON', '{"PassKey":', ERP_MESSAGES.invalidData],
    ['a list', '[]', ERP_MESSAGES.invalidData],
    ['no body', '', ERP_MESSAGES.invalidData],
  ];
  it.each(refusals)('refuses %s with HTTP 200 and the ERP message, recording nothing', async (_, body, message) => {
    const before = tcRecords().length;
    const r = await sendTc(body);
    expect([r.status, r.json]).toEqual([200, { IsSuccess: false, ResponseMSG: message }]);
    expect(tcRecords()).toHaveLength(before);
  });

  it('the PassKey is checked before the fields', async () => {
    expect((await sendTc({ PassKey: 'x' })).json.ResponseMSG).toBe(ERP_MESSAGES.invalidPassKey);
    expect((await sendTc({ PassKey: DEMO_TC_PASS_KEY })).json.ResponseMSG).toBe(ERP_MESSAGES.noDobOrContact);
  });

  it('a body Web API cannot read is 415; multipart is one', async () => {
    const text = await sendTc(JSON.stringify(tc()), { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.json.Message).toBe("The request entity's media type 'text/plain' is not supported for this resource.");
    const fd = new FormData();
    for (const [k, v] of Object.entries(tc())) fd.append(k, String(v));
    expect((await post(ERP_ROUTES.transferCertificate, fd)).status).toBe(415);
  });

  it('DEMO_FAIL answers the database error; a retry with the same key is recorded once', async () => {
    server.update({ fail: 'TCCC_Request' });
    expect((await sendTc(tc())).json).toEqual({ IsSuccess: false, ResponseMSG: ERP_DB_ERROR });
    server.update({ fail: 0 });
    const before = tcRecords().length;
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'tc-request-key-01' };
    const a = await sendTc(tc(), headers);
    const b = await sendTc(tc(), headers);
    expect(b.json).toEqual(a.json);
    expect(tcRecords()).toHaveLength(before + 1);
  });

  it('takes a date of birth after today, as the ERP does, and flags it: a Bikram Sambat date?', async () => {
    expect((await sendTc(tc({ DOB: '2071-08-10' }))).json.IsSuccess).toBe(true);
    expect(tcRecords().at(-1).flags).toEqual(['DOB 2071-08-10 is after today: a Bikram Sambat date where the ERP wants a Gregorian one?']);
  });

  it('DEMO_TC_PASSKEY sets the PassKey it expects', async () => {
    process.env.DEMO_TC_PASSKEY = 'school-tc-key';
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    delete process.env.DEMO_TC_PASSKEY;
    try {
      expect((await sendTc(tc(), undefined, srv)).json.ResponseMSG).toBe(ERP_MESSAGES.invalidPassKey);
      expect((await sendTc(tc({ PassKey: 'school-tc-key' }), undefined, srv)).json.IsSuccess).toBe(true);
    } finally {
      await srv.close();
    }
  });
});

// ---------------------------------------------------------------- alumni registration
const alumnus = (over: Record<string, unknown> = {}): Record<string, unknown> => {
  const a: Record<string, unknown> = {
    FullName: 'Sita Rai',
    DOB: '1998-04-12',
    Contact: '9841000001',
    Email: 'sita.rai@example.com',
    JoinedYear: '2062',
    StudiedUpTo: '2072',
    SEE: '2072',
    DegreeTitle: 'BSc Nursing',
    CurCompany: 'Patan Hospital',
    ...over,
  };
  return { ...a, HashData: alumniHashData(DEMO_ALUMNI_HASH_KEY, a), ...over };
};
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 4]);
const MARKSHEET = new TextEncoder().encode('%PDF-1.4 marksheet');
function alumniForm(
  json: unknown,
  files: Array<[string, Uint8Array<ArrayBuffer>, string, string]> = [],
  extra: Array<[string, string]> = [],
) {
  const fd = new FormData();
  fd.append('paraDataColl', typeof json === 'string' ? json : JSON.stringify(json));
  for (const [name, bytes, filename, type] of files) fd.append(name, new Blob([bytes], { type }), filename);
  for (const [k, v] of extra) fd.append(k, v);
  return fd;
}
const sendAlumni = (body: BodyInit, headers: Record<string, string> = {}, srv = server) => post(ERP_ROUTES.alumni, body, headers, srv);
const alumniRecords = (dir = dataDir): Json[] => readSubmissions(dir, ERP_RECORDS.alumni);

describe('POST /v1/General/SaveAlumni', () => {
  it('takes a registration whose HashData matches, files mapped by part name, and records it', async () => {
    const before = alumniRecords().length;
    const json = alumnus();
    expect(json.HashData).toMatch(/^[0-9A-F]{128}$/);
    const r = await sendAlumni(
      alumniForm(json, [
        ['ProfilePhoto', PHOTO, 'sita.jpg', 'image/jpeg'],
        ['MarksheetPhoto', MARKSHEET, 'see-marksheet.pdf', 'application/pdf'],
        ['award', MARKSHEET, 'award.pdf', 'application/pdf'],
      ]),
    );
    expect([r.status, r.json]).toEqual([200, { IsSuccess: true, ResponseMSG: ERP_MESSAGES.alumniSaved }]);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const rec = alumniRecords().at(-1);
    expect(rec).toMatchObject({ Id: before + 1, paraDataColl: json, flags: [], ignoredMembers: [] });
    expect(rec.parts.map((p: Json) => p.name)).toEqual(['paraDataColl', 'ProfilePhoto', 'MarksheetPhoto', 'award']);
    expect(Object.keys(rec.files)).toEqual(['ProfilePhoto', 'MarksheetPath', 'Achievement_Doc']);
    expect(rec.files.ProfilePhoto).toMatchObject({ field: 'ProfilePhoto', name: 'sita.jpg', type: 'image/jpeg', size: PHOTO.length });
    expect(rec.files.Achievement_Doc).toMatchObject({ field: 'award', name: 'award.pdf' });
    expect(new Uint8Array(fs.readFileSync(path.join(dataDir, rec.files.ProfilePhoto.storedAs)))).toEqual(PHOTO);
  });

  it('the hash is over FullName,Contact,Email as the ERP reads them: a number for Contact and a missing Email count', async () => {
    const a = { FullName: 'Hari KC', Contact: 9841000002 };
    const HashData = alumniHashData(DEMO_ALUMNI_HASH_KEY, { FullName: 'Hari KC', Contact: '9841000002', Email: '' });
    expect((await sendAlumni(alumniForm({ ...a, HashData }))).json.IsSuccess).toBe(true);
  });

  const refused = (r: { status: number; json: Json }, message: string) =>
    expect([r.status, r.json]).toEqual([200, { IsSuccess: false, ResponseMSG: message }]);
  it('refuses a wrong HashData with "Invalid Hashdata", recording nothing', async () => {
    const before = alumniRecords().length;
    const uploads = fs.readdirSync(path.join(dataDir, 'uploads')).length;
    const json = alumnus();
    const photo: [string, Uint8Array<ArrayBuffer>, string, string] = ['ProfilePhoto', PHOTO, 'sita.jpg', 'image/jpeg'];
    refused(await sendAlumni(alumniForm({ ...json, HashData: alumniHashData('another key', json) }, [photo])), ERP_MESSAGES.invalidHash);
    refused(await sendAlumni(alumniForm({ ...json, HashData: String(json.HashData).toLowerCase() })), ERP_MESSAGES.invalidHash);
    refused(await sendAlumni(alumniForm({ ...json, Email: 'other@example.com' })), ERP_MESSAGES.invalidHash);
    // HashData is a member of paraDataColl: a part of its own is not read.
    const { HashData, ...noHash } = json;
    refused(await sendAlumni(alumniForm(noHash, [], [['HashData', String(HashData)]])), ERP_MESSAGES.invalidHash);
    expect(alumniRecords()).toHaveLength(before);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(uploads); // nor its photo
  });

  it("refuses an empty FullName with the ERP's message, after the hash", async () => {
    refused(await sendAlumni(alumniForm(alumnus({ FullName: '' }))), ERP_MESSAGES.noFullName);
    expect(ERP_MESSAGES.noFullName.endsWith(' ')).toBe(true);
  });

  it('not multipart: HTTP 200 UnsupportedMediaType; its own BadRequests are HTTP 400 with a Message', async () => {
    refused(await sendAlumni(JSON.stringify(alumnus()), { 'content-type': 'application/json' }), ERP_MESSAGES.notMultipart);
    const none = new FormData();
    none.append('data', JSON.stringify(alumnus()));
    expect(await sendAlumni(none)).toMatchObject({ status: 400, json: { Message: ERP_MESSAGES.noParaData } });
    expect(await sendAlumni(alumniForm('null'))).toMatchObject({ status: 400, json: { Message: ERP_MESSAGES.nullParaData } });
    // A Bikram Sambat date where the ERP wants a Gregorian one.
    const bs = await sendAlumni(alumniForm(alumnus({ DOB: '2055-02-32' })));
    expect(bs).toMatchObject({ status: 400, json: { Message: "Could not convert string to DateTime: 2055-02-32. Path 'DOB'." } });
    expect((await sendAlumni(alumniForm('{oops'))).status).toBe(400);
  });

  it('flags what the ERP maps differently: a part name in another case becomes the achievement document', async () => {
    await sendAlumni(alumniForm(alumnus({ DOB_BS: '2055-01-01' }), [['profilePhoto', PHOTO, 'sita.jpg', 'image/jpeg']]));
    const rec = alumniRecords().at(-1);
    expect(Object.keys(rec.files)).toEqual(['Achievement_Doc']);
    expect(rec.flags).toEqual([
      'file part "profilePhoto" is not "ProfilePhoto" (the ERP compares names exactly): it becomes Achievement_Doc',
      'DOB_BS was sent: the ERP does not pass it on',
    ]);
  });

  it('a date of birth after today is taken and flagged', async () => {
    expect((await sendAlumni(alumniForm(alumnus({ DOB: '2055-02-15' })))).json.IsSuccess).toBe(true);
    expect(alumniRecords().at(-1).flags).toEqual([
      'DOB 2055-02-15 is after today: a Bikram Sambat date where the ERP wants a Gregorian one?',
    ]);
  });

  it('DEMO_FAIL answers the database error; DEMO_ALUMNI_HASH_KEY changes the key', async () => {
    server.update({ fail: 'SaveAlumni' });
    refused(await sendAlumni(alumniForm(alumnus())), ERP_DB_ERROR);
    server.update({ fail: 0 });
    process.env.DEMO_ALUMNI_HASH_KEY = 'school-hash-key';
    const srv = await startDemoServer({ port: 0, dataDir: tmp() });
    delete process.env.DEMO_ALUMNI_HASH_KEY;
    try {
      refused(await sendAlumni(alumniForm(alumnus()), {}, srv), ERP_MESSAGES.invalidHash);
      const a = { FullName: 'Sita Rai', Contact: '9841000001', Email: 'sita.rai@example.com' };
      const ok = await sendAlumni(alumniForm({ ...a, HashData: alumniHashData('school-hash-key', a) }), {}, srv);
      expect(ok.json.IsSuccess).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('GET and OPTIONS answer 405 without CORS headers', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const r = await fetch(`${server.url}${ERP_ROUTES.alumni}`, { method, headers: { origin: 'https://school.example' } });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('access-control-allow-origin'), method).toBeNull();
    }
  });
});
