// @vitest-environment node
// The demo back-end's /api/forms/{name}: only the forms of schemas/forms/ exist, a submission is
// checked against its form's JSON Schema (JSON as sent; multipart names put back in place, files
// as data URLs, text coerced to the schema's types) and only a valid one is recorded.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '@demo/server.mjs';
import { readSubmissions } from '@demo/submissions.mjs';
import { parsePhone } from '@src/forms/core/phone';
import type { WithE164 } from '@src/forms/core/phone-fields';
import type { AdmissionInquiryFormData } from '@src/generated/forms/admission-inquiry';
import type { AlumniFormData } from '@src/generated/forms/alumni';
import type { ContactFormData } from '@src/generated/forms/contact';
import type { JobApplyFormData } from '@src/generated/forms/job-apply';
import type { TransferCertificateFormData } from '@src/generated/forms/transfer-certificate';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: DemoServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-forms-'));
  server = await startDemoServer({ port: 0, dataDir, fail: 0, delayMs: 0 });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ownDirs: string[] = [];
/** A data folder of a test's own server (removed after the file). */
function tmpData(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-forms-own-'));
  ownDirs.push(d);
  return d;
}
afterAll(() => ownDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const url = (name: string) => `${server.url}/api/forms/${name}`;
const postJson = (name: string, body: unknown) =>
  fetch(url(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
// Read on the server's machine, as a school does (node demo/submissions.mjs): never over the network.
const records = async (name: string): Promise<Json[]> => readSubmissions(dataDir, name) as Json[];
const uploads = () => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')) : []);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4 test');

// The submissions below are typed by the forms' generated types (src/generated/forms): a field
// renamed in a schema fails the typecheck here, not only the demo's check at run time.

/** The admission wizard's smallest valid submission, nested by step as the JSON adapter sends it. */
const admission = (): AdmissionInquiryFormData => ({
  personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9800000000', course: 'LKG' },
  parents: { fatherName: 'Hari Thapa', fatherContact: '9811111111' },
  contact: { permanentAddress: 'Lalitpur' },
  college: {},
  additional: {
    hasDisease: 'No',
    tiffinRequired: 'No',
    transportFacility: 'No',
    hostelRequired: 'No',
    tuitionFacility: 'No',
    declaration: true,
  },
  attachments: { documents: [] },
});

/** The same as multipart, named the way src/forms/core/payload.ts names nested fields. */
function admissionMultipart(drop?: string): FormData {
  const fd = new FormData();
  const flat: Array<[string, string]> = [];
  for (const [step, fields] of Object.entries(admission())) {
    for (const [k, v] of Object.entries(fields)) if (!Array.isArray(v)) flat.push([`${step}.${k}`, String(v)]);
  }
  for (const [k, v] of flat) if (k !== drop) fd.append(k, v);
  fd.append('personal.photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
  fd.append('attachments.documents[0].type', 'Birth Certificate');
  fd.append('attachments.documents[0].file', new Blob([PDF], { type: 'application/pdf' }), 'birth.pdf');
  fd.append('attachments.documents[0].size', String(PDF.length));
  return fd;
}

describe('/api/forms/{name}: which forms', () => {
  it('answers 404 for a name that is not a form of schemas/forms, and records nothing', async () => {
    for (const name of ['alumni-form', 'big', 'Bad_Name']) {
      const post = await postJson(name, { fullName: 'Asha' });
      expect(post.status, name).toBe(404);
      expect(await post.json()).toEqual({ IsSuccess: false, ResponseMSG: 'Unknown form' });
      expect((await fetch(url(name))).status, name).toBe(404);
    }
    expect(fs.existsSync(path.join(dataDir, 'alumni-form.jsonl'))).toBe(false);
  });

  it('a known form with a body over 10 MB answers 413', async () => {
    const big = await postJson('contact', 'x'.repeat(10 * 1024 * 1024 + 10));
    expect(big.status).toBe(413);
    expect((await big.json()).IsSuccess).toBe(false);
  });

  it('never gives submissions out: GET answers 405, and no form answer lets another site read it', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'job-apply.jsonl'),
      JSON.stringify({ Id: 1, data: { firstName: 'Asha', phone: '9841000000' } }) + '\n',
    );
    for (const method of ['GET', 'HEAD']) {
      const r = await fetch(url('job-apply'), { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('POST');
      if (method === 'GET') expect(await r.text()).not.toContain('Asha');
    }
    fs.rmSync(path.join(dataDir, 'job-apply.jsonl'));
    const post = await postJson('contact', { name: '' }); // refused (400): nothing recorded
    expect(post.status).toBe(400);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(url('contact'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/api/forms/{name}: JSON', () => {
  it('records valid submissions with increasing ids and lists them', async () => {
    const a = await (
      await postJson('contact', { name: 'Asha', email: 'asha@example.com', message: 'Hello' } satisfies ContactFormData)
    ).json();
    const b = await (await postJson('contact', { name: 'Bikash', email: 'b@example.com', message: 'Hi', job: 'extra values pass' })).json();
    expect(a).toEqual({ IsSuccess: true, ResponseMSG: 'Success', Id: 1 });
    expect(b.Id).toBe(2);
    expect((await records('contact')).map((r) => r.data.name)).toEqual(['Asha', 'Bikash']);
  });

  it('refuses what the schema refuses with 400, the errors in the back-end style, and records nothing', async () => {
    const before = (await records('contact')).length;
    const res = await postJson('contact', { name: 'Asha', email: 'not-an-email', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.IsSuccess).toBe(false);
    expect(body.ResponseMSG).toMatch(/^Invalid Data: /);
    expect(body.ResponseMSG).toContain('email must match format "email"');
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'email', Message: 'must match format "email"' },
        { Field: 'message', Message: 'must NOT have more than 2000 characters' },
      ]),
    );
    const missing = await (await postJson('contact', { name: 'Asha' })).json();
    expect(missing.Errors).toEqual([
      { Field: 'email', Message: 'is required' },
      { Field: 'message', Message: 'is required' },
    ]);
    const broken = await postJson('contact', '{oops');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ IsSuccess: false, ResponseMSG: 'Invalid Data' });
    expect(await records('contact')).toHaveLength(before);
  });

  it('a wizard is checked step by step, the errors named by step and field', async () => {
    expect((await postJson('admission-inquiry', admission())).status).toBe(200);
    const bad = admission() as Json;
    delete bad.personal.firstName;
    bad.additional.hasDisease = 'Maybe';
    const body = await (await postJson('admission-inquiry', bad)).json();
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'personal.firstName', Message: 'is required' },
        { Field: 'additional.hasDisease', Message: 'must be equal to one of the allowed values' },
      ]),
    );
  });
});

describe('/api/forms/{name}: phone numbers (issue 19)', () => {
  // What the site accepts (src/forms/core/phone.ts), as the site sends it: typed, with its E.164
  // form beside it. The demo checks the forms' schemas, whose phone fields allow the characters
  // numbers are written with: it refuses none of these, and still refuses letters.
  const e164 = (typed: string) => {
    const p = parsePhone(typed);
    return p.ok ? p.e164 : '';
  };
  const transfer = (mobileNumber: string): WithE164<TransferCertificateFormData, 'mobileNumber'> => ({
    mobileNumber,
    mobileNumberE164: e164(mobileNumber),
    dateOfBirth: '2070-05-12',
  });
  const alumni = (mobileNo: string): AlumniFormData & { personal: WithE164<AlumniFormData['personal'], 'mobileNo'> } => ({
    personal: { batch: '2075', fullName: 'Asha Thapa', mobileNo, mobileNoE164: e164(mobileNo), email: 'asha@example.com' },
    education: {},
    employment: {},
  });

  it('records a Nepali landline and a number abroad, in JSON and in multipart', async () => {
    for (const number of ['01-4372815', '(061) 520123', '+1 415 555 0100', '+44 (0)20 7946 0958', '+971 50 123 4567']) {
      for (const [name, body] of [
        ['transfer-certificate', transfer(number)],
        ['alumni', alumni(number)],
      ] as const) {
        const res = await postJson(name, body);
        expect(res.status, `${name} ${number}`).toBe(200);
      }
      const fd = new FormData();
      const applicant = {
        firstName: 'Hari',
        lastName: 'KC',
        email: 'hari@example.com',
        phone: number,
        phoneE164: e164(number),
      } satisfies WithE164<Omit<JobApplyFormData, 'cv'>, 'phone'>;
      for (const [k, v] of Object.entries({ ...applicant, job: 'Math Teacher' })) fd.append(k, v);
      fd.append('cv', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      expect((await fetch(url('job-apply'), { method: 'POST', body: fd })).status, `job-apply ${number}`).toBe(200);
    }
    expect((await records('transfer-certificate')).map((r) => r.data.mobileNumber)).toContain('01-4372815');
    expect((await records('alumni')).map((r) => r.data.personal)).toContainEqual(
      expect.objectContaining({ mobileNo: '+1 415 555 0100', mobileNoE164: '+14155550100' }),
    );
  });

  it('refuses letters in a phone field', async () => {
    const res = await postJson('alumni', alumni('call me'));
    expect(res.status).toBe(400);
    expect((await res.json()).Errors).toEqual([{ Field: 'personal.mobileNo', Message: expect.stringMatching(/^must match pattern/) }]);
  });
});

describe('/api/forms/{name}: multipart', () => {
  it('a valid wizard arrives by dotted names, files as files, and is recorded', async () => {
    const before = (await records('admission-inquiry')).length;
    const res = await fetch(url('admission-inquiry'), { method: 'POST', body: admissionMultipart() });
    expect(await res.json()).toMatchObject({ IsSuccess: true, Id: before + 1 });
    const rec = (await records('admission-inquiry')).at(-1);
    expect(rec.data).toMatchObject({
      'personal.firstName': 'Asha',
      'additional.declaration': 'true',
      'attachments.documents[0].type': 'Birth Certificate',
    });
    expect(rec.files).toEqual([
      expect.objectContaining({ field: 'personal.photo', name: 'me.png', type: 'image/png', size: PNG.length }),
      expect.objectContaining({ field: 'attachments.documents[0].file', name: 'birth.pdf', type: 'application/pdf', size: PDF.length }),
    ]);
    expect(new Uint8Array(fs.readFileSync(path.join(dataDir, rec.files[0].storedAs)))).toEqual(PNG);
  });

  it('an invalid one answers 400 and neither its fields nor its files are kept', async () => {
    const before = (await records('admission-inquiry')).length;
    const files = uploads().length;
    const res = await fetch(url('admission-inquiry'), { method: 'POST', body: admissionMultipart('personal.lastName') });
    expect(res.status).toBe(400);
    expect((await res.json()).Errors).toEqual([{ Field: 'personal.lastName', Message: 'is required' }]);
    const notANumber = admissionMultipart();
    notANumber.set('attachments.documents[0].size', 'big');
    expect((await (await fetch(url('admission-inquiry'), { method: 'POST', body: notANumber })).json()).Errors).toEqual([
      { Field: 'attachments.documents[0].size', Message: 'must be integer' },
    ]);
    expect(await records('admission-inquiry')).toHaveLength(before);
    expect(uploads()).toHaveLength(files);
  });

  it('job application: the CV file is required', async () => {
    const fd = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        firstName: 'Hari',
        lastName: 'KC',
        email: 'hari@example.com',
        phone: '9800000000',
        job: 'Math Teacher',
      }))
        f.append(k, v);
      return f;
    };
    const without = await fetch(url('job-apply'), { method: 'POST', body: fd() });
    expect(without.status).toBe(400);
    expect((await without.json()).Errors).toEqual([{ Field: 'cv', Message: 'is required' }]);
    const withCv = fd();
    withCv.append('cv', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    expect((await (await fetch(url('job-apply'), { method: 'POST', body: withCv })).json()).IsSuccess).toBe(true);
  });
});

describe('what one request may cost the demo back-end', () => {
  /** A raw HTTP exchange: what the socket received and whether the server closed it, within ms. */
  function raw(port: number, text: string, ms: number): Promise<{ received: string; closed: boolean }> {
    return new Promise((resolve) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ received, closed: false });
      }, ms);
      socket.on('data', (d) => (received += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ received, closed: true });
      });
    });
  }

  it('refuses a request naming another host (a DNS-rebinding page), answers its own names', async () => {
    const host = (name: string) =>
      raw(
        server.port,
        `POST /v1/General/GetSliderList HTTP/1.1\r\nHost: ${name}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        3000,
      );
    expect((await host('evil.example')).received).toMatch(/^HTTP\/1\.1 421/);
    expect((await host('evil.example:5180')).received).toMatch(/^HTTP\/1\.1 421/);
    for (const ok of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`]) {
      expect((await host(ok)).received, ok).toMatch(/^HTTP\/1\.1 200/);
    }
  });

  it('answers a body declared over the limit at once and closes the connection, reading none of it', async () => {
    const r = await raw(
      server.port,
      `POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"name":`,
      3000,
    );
    expect(r.received).toMatch(/^HTTP\/1\.1 413/);
    expect(r.closed).toBe(true);
  });

  it('closes a connection whose headers never finish', async () => {
    const slow = await startDemoServer({ port: 0, dataDir, headersTimeoutMs: 300, requestTimeoutMs: 1000 });
    try {
      const r = await raw(slow.port, 'POST /v1/General/GetSliderList HTTP/1.1\r\nHost: 127.0.0.1\r\n', 4000);
      expect(r.closed).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

describe('a submission sent twice (a retry after a timeout that in fact arrived)', () => {
  const post = (name: string, body: unknown, key?: string) =>
    fetch(url(name), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('is recorded once: the repeat gets the first answer again', async () => {
    const before = (await records('contact')).length;
    const message = { name: 'Sita', email: 'sita@example.com', message: 'Is there a bus from Patan?' } satisfies ContactFormData;
    const first = await (await post('contact', message, 'a1b2c3d4-0001')).json();
    const again = await (await post('contact', message, 'a1b2c3d4-0001')).json();
    expect(again).toEqual(first);
    expect(await records('contact')).toHaveLength(before + 1);
    // Another submission (another key, or none) is another record.
    await post('contact', message, 'a1b2c3d4-0002');
    await post('contact', message);
    expect(await records('contact')).toHaveLength(before + 3);
  });

  it('is recorded once when the two arrive together (the second waits for the first answer)', async () => {
    // A delay before each answer keeps the first in flight while the second arrives.
    const own = tmpData();
    const slow = await startDemoServer({ port: 0, dataDir: own, fail: 0, delayMs: 300 });
    try {
      const message = { name: 'Sita', email: 'sita@example.com', message: 'Two taps, one message' } satisfies ContactFormData;
      const send = (key: string) =>
        fetch(`${slow.url}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(message),
        }).then((r) => r.json());
      const [a, b] = await Promise.all([send('same-key-0001'), send('same-key-0001')]);
      expect(a).toEqual(b);
      expect(a.IsSuccess).toBe(true);
      expect(readSubmissions(own, 'contact')).toHaveLength(1);
      // Feedback the same way.
      const feedback = { branchCode: 1, PassKey: 'demo-pass-key', Name: 'Hari', ContactNo: '9841000000', Email: '', Feedback: 'Hi' };
      const sendFeedback = () =>
        fetch(`${slow.url}/v1/General/FeedbackSuggestion`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'same-key-0002' },
          body: JSON.stringify(feedback),
        }).then((r) => r.json());
      expect(await Promise.all([sendFeedback(), sendFeedback()])).toEqual([
        { IsSuccess: true, ResponseMSG: 'Success' },
        { IsSuccess: true, ResponseMSG: 'Success' },
      ]);
      expect(readSubmissions(own, 'feedback')).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('an invalid submission leaves its key free, and the keys kept are bounded in number and age', async () => {
    const own = tmpData();
    const small = await startDemoServer({ port: 0, dataDir: own, fail: 0, delayMs: 0, idempotencyMax: 2, idempotencyMaxAgeMs: 400 });
    try {
      const message = { name: 'Sita', email: 'sita@example.com', message: 'Hello' } satisfies ContactFormData;
      const send = (key: string, body: unknown = message) =>
        fetch(`${small.url}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        }).then((r) => r.status);
      const count = () => readSubmissions(own, 'contact').length;
      expect(await send('bounded-key-1', { name: 'Sita' })).toBe(400);
      expect(await send('bounded-key-1')).toBe(200);
      expect(count()).toBe(1);
      await send('bounded-key-2');
      await send('bounded-key-3');
      expect(count()).toBe(3);
      await send('bounded-key-3'); // still kept
      expect(count()).toBe(3);
      await send('bounded-key-1'); // the oldest of three, past the two kept: forgotten
      expect(count()).toBe(4);
      await new Promise((r) => setTimeout(r, 500));
      await send('bounded-key-1'); // kept, but older than the age kept
      expect(count()).toBe(5);
    } finally {
      await small.close();
    }
  });

  it('feedback too', async () => {
    const feedback = () => readSubmissions(dataDir, 'feedback').length;
    const before = feedback();
    const body = { branchCode: 1, PassKey: 'demo-pass-key', Name: 'Hari', ContactNo: '9841000000', Email: '', Feedback: 'Thank you' };
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${server.url}/v1/General/FeedbackSuggestion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'feedback-key-01' },
        body: JSON.stringify(body),
      });
      expect(await r.json()).toEqual({ IsSuccess: true, ResponseMSG: 'Success' });
    }
    expect(feedback()).toBe(before + 1);
  });
});
