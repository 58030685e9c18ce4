// @vitest-environment node
// The pages step (scripts/build/prerender.ts) never stops on a page it cannot make: a link in the
// school's rich text to a path that cannot be a folder, or a page that throws while rendered, is
// skipped with its reason, and every other page is written. Run with a stand-in for the server
// bundle (each page as renderUrl returns it) and the real page writer, into a temporary folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING, prerender, type PrerenderSsr } from '@scripts/build/prerender';
import { FIRST_WINDOW, brotliBytes, firstScreenNote } from '@scripts/build/first-window';
import { addressIn, langOfPath, routePathOf } from '@src/lib/lang-path';
import { pageFacts } from '@src/prerender/page-facts';

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
  lang: langOfPath(path, 'en'),
  head: { title: path, description: '', siteName: 'School', image: '', url: '' },
  html: `<main><h2>${path}</h2></main>`,
  later: null,
  used: {},
  islands: [],
  reads: [],
  images: [],
  // (What the renderer's pass over its HTML finds, with the links the stand-in says it has.)
  facts: { ...pageFacts(`<main><h2>${path}</h2></main>`), links },
});
/** A stand-in for the server bundle as the pages step takes it: it has only what these pages use. */
const asSsr = (stand: object) => stand as PrerenderSsr;
/** The pages step with a stand-in server bundle, the demo's empty data and no back-end address. */
const pagesStep = (stand: object, out: string, more: Partial<Parameters<typeof prerender>[0]> = {}) =>
  prerender({ ssr: asSsr(stand), out, data: { snapshot: {}, fingerprints: {} }, source: 'demo', apiBase: '', ...more });
const ssr = {
  // Every page in both languages, English at the route table's paths (src/entry-server.tsx).
  siteLangs: ['en', 'ne'],
  addressOf: (path: string, lang: 'en' | 'ne') => addressIn(path, lang, 'en'),
  routeOfAddress: (address: string) => [routePathOf(address, 'en'), langOfPath(address, 'en')],
  siteConfig: { routes, site: { title: 'School', siteUrl: 'https://school.edu.np', freshnessMinutes: 10 } },
  freshnessPlan: () => ({}),
  withListPages: <R>(r: R[]) => r,
  changeNote: () => ({}),
  CHANGES_FILE: 'changes.json',
  laterSlot: () => '',
  laterTexts: () => ({ title: '', back: '' }),
  LATER_MARK: '<!--later-section-->',
  renderUrl: async (address: string) => {
    // A Nepali page links as the English one does, at its Nepali addresses.
    const lang = langOfPath(address, 'en');
    const path = routePathOf(address, 'en');
    const made = (links: string[] = []) =>
      page(
        address,
        links.map((l) => addressIn(l, lang, 'en')),
      );
    if (path === '/programs/broken') throw new Error('Prerendering page program-detail failed: Cannot read properties of undefined');
    if (path === '/') return made(['/programs', 'https://elsewhere.example/x', '#top']);
    // The programs page's rich text links to every hostile shape, and to one good program.
    if (path === '/programs') return made([...HOSTILE, '/programs/primary?x=1#y']);
    return made();
  },
};

describe('the pages step', () => {
  it('skips, with its reason, every page it cannot make, and writes all the others', async () => {
    const out = built();
    const r = await pagesStep(ssr, out);
    // Each page in English, then at its Nepali address.
    expect(r.written).toEqual(['/', '/ne', '/programs', '/ne/programs', '/programs/primary', '/ne/programs/primary']);
    expect(r.pages.map((p) => p.lang)).toEqual(['en', 'ne', 'en', 'ne', 'en', 'ne']);
    const reasons = {
      '/programs/page-data.json': 'a path segment names a file the site writes itself (page-data.json)',
      '/programs/%E0': 'a path segment is not valid percent-encoding (URI malformed)',
      '/programs/%00': 'a path segment holds a control character',
      '/programs/a%2Fb': 'a path segment holds a path separator ("a/b")',
      '/programs/..': 'a path segment is a dot name',
      '/programs/broken': 'Prerendering page program-detail failed: Cannot read properties of undefined',
    };
    expect(Object.fromEntries(r.skipped.map((s) => [s.path, s.reason]))).toEqual({
      ...reasons,
      ...Object.fromEntries(Object.entries(reasons).map(([p, why]) => [`/ne${p}`, why])),
    });
    for (const p of ['index.html', 'programs/index.html', 'programs/page-data.json', 'programs/primary/index.html'])
      for (const f of [p, `ne/${p}`]) expect(existsSync(join(out, f)), f).toBe(true);
    // The Page Not Found in each language, the Nepali one where a host serves misses under /ne/.
    expect(readFileSync(join(out, '404.html'), 'utf8')).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(readFileSync(join(out, 'ne/404.html'), 'utf8')).toMatch(/^<!doctype html>\n<html lang="ne">/);
    expect(readFileSync(join(out, 'ne/programs/index.html'), 'utf8')).toMatch(/^<!doctype html>\n<html lang="ne">/);
    // The programs page keeps its data file: no page made a folder of it.
    expect(JSON.parse(readFileSync(join(out, 'programs/page-data.json'), 'utf8'))).toEqual({});
    expect(existsSync(join(out, 'programs/broken'))).toBe(false);
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/', '/ne', '/programs', '/ne/programs', '/programs/primary', '/ne/programs/primary'].map((p) => `https://school.edu.np${p}`),
    );
    // Each URL names itself and its twin, and x-default (the default language's), both ways.
    const site = (p: string) => `https://school.edu.np${p}`;
    const alternates = (loc: string) =>
      [
        ...(sitemap.match(new RegExp(`<url><loc>${site(loc)}</loc>([\\s\\S]*?)</url>`))?.[1] ?? '').matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      ].map((m) => [m[1], m[2]]);
    for (const [en, ne] of [
      ['/', '/ne'],
      ['/programs/primary', '/ne/programs/primary'],
    ])
      for (const loc of [en, ne])
        expect(alternates(loc), loc).toEqual([
          ['en', site(en)],
          ['ne', site(ne)],
          ['x-default', site(en)],
        ]);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("keeps each page's search record, made from the HTML written for it, in its record", async () => {
    const out = built();
    const given = new Map<string, string>();
    const r = await pagesStep(ssr, out, {
      search: (p, html) => {
        given.set(p.path, html);
        if (p.kind !== 'program-detail') return null;
        return {
          url: p.path,
          language: p.lang,
          content: html.includes(`<h2>${p.path}</h2>`) ? p.path : '',
          meta: { title: p.path, excerpt: '', kind: 'program' },
        };
      },
    });
    // Every page written is asked about, with the HTML its index.html holds; only the program keeps one.
    expect([...given.keys()].sort()).toEqual([...r.written].sort());
    for (const p of r.pages) expect(given.get(p.path), p.path).toBe(readFileSync(join(out, p.dir, 'index.html'), 'utf8'));
    expect(r.pages.filter((p) => p.search).map((p) => [p.path, p.search!.content])).toEqual([
      ['/programs/primary', '/programs/primary'],
      ['/ne/programs/primary', '/ne/programs/primary'],
    ]);
    expect(r.pages.find((p) => p.path === '/')!.search).toBeNull();
  });

  it('writes the feeds the server bundle gives, in the list of its files; without the site’s address says what it leaves out', async () => {
    const out = built();
    const feedsAsked: string[] = [];
    const withFeeds = {
      ...ssr,
      siteFeeds: async (_: unknown, o: { siteUrl: string }) => {
        feedsAsked.push(o.siteUrl);
        return o.siteUrl ? [{ kind: 'notices', path: '/ne/feeds/notices.xml', xml: '<feed/>', entries: 0 }] : [];
      },
    };
    const r = await pagesStep(withFeeds, out, { env: {} });
    expect(feedsAsked).toEqual(['https://school.edu.np']);
    expect(readFileSync(join(out, 'ne/feeds/notices.xml'), 'utf8')).toBe('<feed/>');
    expect(r.files).toContain(join('ne', 'feeds', 'notices.xml'));
    expect(r.leftOut).toEqual([]);

    // SITE_URL set empty: no address (as a config without siteUrl).
    const bare = built();
    const logged: string[] = [];
    const log = console.log;
    console.log = (...a: unknown[]) => void logged.push(a.join(' '));
    let r2;
    try {
      r2 = await pagesStep(withFeeds, bare, { env: { SITE_URL: '' } });
    } finally {
      console.log = log;
    }
    expect(existsSync(join(bare, 'sitemap.xml'))).toBe(false);
    expect(existsSync(join(bare, 'ne/feeds/notices.xml'))).toBe(false);
    expect(readFileSync(join(bare, 'robots.txt'), 'utf8')).not.toContain('Sitemap:');
    expect(r2.leftOut).toHaveLength(1);
    for (const what of ['canonical', 'hreflang', 'sitemap.xml', 'Atom feeds', 'share links', 'structured data'])
      expect(r2.leftOut[0]).toContain(what);
    expect(logged).toContain(`prerender: ${r2.leftOut[0]}`);
  });

  it("names each page's data file in its build's archive, in the same order every build; skips a page half written, and a 404 page that throws", async () => {
    const out = built();
    // A folder where /programs/primary's data file goes: its index.html is written, then the data file fails.
    mkdirSync(join(out, 'programs/primary/page-data.json'), { recursive: true });
    const shuffled = {
      ...ssr,
      renderUrl: async (path: string) => {
        if (path === '/__page_not_found__') throw new Error('the 404 page threw');
        const p = await ssr.renderUrl(path);
        return { ...p, used: { GetSliderList: [1], GetAboutCompany: { a: 1 }, GetNoticeList: [] } };
      },
    };
    const r = await pagesStep(shuffled, out, { builtAt: 1234 });
    expect(r.builtAt).toBe(1234);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('data-built-at="1234" data-rest="/_b/1234/page-data.json?b=1234"');
    expect(readFileSync(join(out, 'programs/page-data.json'), 'utf8')).toBe(
      '{"GetAboutCompany":{"a":1},"GetNoticeList":[],"GetSliderList":[1]}',
    );
    expect(
      Object.fromEntries(
        r.skipped.filter((s) => !HOSTILE.includes(routePathOf(s.path, 'en'))).map((s) => [s.path, s.reason.split(':')[0]]),
      ),
    ).toEqual({
      '/programs/primary': expect.stringMatching(/^EISDIR/),
      '/404.html': 'the 404 page threw',
    });
    expect(existsSync(join(out, 'programs/primary/index.html'))).toBe(false);
    expect(r.written).toEqual(['/', '/ne', '/programs', '/ne/programs', '/ne/programs/primary']);
    // A page written in one language only names no twin in the sitemap; the other 404 page is written.
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<url><loc>https://school.edu.np/ne/programs/primary</loc></url>');
    expect(existsSync(join(out, 'ne/404.html'))).toBe(true);
    // (Past builds' data files are for pages already open, not for search engines.)
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Disallow: /_b/\n');
  });

  it('prerenders only the items the data has: a link to a missing one is not written, not in the sitemap, not counted in the limit, and reported', async () => {
    const out = built();
    const missing = ['/programs/withdrawn', '/programs/never-there'];
    const stand = {
      ...ssr,
      renderUrl: async (address: string) => {
        const path = routePathOf(address, 'en');
        if (path === '/programs')
          return {
            ...page(
              address,
              [...missing, '/programs/primary'].map((l) => addressIn(l, langOfPath(address, 'en'), 'en')),
            ),
          };
        if (missing.includes(path)) {
          const p = page(address);
          return { ...p, facts: { ...p.facts, missing: true } };
        }
        return ssr.renderUrl(address);
      },
    };
    // (A limit of the pages that exist: the missing ones take none of it.)
    const r = await pagesStep(stand, out, { env: { PRERENDER_LIMIT: '5' } });
    expect(r.written).toEqual(['/', '/ne', '/programs', '/ne/programs', '/programs/primary', '/ne/programs/primary']);
    expect(r.skipped).toEqual(missing.flatMap((p) => [p, `/ne${p}`]).map((path) => ({ path, reason: MISSING })));
    for (const p of missing) for (const f of [p, `/ne${p}`]) expect(existsSync(join(out, f)), f).toBe(false);
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('withdrawn');
    expect(sitemap).not.toContain('never-there');
  });

  // A valid staff edit (sections reordered, one hidden) or a few years of content made the home
  // page's HTML too big for a connection's first round trip, and the build exited 1 over it: the
  // build now moves sections below the first screen until it fits, and says which (issue 42).
  describe("the home page's first screen in a connection's first round trip", () => {
    // Each section's text: random hex, which brotli halves and no more (about 5 KB each).
    const text = (n: number) => randomBytes(n / 2).toString('hex');
    const SECTIONS = ['slider', 'calendar', 'notices', 'about', 'news', 'gallery'].map((id) => ({ id, text: text(10_000) }));
    /** The stand-in server bundle with a home page of these sections, the first `first` in its first screen. */
    function homeSsr({ first = 4, frame = '', hidden = [] as string[] } = {}) {
      const sections = SECTIONS.map((x) => ({ id: x.id, type: x.id, enabled: !hidden.includes(x.id) }));
      const shown = SECTIONS.filter((x) => !hidden.includes(x.id));
      const asks: (number | undefined)[] = [];
      const home = (address: string, n: number) => {
        const sec = (x: { id: string; text: string }) => `<section id="section-${x.id}">${x.text}</section>`;
        const html = `<main>${frame}${shown.slice(0, n).map(sec).join('')}</main>`;
        const rest = shown.slice(n).map(sec);
        return {
          ...page(address),
          html,
          facts: pageFacts(html),
          later: rest.length ? { at: html.length - '</main>'.length, sections: rest, facts: pageFacts(rest.join('')) } : null,
        };
      };
      return {
        asks,
        ssr: {
          ...ssr,
          siteConfig: { ...ssr.siteConfig, home: { firstScreenSections: first, sections } },
          renderUrl: async (address: string, _snapshot: unknown, options: { firstScreenSections?: number }) => {
            if (routePathOf(address, 'en') !== '/') return ssr.renderUrl(address);
            asks.push(options.firstScreenSections);
            return home(address, options.firstScreenSections ?? first);
          },
        },
      };
    }
    const run = (stand: ReturnType<typeof homeSsr>) => {
      const out = built();
      return pagesStep(stand.ssr, out).then((r) => ({
        out,
        r,
      }));
    };
    const br = (out: string, file: string) => brotliBytes(readFileSync(join(out, file), 'utf8'));

    it('a home page that fits is left as configured, and nothing is reported', async () => {
      const stand = homeSsr({ first: 2 });
      const { out, r } = await run(stand);
      expect(r.firstScreen).toEqual([]);
      expect(br(out, 'index.html')).toBeLessThanOrEqual(FIRST_WINDOW);
      // (Rendered once in each language, as configured.)
      expect(stand.asks).toEqual([undefined, undefined]);
    });

    it('reordered and one hidden, over the first window as configured: sections move to the later part until it fits, and are reported', async () => {
      const { out, r } = await run(homeSsr({ first: 4, hidden: ['about'] }));
      for (const [path, dir] of [
        ['/', ''],
        ['/ne', 'ne/'],
      ]) {
        const index = readFileSync(join(out, `${dir}index.html`), 'utf8');
        const later = readFileSync(join(out, `${dir}later.html`), 'utf8');
        expect(br(out, `${dir}index.html`)).toBeLessThanOrEqual(FIRST_WINDOW);
        // (Two of about 5 KB each fit in 13.2 KB; a third would not.)
        expect(index).toContain('id="section-slider"');
        expect(index).toContain('id="section-calendar"');
        for (const moved of ['notices', 'news']) {
          expect(index).not.toContain(`id="section-${moved}"`);
          expect(later).toContain(`id="section-${moved}"`);
        }
        expect(r.firstScreen.find((f) => f.path === path)).toEqual({
          path,
          configured: 4,
          used: 2,
          moved: ['notices', 'news'],
          bytes: br(out, `${dir}index.html`),
          fits: true,
          limit: FIRST_WINDOW,
        });
      }
      expect(firstScreenNote(r.firstScreen[0])).toMatch(
        /^the home page \/ moved notices, news below the first screen \(2 of the 4 home.firstScreenSections shown first\): its HTML is \d+\.\d KB brotli, within the 13\.2 KB/,
      );
      expect(r.written).toContain('/');
    });

    it('content too big for any first screen: the page is still written, all its sections later, and the report says it is over', async () => {
      const { out, r } = await run(homeSsr({ frame: text(40_000) }));
      expect(r.written).toContain('/');
      expect(r.firstScreen[0]).toMatchObject({
        path: '/',
        configured: 4,
        used: 0,
        moved: ['slider', 'calendar', 'notices', 'about'],
        fits: false,
      });
      expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('<section');
      expect(readFileSync(join(out, 'later.html'), 'utf8')).toContain('id="section-slider"');
    });
  });
});

describe('pages rendered together (AT_ONCE)', () => {
  // The home page links to six programs, each to two of its own; the later a page is in the queue,
  // the sooner its render ends, so pages taken together finish in the reverse of their order.
  const kids = (n: number) => [`/programs/p${n}a`, `/programs/p${n}b`];
  const tree: Record<string, string[]> = { '/': [1, 2, 3, 4, 5, 6].map((n) => `/programs/p${n}`) };
  for (let n = 1; n <= 6; n++) tree[`/programs/p${n}`] = kids(n);
  function treeSsr() {
    let running = 0;
    let most = 0;
    let order = 0;
    const stand = {
      ...ssr,
      renderUrl: async (address: string) => {
        const lang = langOfPath(address, 'en');
        const links = (tree[routePathOf(address, 'en')] ?? []).map((l) => addressIn(l, lang, 'en'));
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, Math.max(1, 20 - order++)));
        running--;
        return page(address, links);
      },
    };
    return { stand, most: () => most };
  }
  const build = async (atOnce: string) => {
    const out = built();
    const s = treeSsr();
    const r = await pagesStep(s.stand, out, { env: { PRERENDER_AT_ONCE: atOnce } });
    return { r, most: s.most(), sitemap: readFileSync(join(out, 'sitemap.xml'), 'utf8') };
  };

  it('renders several pages at once, and lists and links them as one at a time does', async () => {
    const one = await build('1');
    const four = await build('4');
    // One at a time: a page's two languages together, no more.
    expect(one.most).toBe(2);
    expect(four.most).toBeGreaterThan(2);
    expect(four.r.written).toEqual(one.r.written);
    // (The route table's /programs is in the queue from the start.)
    expect(four.r.written).toHaveLength(2 * (1 + 1 + 6 + 12));
    expect(four.r.pages.map((p) => p.path)).toEqual(one.r.pages.map((p) => p.path));
    expect(four.sitemap).toBe(one.sitemap);
    // Breadth first, in the order the links were found: the programs before any of their own.
    expect(four.r.written.slice(0, 6)).toEqual(['/', '/ne', '/programs', '/ne/programs', '/programs/p1', '/ne/programs/p1']);
    expect(four.r.written.indexOf('/programs/p6')).toBeLessThan(four.r.written.indexOf('/programs/p1a'));
  });
});
