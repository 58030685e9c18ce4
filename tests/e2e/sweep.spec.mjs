// The route sweep: every route of site.config.json at 375 and 1366 px, against the production
// build, with three back-ends — the normal demo data, hostile data and a failing back-end — and on
// each page, in one visit, every check that applies to its data:
// - it renders: HTTP 200, no router crash, not Page Not Found (unless the path is junk or its kind
//   is not built), its kind is built; with the normal data its key text (route-key-text.mjs) and
//   the texts some paths must show inside their page (page-texts.mjs);
// - errors: no page error, no console error of ours, no failed request to our origin, no dialog
//   (watchPage; tolerated, and only these: the browser's own "Failed to load resource" messages
//   for images and media that are not our build's files, and for the operations a data set
//   deliberately answers with an HTTP error or never answers);
// - the production CSP (the demo server sends scripts/build/security-headers.ts): no violation (with
//   hostile data, except the reports Chrome makes while DOMPurify parses a payload: cspViolations);
// - hostile data runs nothing: window.__pwned never set, no on* attribute, srcdoc, javascript:/
//   data:/vbscript: URL, foreign script or iframe in the page (unsafeDom), checked with all data;
// - layout: the page is not wider than the screen (10 000-character words in the hostile data);
// - accessibility: no serious or critical axe-core violation (the whole document with the banner
//   popup open on the first page, the phone drawer, then <main>), normal and hostile data;
// - a failing back-end: the loader ends within the request timeout, and every page says something
//   (an empty state) below its header rather than nothing.
// At 375 px with the normal data each path is a full load (a shared link); at 1366 px the first
// page loads and the rest are reached inside the running app. Hostile and broken data start cold
// (the empty shell, so no prerendered snapshot of the normal data) and move through the app.
// Dynamic routes are reached through the links their list pages really show (routes-support.mjs).
// Reduced motion, so axe never judges colours halfway through a fade (home.spec.mjs covers motion).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, viewportOf } from './fixtures.mjs';
import { mainText, ROOT } from './support.mjs';
import { HOSTILE_MAP, PWNED, SETS, hangingOps, httpErrorOps } from '../../demo/make-hostile-fixtures.mjs';
import {
  armAxe,
  armContext,
  axe,
  axeLines,
  config,
  cspViolations,
  frameShown,
  junkPath,
  openCold,
  openFull,
  openInApp,
  opener,
  overflow,
  pageVerdict,
  sweep,
  sweepRoutes,
  unsafeDom,
  watchPage,
} from './routes-support.mjs';
import { missingKeyText, OPEN_AS, routesWithoutKeyText } from './route-key-text.mjs';
import { PAGE_TEXTS } from './page-texts.mjs';

const soft = expect.soft;
const WIDTHS = [375, 1366];
/** Page kinds still null in the registry render Page Not Found in production; not a failure with hostile data. */
const unbuilt = new Set(
  [...readFileSync(join(ROOT, 'src/pages/page-registry.ts'), 'utf8').matchAll(/^\s*'?([a-z-]+)'?: null,/gm)].map((m) => m[1]),
);
const TIMEOUT_MS = config.site.constants.requestTimeoutMs;
/** Routes that may show nothing but their header when their data is missing (SPEC §8). */
const MAY_BE_BLANK = new Set(['/syllabus/:slug']);

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

/** A fresh page at a width, with the CSP recorder and the __pwned trap installed, and axe-core when it runs there. */
async function sweepPage(browser, width, { withAxe = true } = {}) {
  const context = await browser.newContext({ viewport: viewportOf(width), reducedMotion: 'reduce' });
  await armContext(context);
  if (withAxe) await armAxe(context);
  return { context, page: await context.newPage() };
}

/** The text of <main> below the page's header banner. */

/** The checks every visit makes, whatever the data: crash, errors, CSP, nothing injected. */
async function commonChecks(page, watcher, url, where, { hostile = false } = {}) {
  const v = await pageVerdict(page);
  soft(v.crashed, `${where}: router crash: ${v.text.slice(0, 200)}`).toBe(false);
  soft(await unsafeDom(page), `${where}: unsafe DOM`).toEqual([]);
  const csp = await cspViolations(page, url);
  soft(
    csp.filter((x) => !hostile || !x.parsedPayload).map((x) => x.text),
    `${where}: CSP violations`,
  ).toEqual([]);
  // The console line Chrome prints with each report made while a payload is parsed (see cspViolations).
  const parsedPayload = csp.some((x) => x.parsedPayload);
  const problems = watcher.problems.filter(
    (p) =>
      !(
        hostile &&
        parsedPayload &&
        /^console error: Executing inline event handler violates the following Content Security Policy directive/.test(p)
      ),
  );
  soft(problems, `${where}: errors`).toEqual([]);
  return v;
}

async function layoutCheck(page, where) {
  const wide = await overflow(page);
  soft(wide.extra, `${where}: the page is ${wide.extra}px wider than the screen: ${wide.culprits.join('; ')}`).toBe(0);
}

async function axeCheck(page, where, scope) {
  const found = await axe(page, scope).catch((e) => [
    { impact: 'critical', id: 'axe-failed', help: e.message.split('\n')[0], targets: [], count: 0 },
  ]);
  soft(axeLines(where, found), `${where}: accessibility`).toEqual([]);
}

/** The texts page-texts.mjs expects on this path, inside the page of its kind, and the path's own check. */
async function pageTextChecks(page, path, where) {
  for (const [, kind, text, extra] of PAGE_TEXTS.filter(([p]) => p === path)) {
    const inPage = page
      .locator(kind ? `[data-page="${kind}"]` : '[data-page]')
      .getByText(text, { exact: false })
      .first();
    await soft(inPage, `${where}: "${text}" inside the ${kind ?? 'page'}`).toBeVisible();
    await extra?.(page, soft);
  }
}

/**
 * The home page's extra accessibility checks, on the first page of a width: the whole document
 * with the banner popup open (it opens once the banners have arrived), and on a phone the drawer.
 */
async function firstPageA11y(page, width, where) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  await axeCheck(page, `${where} (banner popup open)`, 'document');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  if (width >= 768) return;
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await axeCheck(page, `${where} (menu open)`, '[data-testid="drawer"]');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('every route of site.config.json has its key text in the table', () => {
  expect(routesWithoutKeyText(sweepRoutes()), 'add the route to KEY in tests/e2e/route-key-text.mjs').toEqual([]);
});

for (const width of WIDTHS) {
  test(`normal data at ${width} px: every route renders its content, without errors, CSP violations or axe violations`, async ({
    browser,
    site,
  }) => {
    const { url } = site;
    const { context, page } = await sweepPage(browser, width);
    const watcher = watchPage(page, url);
    const inApp = width >= 768 ? opener(page, watcher, url) : null;
    const opened = new Set();
    let visited = 0;

    /** One visit: open, then every check with the normal data. */
    async function visit(path, route) {
      const where = `${width}px ${path}`;
      watcher.reset();
      const res = await (inApp ? inApp(path).then(() => 'in-app') : openFull(page, watcher, url + path)).catch((e) => {
        soft(null, `${where}: did not load (${e.message.split('\n')[0]})`).toBeTruthy();
        return null;
      });
      if (!res) return;
      opened.add(path);
      if (res !== 'in-app') soft(res.status(), `${where}: HTTP status`).toBe(200);
      const v = await commonChecks(page, watcher, url, where);
      if (route) {
        soft(v.notFound, `${where}: shows Page Not Found`).toBe(false);
        soft(v.unregistered, `${where}: page kind "${route.page}" is not built`).toBe(0);
        if (!v.notFound && !v.crashed) {
          const missing = await missingKeyText(page, route, path);
          soft(missing, `${where}: key text missing from <main>`).toEqual([]);
        }
      }
      await pageTextChecks(page, path, where);
      await layoutCheck(page, where);
      if (route && visited++ === 0) await firstPageA11y(page, width, where);
      else if (route) await axeCheck(page, where, 'main');
      // The checks above may have produced new reports (the drawer, axe): none may be a violation.
      soft(
        (await cspViolations(page, url)).map((c) => c.text),
        `${where}: CSP violations`,
      ).toEqual([]);
    }

    await sweep(page, {
      visit,
      onNoLink: (r, why) => {
        soft(null, `${width}px ${r.path}: ${why}`).toBeTruthy();
        return null;
      },
      openAs: OPEN_AS,
    });
    expect(visited, 'the sweep opened every route').toBeGreaterThanOrEqual(sweepRoutes().length);
    // The paths with texts of their own the walk did not reach (other ids, queries, not-found items).
    for (const [path] of PAGE_TEXTS) if (!opened.has(path)) await visit(path, null);
    await context.close();
  });
}

const EXTRA = [
  `/map?frame=${encodeURIComponent(HOSTILE_MAP)}`,
  `/map?frame=${encodeURIComponent(`javascript:${PWNED}`)}`,
  `/academics/academic-program?TranId=${encodeURIComponent(`"><img src=x onerror=${PWNED}>`)}`,
  `/academics/academic-programs?TranId=${encodeURIComponent(`<script>${PWNED}</script>`)}`,
  `/services-facilities?TranId=${encodeURIComponent(`javascript:${PWNED}`)}`,
  `/media/news?category=${encodeURIComponent(`<script>${PWNED}</script>`)}`,
  `/no/such/${encodeURIComponent(`<script>${PWNED}</script>`)}`,
];

for (const width of WIDTHS) {
  test(`hostile data at ${width} px: every route renders, runs nothing injected, stays on the screen, without axe violations`, async ({
    browser,
    serve,
  }) => {
    // demo/fixtures-hostile (demo/make-hostile-fixtures.mjs): what a careless or malicious editor
    // of the school's back-end can send.
    const { url } = await serve({ fixtures: SETS.hostile.dir });
    const { context, page } = await sweepPage(browser, width);
    const watcher = watchPage(page, url, { expectHttpErrors: httpErrorOps('hostile') });
    const open = opener(page, watcher, url, { cold: true });
    const notes = new Set();
    let visited = 0;

    async function visit(path, kind, { junk = false, full = false } = {}) {
      visited++;
      watcher.reset();
      const where = `${width}px ${path.slice(0, 120)}`;
      const res = await (full ? openFull(page, watcher, url + path) : open(path)).catch((e) => {
        soft(null, `${where}: the page did not settle (${e.message.split('\n')[0]})`).toBeTruthy();
        return false;
      });
      if (res === false) return;
      // Bring everything below the fold into view once (lazy images, scroll reveals).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await watcher.quiet(100);
      if (res) soft(res.status(), `${where}: HTTP status`).toBe(200);
      const v = await commonChecks(page, watcher, url, where, { hostile: true });
      if (!junk && kind && !unbuilt.has(kind) && kind !== 'not-found') soft(v.notFound, `${where}: shows Page Not Found`).toBe(false);
      if (kind && unbuilt.has(kind)) notes.add(`${path}: page kind "${kind}" is not built yet`);
      await layoutCheck(page, where);
      await axeCheck(page, where, visited === 1 ? 'document' : 'main');
    }

    await sweep(page, {
      visit: (path, r) => visit(path, r.page, { junk: path !== r.path && path === junkPath(r.path) }),
      onNoLink: (r, why) => {
        notes.add(`${r.path}: ${why}; opened with junk parameters instead`);
        return junkPath(r.path);
      },
    });
    for (const r of [
      '/programs/:slug',
      '/media/news/:id/:title',
      '/media/notice/:id/:title',
      '/media/gallery/:id/:title',
      '/achievements/:slug',
      '/career-list/:id/:title',
    ]) {
      await visit(junkPath(r), null, { junk: true });
    }
    for (const p of EXTRA) await visit(p, null, { junk: true });
    // Deep links opened directly (a full load each), not only through the running app.
    for (const p of [junkPath('/media/news/:id/:title'), EXTRA[0]]) await visit(p, null, { junk: true, full: true });
    for (const n of notes) test.info().annotations.push({ type: 'note', description: n });
    expect(visited, 'the sweep opened every route').toBeGreaterThan(40);
    await context.close();
  });
}

for (const width of WIDTHS) {
  test(`broken back-end at ${width} px: the loader ends within the request timeout, every route renders with empty states`, async ({
    browser,
    serve,
  }) => {
    // demo/fixtures-broken: IsSuccess:false, HTTP 400/404/500/502/503, invalid JSON (truncated, an
    // IIS error page with a script in it), empty and null bodies, {Message} answers, empty lists,
    // and GetBannerList never answers.
    const { url } = await serve({ fixtures: SETS.broken.dir });
    const { context, page } = await sweepPage(browser, width, { withAxe: false });
    const watcher = watchPage(page, url, { expectHttpErrors: httpErrorOps('broken'), expectHang: hangingOps('broken') });
    const where = (p) => `${width}px ${p.slice(0, 100)}`;

    // A cold start (the empty shell, as on any path the build did not prerender): the loader, then
    // its end. One call never answers, so this takes the request timeout. The loader's time is
    // until the frame replaces it, not until the page behind it has settled.
    const started = Date.now();
    let loaderMs = Infinity;
    const cold = openCold(page, watcher, url, '/', { timeout: TIMEOUT_MS + 8000 });
    const frame = frameShown(page, TIMEOUT_MS + 8000).then(() => (loaderMs = Date.now() - started));
    await soft(page.locator('body > #root [role="status"]'), `${where('/')}: a loader while start-up data was pending`).toBeAttached({
      timeout: 8000,
    });
    await Promise.all([cold, frame]);
    expect(loaderMs, `the loader ended within ${(TIMEOUT_MS + 8000) / 1000} s with one call hanging`).toBeLessThan(TIMEOUT_MS + 8000);
    test.info().annotations.push({
      type: 'loader',
      description: `ended after ${(loaderMs / 1000).toFixed(1)} s (request timeout ${TIMEOUT_MS / 1000} s)`,
    });

    async function check(path, route) {
      await commonChecks(page, watcher, url, where(path));
      if (route && !MAY_BE_BLANK.has(route.path) && route.page !== 'home') {
        soft(
          await mainText(page),
          `${where(path)}: the page shows something below its header (an empty state) for page kind "${route.page}"`,
        ).not.toBe('');
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
    expect(visited, 'the sweep opened every route').toBeGreaterThan(40);
    await context.close();
  });
}

test('an unknown route shows Page Not Found with a way home', async ({ page, baseURL }) => {
  const watcher = watchPage(page, baseURL);
  const res = await openFull(page, watcher, baseURL + '/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText(/Page Not Found/);
  await expect(page.locator('main a[href="/"]')).toHaveCount(1);
  expect(watcher.problems).toEqual([]);
});

// The studio is its own page (studio.html), no route of the site: a production build shows
// Page Not Found at /studio (and never fetches the studio's code) unless site.studio is true.
test('/studio in the production build shows Page Not Found', async ({ page, baseURL }) => {
  test.skip(config.site.studio === true, 'site.studio turns the studio on in this config');
  await page.setViewportSize({ width: 1366, height: 900 });
  const watcher = watchPage(page, baseURL);
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const res = await openFull(page, watcher, baseURL + '/studio');
  expect(res?.status()).toBe(200);
  const v = await pageVerdict(page);
  expect(v.notFound, `expected Page Not Found, found: ${v.text.slice(0, 200)}`).toBe(true);
  expect(await page.locator('main a[href="/"]').count(), 'a way home').toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-studio]'), 'no studio on the page').toHaveCount(0);
  expect(
    requested.filter((p) => /\/assets\/studio(?!-preview)/.test(p)),
    'the studio code is not loaded',
  ).toEqual([]);
  expect(watcher.problems).toEqual([]);
});
