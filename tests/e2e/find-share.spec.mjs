// Feeds, structured data and share links on a site built with its address (SITE_URL), as a
// static host serves it: a site of the test's own (its first release the build's) whose pages are
// made again from the demo fixtures with SITE_URL set, as `npm run rebuild:pages` does.
// - the Atom feeds of notices and news in both languages are served, parse as Atom, and list
//   the live items: the notices are the notice list's, each linked at its absolute address;
// - the list pages name their feed in the head, the footer links to both;
// - the home page's JSON-LD names the school as the footer does, a notice's is an Article named by
//   its headline; hreflang alternates and the canonical link are absolute;
// - a notice's share links carry its address and title, and its share button (where the browser
//   has a share sheet) opens it with them.
import { expect, test } from './fixtures.mjs';
import { SITE_URL, ownSite, publish } from './publish-support.mjs';

test.describe.configure({ mode: 'serial' });

/** The test's own site (tests/e2e/publish-support.mjs): its dist, a link to the rebuilt release. */
let site;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = ownSite();
  const { code, out } = await publish(site, ['--pages'], { api: 'demo' });
  expect(code, out).toBe(0);
  expect(out).toMatch(/prerender: feeds \/feeds\/notices\.xml \(\d+\)/);
});

test.afterAll(() => site?.remove());

/** The feed at `path` of the served site, parsed in the page: its id, title and entries. */
async function feedAt(page, url, path) {
  const res = await page.request.get(url + path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const kids = (el, name) => [...el.children].filter((c) => c.localName === name);
    const feed = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      ns: feed.namespaceURI,
      id: kids(feed, 'id')[0]?.textContent,
      title: kids(feed, 'title')[0]?.textContent,
      updated: kids(feed, 'updated')[0]?.textContent,
      entries: kids(feed, 'entry').map((e) => ({
        id: kids(e, 'id')[0]?.textContent,
        title: kids(e, 'title')[0]?.textContent,
        updated: kids(e, 'updated')[0]?.textContent,
        link: kids(e, 'link')[0]?.getAttribute('href'),
      })),
    };
  }, xml);
}

/** The page's JSON-LD objects, parsed. */
const structuredData = (page) => page.$$eval('script[type="application/ld+json"]', (els) => els.map((e) => JSON.parse(e.textContent)));

test('the feeds are served in both languages, valid Atom with the live items, linked from the lists and the footer', async ({
  page,
  serve,
}) => {
  const { url } = await serve({ staticDir: site.dist });
  for (const lang of ['', '/ne'])
    for (const kind of ['notices', 'news']) {
      const feed = await feedAt(page, url, `${lang}/feeds/${kind}.xml`);
      expect(feed.error).toBe(0);
      expect(feed.ns).toBe('http://www.w3.org/2005/Atom');
      expect(feed.id).toBe(`${SITE_URL}${lang}/feeds/${kind}.xml`);
      expect(feed.title).toBeTruthy();
      expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(feed.entries.length).toBeGreaterThan(1);
      for (const e of feed.entries) {
        expect(e.id).toBe(e.link);
        expect(e.link.startsWith(`${SITE_URL}${lang}/media/`)).toBe(true);
        expect(e.title).toBeTruthy();
        expect(e.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
    }

  // The notice feed lists the notices the list page shows (the live ones), and the list names it.
  await page.goto(url + '/media/notice');
  const shown = await page.$$eval('main a[href^="/media/notice/"]', (as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
  const feed = await feedAt(page, url, '/feeds/notices.xml');
  expect(feed.entries.map((e) => e.link).sort()).toEqual(shown.map((h) => SITE_URL + h).sort());
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/feeds/notices.xml`,
  );
  // Every page's footer links to both, in its language; the link serves the feed.
  await page.goto(url + '/ne/who-we-are/about-us');
  const footer = page.locator('footer a[type="application/atom+xml"]');
  await expect(footer).toHaveCount(2);
  await expect(footer.first()).toHaveAttribute('href', '/ne/feeds/notices.xml');
  await expect(footer.first()).toBeVisible();
});

test('the home page names the school and a notice names itself in JSON-LD; its addresses are absolute', async ({ page, serve }) => {
  const { url } = await serve({ staticDir: site.dist });
  await page.goto(url + '/');
  const home = await structuredData(page);
  const school = home.find((d) => d['@type'] === 'School');
  expect(school).toBeTruthy();
  await expect(page.locator('footer').getByText(school.name, { exact: true })).toBeVisible();
  expect(school.url).toBe(`${SITE_URL}/`);
  expect(school.logo).toMatch(/^https?:\/\//);
  expect(school.sameAs.length).toBeGreaterThan(0);
  // The hreflang alternates and the canonical link: absolute, as search engines need them.
  const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (ls) => ls.map((l) => [l.hreflang, l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${SITE_URL}/`],
    ['ne', `${SITE_URL}/ne`],
    ['x-default', `${SITE_URL}/`],
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/`);

  await page.goto(url + '/media/notice');
  const first = await page.locator('main a[href^="/media/notice/"]').first().getAttribute('href');
  for (const prefix of ['', '/ne']) {
    await page.goto(url + prefix + first);
    const article = (await structuredData(page)).find((d) => d['@type'] === 'Article');
    expect(article.url).toBe(SITE_URL + prefix + first);
    await expect(page.locator('article h2')).toHaveText(article.headline);
    expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
  }
});

test('a notice’s share links carry its address and title; its share button opens the share sheet with them', async ({ page, serve }) => {
  const { url } = await serve({ staticDir: site.dist });
  // (Chromium on Linux has no share sheet: one standing in for it records what it is given.)
  await page.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => void window.__shared.push(data);
  });
  await page.goto(url + '/media/notice');
  const path = await page.locator('main a[href^="/media/notice/"]').first().getAttribute('href');
  await page.goto(url + path);
  const title = await page.locator('article h2').textContent();
  const address = SITE_URL + path;
  const group = page.getByRole('group', { name: 'Share' });
  const hrefOf = (name) => group.getByRole('link', { name }).getAttribute('href');
  expect(new URL(await hrefOf('Share on Facebook')).searchParams.get('u')).toBe(address);
  expect(new URL(await hrefOf('Share on WhatsApp')).searchParams.get('text')).toBe(`${title} ${address}`);
  const viber = await hrefOf('Share on Viber');
  expect(viber.startsWith('viber://forward?text=')).toBe(true);
  expect(decodeURIComponent(viber.split('text=')[1])).toBe(`${title} ${address}`);
  // Each a tap target of 44 px at least.
  for (const link of await group.getByRole('link').all()) expect((await link.boundingBox()).height).toBeGreaterThanOrEqual(44);
  const button = group.getByRole('button', { name: 'Share…' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.__shared)).toEqual([{ title, url: address }]);
});
