// The island model in a real browser against the production build (src/islands/):
// - a content page runs only the island loader until the visitor interacts: no React;
// - an island wakes on its wake, and a tap made before its code arrived is carried out;
// - the admission form is in the prerendered page, and what is typed before its engine arrives
//   reaches the engine;
// - a page whose back-end data changed since the build draws again only the parts showing it,
//   asking only for what the page shows, and not again within site.freshnessMinutes;
// - a path with no prerendered page (an item published after the build) still renders, with the
//   client-rendered app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, appReady, fixturesWith, openPage, withSite } from './support.mjs';

// A marker every build of react-dom carries (its production error messages point at it).
const REACT_MARKER = 'react.dev/errors';

/** Every script the page loads, with its gzip size and whether it is React. */
function watchScripts(page) {
  const scripts = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: r.url(), gzip: gzipSync(body).length, react: body.includes(REACT_MARKER) });
  });
  return scripts;
}

test('a content page loads no React until the visitor interacts; then its islands work', async () => {
  await withSite(async ({ url, browser }) => {
    const { page, problems } = await openPage(browser, url, { width: 1366 });
    const scripts = watchScripts(page);
    await page.goto(url + '/who-we-are/about-us', { waitUntil: 'networkidle' });
    await appReady(page);
    await page.waitForTimeout(500);
    assert.deepEqual(scripts.filter((s) => s.react).map((s) => s.url), [], 'no React before an interaction');
    const ours = scripts.reduce((n, s) => n + s.gzip, 0);
    assert.ok(ours <= 5 * 1024, `scripts before an interaction: ${ours} bytes gzip (${scripts.map((s) => s.url.split('/').pop()).join(', ')})`);

    // Pointing at the menu wakes it: its dropdown opens on hover, as it always did.
    const nav = page.locator('nav[aria-label="Main navigation"]');
    const who = nav.getByRole('button', { name: 'Who We Are' });
    await who.hover();
    await page.waitForFunction(() => document.querySelector('[data-island="frame:nav"]')?.dataset.awake === 'true');
    assert.ok(scripts.some((s) => s.react), 'React came with the menu');
    await who.click();
    assert.equal(await who.getAttribute('aria-expanded'), 'true');
    await nav.getByRole('link', { name: 'Vision Statement' }).click();
    await page.waitForURL(/\/who-we-are\/vision-statement$/);
    await page.getByRole('heading', { level: 1, name: 'Vision Statement' }).waitFor();
    // A link is a page load of the next page's static HTML, which again runs no React up front.
    assert.equal(await page.evaluate(() => document.querySelector('[data-island="frame:nav"]')?.dataset.awake), undefined);
    assert.deepEqual(problems, []);
  });
});

test('a tap on an island before its code has arrived is carried out once it has', async () => {
  await withSite(async ({ url, browser }) => {
    const { page, context, problems } = await openPage(browser, url, { width: 375, serviceWorkers: 'block' });
    // The island's code is slow to come (a phone on a slow network).
    let release;
    const held = new Promise((r) => (release = r));
    await context.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url + '/who-we-are/about-us');
    await appReady(page);
    await page.click('[data-testid="menu-toggle"]');
    assert.equal(await page.locator('[data-testid="drawer"]').count(), 0, 'nothing happens before the code is there');
    release();
    await page.locator('[data-testid="drawer"]').waitFor();
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="drawer"]')), true, 'focus moved into the drawer');
    assert.deepEqual(problems, []);
  });
});

test('the admission form is in the page: what a parent types before its engine arrives is kept', async () => {
  await withSite(async ({ url, browser }) => {
    const { page, context, problems } = await openPage(browser, url, { width: 375, serviceWorkers: 'block' });
    // The form engine (RJSF, ~100 KB gzip) is slow to come, as on a phone network.
    let release;
    const held = new Promise((r) => (release = r));
    await context.route(/\/assets\/(form-engine|wizard)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url + '/requests-inquiries/admission-inquiry');
    const field = (id) => page.locator(`#f-admission-inquiry-${id}`);
    // The first step is there and typeable from the prerendered HTML, before the engine.
    await field('personal_firstName').fill('Asha');
    await field('personal_lastName').fill('Thapa');
    await page.getByLabel('Female').check();
    assert.equal(await page.locator('[data-wizard][data-ready]').count(), 0, 'the engine has not woken yet');
    release();
    await page.waitForSelector('[data-wizard][data-ready]');
    assert.equal(await field('personal_firstName').inputValue(), 'Asha');
    // The engine has what was typed: Next asks only for what is still missing.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Date of birth is required').or(page.getByText(/is required/).first()).first().waitFor();
    assert.equal(await page.getByText('First name is required').count(), 0);
    assert.equal(await page.getByText('Last name is required').count(), 0);
    assert.equal(await page.getByLabel('Female').isChecked(), true);
    assert.deepEqual(problems, []);
  });
});

test('back-end data changed since the build: only the parts showing it are drawn again', async () => {
  const news = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetNewsList.json'), 'utf8'));
  const changed = `${news[0].Headline} (updated after the build)`;
  const fixtures = fixturesWith({ GetNewsList: (list) => list.map((n, i) => (i === 0 ? { ...n, Headline: changed } : n)) });
  try {
    await withSite(
      async ({ url, browser }) => {
        const { page, problems } = await openPage(browser, url, { width: 1366 });
        const asked = [];
        let firstAsked = 0;
        page.on('request', (r) => {
          if (!new URL(r.url()).pathname.startsWith('/v1/')) return;
          asked.push(new URL(r.url()).pathname);
          firstAsked ||= Date.now();
        });
        await page.goto(url + '/media/news');
        const loaded = Date.now();
        await page.getByRole('heading', { name: news[0].Headline, exact: true }).waitFor();
        // In idle time the page asks the back-end, and its list is drawn again with the change.
        await page.getByRole('heading', { name: changed }).waitFor({ timeout: 15_000 });
        // Not in the page's first seconds, when its pictures are still arriving (main.tsx).
        assert.ok(firstAsked - loaded >= 3500, `asked ${firstAsked - loaded} ms after load`);
        // What the page shows: the operations of its freshness plan (one per piece of data it shows).
        const shown = await page.evaluate(() => Object.keys(JSON.parse(document.getElementById('__fresh').textContent).ops));
        assert.ok(asked.length > 0 && asked.length <= shown.length, `asked only for what the page shows: ${asked.join(', ')}`);
        // The parts whose data did not change stay static HTML.
        assert.equal(await page.evaluate(() => document.querySelector('[data-island="frame:footer"]')?.dataset.awake), undefined);
        assert.equal(await page.evaluate(() => document.querySelector('[data-island="page"]')?.dataset.awake), 'true');

        // Within site.freshnessMinutes the next page load asks nothing: it shows the answer it kept.
        asked.length = 0;
        await page.reload();
        await page.getByRole('heading', { name: changed }).waitFor({ timeout: 15_000 });
        await page.waitForTimeout(1000);
        assert.deepEqual(asked, []);
        assert.deepEqual(problems, []);
      },
      { fixtures },
    );
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
});

test('an item published after the build (no prerendered page) renders with the app', async () => {
  const news = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetNewsList.json'), 'utf8'));
  const fresh = { ...news[0], NewsSectionId: 9901, Headline: 'Published after the build' };
  const fixtures = fixturesWith({ GetNewsList: (list) => [fresh, ...list] });
  try {
    await withSite(
      async ({ url, browser }) => {
        const { page, problems } = await openPage(browser, url, { width: 375 });
        const res = await page.goto(url + '/media/news/9901/Published%20after%20the%20build');
        assert.ok(!(await res.text()).includes('data-prerendered'), 'served the app shell, not a prerendered page');
        await page.getByRole('heading', { name: 'Published after the build' }).first().waitFor({ timeout: 15_000 });
        await page.waitForSelector('[data-app-ready]');
        assert.deepEqual(problems, []);
      },
      { fixtures },
    );
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
});

test('with JavaScript off a visitor still reads every prerendered page and follows its links', async () => {
  await withSite(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url + '/');
    assert.ok((await page.locator('main [data-section]').count()) > 5, 'the home sections are in the HTML');
    await page.goto(url + '/who-we-are/about-us');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    assert.ok((await page.locator('main').innerText()).length > 500, 'the page text is there');
    // The footer's links are plain links.
    await page.locator('footer').getByRole('link', { name: 'Media', exact: true }).click();
    await page.waitForURL(/\/media\/news$/);
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    await context.close();
  });
});

test('birthdays are never in the built page: the section draws them in the browser from a live answer', async () => {
  await withSite(async ({ url, browser }) => {
    // The pupils named nowhere else in the data (prize winners and news name some).
    const fixtures = join(ROOT, 'demo/fixtures');
    const elsewhere = readdirSync(fixtures)
      .filter((f) => f.endsWith('.json') && f !== 'Admin.GetBirthDayList.json')
      .map((f) => readFileSync(join(fixtures, f), 'utf8'))
      .join('\n');
    const pupils = JSON.parse(readFileSync(join(fixtures, 'Admin.GetBirthDayList.json'), 'utf8'))
      .StudentColl.map((s) => s.Name)
      .filter((n) => !elsewhere.includes(n));
    assert.ok(pupils.length > 0);
    const html = await (await fetch(url + '/')).text();
    const data = await (await fetch(url + '/page-data.json')).text();
    for (const name of pupils) {
      assert.ok(!html.includes(name), `${name} is in the home page's HTML`);
      assert.ok(!data.includes(name), `${name} is in the home page's data file`);
    }
    assert.doesNotMatch(html + data, /academic\\\\student|academic\/student/, 'a pupil photo path is in the built page');

    const { page, context, problems } = await openPage(browser, url, { width: 375 });
    // Video thumbnails come from YouTube, which this machine cannot reach.
    await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
    const asked = [];
    page.on('request', (r) => r.url().includes('GetBirthDayList') && asked.push(r.url()));
    await page.goto(url + '/', { waitUntil: 'load' });
    await appReady(page);
    await page.locator('[data-section="birthdays"]').scrollIntoViewIfNeeded();
    await page.locator('[data-section="birthdays"]').getByText(pupils[0]).first().waitFor();
    assert.equal(asked.length, 1, 'asked the back-end once, live');
    const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
    assert.ok(!stored.includes(pupils[0]), 'a pupil\'s name is kept in the browser');
    assert.deepEqual(problems, []);
  });
});

test('data whose image files are missing: every image shows the placeholder, prerendered or drawn later', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-attachments-'));
  try {
    await withSite(
      async ({ url, browser }) => {
        for (const [path, width] of [['/', 375], ['/media/gallery', 1366], ['/who-we-are/about-us', 375]]) {
          const { page, context } = await openPage(browser, url, { width });
          await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 404, body: '' }));
          await page.goto(url + path, { waitUntil: 'load' });
          await appReady(page);
          // Bring every image near the screen, so lazy ones are asked for (and fail) too.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((r) => setTimeout(r, 60));
            }
          });
          await page.waitForLoadState('networkidle');
          const broken = await page.evaluate(() =>
            [...document.querySelectorAll('img[data-img]')]
              .filter((img) => img.complete && img.naturalWidth === 0 && !img.currentSrc.endsWith('/placeholder.svg') && img.currentSrc !== '')
              .map((img) => img.currentSrc || img.getAttribute('src')),
          );
          assert.deepEqual(broken, [], `${path}: images left as a broken frame`);
          const shown = await page.evaluate(() => [...document.querySelectorAll('img[data-img]')].filter((img) => img.currentSrc.endsWith('/placeholder.svg')).length);
          assert.ok(shown > 0, `${path}: no placeholder shown (were the files missing?)`);
          await context.close();
        }
      },
      { attachmentsDir: empty },
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
