// @vitest-environment node
// The worked example of the school's own endpoint for job applications
// (docs/examples/job-applications.mjs, docs/deployment.md): the site's http delivery of the job
// application form reaches it, it keeps the application with its files, answers the reference the
// applicant sees, and a retry under the same Idempotency-Key is kept once.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../../src/config/site-config';
import { deliver } from '../../../src/forms/submit/deliver';
import type { JobApplyFormData } from '../../../src/generated/forms/job-apply';
// @ts-expect-error -- a plain .mjs example without types
import { startJobApplications } from '../../../docs/examples/job-applications.mjs';

const dir = mkdtempSync(join(tmpdir(), 'job-applications-'));
let server: Server;
let url = '';
beforeAll(async () => {
  const started = (await startJobApplications({ dir })) as { server: Server; port: number };
  server = started.server;
  url = `http://127.0.0.1:${started.port}/`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const CV = 'data:application/pdf;name=Sita%20Rai%20CV.pdf;base64,JVBERi0xLjQK';
const application = {
  firstName: 'Sita',
  lastName: 'Rai',
  email: 'sita@example.com',
  phone: '9841234567',
  cv: CV,
  coverLetter: 'I teach physics.',
} satisfies JobApplyFormData;

describe('the example endpoint for job applications', () => {
  it('keeps what the site sends (with the job), answers its reference, and keeps a retry once', async () => {
    const submit = { kind: 'http', url, encoding: 'multipart' } as const;
    const data = { ...application, phoneE164: '+9779841234567', job: 'Science Teacher', jobId: '1' };
    const first = await deliver(submit, data, siteConfig.site, 'key-job-12345');
    expect(first).toMatchObject({ ok: true, kind: 'http', reference: expect.stringMatching(/^A-[0-9A-Z]+$/) });
    const again = await deliver(submit, data, siteConfig.site, 'key-job-12345');
    expect(again).toEqual(first);
    expect(readdirSync(dir)).toEqual(['key-job-12345']);
    const folder = join(dir, 'key-job-12345');
    const kept = JSON.parse(readFileSync(join(folder, 'application.json'), 'utf8'));
    expect(kept).toMatchObject({
      firstName: 'Sita',
      lastName: 'Rai',
      email: 'sita@example.com',
      phoneE164: '+9779841234567',
      job: 'Science Teacher',
      jobId: '1',
      coverLetter: 'I teach physics.',
    });
    expect(kept.files).toEqual({ cv: 'cv-Sita_Rai_CV.pdf' });
    expect(readFileSync(join(folder, 'cv-Sita_Rai_CV.pdf'), 'utf8')).toBe('%PDF-1.4\n');
  });

  it('refuses an application without its CV, which the site then shows as not sent', async () => {
    const { cv: _cv, ...noCv } = application;
    const result = await deliver({ kind: 'http', url, encoding: 'multipart' }, noCv, siteConfig.site, 'key-job-67890');
    expect(result).toMatchObject({ ok: false });
    expect(readdirSync(dir)).not.toContain('key-job-67890');
  });
});
