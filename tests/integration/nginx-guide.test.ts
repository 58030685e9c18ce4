// @vitest-environment node
// docs/deployment.md's nginx example, run by nginx itself (Debian's package: apt-get install
// nginx; skipped where it is not installed): the snippets and the server block as the guide
// writes them, the ERP replaced by a fake one on loopback that records what reaches it. The rules
// the parse of tests/unit/docs/deployment-erp-proxy.test.ts reads, here as nginx applies them:
// a backslash (raw, %5C, %255C) under /Attachments/ never reaches the ERP (IIS reads it as '/'),
// nor an extension IIS would run; the ERP sees the visitor's address, not a header the visitor
// sent; the forms' rate limit answers 429; a body over a form's limit is 413.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NGINX = '/usr/sbin/nginx';
const ROOT = join(import.meta.dirname, '../..');
const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');

/** A code block of the guide by its first line's comment (a file's path), or the server block. */
function block(start: string): string {
  const found = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]).find((text) => text.startsWith(start));
  if (!found) throw new Error(`docs/deployment.md has no nginx block starting "${start}"`);
  return found;
}

const seen: { method: string; url: string; forwardedFor: string | undefined }[] = [];
let erp: http.Server;
let nginx: ChildProcess | undefined;
let dir = '';
let port = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** One raw HTTP/1.1 request (the path exactly as given: a raw backslash included). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = Object.entries({
        host: 'www.school.edu.np',
        connection: 'close',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      // write, not end: a client that half-closes is one that went away (nginx drops the request).
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n${body}`);
    });
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const available = existsSync(NGINX);

beforeAll(async () => {
  if (!available) return;
  erp = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"IsSuccess":true,"ResponseMSG":"Saved"}');
    });
  });
  await new Promise<void>((r) => erp.listen(0, '127.0.0.1', r));
  const erpUrl = `http://127.0.0.1:${(erp.address() as net.AddressInfo).port}`;
  port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'nginx-guide-'));
  mkdirSync(join(dir, 'snippets'));
  mkdirSync(join(dir, 'www'));
  // The guide's text, with only what a test machine needs changed: the ERP's address, where the
  // files are, a plain-HTTP listen on loopback, and no brotli module (not in Debian's nginx).
  const local = (text: string) =>
    text
      .replaceAll('https://erp.school.edu.np', erpUrl)
      .replaceAll('proxy_ssl_server_name on;', '')
      .replaceAll('include snippets/', `include ${dir}/snippets/`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
      .replace(/^\s*root .*$/m, `root ${dir}/www;`)
      .replace(/^\s*brotli_static on;$/m, '');
  for (const name of ['school-headers', 'school-erp-proxy', 'school-erp', 'school-erp-form', 'school-erp-upload'])
    writeFileSync(join(dir, 'snippets', `${name}.conf`), local(block(`# /etc/nginx/snippets/${name}.conf`)));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\naccess_log off;\n${temp}\n` +
      `${local(block('# /etc/nginx/conf.d/school-limits.conf'))}\n${local(block('server {'))}\n}\n`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refuses the guide's example:\n${check.stderr}`);
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      await raw('GET', '/assets/none.js');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});

afterAll(async () => {
  nginx?.kill();
  if (erp) await new Promise((r) => erp.close(r));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!available)("the guide's nginx example, run by nginx", () => {
  it('passes on images and documents of the folders the site shows, and nothing else of /Attachments/', async () => {
    seen.length = 0;
    expect(await raw('GET', '/Attachments/appcms/4f3c.png')).toBe(200);
    expect(await raw('GET', '/Attachments/academic/student/notice.PDF')).toBe(200);
    for (const path of [
      '/Attachments/academic/student/4f3c.aspx',
      '/Attachments/academic/student/4f3c.ashx',
      '/Attachments/appcms/evil.html',
      '/Attachments/appcms/web.config',
      '/Attachments/private/salaries.png',
    ])
      expect(await raw('GET', path), path).toBe(404);
    expect(seen.map((s) => s.url)).toEqual(['/Attachments/appcms/4f3c.png', '/Attachments/academic/student/notice.PDF']);
  });

  it('refuses a backslash under /Attachments/, raw, as %5C or as %255C: none reaches the ERP', async () => {
    seen.length = 0;
    for (const path of [
      '/Attachments/appcms\\..\\..\\web.config.png',
      '/Attachments/appcms/x\\y.pdf',
      '/Attachments/appcms%5C..%5Cweb.config.png',
      '/Attachments/appcms/%5c..%5cx.pdf',
      '/Attachments/appcms/x%255C..%255Cy.png',
    ])
      expect(await raw('GET', path), path).toBe(404);
    expect(seen).toEqual([]);
  });

  it("gives the ERP the visitor's address, never the X-Forwarded-For the visitor sent", async () => {
    seen.length = 0;
    const body = '{"branchCode":"01"}';
    const status = await raw(
      'POST',
      '/v1/General/GetNewsList',
      { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body,
    );
    expect(status).toBe(200);
    expect(seen.map((s) => s.forwardedFor)).toEqual(['127.0.0.1']);
  });

  it('limits how often one address sends a form (429, which the page knows never reached the ERP); reads are not limited', async () => {
    seen.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push(await raw('POST', '/v1/Student/TCCC_Request', { 'content-type': 'application/json' }, '{}'));
    expect(statuses.filter((s) => s === 429).length, statuses.join(' ')).toBeGreaterThan(0);
    expect(seen.length).toBe(statuses.filter((s) => s === 200).length);
    const reads: number[] = [];
    for (let i = 0; i < 14; i++) reads.push(await raw('POST', '/v1/General/GetNewsList', { 'content-type': 'application/json' }, '{}'));
    expect(reads.every((s) => s === 200)).toBe(true);
  });

  it("refuses a body over its form's limit (413) before the ERP sees it", async () => {
    seen.length = 0;
    const big = 'x'.repeat(12 * 1024 * 1024);
    expect(await raw('POST', '/v1/General/SaveAlumni', { 'content-type': 'multipart/form-data; boundary=b' }, big)).toBe(413);
    expect(await raw('POST', '/v1/General/FeedbackSuggestion', { 'content-type': 'application/json' }, 'x'.repeat(40 * 1024))).toBe(413);
    expect(seen).toEqual([]);
  });
});
