// A render's facts travel in its render context (src/render/render-context.ts), never through
// module state set from outside a render: no module of src/ exports a setter or collector of
// render state again, and the server bundle's entry exports none; a render names the files of the
// file host it is given, whatever another render at the same time was given. (In a DOM: the
// renderer's sanitizer is the page's DOMPurify, as in the app's own tests.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureBodies } from '@test/fixtures';

const SRC = join(import.meta.dirname, '../../../../src');
const OLD = [
  'setLang',
  'setRenderNow',
  'setRenderTime',
  'takeTimeRead',
  'noteDayBound',
  'takeDayBound',
  'setPurifier',
  'collectUsedKeys',
  'noteKeyUsed',
  'noteViewValue',
  'collectModules',
  // Where the back-end and its files are (src/api/endpoint.ts), and the live-only answers' values (src/api/live-only-data.ts).
  'setEndpoints',
  'configureApi',
  'noteLiveOnlyData',
  // Whether the page came prerendered (it was src/api/prerendered.ts): the client render's context says it.
  'markPrerendered',
  'isPrerendered',
  // The language plain helpers spoke during a server render (it was src/i18n/t.ts's): each is given it.
  'speaking',
  'getLang',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'generated' ? [] : sources(join(dir, e.name))) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('render state', () => {
  it('no module of src/ exports a setter or collector of render state', () => {
    const found = sources(SRC).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return OLD.filter((name) => new RegExp(`export (function|const|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(text)).map(
        (name) => `${f.slice(SRC.length + 1)}: ${name}`,
      );
    });
    expect(found).toEqual([]);
  });

  it("the server entry exports none of them, and the renderer's modules none either", async () => {
    const modules = await Promise.all([
      import('@src/entry-server'),
      import('@src/i18n/t'),
      import('@src/hooks/use-now'),
      import('@src/components/safe-html/sanitize'),
      import('@src/island-kit/lazy-part'),
      import('@src/api/endpoint'),
      import('@src/api/live-only-data'),
    ]);
    for (const m of modules) expect(Object.keys(m).filter((k) => OLD.includes(k))).toEqual([]);
  });

  it('a render names the files of the file host it is given: two renders at once, two hosts', async () => {
    const { renderUrl, siteConfig, snapshotFromBodies } = await import('@src/entry-server');
    const { data } = snapshotFromBodies(fixtureBodies());
    const url = '/who-we-are/about-us';
    const route = siteConfig.routes.find((r) => r.path === url)!;
    const hosts = ['https://files-a.example.edu.np', 'https://files-b.example.edu.np'];
    const pages = await Promise.all(
      hosts.map((fileHost) => renderUrl(url, data, { route, now: Date.UTC(2026, 10, 24, 6, 0), endpoints: { apiBase: '', fileHost } })),
    );
    pages.forEach((page, n) => {
      // The back-end's pictures (the lead photo, the school's logo): on this render's host only.
      const files = [...page.html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]).filter((src) => src.includes('/Attachments/'));
      expect(files.length, hosts[n]).toBeGreaterThan(1);
      expect(
        files.filter((src) => !src.startsWith(`${hosts[n]}/Attachments/`)),
        hosts[n],
      ).toEqual([]);
    });
  });
});
