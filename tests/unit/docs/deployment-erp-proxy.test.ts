// @vitest-environment node
// docs/deployment.md proxies onto the site's origin only the ERP calls the site makes: the
// operations of src/api/operations.ts and the endpoints the configured forms deliver to (nothing
// else of the ERP's API, which has staff actions too), POST only. Its nginx and static-host lists
// (between "erp-calls:begin" and "erp-calls:end") must equal what the code calls: a new operation
// or form delivery fails here, naming the line to add.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationPath } from '@src/api/fetcher';
import { ops } from '@src/api/operations';
import { deliveryPaths } from '@src/forms/submit/deliver';
import { UPLOAD_TIMEOUT_FACTOR } from '@src/forms/submit/http';
import { isUnsent } from '@src/forms/submit/types';
import type { SiteConfig } from '@src/generated/site-config';

const ROOT = join(import.meta.dirname, '../../..');
const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
const config = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8')) as SiteConfig;

/** What the site posts to on the back-end's origin, as paths of the site's origin. */
function siteCalls(): string[] {
  const paths = [
    ...Object.values(ops).map((op) => operationPath(op.name)),
    ...Object.values(config.forms).flatMap((form) => deliveryPaths(form.submit)),
  ];
  return [...new Set(paths.map((p) => `/${p}`))].sort();
}

/** The lines between the markers of every code block that has them. */
function listed(): { nginx: string[]; redirects: string[] } {
  const blocks = [...doc.matchAll(/```(\w*)\n([\s\S]*?)```/g)].filter((m) => m[2].includes('erp-calls:begin'));
  const between = (text: string) => {
    const m = /#\s*erp-calls:begin\n([\s\S]*?)\n\s*#\s*erp-calls:end/.exec(text);
    if (!m) throw new Error('a block has erp-calls:begin without erp-calls:end');
    return m[1]
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
  };
  const nginx = blocks.filter((m) => m[1] === 'nginx').map((m) => between(m[2]));
  const redirects = blocks.filter((m) => m[1] !== 'nginx').map((m) => between(m[2]));
  expect(nginx, 'one nginx list').toHaveLength(1);
  expect(redirects, 'one _redirects list').toHaveLength(1);
  return { nginx: nginx[0], redirects: redirects[0] };
}

/** Every location block of the guide's nginx examples: where it matches, and its body. */
function nginxLocations(): { where: string; body: string }[] {
  const out: { where: string; body: string }[] = [];
  for (const [, text] of doc.matchAll(/```nginx\n([\s\S]*?)```/g)) {
    for (const m of text.matchAll(/^\s*location\s+([^{\n]+)\{/gm)) {
      let depth = 1;
      let i = m.index + m[0].length;
      for (; i < text.length && depth > 0; i++) depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
      out.push({ where: m[1].trim(), body: text.slice(m.index + m[0].length, i - 1) });
    }
  }
  return out;
}

const NGINX_LINE =
  /^location = (\/\S+)\s+\{ (?:client_max_body_size (\d+)([km]); )?include snippets\/(school-erp(?:-form|-upload)?)\.conf; \}$/;
const REDIRECT_LINE = /^(\/\S+)\s+https:\/\/erp\.school\.edu\.np(\/\S+)\s+200$/;

/** The text of the guide's snippet /etc/nginx/snippets/<name>.conf. */
function snippetText(name: string): string {
  const text = new RegExp(`# /etc/nginx/snippets/${name}\\.conf[^\\n]*\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];
  if (text === undefined) throw new Error(`docs/deployment.md has no snippets/${name}.conf`);
  return text;
}

/** A directive's value in a snippet (the first), without its comment. */
const directive = (text: string, name: string): string | undefined => new RegExp(`^${name}\\s+([^;]+);`, 'm').exec(text)?.[1]?.trim();

/** nginx sizes and times in bytes and seconds. */
const bytes = (v: string) =>
  Number(/^(\d+)([km]?)$/i.exec(v)![1]) * { '': 1, k: 1024, m: 1024 * 1024 }[/^\d+([km]?)$/i.exec(v)![1].toLowerCase() as '' | 'k' | 'm'];
const seconds = (v: string) => Number(/^(\d+)s$/.exec(v)?.[1] ?? NaN);

/** What of a form's files its ui:options allow at their largest, in bytes (photo, file, documents). */
function formFileBytes(formId: string): number {
  const ui = JSON.parse(readFileSync(join(ROOT, 'schemas/forms', `${formId}.ui.json`), 'utf8')) as unknown;
  let total = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const widget = o['ui:widget'];
    const options = (o['ui:options'] ?? {}) as { maxSizeKB?: number; maxDocuments?: number };
    if (widget === 'photo' || widget === 'file' || widget === 'documents') {
      expect(options.maxSizeKB, `${formId}: a file field without maxSizeKB`).toBeGreaterThan(0);
      const count = widget === 'documents' ? options.maxDocuments : 1;
      expect(count, `${formId}: a documents field without maxDocuments`).toBeGreaterThan(0);
      total += options.maxSizeKB! * 1024 * count!;
    }
    Object.values(o).forEach(walk);
  };
  walk(ui);
  return total;
}

/** What a JSON form's text fields hold at their longest, in bytes (6 a character: a JSON escape). */
function formTextBytes(formId: string): number {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/forms', `${formId}.schema.json`), 'utf8')) as unknown;
  let total = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o.type === 'string') {
      // Bounded by maxLength, or by a pattern with no open-ended repeat (a date: 64 is ample).
      const bounded = typeof o.pattern === 'string' && !/[*+]|\{\d+,\}/.test(o.pattern) ? 64 : undefined;
      const max = typeof o.maxLength === 'number' ? o.maxLength : bounded;
      expect(max, `${formId}: a text field without maxLength`).toBeGreaterThan(0);
      total += max! * 6;
    }
    Object.values(o).forEach(walk);
  };
  walk(schema);
  return total;
}

/** What one list lacks and has too many of, against the site's calls. */
function difference(paths: string[], line: (path: string) => string) {
  const calls = siteCalls();
  return {
    add: calls.filter((c) => !paths.includes(c)).map(line),
    remove: paths.filter((p) => !calls.includes(p)),
  };
}

describe("the deployment guide's ERP proxy", () => {
  it('the site calls what the code says (the operations and the configured forms’ endpoints)', () => {
    const calls = siteCalls();
    expect(calls).toContain('/v1/General/GetNewsList');
    expect(calls).toContain('/v1/Admin/GetBirthDayList');
    // The feedback form delivers to the back-end's FeedbackSuggestion.
    expect(Object.values(config.forms).some((f) => f.submit.kind === 'feedback')).toBe(true);
    expect(calls).toContain('/v1/General/FeedbackSuggestion');
    expect(deliveryPaths({ kind: 'http', url: '/api/forms/contact?x=1', encoding: 'json' })).toEqual(['api/forms/contact']);
    expect(deliveryPaths({ kind: 'http', url: 'https://forms.example.org/contact', encoding: 'json' })).toEqual([]);
    expect(deliveryPaths({ kind: 'none' })).toEqual([]);
  });

  it('no code posts to the back-end past that list (a call by name outside src/api/operations.ts)', () => {
    const calls = siteCalls();
    const direct: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name)) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(/\b(callOperation|operationRequest|operationPath)\(\s*['"`]([^'"`]+)['"`]/g))
            direct.push(`${relative(ROOT, file)}: /${operationPath(m[2])}`);
          for (const m of text.matchAll(/\bpostJson\(\s*['"`]([^'"`]+)['"`]/g)) direct.push(`${relative(ROOT, file)}: /${m[1]}`);
        }
      }
    };
    walk(join(ROOT, 'src'));
    expect(
      direct.filter((d) => !calls.includes(d.split(': ')[1])),
      'called directly but in no list: make it an operation (src/api/operations.ts) or a delivery (deliveryPaths)',
    ).toEqual([]);
  });

  it('nginx proxies exactly those calls, POST only, and answers 404 for the rest of /v1/', () => {
    const { nginx } = listed();
    const bad = nginx.filter((l) => !NGINX_LINE.test(l));
    expect(bad, 'each line: location = /path { include snippets/school-erp[-form|-upload].conf; }').toEqual([]);
    const paths = nginx.map((l) => NGINX_LINE.exec(l)![1]);
    expect(
      difference(paths, (p) => `location = ${p} { include snippets/school-erp.conf; }`),
      'docs/deployment.md (nginx, between erp-calls:begin and erp-calls:end): add and remove these lines',
    ).toEqual({ add: [], remove: [] });
    const snippet = snippetText('school-erp-proxy');
    expect(snippet, 'the snippet every listed call includes').toMatch(/^limit_except POST \{ deny all; \}$/m);
    expect(snippet).toMatch(/^proxy_pass https:\/\/erp\.school\.edu\.np;$/m);
    for (const name of ['school-erp', 'school-erp-form', 'school-erp-upload'])
      expect(snippetText(name), `${name}.conf includes the shared one`).toMatch(/^include snippets\/school-erp-proxy\.conf;$/m);
    // Nothing else proxies the ERP's API: /v1/ itself answers 404.
    expect(doc).toMatch(/# erp-calls:end\n\s*location \/v1\/ \{\s*return 404;\s*\}/);
    // (A school's own endpoint, such as the job applications' example, proxies to a service of its
    // own, not to the ERP.)
    const proxied = nginxLocations().filter((l) => /proxy_pass https:\/\/erp\.school\.edu\.np/.test(l.body));
    expect(proxied.length, 'the three ERP file locations are found').toBeGreaterThanOrEqual(3);
    expect(
      proxied.map((l) => l.where).filter((where) => !/^~\* \^\/Attachments\//.test(where)),
      'only the ERP files proxy by themselves; ERP calls go through the list',
    ).toEqual([]);
  });

  it('the static-host _redirects proxies the same calls, and nothing else of /v1/', () => {
    const { redirects } = listed();
    const bad = redirects.filter((l) => {
      const m = REDIRECT_LINE.exec(l);
      return !m || m[1] !== m[2];
    });
    expect(bad, 'each line: /path https://erp.school.edu.np/path 200').toEqual([]);
    const paths = redirects.map((l) => REDIRECT_LINE.exec(l)![1]);
    const pad = Math.max(...paths.map((p) => p.length));
    expect(
      difference(paths, (p) => `${p.padEnd(pad)}  https://erp.school.edu.np${p.padEnd(pad)}  200`),
      'docs/deployment.md (_redirects, between erp-calls:begin and erp-calls:end): add and remove these lines',
    ).toEqual({ add: [], remove: [] });
    expect(doc).toMatch(/# erp-calls:end\n\/v1\/\*\s+\/404\.html\s+404\n/);
    expect(doc, 'no splat proxy of the API').not.toMatch(/^\/v1\/\*\s+https?:/m);
  });
});

describe("the guide's nginx example holds the forms to what they allow", () => {
  const lines = () =>
    listed().nginx.map((l) => {
      const m = NGINX_LINE.exec(l)!;
      return { path: m[1], body: m[2] ? `${m[2]}${m[3]}` : undefined, snippet: m[4] };
    });
  const formsOf = (path: string) => Object.entries(config.forms).filter(([, f]) => deliveryPaths(f.submit).some((p) => `/${p}` === path));
  const pageWait = config.site.constants.requestTimeoutMs / 1000;

  it('the four form routes have a rate limit and a snippet of their own; reads have neither', () => {
    const deliveries = [...new Set(Object.values(config.forms).flatMap((f) => deliveryPaths(f.submit)))].map((p) => `/${p}`).sort();
    expect(deliveries).toEqual(['/Home/SaveReg', '/v1/General/FeedbackSuggestion', '/v1/General/SaveAlumni', '/v1/Student/TCCC_Request']);
    for (const line of lines()) {
      const isForm = deliveries.includes(line.path);
      expect(line.snippet === 'school-erp', `${line.path}: ${isForm ? 'a form' : 'a read'}`).toBe(!isForm);
    }
    const zones = /# \/etc\/nginx\/conf\.d\/school-limits\.conf[^\n]*\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const defined = [...zones.matchAll(/^limit_req_zone \$binary_remote_addr zone=(\w+):\d+m rate=\d+r\/m;$/gm)].map((m) => m[1]);
    for (const name of ['school-erp-form', 'school-erp-upload']) {
      const zone = /^limit_req zone=(\w+) burst=\d+ nodelay;$/m.exec(snippetText(name))?.[1];
      expect(defined, `${name}.conf's limit_req zone is defined in the example`).toContain(zone);
    }
    expect(snippetText('school-erp')).not.toMatch(/limit_req/);
    // A request the rate limit refuses never reached the ERP: 429, which the page sends again by itself.
    expect(zones).toMatch(/^limit_req_status 429;$/m);
    expect(isUnsent({ ok: false, kind: 'erp-enquiry', problem: 'http 429' })).toBe(true);
  });

  it("nginx waits for the ERP longer than the page does (a form's answer is never cut off by the proxy first)", () => {
    const wait = (name: string) => seconds(directive(snippetText(name), 'proxy_read_timeout') ?? '');
    expect(wait('school-erp'), 'a read').toBeGreaterThan(pageWait);
    expect(wait('school-erp-form'), 'a JSON form').toBeGreaterThan(pageWait);
    const uploadWait = pageWait * UPLOAD_TIMEOUT_FACTOR;
    expect(uploadWait).toBe(60);
    expect(wait('school-erp-upload'), 'a form with files (the page waits 60 s)').toBeGreaterThan(uploadWait);
    expect(seconds(directive(snippetText('school-erp-upload'), 'proxy_send_timeout') ?? '')).toBeGreaterThan(uploadWait);
    for (const path of ['/Home/SaveReg', '/v1/General/SaveAlumni'])
      expect(lines().find((l) => l.path === path)?.snippet, path).toBe('school-erp-upload');
  });

  it("each form route's body limit is what its form allows (files from ui:options, text from maxLength)", () => {
    for (const line of lines()) {
      const forms = formsOf(line.path);
      if (!forms.length) {
        expect(line.body, `${line.path}: a read sets no body limit of its own`).toBeUndefined();
        continue;
      }
      const files = Math.max(...forms.map(([id]) => formFileBytes(id)));
      if (files > 0) {
        expect(line.snippet, `${line.path} carries files`).toBe('school-erp-upload');
        const limit = bytes(line.body ?? '0');
        expect(limit, `${line.path}: client_max_body_size ${line.body} holds ${files} bytes of files and 1 MB more`).toBeGreaterThanOrEqual(
          files + 1024 * 1024,
        );
        expect(limit, `${line.path}: client_max_body_size ${line.body} is no more than the form allows (+2 MB)`).toBeLessThanOrEqual(
          files + 2 * 1024 * 1024,
        );
      } else {
        expect(line.snippet, `${line.path} carries no files`).toBe('school-erp-form');
        expect(line.body).toBeUndefined();
        const limit = bytes(directive(snippetText('school-erp-form'), 'client_max_body_size')!);
        for (const [id] of forms) expect(limit, `${id}: its text at its longest`).toBeGreaterThanOrEqual(formTextBytes(id) + 2048);
        expect(limit).toBeLessThanOrEqual(64 * 1024);
      }
    }
    expect(bytes(directive(snippetText('school-erp'), 'client_max_body_size')!)).toBeLessThanOrEqual(16 * 1024);
  });

  it("the visitor's address is $remote_addr (the site's nginx is the edge), never a header the visitor sent", () => {
    expect(snippetText('school-erp-proxy')).toMatch(/^proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(doc).not.toContain('$proxy_add_x_forwarded_for');
  });
});

describe("the guide's nginx example for the ERP's files", () => {
  /** nginx's choice of location for a (decoded) path: `=`, else the first regex that matches, else the longest prefix. */
  function locationFor(path: string): { where: string; body: string } | undefined {
    const all = nginxLocations();
    const exact = all.find((l) => l.where === `= ${path}`);
    if (exact) return exact;
    for (const l of all) {
      const m = /^(~\*?)\s+(?:"(.*)"|(\S+))$/.exec(l.where);
      if (!m) continue;
      // nginx's own escapes in a quoted string (\\ \" \'), then PCRE as JavaScript reads it.
      const source = (m[2] ?? m[3]).replace(/\\(["'\\])/g, '$1');
      if (new RegExp(source, m[1] === '~*' ? 'i' : '').test(path)) return l;
    }
    return all
      .filter((l) => !/^[~=]/.test(l.where) && path.startsWith(l.where.replace(/^\^~\s+/, '')))
      .sort((a, b) => b.where.length - a.where.length)[0];
  }
  const refused = (path: string) => /^\s*return 404;\s*$/.test(locationFor(path)?.body ?? '');
  const proxied = (path: string) => /proxy_pass https:\/\/erp\.school\.edu\.np;/.test(locationFor(path)?.body ?? '');

  it('passes on images and documents of the folders the site shows', () => {
    for (const path of [
      '/Attachments/appcms/4f3c.png',
      '/Attachments/academic/student/4f3c.JPG',
      '/Attachments/appcms/notice.pdf',
      '/Attachments/appcms/form.docx',
      '/Attachments/appcms/logo.svg',
    ])
      expect(proxied(path), path).toBe(true);
  });

  it('answers 404 for any other extension: IIS would run .aspx, .ashx and the like', () => {
    for (const path of [
      '/Attachments/academic/student/4f3c.aspx',
      '/Attachments/academic/student/4f3c.ashx',
      '/Attachments/academic/student/4f3c.asmx',
      '/Attachments/appcms/evil.html',
      '/Attachments/appcms/evil.js',
      '/Attachments/appcms/web.config',
      '/Attachments/appcms/no-extension',
      '/Attachments/private/salaries.png',
    ])
      expect(refused(path), path).toBe(true);
  });

  it('refuses a backslash, %5C (decoded by nginx to one) and %255C anywhere in the path: IIS reads \\ as /', () => {
    for (const path of [
      '/Attachments/appcms/..\\..\\Web.config.png',
      '/Attachments/appcms\\..\\private\\salaries.png',
      '/Attachments/academic/student/x\\..\\..\\bin\\a.pdf',
      '/Attachments/appcms/%5c..%5Cweb.config.pdf',
    ])
      expect(refused(path), path).toBe(true);
    // Before the image and document locations, which would match such a path too.
    const all = nginxLocations().map((l) => l.where);
    const first = all.findIndex((w) => w.startsWith('~') && w.includes('/Attachments/'));
    expect(all[first], 'the first /Attachments/ regex is the backslash refusal').toMatch(/x5c|\\\\/i);
  });
});
