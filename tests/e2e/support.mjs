// Shared helpers for browser tests: where the build is, a copy of the demo fixtures with changed
// answers, the banner popup, and when a page is live.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = join(import.meta.dirname, '../..');
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

/**
 * A copy of the demo fixtures with some operations' answers changed ({ GetNewsList: (list) => … }):
 * a back-end whose data moved on since the build. The caller removes the folder.
 */
export function fixturesWith(changes) {
  const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  cpSync(join(ROOT, 'demo/fixtures'), dir, { recursive: true });
  for (const [op, edit] of Object.entries(changes)) {
    const file = join(dir, `${op}.json`);
    writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')))));
  }
  return dir;
}

/**
 * Records what goes wrong on a page: page errors, console errors, failed requests to the site's
 * origin (other than ones the browser cancelled because the page moved on) and answers >= 400
 * from it. The list is what a test asserts empty.
 */
export function recordProblems(page, url) {
  const origin = new URL(url).origin;
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (r.url().startsWith(origin) && why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/** The text of the page's <main> without its header banner, spaces collapsed ('' without a main). */
export const mainText = (page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const clone = main.cloneNode(true);
    clone.querySelectorAll(':scope > header').forEach((h) => h.remove());
    return clone.textContent.replace(/\s+/g, ' ').trim();
  });

/**
 * The home page's banner popup (the demo fixtures have banners) opens once its data has arrived,
 * which can be after the page looks settled. A test that needs the page behind it waits for the
 * popup and closes it, instead of pressing Escape at a moment the popup may not be there yet.
 */
export async function closeBannerPopup(page, { timeout = 15_000 } = {}) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.waitFor({ timeout });
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

/**
 * The page is live: on a prerendered page the island loader has armed its islands (<html
 * data-islands="armed">: a tap on an island from then on is carried out, even if its code is still
 * on its way); a page the client-rendered app draws (SPA fallback, Nepali) sets data-app-ready on
 * the frame once rendered (src/app/layout/layout.tsx).
 */
export async function appReady(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction(
    () => document.documentElement.dataset.islands === 'armed' || !!document.querySelector('[data-app-ready]'),
    null,
    { timeout },
  );
}

/**
 * Moving to another path, as a visitor's click on a link does: on a prerendered page that is a
 * page load of the next page's static HTML; in the client-rendered app the router moves without
 * one (only once the app is live: before that, React Router would not hear the change).
 */
export async function navigateInApp(page, path, opts) {
  await appReady(page, opts);
  if (await page.evaluate(() => document.documentElement.dataset.islands === 'armed')) {
    await page.goto(new URL(path, page.url()).href);
    await appReady(page, opts);
    return;
  }
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

const REACT_MARKER = 'react.dev/errors';

/** Every script the page loads, with its gzip size and whether it is React. */
export function watchScripts(page) {
  const scripts = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: r.url(), gzip: gzipSync(body).length, react: body.includes(REACT_MARKER) });
  });
  return scripts;
}

/** Of the scripts watchScripts saw, those the page started fetching before its load event ended. */
export async function scriptsBeforeLoad(page, scripts) {
  const started = await page.evaluate(() => {
    const loadEnd = performance.getEntriesByType('navigation')[0].loadEventEnd;
    return performance.getEntriesByType('resource').map((e) => ({ url: e.name, upFront: e.startTime < loadEnd }));
  });
  return scripts.filter((s) => started.some((e) => e.url === s.url && e.upFront));
}

/** Holds the requests matching `pattern` (in the whole context) until the returned release() is called. */
export async function holdRequests(context, pattern) {
  let release;
  const held = new Promise((r) => (release = r));
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
