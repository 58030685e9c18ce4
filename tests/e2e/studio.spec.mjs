// The studio end to end, under the development server (which always serves it at /studio, its own
// page: studio.html; production builds have it only with site.studio): move a
// home section down by keyboard, hear it announced, see the preview follow, save, and find the
// new order on the home page and in the file, laid out as before. Saves go to a copy of
// site.config.json in a temporary folder of the test's own (STUDIO_CONFIG_PATH), never the real one.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/server.mjs';
import { DESKTOP, PHONE, expect, test as base } from './fixtures.mjs';
import { ROOT } from './support.mjs';

const realConfig = join(ROOT, 'site.config.json');

const test = base.extend({
  /** The development server with the studio on, saving to a copy of the config: { url, configPath }. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern
  studio: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
    const configPath = join(dir, 'site.config.json');
    copyFileSync(realConfig, configPath);
    // Read by the studio plugin when the server starts; this worker's process is the server's.
    const env = { STUDIO_CONFIG_PATH: process.env.STUDIO_CONFIG_PATH, DEMO_BACKEND_URL: process.env.DEMO_BACKEND_URL };
    process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
    process.env.STUDIO_CONFIG_PATH = configPath;
    const backend = await startDemoServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data') });
    process.env.DEMO_BACKEND_URL = backend.url;
    const { createServer } = await import('vite');
    const vite = await createServer({ root: ROOT, logLevel: 'warn', server: { port: 0, host: '127.0.0.1', hmr: false } });
    try {
      await vite.listen();
      await use({ url: vite.resolvedUrls.local[0].replace(/\/$/, ''), configPath });
    } finally {
      await vite.close();
      await backend.close();
      for (const [k, v] of Object.entries(env)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  },
});

/** Lines removed and added between two texts, as git counts them (longest common subsequence). */
function lineDiff(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  const dp = Array.from({ length: x.length + 1 }, () => new Array(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--) dp[i][j] = x[i] === y[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  return { removed: x.length - dp[0][0], added: y.length - dp[0][0] };
}

const sectionOrder = (frameOrPage) =>
  frameOrPage.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

test.use({ viewport: DESKTOP });

test("the development server answers /studio with the studio's own page, and the site's paths without it", async ({ studio }) => {
  const html = async (path) => (await fetch(`${studio.url}${path}`, { headers: { accept: 'text/html' } })).text();
  expect(await html('/studio')).toMatch(/<script type="module" src="\/src\/studio\/studio-entry\.tsx"><\/script>/);
  for (const path of ['/', '/media/news', '/no-such-page']) expect(await html(path), path).not.toMatch(/studio-entry/);
});

test('move a section, save, and the home page shows the new order', async ({ page, browser, studio }) => {
  // The development server compiles the studio and the site on first request, and a save
  // regenerates the types (npm run gen:types, 85 s once on a machine running other builds beside
  // the suite); in npm test, lint, type checks and formatting share the two cores with it (on
  // 2026-12-02 the studio's page took 62 s to load, and its preview over 30 s more): generous.
  test.setTimeout(480_000);
  const realBefore = readFileSync(realConfig, 'utf8');
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${studio.url}/studio`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible({ timeout: 90_000 });

  // The preview frame shows the site as configured.
  const frame = page.frameLocator('iframe[data-studio-preview]');
  await expect(frame.locator('[data-section="notice-bar"]')).toBeVisible({ timeout: 90_000 });
  const start = await sectionOrder(frame);
  expect(start.indexOf('slider'), `slider before notice-bar at first: ${start}`).toBeLessThan(start.indexOf('notice-bar'));

  // Keyboard only: focus "Move Hero slider down" and press Enter.
  const down = page.getByRole('button', { name: 'Move Hero slider down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-studio-announcer]')).toHaveText('Moved Hero slider to position 3');

  // The preview follows.
  await expect
    .poll(
      async () => {
        const order = await sectionOrder(frame);
        return order.indexOf('notice-bar') >= 0 && order.indexOf('notice-bar') < order.indexOf('slider');
      },
      { message: 'the preview shows notice-bar before slider' },
    )
    .toBe(true);
  // Focus stays on the moved row, also once the preview has re-rendered (the site in the frame
  // opening its banner popup must not take the keyboard away from the editor): checked again
  // after the moment the popup takes to open.
  await page.waitForTimeout(500);
  await expect(down, 'focus stays on the moved row').toBeFocused();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible({ timeout: 180_000 });

  // The file: the new order, laid out as before, the real config untouched.
  const saved = readFileSync(studio.configPath, 'utf8');
  const ids = JSON.parse(saved).home.sections.map((s) => s.id);
  expect(ids.slice(0, 3)).toEqual(['banner-popup', 'notice-bar', 'slider']);
  // Only the moved section's five lines ({ id type enabled },) leave one place and arrive at the next.
  expect(lineDiff(realBefore, saved)).toEqual({ removed: 5, added: 5 });
  expect(readFileSync(realConfig, 'utf8')).toBe(realBefore);

  // A fresh home page (no studio involved) shows the saved order.
  const homeContext = await browser.newContext({ viewport: PHONE });
  const home = await homeContext.newPage();
  home.on('pageerror', (e) => errors.push(e.message));
  await home.goto(`${studio.url}/`, { waitUntil: 'domcontentloaded' });
  // A fresh context asks the development server for every module again, some recompiled after the
  // save regenerated the types.
  await expect(home.locator('[data-section="notice-bar"]')).toBeVisible({ timeout: 90_000 });
  const order = await sectionOrder(home);
  expect(order.indexOf('notice-bar'), `notice-bar before slider after saving: ${order}`).toBeLessThan(order.indexOf('slider'));

  expect(errors).toEqual([]);
  await homeContext.close();
});
