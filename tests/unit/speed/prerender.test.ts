// @vitest-environment node
// The pages step (scripts/prerender.mjs) never stops on a page it cannot make: a link in the
// school's rich text to a path that cannot be a folder, or a page that throws while rendered, is
// skipped with its reason, and every other page is written. Run with a stand-in for the server
// bundle (each page as renderUrl returns it) and the real page writer, into a temporary folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prerender, unwritableReason } from '../../../scripts/prerender.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built bundle's output: the shell, the island manifest, the global CSS. */
function built(): string {
  const out = mkdtempSync(join(tmpdir(), 'prerender-'));
  dirs.push(out);
  mkdirSync(join(out, '.vite'));
  mkdirSync(join(out, 'assets'));
  writeFileSync(join(out, 'index.html'), '<!doctype html><title>School</title>');
  writeFileSync(join(out, 'assets/index.css'), 'body{margin:0}');
  writeFileSync(
    join(out, '.vite/islands.json'),
    JSON.stringify({ entry: { file: 'assets/index-1.js', css: ['assets/index.css'] }, named: {}, modules: {} }),
  );
  return out;
}

const HOSTILE = ['/programs/page-data.json', '/programs/%E0', '/programs/%00', '/programs/a%2Fb', '/programs/..', '/programs/broken'];
const routes = [
  { path: '/', page: 'home' },
  { path: '/programs', page: 'programs' },
  { path: '/programs/:slug', page: 'program-detail' },
  { path: '*', page: 'not-found' },
];
const page = (path: string, links: string[] = []) => ({
  path,
  head: { title: path, description: '', siteName: 'School', image: '', url: '' },
  html: `<main><h2>${path}</h2></main>`,
  later: null,
  used: {},
  islands: [],
  reads: [],
  images: [],
  links,
});
const ssr = {
  siteConfig: { routes, site: { title: 'School', siteUrl: 'https://school.edu.np', freshnessMinutes: 10 } },
  setRenderNow: () => {},
  freshnessPlan: () => ({}),
  laterSlot: () => '',
  laterTexts: () => ({ title: '', back: '' }),
  LATER_MARK: '<!--later-section-->',
  renderUrl: async (path: string) => {
    if (path === '/programs/broken') throw new Error('Prerendering page program-detail failed: Cannot read properties of undefined');
    if (path === '/') return page(path, ['/programs', 'https://elsewhere.example/x', '#top']);
    // The programs page's rich text links to every hostile shape, and to one good program.
    if (path === '/programs') return page(path, [...HOSTILE, '/programs/primary?x=1#y']);
    return page(path);
  },
};

describe('the pages step', () => {
  it('skips, with its reason, every page it cannot make, and writes all the others', async () => {
    const out = built();
    const r = await prerender({ ssr, out, root: out, data: { snapshot: {}, fingerprints: {} }, source: 'demo', apiBase: '' });
    expect(r.written).toEqual(['/', '/programs', '/programs/primary']);
    expect(Object.fromEntries(r.skipped.map((s) => [s.path, s.reason]))).toEqual({
      '/programs/page-data.json': "a path segment is named like a file of a page's folder (page-data.json)",
      '/programs/%E0': 'a path segment is not valid percent-encoded UTF-8',
      '/programs/%00': 'a path segment holds a control character',
      '/programs/a%2Fb': 'a path segment holds a path separator ("a/b")',
      '/programs/..': 'a path segment is a dot name',
      '/programs/broken': 'Prerendering page program-detail failed: Cannot read properties of undefined',
    });
    for (const p of ['index.html', 'programs/index.html', 'programs/page-data.json', 'programs/primary/index.html', '404.html'])
      expect(existsSync(join(out, p)), p).toBe(true);
    // The programs page keeps its data file: no page made a folder of it.
    expect(JSON.parse(readFileSync(join(out, 'programs/page-data.json'), 'utf8'))).toEqual({});
    expect(existsSync(join(out, 'programs/broken'))).toBe(false);
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/', '/programs', '/programs/primary'].map((p) => `https://school.edu.np${p}`),
    );
  });

  it('says of a path whether it can be a folder', () => {
    expect(unwritableReason('/media/news/101/Two%20table%20tennis%20players')).toBeNull();
    expect(unwritableReason('/a/%E0%A4%A8')).toBeNull(); // न
    expect(unwritableReason(`/a/${'x'.repeat(201)}`)).toBe('a path segment is too long for a file name');
    expect(unwritableReason('/a/later.html')).not.toBeNull();
    expect(unwritableReason('/a/%5Cb')).not.toBeNull();
  });
});
