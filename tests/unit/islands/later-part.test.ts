// The rest of a long page: the build cuts the sections below the first screen out of the page's
// HTML into later.html (scripts/later-part.mjs), and the page's script puts them back after load
// (src/islands/later-part.ts). Here the two meet: a page split as the build splits it, the file
// written as the build writes it, served by a stub fetch, and the slot filled from it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATER_FILE, LATER_MARK, islandPrefixes, laterDocument, splitLater } from '../../../scripts/later-part.mjs';
import { LATER_FILE as PAGE_LATER_FILE, fillLaterSlot, ownLaterUrl } from '../../../src/islands/later-part';
import { wakeIsland } from '../../../src/islands/hydrate';
import { pageRoot } from '../../support/page-root';

vi.mock('../../../src/islands/hydrate', () => ({ wakeIsland: vi.fn(async () => {}), renderIsland: vi.fn(async () => {}) }));

const host = (type: string, later: boolean, inner = `<p>${type} text</p>`) =>
  `<div data-section="${type}" id="section-${type}" data-reveal=""${later ? ' data-later=""' : ''}>` +
  `<div data-island="section" data-wake="visible" data-idp="i-${type}-">${inner}</div></div>`;
const HEADER = '<header><a href="/">School</a></header>';
const FOOTER = '<footer><a href="/contact">Contact</a></footer>';
const PAGE =
  `${HEADER}<main id="main"><div data-island="page" data-wake="static">` +
  host('slider', false) +
  host('about-teaser', false) +
  host('team', true, '<ul><li>Ms Sharma</li><li>Mr Thapa</li></ul>') +
  // A notice that expired while nobody had the page open, and a month drawn later inside a section.
  host('recent-updates', true, '<ul><li data-expires="1000">Old notice</li><li>New notice</li></ul><div data-later="">June</div>') +
  host('calendar', true, '<div data-island="calendar" data-wake="load" data-idp="i-cal-"><button>Next month</button></div>') +
  `<!--/$--></div></main>${FOOTER}`;

describe('splitLater (the build)', () => {
  it('cuts out the later sections exactly as written, so the page is the two parts put together again', () => {
    const parts = splitLater(PAGE)!;
    expect(parts.sections.map((s) => /data-section="([^"]+)"/.exec(s)?.[1])).toEqual(['team', 'recent-updates', 'calendar']);
    expect(parts.before + parts.sections.join('') + parts.after).toBe(PAGE);
    expect(parts.before).toContain('data-section="about-teaser"');
    expect(parts.after).toBe(`<!--/$--></div></main>${FOOTER}`);
    // Which islands went with them (their CSS goes with them too).
    expect([...islandPrefixes(parts.sections.join(''))]).toEqual(['i-team-', 'i-recent-updates-', 'i-calendar-', 'i-cal-']);
  });

  it('leaves a page without later sections, or with a first-screen section after a later one, whole', () => {
    expect(splitLater(`<main>${host('slider', false)}</main>`)).toBeNull();
    expect(splitLater(`<main>${host('team', true)}${host('slider', false)}</main>`)).toBeNull();
    // The calendar page's later months are not sections: nothing to cut.
    expect(splitLater('<main><div data-later="">June</div></main>')).toBeNull();
  });
});

describe('fillLaterSlot (the page)', () => {
  let root: HTMLElement;
  let snapshot: HTMLElement;
  let file: string;
  const fetched: string[] = [];

  beforeEach(() => {
    const parts = splitLater(PAGE)!;
    file = laterDocument({
      lang: 'en',
      title: 'School: the rest of the home page',
      pagePath: '/',
      canonical: '/',
      sharedCss: ['/assets/index.css'],
      css: '.team{color:teal}',
      named: '<link rel="stylesheet" href="/assets/team.css" disabled>',
      sections: parts.sections,
      backLabel: 'Back to the start of the page',
    });
    root = pageRoot(
      parts.before + '<div data-later-slot data-src="/later.html?b=1"><p><a href="/later.html">Read the rest</a></p></div>' + parts.after,
    );
    // As scripts/prerender.mjs writes a page: its path on #root, its build time on the snapshot.
    root.dataset.prerendered = '/';
    snapshot = document.createElement('script');
    snapshot.setAttribute('type', 'application/json');
    snapshot.id = '__snapshot';
    snapshot.dataset.builtAt = '1';
    snapshot.textContent = '{}';
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
    expect(fetched).toEqual([`${location.origin}/later.html?b=1`]);
    expect(sections()).toEqual(['slider', 'about-teaser', 'team', 'recent-updates', 'calendar']);
    expect(root.querySelector('[data-later-slot]')).toBeNull();
    // Nothing of the file's own frame: its stylesheets for a reader without JavaScript, its way back.
    expect(root.textContent).not.toContain('Back to the start of the page');
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

  it("takes only the page's own later file of this build: not another page's, another build's, or any page of the site", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = root.querySelector<HTMLElement>('[data-later-slot]')!;
    for (const src of [
      '/media/news/later.html?b=1',
      '/later.html?b=2',
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
    slot.dataset.src = '/later.html?b=1';
    await fillLaterSlot(slot, root);
    expect(fetched).toEqual([]);
    warn.mockRestore();
  });

  it("names the page's own file as the build does: beside the page, this build's time", () => {
    expect(PAGE_LATER_FILE).toBe(LATER_FILE);
    expect(ownLaterUrl(root)).toBe(`${location.origin}/later.html?b=1`);
    root.dataset.prerendered = '/school/';
    expect(ownLaterUrl(root)).toBe(`${location.origin}/school/later.html?b=1`);
    // (scripts/prerender.mjs: urlPath, a path encoded once.)
    root.dataset.prerendered = '/स्कूल/a%20b';
    expect(ownLaterUrl(root)).toBe(`${location.origin}/%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A5%82%E0%A4%B2/a%20b/later.html?b=1`);
    root.dataset.prerendered = '//elsewhere.example';
    expect(ownLaterUrl(root)).toBeNull();
    delete root.dataset.prerendered;
    expect(ownLaterUrl(root)).toBeNull();
  });

  it('is the file the build writes: one chunk per section between its marks, even when a section holds the mark', () => {
    expect(file.split(LATER_MARK)).toHaveLength(3 + 2);
    const tricky = laterDocument({
      lang: 'en',
      title: '',
      pagePath: '/',
      canonical: '/',
      sharedCss: [],
      css: '',
      named: '',
      sections: [`<div data-section="news"><p>a${LATER_MARK}b</p></div>`, '<div data-section="team"></div>'],
      backLabel: '',
    });
    expect(tricky.split(LATER_MARK)).toHaveLength(2 + 2);
  });
});
