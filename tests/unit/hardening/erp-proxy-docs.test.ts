// @vitest-environment node
// docs/deployment.md proxies onto the site's origin only the ERP calls the site makes: the
// operations of src/api/operations.ts and the endpoints the configured forms deliver to (nothing
// else of the ERP's API, which has staff actions too), POST only. Its nginx and static-host lists
// (between "erp-calls:begin" and "erp-calls:end") must equal what the code calls: a new operation
// or form delivery fails here, naming the line to add.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationPath } from '../../../src/api/fetcher';
import { ops } from '../../../src/api/operations';
import { deliveryPaths } from '../../../src/forms/submit/deliver';
import type { SiteConfig } from '../../../src/generated/site-config';

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

const NGINX_LINE = /^location = (\/\S+)\s+\{ include snippets\/school-erp\.conf; \}$/;
const REDIRECT_LINE = /^(\/\S+)\s+https:\/\/erp\.school\.edu\.np(\/\S+)\s+200$/;

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
    expect(bad, 'each line: location = /path { include snippets/school-erp.conf; }').toEqual([]);
    const paths = nginx.map((l) => NGINX_LINE.exec(l)![1]);
    expect(
      difference(paths, (p) => `location = ${p} { include snippets/school-erp.conf; }`),
      'docs/deployment.md (nginx, between erp-calls:begin and erp-calls:end): add and remove these lines',
    ).toEqual({ add: [], remove: [] });
    const snippet = /# \/etc\/nginx\/snippets\/school-erp\.conf[^\n]*\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    expect(snippet, 'the snippet every listed call includes').toMatch(/^limit_except POST \{ deny all; \}$/m);
    expect(snippet).toMatch(/^proxy_pass https:\/\/erp\.school\.edu\.np;$/m);
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
