// @vitest-environment node
// Every link of ours to a page of the site comes from the config's routes, by page kind
// (src/navigation/route-links.ts): parameters are encoded as the links always were, a renamed
// route moves the link, a kind with no route is an error, and the list of linked kinds is the
// code's own (each kind of LINKS is linked to somewhere under src/, through href).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@test/site-href';
import { LINK_KINDS, LINKS, linkPathParams, makeHref } from '@src/navigation/route-links';
import { patternParams } from '@src/lib/route-match';
import { routeParams } from '@src/lib/route-match';
import { siteConfig } from '@src/site-config/config-file';
import { BROWSE_KINDS } from '@src/pages/search/browse-kinds';

const routes = siteConfig.routes;
const renamed = routes.map((r) =>
  r.page === 'notice-detail' ? { ...r, path: '/notices/:title/:id' } : r.page === 'news-list' ? { ...r, path: '/news' } : r,
);

describe('href', () => {
  it('links a kind without parameters to its route', () => {
    expect(href('home')).toBe('/');
    expect(href('about-us')).toBe('/who-we-are/about-us');
    expect(href('news-list')).toBe('/media/news');
    expect(href('transfer-certificate')).toBe('/requests-inquiries/transfer-certificate');
  });

  it('fills the path parameters, each encoded as one segment', () => {
    expect(href('notice-detail', { id: 203, title: 'Admission open for academic year 2084' })).toBe(
      '/media/notice/203/Admission%20open%20for%20academic%20year%202084',
    );
    expect(href('news-detail', { id: 7, title: 'Fees 50% off / Grade 1?' })).toBe('/media/news/7/Fees%2050%25%20off%20%2F%20Grade%201%3F');
    expect(href('achievement-detail', { slug: 'Art/Craft 50% #1 ?yes' })).toBe('/achievements/Art%2FCraft%2050%25%20%231%20%3Fyes');
    expect(href('program-detail', { slug: 'secondary-level-see' })).toBe('/programs/secondary-level-see');
    expect(href('career-detail', { id: 1, title: 'science-teacher' })).toBe('/career-list/1/science-teacher');
    expect(href('notice-detail', { id: 5, title: 'विद्यालय बन्द' })).toBe(`/media/notice/5/${encodeURIComponent('विद्यालय बन्द')}`);
  });

  it('gives back the parameters through the route, as the page reads them', () => {
    const title = 'SEE results: 100% / 18 A+ #1?';
    const path = href('news-detail', { id: 102, title });
    expect(routeParams('/media/news/:id/:title', path)).toEqual({ id: '102', title });
  });

  it('links a category of news to its own page, the name one encoded segment', () => {
    const path = href('news-category', { category: 'Arts & Crafts / Music' });
    expect(path).toBe('/media/news/Arts%20%26%20Crafts%20%2F%20Music');
    expect(routeParams('/media/news/:category', path)).toEqual({ category: 'Arts & Crafts / Music' });
    // Not a news item's page: that route has two parameters.
    expect(routeParams('/media/news/:id/:title', path)).toBeNull();
  });

  it('adds the query parameters it has values for, encoded', () => {
    expect(href('academic-program', { TranId: 3 })).toBe('/academics/academic-program?TranId=3');
    expect(href('services', { TranId: 5 })).toBe('/services-facilities?TranId=5');
    expect(href('services', { TranId: null })).toBe('/services-facilities');
    expect(href('services')).toBe('/services-facilities');
    const frame = '<iframe src="https://www.google.com/maps/embed?pb=!1m18!2s0x39%3A0x6a"></iframe>';
    expect(href('map', { frame })).toBe(`/map?frame=${encodeURIComponent(frame)}`);
  });

  it('follows a renamed route, whatever the order of its parameters', () => {
    const h = makeHref(renamed);
    expect(h('news-list')).toBe('/news');
    expect(h('notice-detail', { id: 7, title: 'Exam dates' })).toBe('/notices/Exam%20dates/7');
  });

  it('reads the route table at each call (the studio preview swaps it)', () => {
    let table = [...routes];
    const h = makeHref(() => table);
    expect(h('news-list')).toBe('/media/news');
    table = renamed;
    expect(h('news-list')).toBe('/news');
  });

  it('links to the first route of a kind, never to Page Not Found', () => {
    const h = makeHref([
      { path: '*', page: 'gallery' },
      { path: '/photos', page: 'gallery' },
      { path: '/more-photos', page: 'gallery' },
    ]);
    expect(h('gallery')).toBe('/photos');
  });

  it('throws, naming the kind, when no route has it', () => {
    const h = makeHref(routes.filter((r) => r.page !== 'gallery'));
    expect(() => h('gallery')).toThrow(/no route in site\.config\.json has the page kind "gallery"/);
    expect(() => makeHref([{ path: '*', page: 'gallery' }])('gallery')).toThrow(/"gallery"/);
  });

  it('throws when a path parameter of the route has no value', () => {
    const h = makeHref([{ path: '/n/:id/:NoticeId', page: 'notice-detail' }]);
    expect(() => h('notice-detail', { id: 1, title: 'x' })).toThrow(
      'a link to "notice-detail" (/n/:id/:NoticeId) has no value for :NoticeId',
    );
  });
});

describe('LINKS', () => {
  it("each route of the repository's config for a linked kind has the parameters its links fill", () => {
    for (const kind of LINK_KINDS) {
      const route = routes.find((r) => r.page === kind);
      expect(route, kind).toBeDefined();
      expect(patternParams(route!.path).sort(), kind).toEqual([...linkPathParams(kind)].sort());
    }
  });

  it('lists exactly the kinds the code links to through href', () => {
    const src = join(import.meta.dirname, '../../../../src');
    const called = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) for (const m of readFileSync(p, 'utf8').matchAll(/\bhref\(\s*'([a-z-]+)'/g)) called.add(m[1]);
      }
    };
    walk(src);
    // (The search page links to each of its pages for browsing by href(kind): search-browse.tsx.)
    for (const kind of BROWSE_KINDS) called.add(kind);
    expect([...called].sort()).toEqual(Object.keys(LINKS).sort());
  });
});

// Checked by tsc (npm run typecheck), never run: the kind is a known one, and the parameters are its own.
export function typeChecks() {
  // @ts-expect-error: not a kind the code links to
  href('nowhere');
  // @ts-expect-error: a detail link needs its path parameters
  href('notice-detail');
  // @ts-expect-error: … all of them
  href('notice-detail', { id: 1 });
  // @ts-expect-error: a kind without parameters takes none
  href('about-us', { id: 1 });
  // @ts-expect-error: a query parameter of another kind
  href('services', { category: 'Sports' });
  href('news-category', { category: 'Sports' });
  href('services', { TranId: null });
}
