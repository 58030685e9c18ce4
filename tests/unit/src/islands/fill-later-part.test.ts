// The rest of a long page: the renderer keeps the sections below the first screen out of the
// page's HTML (LaterPart, src/entry-server.tsx), the page writer writes them to later.html with a
// slot in their place (scripts/build/page-writer.ts), and the page's script puts them back after
// load (src/islands/fill-later-part.ts). Here the two meet: a page written as the build writes it, the
// file served by a stub fetch, and the slot filled from it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cspMetaTag } from '@scripts/build/security-headers';
import { LATER_FILE, pageWriter } from '@scripts/build/page-writer';
import { IMAGE_COPIES_KEY, LATER_MARK, copiesFor, laterSlot, laterTexts } from '@src/entry-server';
import { ARCHIVE_DIR as PAGE_ARCHIVE_DIR, LATER_FILE as PAGE_LATER_FILE, fillLaterSlot, ownLaterUrl } from '@src/islands/fill-later-part';
import { ARCHIVE_DIR, archivedUrl } from '@scripts/build/page-writer';
import { wakeIsland } from '@src/islands/hydrate';
import { pageRoot } from '@test/page-root';
import { withFacts } from '@test/written-page';

vi.mock('@src/islands/hydrate', () => ({ wakeIsland: vi.fn(async () => {}), renderIsland: vi.fn(async () => {}) }));

const host = (type: string, later: boolean, inner = `<p>${type} text</p>`) =>
  `<div data-section="${type}" id="section-${type}" data-reveal=""${later ? ' data-later=""' : ''}>` +
  `<div data-island="section" data-wake="visible" data-idp="i-${type}-">${inner}</div></div>`;
const HEADER = '<header><a href="/">School</a></header>';
const FOOTER = '<footer><a href="/contact">Contact</a></footer>';
const BEFORE = `${HEADER}<main id="main"><div data-island="page" data-wake="static">` + host('slider', false) + host('about-teaser', false);
const AFTER = `<!--/$--></div></main>${FOOTER}`;
const LATER = [
  host('team', true, '<ul><li>Ms Sharma</li><li>Mr Thapa</li></ul>'),
  // A notice that expired while nobody had the page open, and a month drawn later inside a section.
  host('recent-updates', true, '<ul><li data-expires="1000">Old notice</li><li>New notice</li></ul><div data-later="">June</div>'),
  host('calendar', true, '<div data-island="calendar" data-wake="load" data-idp="i-cal-"><button>Next month</button></div>'),
];

// An island manifest where the later sections' CSS is their own: the team's file goes to later.html.
const bundle = {
  entry: { file: 'assets/index-1.js', css: ['assets/index.css'] },
  named: { shell: 'src/app/start-app.tsx', wake: 'src/islands/hydrate.tsx' },
  modules: {
    'src/sections/slider/slider-section.tsx': {
      file: 'assets/slider-1.js',
      own: true,
      js: ['assets/slider-1.js'],
      css: ['assets/slider.css'],
    },
    'src/sections/team/team-section.tsx': {
      file: 'assets/team-1.js',
      own: true,
      js: ['assets/team-1.js'],
      css: ['assets/team.css', 'assets/slider.css'],
    },
  },
};
const island = (module: string | undefined, later: boolean) => ({ module, parts: [], wake: 'visible', keys: [], later });
const writer = pageWriter({
  bundle,
  builtAt: 1,
  csp: cspMetaTag(),
  readCss: (f) => (f === '/assets/team.css' ? '.team{color:teal}' : `/* ${f} */`),
  ssr: { laterSlot, laterTexts, LATER_MARK, IMAGE_COPIES_KEY, copiesFor },
  fresh: () => ({}),
});
const written = (sections: string[]) => {
  const page = withFacts({
    path: '/',
    lang: 'en',
    head: { title: 'Academic Calendar | School', description: 'School', siteName: 'School', image: '', url: '' },
    html: BEFORE + AFTER,
    later: { at: BEFORE.length, sections },
    used: {},
    islands: [island('src/sections/slider/slider-section.tsx', false), island('src/sections/team/team-section.tsx', true)],
    reads: [],
  });
  return writer.files(page);
};

describe('the page writer (the build)', () => {
  it('writes the page with a slot where the later part was, and the later part to later.html, each with the CSS only it needs', () => {
    const files = written(LATER);
    const page = new DOMParser().parseFromString(files['index.html'], 'text/html');
    const slot = page.querySelector<HTMLElement>('#root [data-later-slot]')!;
    // Fetched from its build's archive (kept for the pages opened before the next release); a reader
    // without JavaScript follows the link to the file beside the page.
    expect(slot.dataset.src).toBe('/_b/1/later.html?b=1');
    expect(slot.querySelector('a')?.getAttribute('href')).toBe('/later.html');
    // (Its data file too.)
    expect(page.getElementById('__snapshot')?.dataset.rest).toBe('/_b/1/page-data.json?b=1');
    expect(slot.previousElementSibling?.id).toBe('section-about-teaser');
    expect(page.querySelectorAll('#root [data-section]')).toHaveLength(2);
    expect(page.querySelector('style')?.textContent).not.toContain('.team');
    const later = new DOMParser().parseFromString(files['later.html'], 'text/html');
    // It names the page it is the rest of (a reader without JavaScript arrives from that page's link).
    expect(later.title).toBe('The rest of the page: Academic Calendar | School');
    expect(later.querySelector('main h1')?.textContent).toBe(later.title);
    // Its head starts as every page's does (the site's icon: no request for a missing /favicon.ico).
    expect(later.querySelector('head link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect([...later.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'))).toEqual([
      'team',
      'recent-updates',
      'calendar',
    ]);
    expect(later.querySelector('style[data-later]')?.textContent).toBe('.team{color:teal}');
    expect([...later.querySelectorAll('link[disabled]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/team.css']);
    // A reader without JavaScript gets the first screen's styles as files, and a way back.
    expect(later.querySelector('link[href="/assets/slider.css"]:not([disabled])')).not.toBeNull();
    expect(later.querySelector('main a[href="/"]')?.textContent).toBe('Back to the start of the page');
  });

  it('writes one chunk per part between its marks, even when a part holds the mark', () => {
    expect(written(LATER)['later.html'].split(LATER_MARK)).toHaveLength(3 + 2);
    const tricky = written([`<div data-section="news"><p>a${LATER_MARK}b</p></div>`, '<div data-section="team"></div>']);
    expect(tricky['later.html'].split(LATER_MARK)).toHaveLength(2 + 2);
  });

  it('writes a page without a later part whole, with no later.html', () => {
    const page = withFacts({
      path: '/x',
      lang: 'en',
      head: { title: 'X', description: '', siteName: 'S', image: '', url: '' },
      html: '<p>x</p>',
      later: null,
      used: {},
      islands: [],
      reads: [],
    });
    expect(Object.keys(writer.files(page)).sort()).toEqual(['fresh.json', 'index.html', 'page-data.json']);
  });
});

describe('fillLaterSlot (the page)', () => {
  let root: HTMLElement;
  let snapshot: HTMLElement;
  let file: string;
  const fetched: string[] = [];

  beforeEach(() => {
    const files = written(LATER);
    file = files['later.html'];
    // As the page writer writes a page: its path on #root, its build time on the snapshot.
    const page = new DOMParser().parseFromString(files['index.html'], 'text/html');
    const pageRootEl = page.getElementById('root')!;
    root = pageRoot(pageRootEl.innerHTML);
    root.dataset.prerendered = pageRootEl.dataset.prerendered;
    snapshot = document.importNode(page.getElementById('__snapshot')!, true);
    document.body.append(snapshot);
    fetched.length = 0;
    // Nothing is ever seen here, so a section's island (data-wake="visible") waits as it would
    // below a phone's screen. Without an observer the loader would wake it 200 ms after load,
    // which a busy machine reaches before the test looks.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string) => {
        fetched.push(String(url));
        return new Response(file, { status: 200, headers: { 'content-type': 'text/html' } });
      }),
    );
  });

  afterEach(() => {
    root.remove();
    snapshot.remove();
    document.head.querySelectorAll('style[data-later], link[disabled]').forEach((el) => el.remove());
    vi.mocked(wakeIsland).mockClear();
    vi.unstubAllGlobals();
  });

  const sections = () => [...root.querySelectorAll<HTMLElement>('[data-section]')].map((s) => s.dataset.section);

  it('puts the sections where the slot was, in order, with their CSS, and only them', async () => {
    await fillLaterSlot(root.querySelector('[data-later-slot]')!, root);
    expect(fetched).toEqual([`${location.origin}/_b/1/later.html?b=1`]);
    expect(sections()).toEqual(['slider', 'about-teaser', 'team', 'recent-updates', 'calendar']);
    expect(root.querySelector('[data-later-slot]')).toBeNull();
    // Nothing of the file's own frame: its stylesheets for a reader without JavaScript, its way back.
    expect(root.textContent).not.toContain('Back to the start of the page');
    expect(root.textContent).not.toContain('The rest of the page');
    expect(document.head.querySelector('link[href="/assets/index.css"]')).toBeNull();
    expect(document.head.querySelector('style[data-later]')?.textContent).toBe('.team{color:teal}');
    expect(document.head.querySelector('link[href="/assets/team.css"]')?.hasAttribute('disabled')).toBe(true);
    // The page after it, untouched: the footer still follows the sections.
    expect(root.querySelector('[data-section="calendar"]')?.compareDocumentPosition(root.querySelector('footer')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('arms the islands that came with them and runs what the page runs on its own parts', async () => {
    await fillLaterSlot(root.querySelector('[data-later-slot]')!, root);
    await vi.waitFor(() => expect(vi.mocked(wakeIsland)).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // The calendar part wakes at load; the sections wait to be seen.
    expect(vi.mocked(wakeIsland).mock.calls[0][0].dataset.island).toBe('calendar');
    // A notice that has expired leaves the page.
    const old = [...root.querySelectorAll('li')].find((li) => li.textContent === 'Old notice')!;
    expect(old.hidden).toBe(true);
    expect([...root.querySelectorAll('li')].find((li) => li.textContent === 'New notice')!.hidden).toBe(false);
  });

  it('keeps the link, and shows it, when the file cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = root.querySelector<HTMLElement>('[data-later-slot]')!;
    await fillLaterSlot(slot, root);
    expect(slot.isConnected).toBe(true);
    expect(slot.dataset.failed).toBe('');
    expect(slot.querySelector('a')?.getAttribute('href')).toBe('/later.html');
    expect(sections()).toEqual(['slider', 'about-teaser']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stops when the page was handed to the app meanwhile (another language): nothing put in a page that is gone', async () => {
    const slot = root.querySelector<HTMLElement>('[data-later-slot]')!;
    const filling = fillLaterSlot(slot, root);
    // What the app does to the page's root when it takes over.
    root.replaceChildren();
    await filling;
    expect(root.querySelectorAll('[data-section]')).toHaveLength(0);
    expect(vi.mocked(wakeIsland)).not.toHaveBeenCalled();
  });

  it('never fetches a file of another origin', async () => {
    const slot = root.querySelector<HTMLElement>('[data-later-slot]')!;
    slot.dataset.src = 'https://elsewhere.example/later.html';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fillLaterSlot(slot, root);
    expect(fetched).toEqual([]);
    expect(slot.dataset.failed).toBe('');
    warn.mockRestore();
  });

  it("takes only the page's own later file of this build: not another page's, another build's, the copy beside the page, or any page of the site", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = root.querySelector<HTMLElement>('[data-later-slot]')!;
    for (const src of [
      '/media/news/later.html?b=1',
      '/later.html?b=1',
      '/later.html?b=2',
      '/_b/2/later.html?b=2',
      '/_b/2/later.html?b=1',
      '/_b/1/media/news/later.html?b=1',
      '/_b/1/later.html',
      '/_b/1/later.html?b=2',
      '/_b//later.html?b=1',
      '/later.html',
      '/later.html?b=1&x=1',
      '/who-we-are/about-us',
      '/page-data.json?b=1',
      '//elsewhere.example/later.html?b=1',
    ]) {
      slot.dataset.src = src;
      delete slot.dataset.failed;
      await fillLaterSlot(slot, root);
      expect(slot.dataset.failed, src).toBe('');
      expect(slot.isConnected, src).toBe(true);
    }
    expect(fetched).toEqual([]);
    expect(sections()).toEqual(['slider', 'about-teaser']);
    // A page that does not say which build it is takes none.
    snapshot.remove();
    slot.dataset.src = '/_b/1/later.html?b=1';
    await fillLaterSlot(slot, root);
    expect(fetched).toEqual([]);
    warn.mockRestore();
  });

  it("names the page's own file as the build does: in its build's archive, this build's time", () => {
    expect(PAGE_LATER_FILE).toBe(LATER_FILE);
    expect(PAGE_ARCHIVE_DIR).toBe(ARCHIVE_DIR);
    const o = location.origin;
    expect(ownLaterUrl(root)).toBe(`${o}/_b/1/later.html?b=1`);
    root.dataset.prerendered = '/school/';
    expect(ownLaterUrl(root)).toBe(`${o}/_b/1/school/later.html?b=1`);
    // (The page writer's urlPath: a path encoded once.)
    root.dataset.prerendered = '/स्कूल/a%20b';
    const encoded = '/%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A5%82%E0%A4%B2/a%20b/later.html';
    expect(ownLaterUrl(root)).toBe(`${o}${archivedUrl(1, encoded)}?b=1`);
    expect(ownLaterUrl(root)).toBe(`${o}/_b/1${encoded}?b=1`);
    delete root.dataset.prerendered;
    expect(ownLaterUrl(root)).toBeNull();
  });
});
