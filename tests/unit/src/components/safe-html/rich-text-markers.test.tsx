// Rich text from the back-end is content, never instructions for the page. The page's own plain
// scripts act on data-* markers (a map frame made, the rest of a page fetched, an island woken
// with the props it names, the banner popup opened), so:
// - the sanitizer drops every data-* attribute (src/components/safe-html/sanitize.ts), keeping
//   only its own not-bold mark for the CSS;
// - should one get through all the same, no behaviour acts on a marker inside a SafeHtml
//   container (site-markers.ts), while the site's own markers still work;
// - the prerenderer never takes markup in content for one of its island placeholders;
// - the hostile fixtures carry every data-* name the code and styles use (PAGE_MARKERS, kept
//   complete here), for the route sweep and tests/e2e/hostile-prerender.spec.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DOMPurify from 'dompurify';
import { HOSTILE_HTML, HOSTILE_MARKERS, PAGE_MARKERS, hostileSet } from '@demo/make-hostile-fixtures.mjs';
import { SafeHtml } from '@src/components/safe-html/safe-html';
import { sanitizeHtml } from '@src/components/safe-html/sanitize';
import { CONTENT_ATTR, siteOnly } from '@src/components/safe-html/site-markers';
import { startBehaviors } from '@src/islands/behaviors';
import { armIslands } from '@src/islands/loader';
import { inPendingPart } from '@src/islands/react-owned';
import { wakeIsland } from '@src/islands/hydrate';
import { runBannerPopup } from '@src/sections/banner-popup/banner-popup-behavior';
import { runSlider } from '@src/sections/slider/slider-behavior';
import { startFirstAnswers } from '@src/islands/first-answers';
import { renderUrl, siteConfig, snapshotFromBodies } from '@src/entry-server';
import { renderWithSite } from '@test/render';
import { pageRoot } from '@test/page-root';
import { fixtureBodies } from '@test/fixtures';

vi.mock('@src/islands/hydrate', () => ({ wakeIsland: vi.fn(async () => {}), renderIsland: vi.fn(async () => {}) }));
vi.mock('@src/sections/slider/slider-behavior', () => ({ runSlider: vi.fn(() => () => {}) }));

const ROOT = join(import.meta.dirname, '../../../../..');

/** The data-* attribute names (without "data-") anywhere in some HTML. */
function dataAttrs(html: string): string[] {
  const t = document.createElement('template');
  t.innerHTML = html;
  const names = new Set<string>();
  for (const el of t.content.querySelectorAll('*'))
    for (const a of el.attributes) if (a.name.startsWith('data-')) names.add(a.name.slice('data-'.length));
  return [...names].sort();
}

function filesUnder(dir: string, exts: RegExp, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) filesUnder(p, exts, out);
    else if (exts.test(e.name)) out.push(p);
  }
  return out;
}

describe('the hostile fixtures carry every marker the page uses', () => {
  it('PAGE_MARKERS names every data-* attribute of the code and its styles (src/, scripts/)', () => {
    const used = new Set<string>();
    for (const f of [...filesUnder(join(ROOT, 'src'), /\.(tsx?|css)$/), ...filesUnder(join(ROOT, 'scripts'), /\.(mjs|ts)$/)]) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\bdata-([a-z][a-z0-9-]*)/g)) used.add(m[1]);
      // el.dataset.fooBar reads or writes data-foo-bar.
      for (const m of text.matchAll(/\bdataset\.([a-zA-Z]+)/g)) used.add(m[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((n) => !PAGE_MARKERS.includes(n)).sort();
    expect(missing, 'add these to PAGE_MARKERS in demo/make-hostile-fixtures.mjs and run it').toEqual([]);
  });

  it('as attributes of the hostile rich text, which the About text, news and the banners carry', () => {
    expect(dataAttrs(HOSTILE_MARKERS)).toEqual([...PAGE_MARKERS].sort());
    expect(HOSTILE_HTML).toContain(HOSTILE_MARKERS);
    const set = hostileSet();
    const about = set.GetAboutCompany.body as { Content: string };
    expect(about.Content).toContain(HOSTILE_MARKERS);
    expect(JSON.stringify(set.GetBannerList.body)).toContain(JSON.stringify(HOSTILE_MARKERS).slice(1, -1));
    expect(JSON.stringify(set.GetNewsList.body)).toContain(JSON.stringify(HOSTILE_MARKERS).slice(1, -1));
  });
});

describe('the sanitizer keeps no data-* attribute', () => {
  it('drops every marker from rich text, and keeps its text', () => {
    const clean = sanitizeHtml(HOSTILE_HTML);
    expect('html' in clean).toBe(true);
    const html = (clean as { html: string }).html;
    expect(dataAttrs(html)).toEqual([]);
    expect(html).toContain('Pay online');
    expect(html).toContain('every marker');
  });

  it('renders it in a container marked as content, with nothing inside carrying a marker', () => {
    const { container } = renderWithSite(<SafeHtml html={HOSTILE_MARKERS} />);
    const box = container.firstElementChild!;
    expect(box.hasAttribute(CONTENT_ATTR)).toBe(true);
    expect(dataAttrs(box.innerHTML)).toEqual([]);
    expect(box.querySelector('iframe, [data-lazy-frame], [data-island], [data-later-slot], dialog[data-banner-popup]')).toBeNull();
  });

  it("keeps only its own mark for Google Docs' not-bold <b>, which rich text cannot forge", () => {
    const html = (sanitizeHtml('<b style="font-weight:normal">plain</b><b data-weight="normal">bold</b><b>bold</b>') as { html: string })
      .html;
    expect(html).toBe('<b data-weight="normal">plain</b><b>bold</b><b>bold</b>');
  });

  it('drops them with another DOMPurify given to it too (the prerenderer gives one of its own)', () => {
    // What scripts/build/prerender.ts does (there with a jsdom window of its own; the settings are
    // sanitizeHtml's, whichever DOMPurify applies them).
    const other = DOMPurify(window);
    expect(dataAttrs((sanitizeHtml(HOSTILE_HTML, 2, other) as { html: string }).html)).toEqual([]);
    expect((sanitizeHtml('<b style="font-weight:400">x</b>', 2, other) as { html: string }).html).toBe('<b data-weight="normal">x</b>');
  });
});

// Defence in depth: markup that reached the page inside a SafeHtml container with its markers
// (as if the sanitizer had let them through), beside the site's own markers.
describe('no behaviour acts on a marker inside rich text', () => {
  const OWN_MAP = 'https://www.google.com/maps/embed?pb=1';
  let root: HTMLElement;

  /** A page holding the hostile markers, unsanitized, in a SafeHtml container. */
  const withContent = (own = '') => (root = pageRoot(`${own}<div class="rich" ${CONTENT_ATTR}="">${HOSTILE_MARKERS}</div>`));

  beforeEach(() => {
    // Every place is near the screen at once, on a page that has loaded.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.cb([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });

  afterEach(() => {
    root?.remove();
    vi.mocked(wakeIsland).mockClear();
    vi.mocked(runSlider).mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  afterAll(() => sessionStorage.clear());

  const tasks = async (n = 5) => {
    for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
  };

  it('makes no frame, opens no popup, runs no slider, hides nothing from content; the site’s own map frame is made', async () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    withContent(`<footer><div class="map" data-lazy-frame="" data-src="${OWN_MAP}" data-title="Map"></div></footer>`);
    startBehaviors(root);
    await vi.waitFor(() => expect(root.querySelector('footer > iframe')).not.toBeNull());
    await tasks(10);
    expect([...root.querySelectorAll('iframe')].map((f) => f.getAttribute('src'))).toEqual([OWN_MAP]);
    expect(root.querySelector('dialog')!.hasAttribute('open')).toBe(false);
    expect(runSlider).not.toHaveBeenCalled();
    expect(root.querySelector<HTMLElement>('[data-expires]')!.hidden).toBe(false);
    root.querySelector<HTMLElement>('[data-scroll-top]')!.click();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('wakes no island of content, however it says to wake; the site’s own island wakes', async () => {
    withContent('<div data-island="section" data-wake="load" id="own"><p>own</p></div>');
    // (Were one woken, hydrating it would warn: quiet here, the test says what happened.)
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    armIslands(root);
    await vi.waitFor(() => expect(wakeIsland).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 300));
    expect(vi.mocked(wakeIsland).mock.calls.map(([el]) => el.id)).toEqual(['own']);
    // (Two islands importing the mocked chunk at once may get the real one: what it leaves counts too.)
    expect(root.querySelectorAll(`[${CONTENT_ATTR}] [data-awake="true"]`)).toHaveLength(0);
  });

  it('finds no later slot or marker in content, and passes over content to the site’s own around it', () => {
    withContent('<div data-later-slot="" data-src="/later.html?b=1" id="own-slot"></div>');
    expect(root.querySelector(siteOnly('[data-later-slot]'))?.id).toBe('own-slot');
    expect(root.querySelectorAll(siteOnly('[data-lazy-frame], [data-island], [data-banner-popup], [data-slider]'))).toHaveLength(0);
    // A tap inside content within a part of the site's own acts for that part, never for content.
    root.innerHTML = `<div data-wizard="" id="own"><div ${CONTENT_ATTR}=""><div data-form-id="x"><b>text</b></div></div></div>`;
    expect(root.querySelector('b')!.closest(siteOnly('[data-form-id], [data-wizard]'))?.id).toBe('own');
    root.innerHTML = `<div ${CONTENT_ATTR}=""><div data-wizard=""><b>text</b></div></div>`;
    expect(inPendingPart(root.querySelector('b')!)).toBe(false);
  });

  it('first answers: no control in content opens, unfolds, filters or moves anything; the site’s own do', () => {
    withContent(
      `<button data-answer="dialog" aria-controls="drawer" aria-expanded="false" id="own-menu">Menu</button><dialog id="drawer"></dialog>` +
        `<button data-answer="disclosure" aria-controls="sub" aria-expanded="false" id="own-more">More</button><div id="sub" hidden data-shown-when="expanded"></div>` +
        `<div data-page="news-list"><p data-news-category="y" id="item">item</p></div>`,
    );
    startFirstAnswers(root);
    const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const content = root.querySelector(`[${CONTENT_ATTR}]`)!;
    for (const el of content.querySelectorAll('button, img')) tap(el);
    // (The content's markers name the site's own drawer and part by their ids.)
    expect(root.querySelector('#drawer')!.hasAttribute('open')).toBe(false);
    expect(root.querySelector<HTMLElement>('#sub')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('#item')!.hidden).toBe(false);
    expect(content.querySelector('dialog[data-photo-viewer]')!.hasAttribute('open')).toBe(false);
    expect(location.search).toBe('');
    tap(root.querySelector('#own-menu')!);
    tap(root.querySelector('#own-more')!);
    expect(root.querySelector('#drawer')!.hasAttribute('open')).toBe(true);
    expect(root.querySelector<HTMLElement>('#sub')!.hidden).toBe(false);
  });

  it('the banner popup: content inside a banner neither adds a slide nor closes it; its own button does', () => {
    sessionStorage.clear();
    root = pageRoot(
      `<dialog data-banner-popup="" data-reopen="every-load"><button data-banner-close="" id="close">×</button>` +
        `<article data-banner-slide="0"><div ${CONTENT_ATTR}="">${HOSTILE_MARKERS}</div></article>` +
        `<p data-banner-status="" id="status"></p></dialog>`,
    );
    const dialog = root.querySelector<HTMLDialogElement>('dialog[data-banner-popup]')!;
    const stop = runBannerPopup(dialog);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(root.querySelector('#status')!.textContent).toBe('1 / 1');
    for (const el of dialog.querySelectorAll<HTMLElement>(`[${CONTENT_ATTR}] [data-banner-close]`)) el.click();
    expect(dialog.hasAttribute('open')).toBe(true);
    root.querySelector<HTMLElement>('#close')!.click();
    expect(dialog.hasAttribute('open')).toBe(false);
    stop();
  });
});

// The prerenderer renders each island into a placeholder it then replaces (src/prerender/render-page.tsx),
// named by a mark of that render. Markup in content that looks like one is never replaced, even with
// a sanitizer that let it through.
describe('the prerenderer', () => {
  it('never takes markup in rich text for an island placeholder', async () => {
    const bodies = fixtureBodies();
    const company = bodies.GetAboutCompany as Record<string, unknown>;
    bodies.GetAboutCompany = { ...company, Content: '<p>About</p><div data-island-slot="0"></div><div data-island-slot="1"></div>' };
    // (As DOMPurify with RETURN_DOM, which the sanitizer asks for: the HTML as it came, as a DOM.)
    const passThrough = {
      isSupported: true,
      addHook: () => {},
      sanitize: (html: string) => Object.assign(document.createElement('body'), { innerHTML: html }),
    };
    const route = siteConfig.routes.find((r) => r.path === '/who-we-are/about-us')!;
    const { html } = await renderUrl('/who-we-are/about-us', snapshotFromBodies(bodies).data, {
      route,
      purifier: passThrough as unknown as typeof DOMPurify,
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const text = doc.querySelector(`[${CONTENT_ATTR}]`)!;
    expect(text.innerHTML).toBe('<p>About</p><div data-island-slot="0"></div><div data-island-slot="1"></div>');
    expect(text.querySelector('[data-island]')).toBeNull();
  });
});
