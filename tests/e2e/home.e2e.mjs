// The home page in a real browser against the demo back-end, at 375 and 1366 px: no page or
// console errors, no sideways scrolling, every enabled section of site.config.json present and
// shown in config order; the banner popup opens on load (700 px wide on desktop), closes with
// Escape and stays closed for the session; the hero slider advances on its own; carousel arrows
// move their carousel. Screenshots go to $HOME_SHOTS (default /tmp) as home-<width>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { withSite } from './support.mjs';
import { config, watchPage } from './routes-support.mjs';

const SHOTS = process.env.HOME_SHOTS ?? '/tmp';
const enabled = config.home.sections.filter((s) => s.enabled).map((s) => s.type);
const interval = config.site.constants.sliderIntervalMs;

// The sandbox has no Internet: video thumbnails are answered locally.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openHome(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  const page = await context.newPage();
  const watcher = watchPage(page, url);
  await page.goto(url + '/', { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main#main', { timeout: 15_000 });
  return { context, page, watcher };
}

/** Each enabled section's wrapper, in DOM order, once its code has loaded (no Suspense placeholder). */
async function sectionsInOrder(page) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('main [data-section]').length === n && !document.querySelector('main [data-section] > [aria-hidden="true"]:only-child'),
    enabled.length,
    { timeout: 15_000 },
  );
  return page.$$eval('main [data-section]', (els) => els.map((e) => ({ type: e.dataset.section, height: e.getBoundingClientRect().height })));
}

async function checkWidth(browser, url, width) {
  const { context, page, watcher } = await openHome(browser, url, width);

  // Banner popup: opens on load, 700 px wide where the window allows, Escape closes it.
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.waitFor({ timeout: 10_000 });
  const box = await dialog.boundingBox();
  assert.equal(Math.round(box.width), Math.min(700, width - 24), `banner popup width at ${width}px`);
  assert.ok(await dialog.getByRole('button', { name: 'Skip this' }).first().isVisible());
  await page.screenshot({ path: join(SHOTS, `home-banner-${width}.png`) });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Every enabled section in config order (the popup is a portal).
  const sections = await sectionsInOrder(page);
  assert.deepEqual(
    sections.map((s) => s.type),
    enabled,
    'sections follow site.config.json',
  );

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `home scrolls sideways by ${overflow}px at ${width}px`);

  // Lazy images below the fold load as a visitor scrolls; then a full-page screenshot.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 1000) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y);
    await page.waitForTimeout(30);
  }
  // Each with something on screen once seen: a live-only part (the birthdays) is drawn in the
  // browser as it comes near, from a live answer.
  const drawn = await page
    .waitForFunction(() => [...document.querySelectorAll('main [data-section]')].every((e) => e.dataset.section === 'banner-popup' || e.getBoundingClientRect().height > 20), null, { timeout: 10_000 })
    .then(() => true, () => false);
  if (!drawn) {
    for (const s of await sectionsInOrder(page)) if (s.type !== 'banner-popup') assert.ok(s.height > 20, `${s.type} shows content at ${width}px (height ${s.height})`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await watcher.quiet();
  await page.screenshot({ path: join(SHOTS, `home-${width}.png`), fullPage: true });

  assert.deepEqual(watcher.problems, [], `problems at ${width}px`);
  return { context, page, watcher };
}

async function phone(browser, url) {
  const { page, context } = await checkWidth(browser, url, 375);
  // The dismissal holds for the session: back on the home page, no popup.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await sectionsInOrder(page);
  await page.waitForTimeout(300);
  assert.equal(await page.getByRole('dialog').count(), 0, 'the banner popup stays closed in the same session');
  await context.close();
}

async function desktop(browser, url) {
  const { context, page, watcher } = await checkWidth(browser, url, 1366);

  // The slider advances on its own (pointer and focus are elsewhere).
  await page.mouse.move(1300, 880);
  const count = await page.locator('[data-section="slider"] [data-slide-index]').count();
  const now = Number(await page.getAttribute('[data-section="slider"] [data-current]', 'data-slide-index'));
  const next = String((now + 1) % count);
  await page.waitForFunction((n) => document.querySelector('[data-section="slider"] [data-current]')?.getAttribute('data-slide-index') === n, next, { timeout: interval + 3000 });

  // A carousel's Next arrow moves it.
  const programs = page.locator('[data-section="academic-programs"]');
  await programs.scrollIntoViewIfNeeded();
  const before = await programs.locator('[data-selected]').getAttribute('aria-label');
  await programs.getByRole('button', { name: /^Next slide/ }).click();
  await page.waitForFunction((b) => document.querySelector('[data-section="academic-programs"] [data-selected]')?.getAttribute('aria-label') !== b, before);
  assert.equal(await programs.locator('[data-selected]').getAttribute('aria-label'), 'Slide 2 of 4');

  assert.deepEqual(watcher.problems, [], 'problems after interacting');
  await context.close();
}

test('home page at 375 and 1366 px: sections in config order, banner popup, slider, carousels', { timeout: 60_000 }, async () => {
  // The two widths are separate browser contexts (separate sessions), checked side by side.
  await withSite(({ url, browser }) => Promise.all([phone(browser, url), desktop(browser, url)]));
});
