// What the renderer returns for a page (src/entry-server.tsx renderUrl), rendered as
// scripts/build/prerender.ts renders it — the demo fixtures as the snapshot, the build's time — checked
// on the HTML's island elements: the menu is an island waking on interaction, the home page has one
// island per enabled section waking as the section registry says (those below its first screen in
// its later part), each island has its own useId prefix, no slot is left, and the page's data
// covers what every island says it shows; and the page as data: its head, its links, its first
// screen's images with their copies.
// (In the jsdom environment: the VM pool cannot load the jsdom package itself, which a Node
// environment would need for DOMPurify, as scripts/build/prerender.ts does; here DOMPurify uses the
// test's window. Nothing renders differently: no component reads window while rendering.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshnessPlan, renderUrl, snapshotFromBodies, siteConfig, type RenderedPage } from '@src/entry-server';
import DOMPurify from 'dompurify';
import { routeMatches } from '@src/lib/route-match';
import { viewPrefix } from '@src/api/views';
import { ops } from '@src/api/operations';
import { copiesFor, imageUrlsIn } from '@src/api/image-urls';
import { IMAGE_COPIES_KEY, type ImageCopies } from '@src/lib/image-copy';
import { PLACEHOLDER } from '@src/components/image/placeholder';
import { fingerprint } from '@src/lib/hash';
import { sectionRegistry } from '@src/sections/section-registry';
import { pageRegistry } from '@src/pages/page-registry';
import { islandProps } from '@src/islands/island-kinds';
import { FIXTURES_DIR, fixtureBodies } from '@test/fixtures';

interface IslandEl {
  name: string;
  wake: string;
  idp: string;
  /** Its props, read as the browser reads them: from what the page wrote and the built config. */
  props: Record<string, unknown>;
  /** What the page wrote (data-props). */
  written: Record<string, unknown>;
  keys: string[];
  el: Element;
}

/** The islands of a rendered page, outermost first, read back from its HTML. */
function islandsOf(html: string): IslandEl[] {
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  return [...doc.querySelectorAll('[data-island]')].map((el) => {
    const name = el.getAttribute('data-island')!;
    const written = JSON.parse(el.getAttribute('data-props')!) as Record<string, unknown>;
    return {
      name,
      wake: el.getAttribute('data-wake')!,
      idp: el.getAttribute('data-idp')!,
      props: islandProps(name, written, siteConfig)!,
      written,
      keys: JSON.parse(el.getAttribute('data-keys')!) as string[],
      el,
    };
  });
}

let snapshot: Record<string, unknown>;
let fingerprints: Record<string, string>;
let bodies: Record<string, unknown>;
// The time every page is drawn as of (the build's: scripts/build/prerender.ts).
const AT = { now: Date.UTC(2026, 10, 24, 6, 0) };
const pages = new Map<string, Promise<RenderedPage>>();
const routeOf = (url: string) => siteConfig.routes.find((r) => routeMatches(r.path, url))!;
const render = (url: string) => {
  if (!pages.has(url)) pages.set(url, renderUrl(url, snapshot, { ...AT, route: routeOf(url) }));
  return pages.get(url)!;
};
/** The page's HTML with its later part where its slot goes: the whole page, as the app renders it. */
const whole = ({ html, later }: RenderedPage) => (later ? html.slice(0, later.at) + later.sections.join('') + html.slice(later.at) : html);

beforeAll(() => {
  // As scripts/build/prerender.ts does for PRERENDER_DATA=demo.
  bodies = fixtureBodies();
  ({ data: snapshot, fingerprints } = snapshotFromBodies(bodies));
});

describe.each(['/', '/who-we-are/about-us', '/media/notice/210/Fee%20payment%20deadline%20for%20Poush'])('renderUrl(%s)', (url) => {
  it('makes the menu an island that wakes on interaction, and leaves no slot behind', async () => {
    const page = await render(url);
    const { islands } = page;
    const html = whole(page);
    const found = islandsOf(html);
    expect(found.filter((i) => i.name === 'frame:nav').map((i) => i.wake)).toEqual(['interaction']);
    expect(found.filter((i) => i.name === 'frame:header').map((i) => i.wake)).toEqual(['static']);
    expect(html).not.toContain('data-island-slot');
    expect(html).not.toContain('<!--$!-->');
    // What it reports is what the HTML holds.
    expect(islands.map((i) => [i.name, i.wake]).sort()).toEqual(found.map((i) => [i.name, i.wake]).sort());
  });

  it('gives every island a useId prefix of its own, so no two elements share an id and every reference finds its own', async () => {
    const found = islandsOf(whole(await render(url)));
    const idps = found.map((i) => i.idp);
    expect(new Set(idps).size).toBe(idps.length);
    const doc = found[0].el.ownerDocument;
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
    // An id made by useId ('_<prefix>R_…_') is its own island's (the innermost one holding it).
    for (const el of doc.querySelectorAll('[id^="_"]')) {
      const own = el.closest('[data-island]')!.getAttribute('data-idp')!;
      expect(el.id.startsWith(`_${own}R_`), el.id).toBe(true);
    }
    for (const el of doc.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')) {
      for (const a of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
        for (const ref of (el.getAttribute(a) ?? '').split(/\s+/).filter(Boolean)) {
          const target = doc.getElementById(ref);
          expect(target, `${a}="${ref}"`).not.toBeNull();
          expect(target!.closest('[data-island]'), `${a}="${ref}"`).toBe(el.closest('[data-island]'));
        }
      }
    }
  });

  it('returns the data every island says it shows, and nothing outside the snapshot', async () => {
    const page = await render(url);
    const { used } = page;
    const found = islandsOf(whole(page));
    // A view of an operation (src/api/views.ts) is made from the snapshot's answer: the page carries the view.
    const opOf = (k: string) => Object.values(ops).find((o) => k === o.key || k.startsWith(viewPrefix(o)))?.key ?? k;
    for (const i of found)
      for (const k of i.keys) expect(used, `${i.name} shows ${k}`).toHaveProperty([k], k in snapshot ? snapshot[k] : used[k]);
    for (const k of Object.keys(used)) expect(snapshot).toHaveProperty([opOf(k)]);
  });
});

describe('the home page', () => {
  it("takes the styles React hoists out of the page's HTML, for the head: the theme's colours, and its later part's carousel presets", async () => {
    const page = await render('/');
    expect(whole(page)).not.toMatch(/<style/);
    expect(page.styles).toEqual([expect.stringMatching(/^<style data-precedence="theme" data-href="theme-vars">:root\{--color-primary:#/)]);
    const presets = page.later!.styles;
    expect(presets.length).toBeGreaterThan(0);
    for (const p of presets) expect(p).toMatch(/^<style data-precedence="default" data-href="carousel-[^"]+">\[data-carousel-preset=/);
    // Each once, however many carousels of a preset the sections have.
    expect(new Set(presets).size).toBe(presets.length);
  });

  it('has one island per enabled section, in order, each waking as the section registry says', async () => {
    const found = islandsOf(whole(await render('/'))).filter((i) => i.name === 'section');
    const enabled = siteConfig.home.sections.filter((s) => s.enabled !== false && sectionRegistry[s.type]);
    expect(found.map((i) => (i.props.section as { id: string }).id)).toEqual(enabled.map((s) => s.id));
    expect(found.map((i) => [(i.props.section as { type: string }).type, i.wake])).toEqual(
      enabled.map((s) => [s.type, sectionRegistry[s.type]!.wake]),
    );
  });

  it('names each island’s config entry by its place in the config, and carries no copy of it', async () => {
    const found = islandsOf(whole(await render('/')));
    const enabled = siteConfig.home.sections.filter((s) => s.enabled !== false && sectionRegistry[s.type]);
    const sections = found.filter((i) => i.name === 'section');
    expect(sections.map((i) => i.written.section)).toEqual(enabled.map((s) => siteConfig.home.sections.indexOf(s)));
    for (const i of sections) expect(i.props.section).toBe(siteConfig.home.sections[i.written.section as number]);
    expect(sections.map((i) => typeof i.written.firstScreen)).toEqual(sections.map(() => 'boolean'));
    expect(found.find((i) => i.name === 'page')!.written).toEqual({ route: '/' });
  });

  it('wraps the sections in the home page’s own island, static as the page registry says', async () => {
    const found = islandsOf(whole(await render('/')));
    const page = found.find((i) => i.name === 'page')!;
    expect(page.wake).toBe(pageRegistry.home.wake);
    expect((page.props.route as { page: string }).page).toBe('home');
    const sections = found.filter((i) => i.name === 'section');
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(page.el.contains(s.el)).toBe(true);
  });

  it('keeps the sections below the first screen out of its HTML: each on its own in its later part, in order', async () => {
    const page = await render('/');
    const first = siteConfig.home.firstScreenSections ?? 4;
    const enabled = siteConfig.home.sections.filter((s) => s.enabled !== false && sectionRegistry[s.type]);
    const sectionsIn = (html: string) =>
      islandsOf(html)
        .filter((i) => i.name === 'section')
        .map((i) => (i.props.section as { id: string }).id);
    expect(sectionsIn(page.html)).toEqual(enabled.slice(0, first).map((s) => s.id));
    expect(page.later!.sections.map(sectionsIn)).toEqual(enabled.slice(first).map((s) => [s.id]));
    // Its place: right after the first screen's sections, inside the home page's island.
    const home = islandsOf(page.html).find((i) => i.name === 'page')!;
    expect(page.html.slice(0, page.later!.at)).toContain(`id="section-${enabled[first - 1].id}"`);
    expect(page.html.slice(page.later!.at)).not.toContain('data-section');
    expect(page.html.indexOf(`data-idp="${home.idp}"`)).toBeLessThan(page.later!.at);
    // What it reports of each island says where the island is.
    const later = new Set(page.later!.sections.flatMap((s) => islandsOf(s).map((i) => i.idp)));
    expect(later.size).toBeGreaterThan(0);
    for (const i of page.islands) expect(i.later, i.label).toBe(later.has(i.idp));
    // A page without such a part has none.
    expect((await render('/who-we-are/about-us')).later).toBeNull();
  });

  it("heads a page of one item with the item's title, never the words of its address; Page Not Found, and marked missing, for no such item", async () => {
    const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    // An item that exists, linked with other words: its own headline.
    const real = await renderUrl('/media/news/108/Admission-fee-now-payable-only-to-eSewa-9800000000', snapshot, {
      ...AT,
      route: routeOf('/media/news/1/x'),
    });
    expect(h1(real.html)).toBe('Science Exhibition showcases 60 student projects');
    expect(real.head.title).toMatch(/^Science Exhibition showcases 60 student projects \| /);
    expect(real.facts.missing).toBe(false);
    // (Only in links to this address: the language switch's.)
    const shown = (html: string) => html.replace(/\shref="[^"]*"/g, '');
    expect(shown(real.html).includes('eSewa')).toBe(false);
    // One that does not: Page Not Found, in each language, as the site's not-found page says it.
    for (const [url, notFound] of [
      ['/media/news/1/Admission-fee-now-payable-only-to-eSewa-9800000000', 'Page Not Found'],
      ['/ne/media/news/1/Admission-fee-now-payable-only-to-eSewa-9800000000', 'पेज भेटिएन'],
      ['/media/notice/1/Admission-fee-now-payable-only-to-eSewa-9800000000', 'Page Not Found'],
      ['/programs/Admission-fee-now-payable-only-to-eSewa-9800000000', 'Page Not Found'],
    ]) {
      const page = await renderUrl(url, snapshot, { ...AT, route: routeOf(url.replace(/^\/ne/, '')) });
      expect(h1(page.html), url).toBe(notFound);
      expect(page.head.title, url).toMatch(new RegExp(`^${notFound} \\| `));
      expect(page.head.description, url).not.toContain('eSewa');
      expect(shown(page.html).includes('eSewa'), url).toBe(false);
      expect(page.facts.missing, url).toBe(true);
    }
  });

  it('with firstScreenSections (the build fitting the first round trip): that many sections first, the rest in its later part, each island saying which', async () => {
    const enabled = siteConfig.home.sections.filter((s) => s.enabled !== false && sectionRegistry[s.type]);
    const page = await renderUrl('/', snapshot, { ...AT, route: routeOf('/'), firstScreenSections: 1 });
    const sectionsIn = (html: string) => islandsOf(html).filter((i) => i.name === 'section');
    expect(sectionsIn(page.html).map((i) => (i.props.section as { id: string }).id)).toEqual([enabled[0].id]);
    expect(sectionsIn(page.html).map((i) => i.props.firstScreen)).toEqual([true]);
    const later = page.later!.sections.flatMap(sectionsIn);
    expect(later.map((i) => (i.props.section as { id: string }).id)).toEqual(enabled.slice(1).map((s) => s.id));
    // (Their pictures load lazily, as below the first screen: the hydrated island renders the same.)
    expect(later.every((i) => i.props.firstScreen === false)).toBe(true);
    // The site's own config is as it was: the next page is rendered as configured.
    expect(siteConfig.home.firstScreenSections ?? 4).toBeGreaterThan(1);
  });

  it('keeps the school’s text as text: slot marks written in it are neither filled nor taken for the later part', async () => {
    const banners = snapshot[ops.banners.key] as { description: string }[];
    const forged = `<div data-island-slot="0"></div><div data-later-slot="later"></div><div data-later-slot=""></div>`;
    const hostile = { ...snapshot, [ops.banners.key]: banners.map((b) => ({ ...b, description: `${forged}${b.description}` })) };
    // The sanitizer drops data-* attributes (tests/unit/src/components/safe-html/rich-text-markers.test.tsx): here
    // one lets them through, as if it had not, and the marks of the render still cannot be forged.
    // (As DOMPurify with RETURN_DOM, which the sanitizer asks for: the HTML as it came, as a DOM.)
    const passThrough = {
      isSupported: true,
      addHook: () => {},
      sanitize: (html: string) => Object.assign(document.createElement('body'), { innerHTML: html }),
    };
    const page = await renderUrl('/', hostile, { ...AT, route: routeOf('/'), purifier: passThrough as unknown as typeof DOMPurify });
    const normal = await render('/');
    expect(page.html).toContain('data-island-slot="0"');
    expect(page.later!.sections).toHaveLength(normal.later!.sections.length);
    expect(page.html.slice(page.later!.at)).not.toContain('data-section');
    expect(islandsOf(whole(page)).length).toBe(islandsOf(whole(normal)).length);
  });

  it('notes the data each section shows in its data-keys', async () => {
    const found = islandsOf(whole(await render('/')));
    const slider = found.find((i) => (i.props.section as { type?: string } | undefined)?.type === 'slider')!;
    expect(slider.keys).toContain('GetSliderList');
    const noticeBar = found.find((i) => (i.props.section as { type?: string } | undefined)?.type === 'notice-bar')!;
    expect(noticeBar.keys.some((k) => k.startsWith('GetNoticeList | current'))).toBe(true);
  });
});

describe('the freshness plan of a page (fresh.json)', () => {
  it('names the operations the page shows, whole or through a view, and no fingerprint (those are in its build’s change note)', async () => {
    const { used } = await render('/');
    const plan = freshnessPlan(Object.keys(used), fingerprints, 10);
    expect(plan.every).toBe(600_000);
    // The home page shows a few notices (views of the list), not the list: the plan names the list.
    expect(Object.keys(used).some((k) => k.startsWith(`${ops.notices.key} | `))).toBe(true);
    expect(used[ops.notices.key]).toBeUndefined();
    expect(plan.ops).toContain(ops.notices.key);
    expect(plan.ops).toContain(ops.slider.key);
    expect(JSON.stringify(plan)).not.toContain(fingerprint(JSON.stringify(bodies.GetSliderList)));
    // Nothing a visitor would send to the ERP: no request, no address.
    expect(JSON.stringify(plan)).not.toMatch(/v1\/|branchCode/);
  });
});

describe('a notice page', () => {
  it('renders the notice its path names (the page island reads the route’s parameters)', async () => {
    const { html } = await render('/media/notice/210/Fee%20payment%20deadline%20for%20Poush');
    const page = islandsOf(html).find((i) => i.name === 'page')!;
    expect((page.props.route as { page: string }).page).toBe('notice-detail');
    expect(page.el.textContent).toContain('Fee payment deadline for Poush');
    expect(page.el.textContent).toContain('Mangsir 30');
  });
});

describe('a part drawn for the build’s day', () => {
  // Built 2026-11-24 06:00 UTC = 11:45 in Nepal; that day ends at 00:00 NPT = 18:15 UTC.
  const endOfBuildDay = String(Date.UTC(2026, 10, 24, 18, 15));

  it('marks the calendar’s today in the HTML and carries when that day ends, its month in the later part; a page without a day carries nothing', async () => {
    const calendar = await render('/academics/calendar');
    const page = islandsOf(whole(calendar)).find((i) => i.name === 'page')!;
    // (Carried by the island, though the day is drawn in its later part.)
    expect(page.el.getAttribute('data-until')).toBe(endOfBuildDay);
    // 2026-11-24 is Mangsir 8, 2083 BS: a month after the first, so after load.
    const today = page.el.querySelector('[aria-current="date"]');
    expect(today?.getAttribute('data-day')).toBe('8');
    expect(calendar.later!.sections.join('')).toContain('aria-current="date"');
    expect(calendar.html).toContain('id="month-1"');
    expect(calendar.html).not.toContain('id="month-2"');

    const about = await render('/who-we-are/about-us');
    expect(islandsOf(about.html).filter((i) => i.el.hasAttribute('data-until'))).toEqual([]);
  });
});

describe('live-only data (site.liveOnly: birthdays)', () => {
  it('is never in a built page: not in its data, its HTML or its freshness plan', async () => {
    expect(siteConfig.site.liveOnly).toContain(ops.birthdays.name);
    expect(ops.birthdays.key in snapshot).toBe(false);
    expect(fingerprints[ops.birthdays.key]).toBeUndefined();
    // The pupils named nowhere else (staff are on the team pages, prize winners in achievements).
    const people = JSON.parse(readFileSync(join(FIXTURES_DIR, 'Admin.GetBirthDayList.json'), 'utf8')) as Record<
      'StudentColl',
      { Name: string }[]
    >;
    const elsewhere = readdirSync(FIXTURES_DIR)
      .filter((f) => f.endsWith('.json') && f !== 'Admin.GetBirthDayList.json')
      .map((f) => readFileSync(join(FIXTURES_DIR, f), 'utf8'))
      .join('\n');
    const names = people.StudentColl.map((p) => p.Name).filter((n) => !elsewhere.includes(n));
    expect(names.length).toBeGreaterThan(0);
    const page = await render('/');
    const { used } = page;
    const html = whole(page);
    for (const name of names) expect(html.includes(name), name).toBe(false);
    expect(html).not.toMatch(/Attachments.academic.student/);
    expect(Object.keys(used)).not.toContain(ops.birthdays.key);
    // The birthdays section is still on the page, as an island that draws itself from a live answer.
    expect(islandsOf(html).some((i) => (i.props.section as { type?: string } | undefined)?.type === 'birthdays')).toBe(true);
  });
});

describe('the page as data', () => {
  it('gives its head: the title, a description from its first paragraph, the canonical URL', async () => {
    const url = '/who-we-are/about-us';
    const page = await renderUrl(url, snapshot, { ...AT, route: routeOf(url), siteUrl: 'https://school.edu.np' });
    expect(page.head.title).toBe('About Us | Himalaya Vidya Mandir');
    expect(page.head.description).toMatch(/^About Us: Himalaya Vidya Mandir was founded in 2052 B\.S\. .{40,}…$/);
    expect(page.head.description.length).toBeLessThanOrEqual(155);
    expect(page.head.url).toBe('https://school.edu.np/who-we-are/about-us');
    // Its first image as an absolute URL (the school's photo, under the site's address).
    expect(page.head.image).toMatch(/^https:\/\/school\.edu\.np\/Attachments\//);
    expect(page.path).toBe(url);
  });

  it('lists the links the prerenderer follows, those of its later part in its own facts', async () => {
    const page = await render('/');
    expect(page.facts.links).toContain('/who-we-are/about-us');
    const inLater = page
      .later!.sections.join('')
      .match(/href="(\/[^"]+)"/g)!
      .map((h) => h.slice(6, -1).replace(/&amp;/g, '&'));
    for (const link of inLater) expect(page.later!.facts.links).toContain(link);
    const notices = (await render('/media/notice')).facts.links.filter((l) => l.startsWith('/media/notice/'));
    expect(notices.length).toBeGreaterThanOrEqual(3);
  });

  it('draws every picture from the build’s copies, with the main colour behind it, and the page’s data carries their records', async () => {
    const url = '/who-we-are/about-us';
    const plain = await render(url);
    const photo = new DOMParser().parseFromString(plain.html, 'text/html').querySelector('img[fetchpriority="high"]')!.getAttribute('src')!;
    // Every picture the data names has copies, but one that could not be made (null).
    const images: ImageCopies = {};
    let n = 0;
    for (const u of imageUrlsIn(snapshot)) images[u] = { i: (++n).toString(16).padStart(16, 'a'), w: 1500, h: 1000, c: '#336699' };
    images[photo] = null;
    const logo = [...imageUrlsIn(snapshot[ops.company.key])][0];
    const page = await renderUrl(url, snapshot, { ...AT, route: routeOf(url), images });
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    // The picture the build could not copy is the placeholder, never the upload.
    const lead = doc.querySelector('img[fetchpriority="high"]')!;
    expect([lead.getAttribute('src'), lead.getAttribute('srcset')]).toEqual([PLACEHOLDER, null]);
    // The logo is drawn from its copies: a srcset of WebP copies up to twice its 64 px, its size fixed.
    const rec = images[logo]!;
    const header = doc.querySelector('header img')!;
    expect(header.getAttribute('srcset')).toBe(`/img/${rec.i}-160.webp 160w`);
    expect(header.getAttribute('sizes')).toBe('64px');
    expect(header.getAttribute('src')).toBe(`/img/${rec.i}-160.webp`);
    expect((header as HTMLElement).style.backgroundColor).toBe('rgb(51, 102, 153)');
    // No picture of the page is its upload, and no preload link.
    for (const img of doc.querySelectorAll('img'))
      expect(img.getAttribute('src')).toMatch(/^(\/img\/[0-9a-f]+-\d+\.webp|\/placeholder\.svg)$/);
    expect(page.html).not.toContain('rel="preload"');
    // The page's data carries the records of the pictures its data names, and only those.
    expect(page.used[IMAGE_COPIES_KEY]).toEqual(copiesFor(page.used, images));
    expect(page.used[IMAGE_COPIES_KEY]).toMatchObject({ [logo]: rec, [photo]: null });
    expect(Object.keys(page.used[IMAGE_COPIES_KEY] as object).length).toBeLessThan(Object.keys(images).length);
    // Without copies (no images step) the pictures are as uploaded.
    expect(plain.html).not.toContain('srcset');
    expect(photo).not.toBe(PLACEHOLDER);
  });
});

describe('whether a page drew from the build time (a rebuild renders such a page again whatever its data: scripts/build/page-reuse.ts)', () => {
  it('says so for a notice, whose expiry is drawn against it, and the calendar, which draws its today; not for about us', async () => {
    const drew = async (url: string) => (await renderUrl(url, snapshot, { ...AT, route: routeOf(url) })).timeRead;
    // (At once: each page's render keeps what it learned in a context of its own.)
    const [about, notice, calendar] = await Promise.all(
      ['/who-we-are/about-us', '/media/notice/210/Fee%20payment%20deadline%20for%20Poush', '/academics/calendar'].map(drew),
    );
    expect(about).toBe(false);
    expect(notice).toBe(true);
    expect(calendar).toBe(true);
  });
});
