// @vitest-environment node
// How a page starts (src/app/start-plan.ts): a link shared in a chat keeps its prerendered page and
// its islands (tracking parameters are not read by any page), in either language (each has its
// own prerendered pages), a query a page does read makes the app render it afresh with its data,
// ?cold and the studio's preview frame start cold.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_READERS, samePath, startPlan } from '@src/app/start-plan';
import { routeMatches } from '@src/lib/route-match';
import { siteConfig } from '@src/site-config/config-file';

// What the prerenderer writes in the root's data-reads: the parameters the page's kind reads.
const readsAt = (pathname: string) => QUERY_READERS[siteConfig.routes.find((r) => routeMatches(r.path, pathname))?.page ?? ''] ?? [];

const at = (url: string, ...html: [string?]) => {
  const u = new URL(url, 'http://x');
  // The HTML was prerendered for `html[0]` (by default the URL's own path; undefined: nothing prerendered).
  const prerendered = html.length ? html[0] : u.pathname;
  return startPlan({ prerendered, pathname: u.pathname, search: u.search, reads: readsAt(u.pathname) });
};

describe('startPlan', () => {
  it('keeps a prerendered page opened at its own path static, with its islands', () => {
    expect(at('/')).toBe('islands');
    expect(at('/media/news')).toBe('islands');
    expect(at('/media/news/', '/media/news')).toBe('islands');
  });

  it('keeps a shared link whose parameters the page does not read static', () => {
    expect(at('/?fbclid=IwAR0abc')).toBe('islands');
    expect(at('/who-we-are/about-us?utm_source=whatsapp&utm_medium=chat&gclid=x')).toBe('islands');
    // The news list reads ?category only.
    expect(at('/media/news?fbclid=1')).toBe('islands');
  });

  it('renders afresh with the snapshot when the page reads a parameter present', () => {
    expect(at('/media/news?category=Sports')).toBe('snapshot');
    expect(at('/media/news?utm_source=x&category=Sports')).toBe('snapshot');
    expect(at('/services-facilities?TranId=3')).toBe('snapshot');
    expect(at('/services-facilities?tranid=3')).toBe('snapshot');
    expect(at('/academics/academic-programs?TranId=2')).toBe('snapshot');
    expect(at('/academics/academic-program?TranId=2')).toBe('snapshot');
    expect(at('/map?frame=https%3A%2F%2Fwww.google.com%2Fmaps%2Fembed')).toBe('snapshot');
  });

  it('starts cold for ?cold, the studio preview, or HTML made for another path', () => {
    expect(at('/?cold')).toBe('fresh');
    expect(at('/media/news?studio-preview=1')).toBe('fresh');
    expect(at('/media/news', '/')).toBe('fresh');
    expect(at('/media/news', undefined)).toBe('fresh'); // spa.html: nothing prerendered
  });

  it('compares paths decoded and without a trailing slash', () => {
    expect(samePath('/media/news/1/A%20b', '/media/news/1/A b')).toBe(true);
    expect(samePath('/a/', '/a')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(samePath('/a', '/b')).toBe(false);
  });

  it('keeps a Nepali page prerendered at its own address static too (the app only where nothing was prerendered)', () => {
    const u = new URL('http://x/ne/who-we-are/about-us');
    expect(startPlan({ prerendered: u.pathname, pathname: u.pathname, search: '', reads: [] })).toBe('islands');
    expect(startPlan({ prerendered: '/who-we-are/about-us', pathname: u.pathname, search: '', reads: [] })).toBe('fresh');
    expect(startPlan({ prerendered: undefined, pathname: u.pathname, search: '', reads: [] })).toBe('fresh');
  });
});

describe('QUERY_READERS', () => {
  // A page that reads the query but is missing from the list would be hydrated over HTML rendered
  // without its parameter (a mismatch, or the wrong content kept on screen).
  it('lists every page that reads the query string', () => {
    const pagesDir = path.resolve(__dirname, '../../../../src/pages');
    const readers = new Set<string>();
    for (const kind of fs.readdirSync(pagesDir)) {
      const dir = path.join(pagesDir, kind);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const f of fs.readdirSync(dir)) {
        if (/\.tsx?$/.test(f) && /use(Site)?SearchParams|location\.search/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
          readers.add(kind);
      }
    }
    expect(readers.size).toBeGreaterThan(0);
    // The search page reads ?q= only once awake (an effect): its HTML is the same for any query,
    // so it is hydrated, not rendered afresh.
    readers.delete('search');
    for (const kind of readers)
      expect(Object.keys(QUERY_READERS), `src/pages/${kind} reads the query: list its parameters in QUERY_READERS`).toContain(kind);
  });
});
