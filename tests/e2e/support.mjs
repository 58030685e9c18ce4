// Shared set-up for browser tests: the production build (dist/) served by the demo back-end on a
// free port, and Debian's Chromium driven by playwright-core.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/server.mjs';
import { securityHeaders } from '../../scripts/security-headers.mjs';
import { launchChromium } from '../support/chromium.mjs';

export const ROOT = join(import.meta.dirname, '../..');
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

/**
 * Runs fn with a served site and a browser; closes both afterwards.
 * opts: demo server options (fixtures, delayMs, fail, dataDir …).
 */
export async function withSite(fn, opts = {}) {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const server = await startDemoServer({ port: 0, staticDir: DIST, headers: securityHeaders(), ...opts });
  const browser = await sharedBrowser();
  const before = new Set(browser.contexts());
  try {
    return await fn({ url: server.url, server, browser });
  } finally {
    // Whatever the test left open goes, so the next test starts with a clean browser.
    await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close().catch(() => {})));
    releaseBrowser();
    await server.close();
  }
}

let browserPromise;
let users = 0;
let closeTimer;
/**
 * One Chromium for a test file's consecutive tests, launched on first use (a launch costs about
 * 1.5 s; the suite's tests would pay it twenty times), and launched again if it died. Tests never
 * share a context: each makes its own, and withSite closes what a test left open. When no test
 * has used it for a moment, it closes, so the file's process can end; node:test's after() is no
 * help here, as files that run tests with top-level await see it run after their first test.
 */
async function sharedBrowser() {
  users++;
  clearTimeout(closeTimer);
  if (browserPromise && !(await browserPromise.catch(() => null))?.isConnected()) browserPromise = undefined;
  browserPromise ??= launchChromium();
  return browserPromise;
}

function releaseBrowser() {
  if (--users > 0) return;
  closeTimer = setTimeout(() => {
    const closing = browserPromise;
    browserPromise = undefined;
    void closing?.then((b) => b.close()).catch(() => {});
  }, 250);
}

/** A page that records page errors, console errors and failed same-origin requests. */
export async function openPage(browser, url, { width = 375, height, serviceWorkers = 'allow' } = {}) {
  // serviceWorkers: 'block' where a test fakes the network with page.route, which never sees the
  // requests the site's service worker makes on the page's behalf.
  const context = await browser.newContext({ viewport: { width, height: height ?? (width < 768 ? 812 : 900) }, serviceWorkers });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    // ERR_ABORTED: cancelled because the page moved on; a broken server answers >= 400 (below).
    if (r.url().startsWith(new URL(url).origin) && why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${why}`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(new URL(url).origin) && r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { page, context, problems };
}

/**
 * The home page's banner popup (the demo fixtures have banners) opens once its data has arrived,
 * which can be after the page looks settled. A test that needs the page behind it waits for the
 * popup and closes it, instead of pressing Escape at a moment the popup may not be there yet.
 */
export async function closeBannerPopup(page, { timeout = 15_000 } = {}) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.waitFor({ timeout });
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/**
 * The live app is running: the frame's data-app-ready mark (src/app/layout/layout.tsx) is set once
 * the client has rendered or hydrated it. Prerendered HTML shows its buttons and links earlier, but
 * until then a click on a button does nothing and a history change goes unheard.
 */
export async function appReady(page, { timeout = 15_000 } = {}) {
  await page.waitForSelector('[data-app-ready]', { timeout });
}

/**
 * Client-side navigation, as a click on a menu link does (no full reload). Only the live app
 * follows history changes: before hydration ends, React Router's listener is not there yet and
 * the change would be missed (the address would change, the page not).
 */
export async function navigateInApp(page, path, opts) {
  await appReady(page, opts);
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
