// @vitest-environment node
// The Content Security Policy as a <meta http-equiv> in the site's HTML, for static hosts that send
// no headers (scripts/build/security-headers.ts): the header's policy with what a meta cannot carry
// left out, connect-src naming the other origins the build's config fetches from, put right after
// <meta charset> by the one writer of heads (scripts/build/page-writer.ts: every page, 404.html,
// later.html) and in the app shell's head (scripts/build/vite/shell-head.ts: index.html, which becomes
// spa.html), and nowhere else. The built pages: tests/e2e/security-headers.spec.mjs and
// tests/e2e/hostile-prerender.spec.mjs.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import {
  HEADER_ONLY_DIRECTIVES,
  connectOrigins,
  contentSecurityPolicy,
  cspMetaTag,
  fileOrigins,
  metaContentSecurityPolicy,
  sitePolicy,
} from '@scripts/build/security-headers';
import { shellHead, withShellHead } from '@scripts/build/vite/shell-head';
import { pageWriter, shellTags } from '@scripts/build/page-writer';
import { withFacts } from '@test/written-page';

const ROOT = resolve(import.meta.dirname, '../../../..');
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
    expect(sitePolicy(config, { VITE_FILE_HOST: 'http://10.0.0.5:8080/files' })).toEqual({
      connect: connectOrigins(config, { VITE_FILE_HOST: 'http://10.0.0.5:8080/files' }),
      files: ['http://10.0.0.5:8080'],
    });
    const d = metaContentSecurityPolicy({ files: ['http://10.0.0.5:8080'] }).split('; ');
    expect(d).toContain("img-src 'self' data: https: http://10.0.0.5:8080");
    expect(d).toContain("media-src 'self' https: http://10.0.0.5:8080");
  });
});

describe('the app shell (the build plugin)', () => {
  const SHELL = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>School</title>\n  </head>\n</html>\n';
  const plugin = (command: 'build' | 'serve') => {
    const p = shellHead(ROOT);
    const resolved = { command, mode: command === 'build' ? 'production' : 'development', envDir: ROOT } as ResolvedConfig;
    (p.configResolved as (c: ResolvedConfig) => void)(resolved);
    const hook = (p.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string }).handler;
    return (filename: string) => hook(SHELL, { filename, path: '/' });
  };

  it("starts index.html's head with the page writer's shell tags, the policy right after <meta charset>", () => {
    const out = plugin('build')(resolve(ROOT, 'index.html'));
    const tags = shellTags(cspMetaTag());
    expect(tags[0]).toBe('<meta charset="UTF-8" />');
    expect(tags[1]).toBe(cspMetaTag());
    expect(out).toBe(SHELL.replace('<head>', `<head>\n    ${tags.join('\n    ')}`));
  });

  it("gives the dev server's shell no policy, leaves the studio's page alone, and refuses a shell it cannot place its tags in", () => {
    expect(plugin('serve')(resolve(ROOT, 'index.html'))).toBe(SHELL.replace('<head>', `<head>\n    ${shellTags('').join('\n    ')}`));
    expect(plugin('serve')(resolve(ROOT, 'index.html'))).not.toContain('Content-Security-Policy');
    expect(plugin('build')(resolve(ROOT, 'studio.html'))).toBe(SHELL);
    expect(() => withShellHead('<html><title>x</title></html>', shellTags(cspMetaTag()))).toThrow(/no <head>/);
  });
});

describe('the pages (the page writer)', () => {
  const bundle = { entry: { file: 'assets/index-1.js', css: [] }, named: { shell: 's', wake: 'w' }, modules: {} };
  const ssr = {
    laterSlot: () => '<div data-later-slot></div>',
    laterTexts: () => ({ title: 'T', back: 'B' }),
    LATER_MARK: '<!--m-->',
    IMAGE_COPIES_KEY: '@images',
    copiesFor: () => ({}),
  };
  const csp = cspMetaTag({ connect: ['https://erp.example.edu.np'] });
  const writer = pageWriter({ bundle, builtAt: 1, readCss: () => '', ssr, fresh: () => ({}), csp });
  const page = withFacts({
    path: '/',
    lang: 'en' as const,
    head: { title: 'School', description: '', siteName: 'School', image: '', url: '' },
    html: '<main>a</main>',
    later: { at: 6, sections: ['<div data-section="x"></div>'] },
    used: {},
    islands: [],
    reads: [],
  });

  it('writes the policy right after <meta charset> in a page, a page of no path (404.html) and later.html', () => {
    const files = writer.files(page);
    const after = (html: string) =>
      new RegExp(`<meta charset="utf-8"\\s*/?>\\s*${csp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(html);
    expect(after(files['index.html'])).toBe(true);
    expect(after(files['later.html'])).toBe(true);
    expect(after(writer.document(page, { prerendered: false }))).toBe(true);
    expect(files['index.html'].split('Content-Security-Policy')).toHaveLength(2);
  });

  it('refuses to write pages without a policy', () => {
    expect(() => pageWriter({ bundle, builtAt: 1, readCss: () => '', ssr, fresh: () => ({}), csp: '' })).toThrow(/Content-Security-Policy/);
  });
});
