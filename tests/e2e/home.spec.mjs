// The home page in a real browser against the demo back-end, at 375 and 1366 px: no page or
// console errors, no sideways scrolling, every enabled section of site.config.json present and
// shown in config order; the banner popup opens on load (700 px wide on desktop), closes with
// Escape and stays closed for the session; the hero slider advances on its own; carousel arrows
// move their carousel. Screenshots go to $HOME_SHOTS (default /tmp) as home-<width>.png.
import { join } from 'node:path';
import { DESKTOP, expect, test } from './fixtures.mjs';
import { config, watchPage } from './routes-support.mjs';

const SHOTS = process.env.HOME_SHOTS ?? '/tmp';
const enabled = config.home.sections.filter((s) => s.enabled).map((s) => s.type);
const interval = config.site.constants.sliderIntervalMs;

// The sandbox has no Internet: video thumbnails are answered locally.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Each enabled section's wrapper, in DOM order, once its code has loaded (no Suspense placeholder). */
async function sectionsInOrder(page) {
  const sections = page.locator('main [data-section]');
  await expect(sections).toHaveCount(enabled.length);
  await expect(page.locator('main [data-section] > [aria-hidden="true"]:only-child')).toHaveCount(0);
  return sections.evaluateAll((els) => els.map((e) => ({ type: e.dataset.section, height: e.getBoundingClientRect().height })));
}

async function checkWidth(page, context, baseURL, width) {
  await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  const watcher = watchPage(page, baseURL);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main#main')).toBeAttached();

  // Banner popup: opens on load, 700 px wide where the window allows, Escape closes it.
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(Math.round(box.width), `banner popup width at ${width}px`).toBe(Math.min(700, width - 24));
  await expect(dialog.getByRole('button', { name: 'Skip this' }).first()).toBeVisible();
  await page.screenshot({ path: join(SHOTS, `home-banner-${width}.png`) });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Every enabled section in config order (the popup is a portal).
  const sections = await sectionsInOrder(page);
  expect(
    sections.map((s) => s.type),
    'sections follow site.config.json',
  ).toEqual(enabled);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `home scrolls sideways at ${width}px`).toBeLessThanOrEqual(1);

  // Lazy images below the fold load as a visitor scrolls, a screen at a time; then a full-page screenshot.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 1000) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  // Each with something on screen once seen: a live-only part (the birthdays) is drawn in the
  // browser as it comes near, from a live answer.
  await expect
    .poll(
      async () =>
        (await sectionsInOrder(page))
          .filter((s) => s.type !== 'banner-popup' && s.height <= 20)
          .map((s) => `${s.type} (height ${s.height})`),
      {
        message: `every section shows content at ${width}px`,
      },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await watcher.quiet();
  await page.screenshot({ path: join(SHOTS, `home-${width}.png`), fullPage: true });

  expect(watcher.problems, `problems at ${width}px`).toEqual([]);
  return watcher;
}

test('home page at 375 px: sections in config order, banner popup, no sideways scrolling; the popup stays closed', async ({
  page,
  context,
  baseURL,
}) => {
  await checkWidth(page, context, baseURL, 375);
  // The dismissal holds for the session: back on the home page, no popup.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await sectionsInOrder(page);
  // The popup would open as soon as the banners arrive: wait until the home page has asked for them and settled.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog'), 'the banner popup stays closed in the same session').toHaveCount(0);
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });
  test('home page at 1366 px: sections in config order, banner popup, slider, carousels', async ({ page, context, baseURL }) => {
    const watcher = await checkWidth(page, context, baseURL, 1366);

    // The slider advances on its own (pointer and focus are elsewhere).
    await page.mouse.move(1300, 880);
    const count = await page.locator('[data-section="slider"] [data-slide-index]').count();
    const now = Number(await page.getAttribute('[data-section="slider"] [data-current]', 'data-slide-index'));
    await expect(page.locator('[data-section="slider"] [data-current]')).toHaveAttribute('data-slide-index', String((now + 1) % count), {
      timeout: interval + 3000,
    });

    // A carousel's Next arrow moves it.
    const programs = page.locator('[data-section="academic-programs"]');
    await programs.scrollIntoViewIfNeeded();
    const before = await programs.locator('[data-selected]').getAttribute('aria-label');
    await programs.getByRole('button', { name: /^Next slide/ }).click();
    await expect(programs.locator('[data-selected]')).not.toHaveAttribute('aria-label', before);
    await expect(programs.locator('[data-selected]')).toHaveAttribute('aria-label', 'Slide 2 of 4');

    expect(watcher.problems, 'problems after interacting').toEqual([]);
  });
});

// The feedback form mounts only as the visitor nears it (the form engine is the page's heaviest
// code); until then its place is held (feedback-testimonials.module.css .formPlaceholder). The
// place held is the form's own height, so what is below it does not move when it mounts.
for (const [width, lang] of [
  [375, 'en'],
  [412, 'ne'],
  [1366, 'en'],
  [1366, 'ne'],
]) {
  test(`the feedback form fills the place held for it, at ${width} px in ${lang}: nothing below moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.goto(lang === 'en' ? '/' : '/ne/', { waitUntil: 'load' });
    const section = page.locator('[data-section="feedback-testimonials"]');
    await expect(section).toBeAttached();
    const box = section.locator('h3').first().locator('..');
    await expect(box.locator('[aria-hidden="true"]')).toBeAttached();
    await expect(box.locator('form')).toHaveCount(0);
    const held = await box.evaluate((e) => e.getBoundingClientRect().height);
    // The banner popup opens itself after load: out of the way first.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // (Sections above it take their height as they come near: scrolled to until the form is there.
    // The form engine is 100 KB of code: on a busy machine it takes its time.)
    await expect(async () => {
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator('[data-form-id="feedback"][data-ready]')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const filled = await box.evaluate((e) => e.getBoundingClientRect().height);
    expect(Math.abs(filled - held), `the form's box was ${held} px held, ${filled} px filled`).toBeLessThan(1);
  });
}

// The banner popup turns on its own from one banner to the next; the dialog is centred, so a
// shorter banner would move it, and its arrows from under the visitor's finger (a layout shift
// nobody asked for). Its banners keep one box, the tallest's.
test('the banner popup keeps its place and its arrows theirs as it turns to a shorter banner', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/ne/', { waitUntil: 'load' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const next = dialog.locator('[data-banner-move="1"]');
  const place = async () => ({ dialog: await dialog.boundingBox(), next: await next.boundingBox() });
  const before = await place();
  const shown = dialog.locator('[data-banner-slide]:not([hidden])');
  await expect(shown).toHaveAttribute('data-banner-slide', '0');
  await next.click();
  await expect(shown).toHaveAttribute('data-banner-slide', '1');
  // Only the banner shown is seen, heard and reached.
  await expect(dialog.locator('[data-banner-slide="0"]')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'छोड्नुहोस्', exact: true })).toHaveCount(1);
  // Within a pixel: what a visitor could see move (its height changed by 0.1 px on a busy machine).
  const after = await place();
  for (const part of ['dialog', 'next'])
    for (const side of ['x', 'y', 'width', 'height'])
      expect(Math.abs(after[part][side] - before[part][side]), `${part} ${side}`).toBeLessThan(1);
});
