// The studio end to end, under the development server (which always serves it at /studio, its own
// page: studio.html; production builds have it only with site.studio): move a
// home section down by keyboard, hear it announced, see the preview follow, save, and find the
// new order on the home page and in the file, laid out as before. Saves go to a temporary copy
// of site.config.json (STUDIO_CONFIG_PATH), never the real one.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startDemoServer } from '../../demo/server.mjs';
import { launchChromium } from '../support/chromium.mjs';
import { ROOT } from './support.mjs';

const realConfig = join(ROOT, 'site.config.json');
const realBefore = readFileSync(realConfig, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
const configPath = join(dir, 'site.config.json');
copyFileSync(realConfig, configPath);

let backend;
let vite;
let browser;
let url;

before(async () => {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  process.env.STUDIO_CONFIG_PATH = configPath;
  backend = await startDemoServer({ port: 0, host: '127.0.0.1' });
  process.env.DEMO_BACKEND_URL = backend.url;
  const { createServer } = await import('vite');
  vite = await createServer({ root: ROOT, logLevel: 'warn', server: { port: 0, host: '127.0.0.1', hmr: false } });
  await vite.listen();
  url = vite.resolvedUrls.local[0].replace(/\/$/, '');
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await vite?.close();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.STUDIO_CONFIG_PATH;
});

/** Lines removed and added between two texts, as git counts them (longest common subsequence). */
function lineDiff(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  const dp = Array.from({ length: x.length + 1 }, () => new Array(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) dp[i][j] = x[i] === y[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  return { removed: x.length - dp[0][0], added: y.length - dp[0][0] };
}

test("the development server answers /studio with the studio's own page, and the site's paths without it", async () => {
  const html = async (path) => (await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })).text();
  assert.match(await html('/studio'), /<script type="module" src="\/src\/studio\/studio-entry\.tsx"><\/script>/);
  for (const path of ['/', '/media/news', '/no-such-page']) assert.doesNotMatch(await html(path), /studio-entry/, path);
});

const sectionOrder = (frameOrPage) => frameOrPage.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

test('move a section, save, and the home page shows the new order', { timeout: 90_000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${url}/studio`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Studio' }).waitFor({ timeout: 45_000 });

  // The preview frame shows the site as configured.
  const frame = page.frameLocator('iframe[data-studio-preview]');
  await frame.locator('[data-section="notice-bar"]').waitFor({ timeout: 30_000 });
  const start = await sectionOrder(frame);
  assert.ok(start.indexOf('slider') < start.indexOf('notice-bar'), `slider before notice-bar at first: ${start}`);

  // Keyboard only: focus "Move Hero slider down" and press Enter.
  const down = page.getByRole('button', { name: 'Move Hero slider down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-studio-announcer]')?.textContent === 'Moved Hero slider to position 3');

  // The preview follows.
  await page.waitForFunction(() => {
    const doc = document.querySelector('iframe[data-studio-preview]')?.contentDocument;
    const order = [...(doc?.querySelectorAll('[data-section]') ?? [])].map((e) => e.getAttribute('data-section'));
    return order.indexOf('notice-bar') >= 0 && order.indexOf('notice-bar') < order.indexOf('slider');
  });
  // Focus stays on the moved row, also once the preview has re-rendered (the site in the frame
  // opening its banner popup must not take the keyboard away from the editor).
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Move Hero slider down', 'focus stays on the moved row');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved.', { exact: true }).waitFor({ timeout: 30_000 });

  // The file: the new order, laid out as before, the real config untouched.
  const saved = readFileSync(configPath, 'utf8');
  const ids = JSON.parse(saved).home.sections.map((s) => s.id);
  assert.deepEqual(ids.slice(0, 3), ['banner-popup', 'notice-bar', 'slider']);
  // Only the moved section's five lines ({ id type enabled },) leave one place and arrive at the next.
  assert.deepEqual(lineDiff(realBefore, saved), { removed: 5, added: 5 });
  assert.equal(readFileSync(realConfig, 'utf8'), realBefore);

  // A fresh home page (no studio involved) shows the saved order.
  const home = await browser.newPage({ viewport: { width: 375, height: 812 } });
  home.on('pageerror', (e) => errors.push(e.message));
  await home.goto(`${url}/`, { waitUntil: 'domcontentloaded' });
  await home.locator('[data-section="notice-bar"]').waitFor({ timeout: 30_000 });
  const order = await sectionOrder(home);
  assert.ok(order.indexOf('notice-bar') < order.indexOf('slider'), `notice-bar before slider after saving: ${order}`);

  assert.deepEqual(errors, []);
});
