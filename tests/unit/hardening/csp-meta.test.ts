// @vitest-environment node
// The Content Security Policy as a <meta http-equiv> in the site's HTML, for static hosts that send
// no headers (scripts/csp-meta-plugin.ts, scripts/security-headers.mjs): the header's policy with
// what a meta cannot carry left out, connect-src naming the other origins the build's config
// fetches from, put right after <meta charset> in index.html (the app shell, and through it every
// prerendered page) and nowhere else. The built pages: tests/e2e/security-headers.spec.mjs and
// tests/e2e/hostile-prerender.spec.mjs.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import {
  HEADER_ONLY_DIRECTIVES,
  connectOrigins,
  contentSecurityPolicy,
  cspMetaTag,
  fileOrigins,
  metaContentSecurityPolicy,
} from '../../../scripts/security-headers.mjs';
import { cspMeta, withCspMeta } from '../../../scripts/csp-meta-plugin';

const ROOT = resolve(import.meta.dirname, '../../..');
const directives = (csp: string) => csp.split('; ').map((d) => d.split(' ')[0]);

describe('the meta policy', () => {
  it("is the header's, directive for directive, less frame-ancestors (and the others a meta cannot carry)", () => {
    const header = contentSecurityPolicy({ connect: ['https://erp.example.edu.np'] }).split('; ');
    const meta = metaContentSecurityPolicy({ connect: ['https://erp.example.edu.np'] }).split('; ');
    expect(header.filter((d) => !meta.includes(d))).toEqual(["frame-ancestors 'self'"]);
    expect(meta.filter((d) => !header.includes(d))).toEqual([]);
    expect(directives(meta.join('; ')).filter((d) => HEADER_ONLY_DIRECTIVES.includes(d))).toEqual([]);
    expect(HEADER_ONLY_DIRECTIVES).toEqual(expect.arrayContaining(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']));
  });

  it('is an attribute value that cannot end early', () => {
    expect(cspMetaTag()).toBe(`<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy()}" />`);
    expect(cspMetaTag({ connect: ['https://a.example/"><script>'] })).not.toContain('"><script>');
  });

  it("names in connect-src the back-end, file host and form endpoints of the build's config on other origins", () => {
    const config = {
      site: { apiBase: 'https://erp.example.edu.np/api/', fileHost: 'https://files.example.edu.np' },
      forms: {
        a: { submit: { kind: 'http', url: 'https://forms.example.org/hook' } },
        b: { submit: { kind: 'http', url: '/api/forms/b' } },
        c: { submit: { kind: 'none' } },
        d: { submit: { kind: 'feedback' } },
      },
    };
    expect(connectOrigins(config)).toEqual(['https://erp.example.edu.np', 'https://files.example.edu.np', 'https://forms.example.org']);
    // The same origin ('' or a path) needs nothing; the build's variables win over the config, as in the code.
    expect(connectOrigins({ site: { apiBase: '', fileHost: '' } })).toEqual([]);
    expect(connectOrigins({ site: { apiBase: '/erp', fileHost: 'not a url' } })).toEqual([]);
    expect(connectOrigins(config, { VITE_API_BASE: '', VITE_FILE_HOST: 'http://10.0.0.5:8080/files' })).toEqual([
      'http://10.0.0.5:8080',
      'https://forms.example.org',
    ]);
    // A file host on plain http keeps its pictures (https: is allowed already).
    expect(fileOrigins({ site: { fileHost: 'http://10.0.0.5:8080/files' } })).toEqual(['http://10.0.0.5:8080']);
    expect(fileOrigins({ site: { fileHost: 'https://files.example.edu.np' } })).toEqual([]);
    const d = metaContentSecurityPolicy({ files: ['http://10.0.0.5:8080'] }).split('; ');
    expect(d).toContain("img-src 'self' data: https: http://10.0.0.5:8080");
    expect(d).toContain("media-src 'self' https: http://10.0.0.5:8080");
  });
});

describe('the build plugin', () => {
  const SHELL =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>School</title>\n  </head>\n</html>\n';
  const transform = (filename: string) => {
    const hook = cspMeta(ROOT).transformIndexHtml as (html: string, ctx: IndexHtmlTransformContext) => string;
    const ctx: Pick<IndexHtmlTransformContext, 'filename' | 'path'> = { filename, path: '/' };
    return hook(SHELL, ctx);
  };

  it('puts the policy right after <meta charset> of index.html, before anything it governs', () => {
    const out = transform(resolve(ROOT, 'index.html'));
    expect(out).toBe(SHELL.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMetaTag()}`));
  });

  it("leaves the studio's page alone, runs only in a build, and refuses a shell it cannot place the policy in", () => {
    expect(transform(resolve(ROOT, 'studio.html'))).toBe(SHELL);
    expect(cspMeta(ROOT).apply).toBe('build');
    expect(() => withCspMeta('<html><head><title>x</title></head></html>', cspMetaTag())).toThrow(/no <meta charset>/);
  });
});
