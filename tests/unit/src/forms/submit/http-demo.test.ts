// @vitest-environment node
// The 'http' submit adapter against the demo back-end's POST /api/forms/<name>: JSON and
// multipart arrive and are recorded (files as files); what the form's schema refuses, an unknown
// form and a failing endpoint are failures, and nothing is recorded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '@demo/server.mjs';
import { readSubmissions } from '@demo/submissions.mjs';
import { sendHttp } from '@src/forms/submit/http';
import type { ContactFormData } from '@src/generated/forms/contact';
import type { JobApplyFormData } from '@src/generated/forms/job-apply';

let server: DemoServer;
const dataDir = mkdtempSync(join(tmpdir(), 'forms-http-'));
beforeAll(async () => {
  server = await startDemoServer({ port: 0, dataDir });
});
afterAll(() => server.close());

const records = async (name: string) => readSubmissions(dataDir, name);
const cv = 'data:application/pdf;name=cv.pdf;base64,' + Buffer.from('%PDF-1.4 test').toString('base64');
// The forms' fields by their generated types: a field renamed in a schema fails the typecheck here.
const applicant = { firstName: 'Hari', lastName: 'KC', email: 'hari@example.com', phone: '9800000000' } satisfies Omit<
  JobApplyFormData,
  'cv'
>;

describe('http adapter against the demo back-end', () => {
  it('JSON: delivered and recorded, with the reference the back-end gave', async () => {
    const message = { name: 'Sita', email: 'sita@example.com', message: 'Hello' } satisfies ContactFormData;
    const result = await sendHttp(`${server.url}/api/forms/contact`, 'json', message);
    expect(result).toEqual({ ok: true, kind: 'http', reference: '1' });
    const [record] = await records('contact');
    expect(record.data).toEqual(message);
  });

  it('multipart: fields by dotted name and files as files', async () => {
    const result = await sendHttp(`${server.url}/api/forms/job-apply`, 'multipart', { ...applicant, cv, extra: { job: 'Math Teacher' } });
    expect(result.ok).toBe(true);
    const [record] = await records('job-apply');
    expect(record.data).toEqual({ ...applicant, 'extra.job': 'Math Teacher' });
    expect(record.files).toMatchObject([{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', size: 13 }]);
  });

  it('a submission the form schema refuses is a failure and is not recorded', async () => {
    const before = (await records('job-apply')).length;
    expect(await sendHttp(`${server.url}/api/forms/job-apply`, 'multipart', { firstName: 'Hari', cv })).toMatchObject({
      ok: false,
      problem: 'http 400',
    });
    expect(await sendHttp(`${server.url}/api/forms/job-apply`, 'json', { ...applicant, email: 'nope', cv })).toMatchObject({
      ok: false,
      problem: 'http 400',
    });
    expect(await records('job-apply')).toHaveLength(before);
  });

  it('an endpoint that refuses is a failure', async () => {
    expect(await sendHttp(`${server.url}/api/forms/Bad_Name`, 'json', {})).toMatchObject({ ok: false, problem: 'http 404' });
    expect(await sendHttp(`${server.url}/api/forms/no-such-form`, 'json', {})).toMatchObject({ ok: false, problem: 'http 404' });
  });
});
