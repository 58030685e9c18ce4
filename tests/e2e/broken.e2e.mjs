// The site against a failing back-end.
// 1. demo/fixtures-broken (made by demo/make-hostile-fixtures.mjs): IsSuccess:false, HTTP
//    400/404/500/502/503, invalid JSON (truncated, an IIS error page with a script in it), empty
//    and null bodies, {Message} answers, empty lists, and GetBannerList never answers. The loader
//    must end within the request timeout (constants.requestTimeoutMs) plus a margin; then every
//    route at 375 and 1366 px renders without crash, page error or console error of ours, runs
//    nothing from the error pages, and says something (an empty state), never a blank page.
// 2. DEMO_FAIL=all with the normal fixtures: the frame from config (header with the configured
//    title, navigation, footer with Quick Links and 'N/A') and clear empty states.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withSite } from './support.mjs';
import { OPERATIONS } from '../../demo/server.mjs';
import { SETS, hangingOps, httpErrorOps } from '../../demo/make-hostile-fixtures.mjs';
import { armContext, config, cspViolations, frameShown, junkPath, openCold, openInApp, pageVerdict, sweep, unsafeDom, watchPage } from './routes-support.mjs';

const TIMEOUT_MS = config.site.constants.requestTimeoutMs;
/** A config text in English: a plain string or { en, ne }. */
const english = (v) => (typeof v === 'string' ? v : (v?.en ?? ''));
const siteTitle = english(config.site.title);
/** Routes that may show nothing but their header when their data is missing (SPEC §8). */
const MAY_BE_BLANK = new Set(['/syllabus/:slug']);

/** The text of <main> below the page's header banner. */
const bodyText = (page) => page.evaluate(() => {
  const main = document.querySelector('main');
  if (!main) return '';
  const clone = main.cloneNode(true);
  clone.querySelectorAll(':scope > header').forEach((h) => h.remove());
  return clone.textContent.replace(/\s+/g, ' ').trim();
});

async function brokenSweepAt(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
  await armContext(context);
  const page = await context.newPage();
  const watcher = watchPage(page, url, { expectHttpErrors: httpErrorOps('broken'), expectHang: hangingOps('broken') });
  const failures = [];
  const where = (p) => `${width}px ${p.slice(0, 100)}`;

  // A cold start (the empty shell, as on any path the build did not prerender): the loader, then
  // its end. One call never answers, so this takes the request timeout.
  // The loader's time is until the frame replaces it, not until the page behind it has settled.
  const started = Date.now();
  let loaderMs = Infinity;
  const cold = openCold(page, watcher, url, '/', { timeout: TIMEOUT_MS + 8000 });
  const frame = frameShown(page, TIMEOUT_MS + 8000).then(() => (loaderMs = Date.now() - started));
  await page.waitForSelector('body > #root [role="status"]', { timeout: 8000 }).catch(() => failures.push(`${where('/')}: no loader while start-up data was pending`));
  try {
    await Promise.all([cold, frame]);
  } catch {
    failures.push(`${where('/')}: the loader did not end within ${(TIMEOUT_MS + 8000) / 1000} s with one call hanging`);
    await context.close();
    return { failures, loaderMs };
  }

  async function check(path, route) {
    const v = await pageVerdict(page);
    if (v.crashed) failures.push(`${where(path)}: router crash: ${v.text.slice(0, 200)}`);
    for (const p of watcher.problems) failures.push(`${where(path)}: ${p}`);
    for (const u of await unsafeDom(page)) failures.push(`${where(path)}: ${u}`);
    for (const c of await cspViolations(page, url)) failures.push(`${where(path)}: ${c.text}`);
    if (route && !MAY_BE_BLANK.has(route.path) && route.page !== 'home' && !(await bodyText(page))) {
      failures.push(`${where(path)}: the page shows nothing below its header (no empty state) for page kind "${route.page}"`);
    }
    watcher.reset();
  }

  await check('/', { path: '/', page: 'home' });
  let first = true;
  let visited = 1;
  await sweep(page, {
    visit: async (path, r) => {
      visited++;
      if (first && path === '/') {
        first = false;
        return;
      }
      await openInApp(page, watcher, path);
      await check(path, r);
    },
    onNoLink: (r) => junkPath(r.path),
  });
  await context.close();
  return { failures, loaderMs, visited };
}

test('broken back-end: the loader ends within the request timeout, every route renders with empty states', { timeout: 240_000 }, async () => {
  await withSite(
    async ({ url, browser }) => {
      const results = await Promise.all([375, 1366].map((w) => brokenSweepAt(browser, url, w)));
      const failures = results.flatMap((r) => r.failures);
      assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
      for (const r of results) assert.ok(r.loaderMs < TIMEOUT_MS + 8000, `loader took ${r.loaderMs} ms`);
      assert.ok(results.every((r) => r.visited > 40), 'the sweep opened every route');
      console.log(`loader ended after ${results.map((r) => `${(r.loaderMs / 1000).toFixed(1)} s`).join(' and ')} (request timeout ${TIMEOUT_MS / 1000} s)`);
    },
    { fixtures: SETS.broken.dir },
  );
});

const FAILING_STATUS_OPS = Object.entries(OPERATIONS).filter(([, s]) => s.fail.status >= 400).map(([op]) => op);

test('DEMO_FAIL=all: header, navigation and footer from config, clear empty states', { timeout: 120_000 }, async () => {
  await withSite(
    async ({ url, browser }) => {
      const failures = [];
      await Promise.all(
        [375, 1366].map(async (width) => {
          const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
          await armContext(context);
          const page = await context.newPage();
          const watcher = watchPage(page, url, { expectHttpErrors: FAILING_STATUS_OPS });
          const fail = (m) => failures.push(`${width}px ${m}`);
          // Cold: a prerendered page would rightly show the data it was built with.
          await openCold(page, watcher, url, '/');

          // Header: the configured title stands in for the company name.
          const brand = await page.locator('body > #root header').first().innerText();
          if (!brand.includes(siteTitle)) fail(`header does not show the configured title "${siteTitle}": ${brand.slice(0, 80)}`);
          if (!(await page.title()).includes(siteTitle)) fail(`document title is "${await page.title()}"`);
          // Navigation: every top-level menu entry of the config (the menu gate fails open).
          if (width >= 768) {
            const nav = page.locator('nav[aria-label="Main navigation"]');
            for (const e of config.menu.main) {
              if (!(await nav.getByText(english(e.label), { exact: true }).first().isVisible())) fail(`navigation lacks "${english(e.label)}"`);
            }
          } else {
            await page.click('[data-testid="menu-toggle"]');
            const drawer = page.locator('[data-testid="drawer"]');
            await drawer.waitFor();
            for (const e of config.menu.main) {
              if (!(await drawer.getByText(english(e.label), { exact: true }).count())) fail(`drawer lacks "${english(e.label)}"`);
            }
            await page.keyboard.press('Escape');
            await drawer.waitFor({ state: 'detached' });
          }
          // Footer: Quick Links from config, Information with 'N/A'.
          const footer = page.locator('footer').last();
          const quick = await footer.locator('section[aria-labelledby="footer-quick"] a').count();
          if (quick !== config.menu.quickLinks.length) fail(`footer shows ${quick} quick links, config has ${config.menu.quickLinks.length}`);
          const info = await footer.locator('section[aria-labelledby="footer-info"]').innerText();
          if ((info.match(/N\/A/g) ?? []).length < 3) fail(`footer Information does not say N/A for phone, email and address: ${info}`);

          // Data pages say that there is nothing, rather than nothing at all.
          const EMPTY = /\bno\b|N\/A|not available|could not|not found/i;
          for (const [path, expect] of [
            ['/media/news', /No news available|Could not load/],
            ['/media/gallery', EMPTY],
            ['/media/notice', EMPTY],
            ['/who-we-are/about-us', EMPTY],
            ['/public-info/download', EMPTY],
            ['/contact/contact-us', /.+/],
          ]) {
            await openInApp(page, watcher, path);
            const text = await bodyText(page);
            if (!expect.test(text)) fail(`${path}: no clear empty state (${expect}): "${text.slice(0, 120)}"`);
            if ((await pageVerdict(page)).crashed) fail(`${path}: router crash`);
          }
          for (const p of watcher.problems) fail(p);
          for (const c of await cspViolations(page, url)) fail(c.text);
          await context.close();
        }),
      );
      assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
    },
    { fail: 'all' },
  );
});
