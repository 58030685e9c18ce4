// Every route of site.config.json, at phone and desktop width, against the production build and
// the demo back-end, in one sweep that checks three things on each page:
// - it renders cleanly: HTTP 200, the page's own content (not Page Not Found, not a placeholder,
//   and its key text from the fixtures and config: route-key-text.mjs), no page errors, no
//   console errors, no failed requests to our origin;
// - accessibility: no serious or critical axe-core violation (the whole document on the first
//   page, <main> on the rest, plus the phone drawer and the home page's banner popup);
// - the production CSP (the demo server sends scripts/security-headers.mjs): no violation.
// At 375 px each path is opened with a full page load (a visitor arriving from a search result or
// a shared link); at 1366 px inside the running app. Dynamic routes are reached through the links
// the list pages really show, as a visitor would (routes-support.mjs); /map is opened with the
// school's map as its frame, as the header links to it. The sweep runs with reduced motion so axe
// never judges colours halfway through a fade (motion itself is covered by home.e2e.mjs). Also:
// an unknown route, and /studio, which a production build hides unless the config turns it on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeBannerPopup, withSite } from './support.mjs';
import { armContext, axe, axeLines, config, cspViolations, openFull, opener, pageVerdict, sweep, sweepRoutes, watchPage } from './routes-support.mjs';
import { missingKeyText, OPEN_AS, routesWithoutKeyText } from './route-key-text.mjs';

async function sweepAt(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
  await armContext(context);
  const page = await context.newPage();
  const watcher = watchPage(page, url);
  const failures = [];
  const a11y = [];
  const csp = [];
  let visited = 0;
  // On a phone every page is entered directly (a shared link: a full load of its prerendered
  // HTML); on a desktop the first page loads and the rest are reached inside the running app, as
  // menu clicks do. Both ways in are covered, and the sweep takes half the time.
  const inApp = width >= 768 ? opener(page, watcher, url) : null;
  await sweep(page, {
    visit: async (path, r) => {
      watcher.reset();
      const res = await (inApp ? inApp(path).then(() => 'in-app') : openFull(page, watcher, url + path)).catch((e) => {
        failures.push(`${width}px ${path}: did not load (${e.message.split('\n')[0]})`);
        return null;
      });
      if (!res) return;
      const v = await pageVerdict(page);
      if (res !== 'in-app' && res.status() !== 200) failures.push(`${width}px ${path}: HTTP ${res.status()}`);
      if (v.notFound) failures.push(`${width}px ${path}: shows Page Not Found`);
      if (v.crashed) failures.push(`${width}px ${path}: router crash: ${v.text.slice(0, 200)}`);
      if (v.unregistered) failures.push(`${width}px ${path}: page kind "${r.page}" is not built`);
      if (!v.notFound && !v.crashed) {
        const missing = await missingKeyText(page, r, path);
        if (missing.length) failures.push(`${width}px ${path}: key text missing from <main>: ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
      }
      if (watcher.problems.length) failures.push(`${width}px ${path}: ${watcher.problems.join(' | ')}`);
      await checkA11y(page, path, width, visited++ === 0, (lines) => a11y.push(...lines));
      for (const c of await cspViolations(page, url)) csp.push(`${width}px ${path}: ${c.text}`);
    },
    onNoLink: (r, why) => {
      failures.push(`${width}px ${r.path}: ${why}`);
      return null;
    },
    openAs: OPEN_AS,
  });
  await context.close();
  return { failures, a11y, csp, visited };
}

/**
 * axe on the page: the first page (the home page) with its whole document, its banner popup
 * (which opens once the banners have arrived, so it is waited for) and, on a phone, the drawer;
 * every later page only in <main>, as the frame around it is the same.
 */
async function checkA11y(page, path, width, first, report) {
  const lines = (where, list) => report(axeLines(`${width}px ${where}`, list));
  if (!first) return lines(path, await axe(page, 'main'));
  await page.getByRole('dialog', { name: 'Announcements' }).waitFor({ timeout: 15_000 });
  lines(`${path} (banner popup open)`, await axe(page, 'document'));
  await closeBannerPopup(page);
  if (width >= 768) return;
  await page.click('[data-testid="menu-toggle"]');
  await page.waitForSelector('[data-testid="drawer"]');
  lines(`${path} (menu open)`, await axe(page, '[data-testid="drawer"]'));
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="drawer"]', { state: 'detached' });
}

let results;
/** One sweep at both widths, shared by the three tests below. */
function sweepOnce() {
  results ??= withSite(({ url, browser }) => Promise.all([375, 1366].map((w) => sweepAt(browser, url, w))));
  return results;
}

test('every route of site.config.json has its key text in the table', () => {
  assert.deepEqual(routesWithoutKeyText(sweepRoutes()), [], 'add the route to KEY in tests/e2e/route-key-text.mjs');
});

test('every configured route renders cleanly at 375 and 1366 px', { timeout: 240_000 }, async () => {
  const r = await sweepOnce();
  assert.ok(r.every((x) => x.visited >= sweepRoutes().length), 'the sweep opened every route');
  const failures = r.flatMap((x) => x.failures);
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('accessibility: no serious or critical axe violation on any route at 375 and 1366 px', { timeout: 240_000 }, async () => {
  const found = (await sweepOnce()).flatMap((x) => x.a11y);
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});

test('the whole site works under the production CSP: no violation on any route', { timeout: 240_000 }, async () => {
  const found = (await sweepOnce()).flatMap((x) => x.csp);
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});

test('an unknown route shows Page Not Found with a way home', async () => {
  await withSite(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const watcher = watchPage(page, url);
    const res = await openFull(page, watcher, url + '/no/such/page');
    assert.equal(res?.status(), 200);
    assert.match(await page.locator('main h1').innerText(), /Page Not Found/);
    assert.equal(await page.locator('main a[href="/"]').count(), 1);
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });
});

// The studio is its own page (studio.html), no route of the site: a production build shows
// Page Not Found at /studio (and never fetches the studio's code) unless site.studio is true.
test('/studio in the production build shows Page Not Found', { skip: config.site.studio === true && 'site.studio turns the studio on in this config' }, async () => {
  await withSite(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const watcher = watchPage(page, url);
    const requested = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const res = await openFull(page, watcher, url + '/studio');
    assert.equal(res?.status(), 200);
    const v = await pageVerdict(page);
    assert.ok(v.notFound, `expected Page Not Found, found: ${v.text.slice(0, 200)}`);
    assert.ok((await page.locator('main a[href="/"]').count()) >= 1, 'a way home');
    assert.equal(await page.locator('[data-studio]').count(), 0, 'no studio on the page');
    assert.deepEqual(requested.filter((p) => /\/assets\/studio(?!-preview)/.test(p)), [], 'the studio code is not loaded');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });
});
