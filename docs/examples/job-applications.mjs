// A worked example of the school's own endpoint for job applications (docs/deployment.md, "Job
// applications"): the ERP has no endpoint for them, so a school that wants them delivered runs a
// small service like this one behind its proxy and points the form at it:
//
//   site.config.json   "job-apply": { "submit": { "kind": "http", "url": "/forms/job-apply", "encoding": "multipart" } }
//   nginx              location = /forms/job-apply { limit_except POST { deny all; } client_max_body_size 16m;
//                                                    proxy_pass http://127.0.0.1:8088; }
//
//   JOBS_DIR=/srv/job-applications PORT=8088 node docs/examples/job-applications.mjs
//
// Each application becomes a folder of its own under JOBS_DIR: application.json (the fields the
// form sends: firstName, lastName, email, phone with its E.164 form phoneE164, coverLetter, the
// job's title and id) and the files as the applicant named them (cv, photo). The answer is what
// the site reads: { IsSuccess: true, Id } (the applicant sees "Reference number: <Id>.") or
// { IsSuccess: false, ResponseMSG } with an HTTP error. The site sends an Idempotency-Key with
// each submission, the same on every retry of it: an application already taken is answered again
// with its first Id and kept once. Office staff read the folder, or a cron job mails new ones.
// The browser's checks of the files are the applicant's help, not a guard (anyone can post here),
// so this endpoint checks them again: each file's extension is one the form allows
// (schemas/forms/job-apply.ui.json), its first bytes are what that type starts with (a page or a
// program renamed .pdf is refused), and it is no larger than the form allows.
// Node's built-ins only (Request.formData() reads the multipart body).
import http from 'node:http';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const MB = 1024 * 1024;
/** The photo (10 MB) and the CV (5 MB) at their largest, and 1 MB for the rest. */
const MAX_BYTES = 16 * MB;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'phoneE164', 'coverLetter', 'job', 'jobId'];

/** How each type's file starts (its "magic bytes"). */
const MAGIC = {
  pdf: [Buffer.from('%PDF-')],
  png: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpg: [Buffer.from([0xff, 0xd8, 0xff])],
  jpeg: [Buffer.from([0xff, 0xd8, 0xff])],
  // Word 97-2003 (an OLE compound file) and Word 2007+ (a ZIP).
  doc: [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  docx: [Buffer.from([0x50, 0x4b, 0x03, 0x04])],
};

/** The files the form sends, as schemas/forms/job-apply.ui.json allows them (accept, maxSizeKB). */
export const JOB_FILES = {
  cv: {
    accept: ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'],
    maxBytes: 5 * MB,
    label: 'The CV',
    kinds: 'PDF, Word (DOC, DOCX), PNG or JPG',
  },
  photo: { accept: ['png', 'jpg', 'jpeg'], maxBytes: 10 * MB, label: 'The photo', kinds: 'PNG or JPG' },
};

/** Why a file is refused ('' when it is what the form allows). */
export function fileProblem(part, name, bytes) {
  const rule = JOB_FILES[part];
  const ext = /\.([A-Za-z0-9]+)$/.exec(String(name || ''))?.[1]?.toLowerCase() ?? '';
  if (!rule.accept.includes(ext)) return `${rule.label} must be a ${rule.kinds} file.`;
  if (!MAGIC[ext].some((m) => bytes.length >= m.length && bytes.subarray(0, m.length).equals(m)))
    return `${rule.label} is not a ${ext.toUpperCase()} file (its content does not match its name).`;
  if (bytes.length > rule.maxBytes) return `${rule.label} is larger than ${rule.maxBytes / MB} MB.`;
  return '';
}

/** A file name safe to write: letters, digits, dots, dashes; never a path. */
const safeName = (name, fallback) =>
  (
    String(name || '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^\.+/, '') || fallback
  ).slice(0, 80);

export function startJobApplications({ dir, port = 0, host = '127.0.0.1' }) {
  const server = http.createServer(async (req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return answer(405, { IsSuccess: false, ResponseMSG: 'POST only' });
    const chunks = [];
    let size = 0;
    for await (const c of req) {
      size += c.length;
      if (size > MAX_BYTES)
        return answer(413, { IsSuccess: false, ResponseMSG: `The application is too large (limit ${MAX_BYTES / MB} MB).` });
      chunks.push(c);
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const id = /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : randomUUID();
    const folder = join(dir, id);
    try {
      const kept = JSON.parse(await readFile(join(folder, 'application.json'), 'utf8'));
      return answer(200, { IsSuccess: true, ResponseMSG: 'Already received', Id: kept.reference });
    } catch {
      // not taken yet
    }
    let form;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
    } catch {
      return answer(400, { IsSuccess: false, ResponseMSG: 'Send the application as multipart/form-data.' });
    }
    const application = { reference: `A-${Date.now().toString(36).toUpperCase()}`, receivedAt: new Date().toISOString(), files: {} };
    for (const f of FIELDS) if (typeof form.get(f) === 'string') application[f] = form.get(f);
    if (!application.firstName || !application.email || !(form.get('cv') instanceof Blob))
      return answer(400, { IsSuccess: false, ResponseMSG: 'The name, the e-mail address and the CV are required.' });
    // Only the parts the form sends: any other file is refused, not kept.
    for (const [part, value] of form.entries())
      if (value instanceof Blob && !(part in JOB_FILES))
        return answer(400, { IsSuccess: false, ResponseMSG: `Unexpected file "${safeName(part, 'file')}".` });
    const files = [];
    for (const part of Object.keys(JOB_FILES)) {
      const file = form.get(part);
      if (!(file instanceof Blob)) continue;
      const bytes = Buffer.from(await file.arrayBuffer());
      const problem = fileProblem(part, file.name, bytes);
      if (problem) return answer(400, { IsSuccess: false, ResponseMSG: problem });
      files.push({ part, name: `${part}-${safeName(file.name, part)}`, bytes });
    }
    await mkdir(folder, { recursive: true });
    for (const { part, name, bytes } of files) {
      await writeFile(join(folder, name), bytes);
      application.files[part] = name;
    }
    await writeFile(join(folder, 'application.json'), JSON.stringify(application, null, 2));
    return answer(200, { IsSuccess: true, ResponseMSG: 'Received', Id: application.reference });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve({ server, port: server.address().port })));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.env.JOBS_DIR ?? join(process.cwd(), 'job-applications');
  const { port } = await startJobApplications({ dir, port: Number(process.env.PORT ?? 8088) });
  console.log(`job applications: POST http://127.0.0.1:${port}/ → ${dir}`);
}
