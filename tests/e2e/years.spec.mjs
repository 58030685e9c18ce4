// Years of content (issue 41) in a real browser: the production site prerendered from
// DEMO_CONTENT=years (600 notices, 66 current; 300 news items; 60 albums of 40 photos; 100
// achievements) and served with its back-end (tests/e2e/years-support.mjs, built once per run).
// Its lists come in pages, in both languages and with JavaScript off; a page's data file holds what
// the page shows, so it does not grow with the site; and no content page asks the ERP for anything
// (the publisher reads it; pages read the site's change note). Every item being linked from some
// page of its list is tested where it is cheap, on the renderer (tests/unit/src/entry-server/list-pages.test.ts).
import { expect, recordProblems, test } from './fixtures.mjs';
import { yearsSite } from './years-support.mjs';

let site;
test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // the build, for the first worker that asks
  site = await yearsSite();
});
test.afterAll(async () => site?.close());

/** The back-end's read calls a page makes (POST /v1/…), the form choices and live-only birthdays aside. */
function erpReads(page) {
  const reads = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/v1/') && !/GetBirthDayList|ClassListForReg|GetCasteList|GetAllDocumentType/.test(pathname))
      reads.push(pathname);
  });
  return reads;
}

test.describe('lists in pages', () => {
  test.use({ serviceWorkers: 'block' });

  test('the notice list and the news list in numbered pages, in English and in Nepali', async ({ page }) => {
    const problems = recordProblems(page, site.url);
    await page.goto(site.url + '/media/notice');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toBeVisible();
    const first = await page.locator('main article h2').allInnerTexts();
    expect(first.length).toBeGreaterThan(1);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/media\/notice\/page\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices, page 2');
    const second = await page.locator('main article h2').allInnerTexts();
    expect(second.some((h) => first.includes(h))).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toContainText('2');

    await page.goto(site.url + '/ne/media/news/page/3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('पृष्ठ ३');
    const ne = page.getByRole('navigation', { name: 'पृष्ठहरू' });
    await expect(ne.getByRole('link', { name: 'अघिल्लो पृष्ठ' })).toHaveAttribute('href', '/ne/media/news/page/2');
    await expect(ne.getByRole('link', { name: 'अर्को पृष्ठ' })).toHaveAttribute('href', '/ne/media/news/page/4');
    expect(problems).toEqual([]);
  });

  test('a number past the last page is Page Not Found', async ({ page }) => {
    const res = await page.goto(site.url + '/media/notice/page/99');
    expect(await res.text(), 'not prerendered').not.toContain('data-prerendered="/media/notice/page/99');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('every page of a list is reached by its links, and an item from its page', async ({ page }) => {
    await page.goto(site.url + '/achievements');
    let n = 1;
    for (;;) {
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
      if (!(await next.count())) break;
      await next.click();
      n++;
      await expect(page).toHaveURL(new RegExp(`/achievements/page/${n}$`));
    }
    expect(n).toBe(Math.ceil(100 / 12));
    await page.locator('main h2 a').first().click();
    await expect(page).toHaveURL(/\/achievements\/(?!page)[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
});

test.describe('a page’s data and the ERP', () => {
  test.use({ serviceWorkers: 'block' });

  test('a notice page’s data file holds that notice, not the list: it does not grow with the site', async ({ page }) => {
    await page.goto(site.url + '/media/notice');
    await page.locator('main article a').first().click();
    const file = await page.evaluate(() => document.getElementById('__snapshot')?.dataset.rest);
    expect(file).toMatch(/page-data\.json/);
    const res = await page.request.get(new URL(file, site.url).href);
    const body = await res.body();
    expect(body.length, 'bytes of a notice page’s data').toBeLessThanOrEqual(30_000);
    const data = JSON.parse(body.toString());
    expect(Object.keys(data).some((k) => k === 'GetNoticeList')).toBe(false);
  });

  for (const path of ['/', '/media/notice', '/media/news', '/media/gallery', '/achievements']) {
    test(`${path} asks the ERP for no content, also after load and the freshness check`, async ({ page }) => {
      const reads = erpReads(page);
      await page.goto(site.url + path, { waitUntil: 'load' });
      // The change note is read 4 s after load (src/main.tsx): wait for it.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/changes.json'))), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(reads).toEqual([]);
    });
  }
});
