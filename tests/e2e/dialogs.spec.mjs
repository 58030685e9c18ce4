// The site's dialogs in a real browser: each is a native modal <dialog> (showModal(): the top
// layer, the page behind inert), so for the gallery lightbox, the career Apply dialog, the phone
// menu drawer and the home page's banner popup (the transfer certificate's OTP dialog is shown
// only with an OTP service, which the shipped config has not: tests/unit/src/forms/erp-delivery.test.tsx):
// focus is inside, Tab never reaches the page behind, a click behind lands on the dialog or its
// backdrop, Escape closes it and focus returns to what opened it; the browser's own close request
// (what Android's back gesture sends) closes it too. They work on prerendered pages once their
// island has woken, and with reduced motion. The full-screen lightbox leaves pinch-zoom to the
// browser (touch-action; a pinch there zooms the page) and a two-finger gesture changes no photo,
// while a one-finger swipe does (unless zoomed in: then it moves around the photo).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, expect, test } from './fixtures.mjs';
import { appReady, ROOT } from './support.mjs';

const albums = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetGalleryList.json'), 'utf8'));
const album = albums.find((a) => a.ImageColl.length > 2);
// The photo widget and its lightbox are on an album's own page (the gallery lists covers).
const albumPath = `/media/gallery/${album.GalleryId}/${encodeURIComponent(album.Title)}`;

/**
 * What makes `dialog` modal, checked from the page: it is an open <dialog> matching :modal; an
 * element behind it (`behind`, e.g. its opener) cannot take focus; the point at that element's
 * centre (where it is on screen) and the screen's bottom-right corner hit the dialog (or its
 * ::backdrop, which hits as the dialog), not the page; 25 presses of Tab and
 * Shift+Tab never put focus on the page behind (past the last control the browser may take focus
 * to its own UI: the document then has none, which is not the page behind).
 */
async function expectModal(page, dialog, behind, what) {
  const state = await dialog.evaluate(
    (d, el) => {
      const box = el.getBoundingClientRect();
      const clip = (v, max) => Math.min(Math.max(v, 1), max - 2);
      const points = [
        [clip(box.left + box.width / 2, innerWidth), clip(box.top + box.height / 2, innerHeight)],
        [innerWidth - 3, innerHeight - 3],
      ];
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
      const focusInside = d.contains(document.activeElement);
      el.focus();
      return {
        tag: d.tagName,
        modal: d.matches(':modal'),
        behindTookFocus: document.activeElement === el,
        hitInside: hits.every((hit) => !!hit && d.contains(hit)),
        focusInside,
      };
    },
    await behind.elementHandle(),
  );
  expect(state, what).toEqual({ tag: 'DIALOG', modal: true, behindTookFocus: false, hitInside: true, focusInside: true });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Shift+Tab' : 'Tab');
    const where = await dialog.evaluate((d) => {
      const a = document.activeElement;
      return !a || a === document.body ? 'none' : d.contains(a) ? 'inside' : `behind: ${a.outerHTML.slice(0, 80)}`;
    });
    expect(where.slice(0, 6), `${what}: Tab ${i + 1} reached the page behind (${where})`).not.toBe('behind');
  }
}

/** Escape closes it; focus is back on `opener`. */
async function expectEscapeReturnsFocus(page, dialog, opener, what) {
  await page.keyboard.press('Escape');
  await expect(dialog, `${what}: Escape closes it`).toBeHidden();
  await expect(opener, `${what}: focus back on the opener`).toBeFocused();
}

/** The browser's close request (CloseWatcher: Escape, Android's back gesture) closes it. */
async function expectCloseRequestCloses(dialog, what) {
  expect(await dialog.evaluate((d) => typeof d.requestClose), 'this Chromium has requestClose()').toBe('function');
  await dialog.evaluate((d) => d.requestClose());
  await expect(dialog, `${what}: a close request closes it`).toBeHidden();
}

async function lightbox(page, problems, { reducedMotion } = {}) {
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(albumPath);
  await appReady(page);
  const widget = page.getByRole('group', { name: album.Title });
  const photo = widget.getByRole('button', { name: /^Open photo 1 of/ });
  // The widget's frame leaves pinch-zoom to the browser too.
  expect(await widget.locator('button[aria-haspopup]').evaluate((b) => getComputedStyle(b.parentElement).touchAction)).toBe(
    'pan-y pinch-zoom',
  );
  await photo.click();
  // The lightbox: a tap before the gallery woke opened the widget's plain viewer first, which the
  // lightbox replaces once it has (tests/e2e/first-answers.spec.mjs).
  const dialog = page.getByRole('dialog', { name: album.Title }).and(page.locator(':not([data-photo-viewer])'));
  await expect(dialog).toBeVisible();
  await expect(page.locator('dialog[data-photo-viewer][open]')).toHaveCount(0);
  await expectModal(page, dialog, photo, 'lightbox');
  // Pinch-zoom stays the browser's in the full-screen gallery.
  expect(await page.locator('[data-lightbox-stage]').evaluate((s) => getComputedStyle(s).touchAction)).toBe('pan-y pinch-zoom');
  await expectEscapeReturnsFocus(page, dialog, photo, 'lightbox');
  await photo.click();
  await expect(dialog).toBeVisible();
  await expectCloseRequestCloses(dialog, 'lightbox');
  expect(problems).toEqual([]);
}

async function drawer(page, problems, { reducedMotion } = {}) {
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // Not the home page: its banner popup opens on load.
  await page.goto('/vision-statement/why-us');
  await appReady(page);
  const toggle = page.locator('[data-testid="menu-toggle"]');
  await toggle.click();
  const dialog = page.locator('[data-testid="drawer"]');
  await expect(dialog).toBeVisible();
  // Behind it: the header's first link (under the drawer) and the page beside it.
  await expectModal(page, dialog, page.locator('header a').first(), 'drawer');
  await expectEscapeReturnsFocus(page, dialog, toggle, 'drawer');
  await toggle.click();
  await expect(dialog).toBeVisible();
  await expectCloseRequestCloses(dialog, 'drawer');
  await expect(toggle, 'drawer: focus back on the toggle after a close request').toBeFocused();
  await toggle.click();
  await expect(dialog).toBeVisible();
  // A press beside the drawer (on its backdrop) closes it.
  await page.mouse.click(365, 400);
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
}

test('gallery lightbox: modal, Escape and close request, focus back to the photo, pinch-zoom left to the browser', async ({
  page,
  problems,
}) => {
  await lightbox(page, problems);
});

test('phone drawer: modal, Escape and close request, focus back to the menu button, backdrop press closes', async ({ page, problems }) => {
  await drawer(page, problems);
});

test('with reduced motion: the lightbox and the drawer open, trap nothing behind, close', async ({ page, problems }) => {
  await lightbox(page, problems, { reducedMotion: true });
  await drawer(page, problems, { reducedMotion: true });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  /** Touches through the DevTools protocol, as a phone sends them (several fingers at once). */
  const touch = (cdp, type, points) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });

  test('gallery lightbox on a touch screen: one finger swipes, two fingers zoom and change no photo', async ({ page, context }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(albumPath);
    await appReady(page);
    await page
      .getByRole('group', { name: album.Title })
      .getByRole('button', { name: /^Open photo 1 of/ })
      .click();
    const dialog = page.getByRole('dialog', { name: album.Title });
    await expect(dialog).toBeVisible();
    const counter = dialog.locator('[data-lightbox-counter]');
    const total = album.ImageColl.length;
    await expect(counter).toHaveText(`1 / ${total}`);
    const cdp = await context.newCDPSession(page);
    const y = 400;
    const scale = () => page.evaluate(() => window.visualViewport.scale);
    expect(await scale()).toBe(1);
    // One finger to the left: the next photo.
    await touch(cdp, 'touchStart', [[300, y]]);
    for (const x of [260, 200, 140, 80]) await touch(cdp, 'touchMove', [[x, y]]);
    await touch(cdp, 'touchEnd', []);
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    // Two fingers move left while spreading, then lift one by one: the browser zooms in (pinch-zoom
    // is allowed) and the photo stays.
    await touch(cdp, 'touchStart', [[300, y - 60]]);
    await touch(cdp, 'touchStart', [
      [300, y - 60],
      [300, y + 60],
    ]);
    for (const x of [260, 200, 140, 80])
      await touch(cdp, 'touchMove', [
        [x, y - 60 - (300 - x) / 2],
        [x, y + 60 + (300 - x) / 2],
      ]);
    await touch(cdp, 'touchEnd', [[80, y + 170]]);
    await touch(cdp, 'touchEnd', []);
    await expect.poll(scale, { message: 'the browser zoomed in', timeout: 5000 }).toBeGreaterThan(1.01);
    // (Read once, not retried: what is checked is that the photo did not change.)
    expect(await counter.textContent(), 'two fingers changed the photo').toBe(`2 / ${total}`);
    // Zoomed in, a sideways finger moves around the photo: still the same photo.
    await expect(page.locator('[data-lightbox-stage]')).toHaveAttribute('data-zoomed', 'true');
    await touch(cdp, 'touchStart', [[300, y]]);
    for (const x of [260, 200, 140, 80]) await touch(cdp, 'touchMove', [[x, y]]);
    await touch(cdp, 'touchEnd', []);
    expect(await counter.textContent(), 'a pan of the zoomed photo changed it').toBe(`2 / ${total}`);
    expect(errors).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('career Apply dialog: modal, Escape, focus back to Apply, backdrop press closes', async ({ page, problems }) => {
    await page.goto('/career-list/1/science-teacher');
    await appReady(page);
    const apply = page.locator('#main').getByRole('button', { name: 'Apply' });
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Science Teacher' });
    await expect(dialog).toBeVisible();
    // Focus starts on the dialog (its form may still be loading) or the form's first field, never on
    // the close button, which comes last.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('Close');
    await expectModal(page, dialog, apply, 'apply');
    await expectEscapeReturnsFocus(page, dialog, apply, 'apply');
    await apply.click();
    await expect(dialog).toBeVisible();
    // A press on the backdrop closes it too.
    await page.mouse.click(10, 10);
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('banner popup: modal over the home page', async ({ page, problems }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expectModal(page, dialog, page.locator('header a').first(), 'banner popup');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });
});
