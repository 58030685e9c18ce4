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
import { siteConfig } from '@src/site-config/config-file';
import { deliver } from '@src/forms/submit/deliver';
import type { JobApplyFormData } from '@src/generated/forms/job-apply';
// @ts-expect-error -- a plain .mjs example without types
import { JOB_FILES, startJobApplications } from '../../../../docs/examples/job-applications.mjs';

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

  describe('checks the files on the server, whatever the browser let through', () => {
    const dataUrl = (type: string, name: string, bytes: Buffer) =>
      `data:${type};name=${encodeURIComponent(name)};base64,${bytes.toString('base64')}`;
    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
    const send = (data: Record<string, unknown>, key: string) =>
      deliver({ kind: 'http', url, encoding: 'multipart' }, { ...application, ...data }, siteConfig.site, key);
    const post = async (body: FormData) => {
      const res = await fetch(url, { method: 'POST', body, headers: { 'idempotency-key': 'key-job-extra-part' } });
      return { status: res.status, body: (await res.json()) as { IsSuccess: boolean; ResponseMSG: string } };
    };

    it("allows exactly the form's types and sizes (schemas/forms/job-apply.ui.json)", () => {
      const ui = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../schemas/forms/job-apply.ui.json'), 'utf8'));
      for (const part of ['cv', 'photo']) {
        const options = ui[part]['ui:options'] as { accept: string[]; maxSizeKB: number };
        expect(JOB_FILES[part].accept, part).toEqual(options.accept);
        expect(JOB_FILES[part].maxBytes, part).toBe(options.maxSizeKB * 1024);
      }
      expect(Object.keys(JOB_FILES).sort()).toEqual(
        Object.keys(ui)
          .filter((k) => ['photo', 'file'].includes(ui[k]['ui:widget']))
          .sort(),
      );
    });

    it('keeps a Word CV and a JPEG photo that are what their names say', async () => {
      const r = await send(
        {
          cv: dataUrl('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx', DOCX),
          photo: dataUrl('image/jpeg', 'me.jpg', JPEG),
        },
        'key-job-good-files',
      );
      expect(r).toMatchObject({ ok: true });
      expect(JSON.parse(readFileSync(join(dir, 'key-job-good-files', 'application.json'), 'utf8')).files).toEqual({
        cv: 'cv-cv.docx',
        photo: 'photo-me.jpg',
      });
    });

    it.each([
      [
        'a program renamed .pdf',
        { cv: dataUrl('application/pdf', 'cv.pdf', Buffer.from('MZ\x90\x00 this is a Windows program')) },
        /The CV is not a PDF file/,
      ],
      [
        'a page sent as the CV',
        { cv: dataUrl('text/html', 'cv.html', Buffer.from('<script>alert(1)</script>')) },
        /The CV must be a PDF, Word \(DOC, DOCX\), PNG or JPG file/,
      ],
      [
        'a server script sent as the CV',
        { cv: dataUrl('application/octet-stream', 'cv.aspx', Buffer.from('<%@ Page %>')) },
        /The CV must be/,
      ],
      ['a PNG named .jpg', { cv: CV, photo: dataUrl('image/jpeg', 'me.jpg', PNG) }, /The photo is not a JPG file/],
      [
        'a PDF as the photo',
        { cv: CV, photo: dataUrl('application/pdf', 'me.pdf', Buffer.from('%PDF-1.4')) },
        /The photo must be a PNG or JPG file/,
      ],
      [
        'a CV over 5 MB',
        { cv: dataUrl('application/pdf', 'cv.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)])) },
        /The CV is larger than 5 MB/,
      ],
    ])('refuses %s, keeping nothing', async (what, files, message) => {
      const key = `key-job-bad-${what.replace(/[^a-z0-9]+/gi, '-')}`;
      const r = await send(files, key);
      expect(r, what).toMatchObject({ ok: false });
      expect(readdirSync(dir)).not.toContain(key);
      // The endpoint's own words, as a school's staff would read them in its log.
      const body = new FormData();
      body.set('firstName', 'Sita');
      body.set('email', 'sita@example.com');
      for (const [part, value] of Object.entries(files)) {
        const m = /^data:([^;]+);name=([^;]+);base64,(.*)$/.exec(value)!;
        body.set(part, new Blob([Buffer.from(m[3], 'base64')], { type: m[1] }), decodeURIComponent(m[2]));
      }
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.ResponseMSG).toMatch(message);
    });

    it('refuses a file under a part name the form does not send', async () => {
      const body = new FormData();
      body.set('firstName', 'Sita');
      body.set('email', 'sita@example.com');
      body.set('cv', new Blob([Buffer.from('%PDF-1.4')], { type: 'application/pdf' }), 'cv.pdf');
      body.set('shell', new Blob([Buffer.from('<%@ Page %>')]), 'shell.aspx');
      const res = await post(body);
      expect(res).toEqual({ status: 400, body: { IsSuccess: false, ResponseMSG: 'Unexpected file "shell".' } });
      expect(readdirSync(dir)).not.toContain('key-job-extra-part');
    });
  });
});
