// The site's dialogs in a real browser: each is a native modal <dialog> (showModal(): the top
// layer, the page behind inert), so for the gallery lightbox, the career Apply dialog, the
// transfer certificate's OTP dialog, the phone menu drawer and the home page's banner popup:
// focus is inside, Tab never reaches the page behind, a click behind lands on the dialog or its
// backdrop, Escape closes it and focus returns to what opened it; the browser's own close request
// (what Android's back gesture sends) closes it too. They work on prerendered pages once their
// island has woken, and with reduced motion. The full-screen lightbox leaves pinch-zoom to the
// browser (touch-action; a pinch there zooms the page) and a two-finger gesture changes no photo,
// while a one-finger swipe does (unless zoomed in: then it moves around the photo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, openPage, ROOT, withSite } from './support.mjs';

const albums = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetGalleryList.json'), 'utf8'));
const album = albums.find((a) => a.ImageColl.length > 2);

/**
 * What makes `dialog` modal, checked from the page: it is an open <dialog> matching :modal; an
 * element behind it (`behind`, e.g. its opener) cannot take focus; the point at that element's
 * centre (where it is on screen) and the screen's bottom-right corner hit the dialog (or its
 * ::backdrop, which hits as the dialog), not the page; 25 presses of Tab and
 * Shift+Tab never put focus on the page behind (past the last control the browser may take focus
 * to its own UI: the document then has none, which is not the page behind).
 */
async function assertModal(page, dialog, behind, what) {
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
  assert.deepEqual(state, { tag: 'DIALOG', modal: true, behindTookFocus: false, hitInside: true, focusInside: true }, what);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Shift+Tab' : 'Tab');
    const where = await dialog.evaluate((d) => {
      const a = document.activeElement;
      return !a || a === document.body ? 'none' : d.contains(a) ? 'inside' : `behind: ${a.outerHTML.slice(0, 80)}`;
    });
    assert.notEqual(where.slice(0, 6), 'behind', `${what}: Tab ${i + 1} reached the page behind (${where})`);
  }
}

/** Escape closes it; focus is back on `opener`. */
async function assertEscapeReturnsFocus(page, dialog, opener, what) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await opener.evaluate((el) => el === document.activeElement), true, `${what}: focus back on the opener`);
}

/** The browser's close request (CloseWatcher: Escape, Android's back gesture) closes it. */
async function assertCloseRequestCloses(dialog, what) {
  assert.equal(await dialog.evaluate((d) => typeof d.requestClose), 'function', 'this Chromium has requestClose()');
  await dialog.evaluate((d) => d.requestClose());
  await dialog.waitFor({ state: 'detached' });
  assert.ok(true, what);
}

async function lightbox(browser, url, { reducedMotion } = {}) {
  const { page, context, problems } = await openPage(browser, url, { width: 375 });
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url + '/media/gallery');
  await appReady(page);
  const widget = page.getByRole('group', { name: album.Title });
  const photo = widget.getByRole('button', { name: /^Open photo 1 of/ });
  // The widget's frame leaves pinch-zoom to the browser too.
  assert.equal(
    await widget.locator('button[aria-haspopup]').evaluate((b) => getComputedStyle(b.parentElement).touchAction),
    'pan-y pinch-zoom',
  );
  await photo.click();
  const dialog = page.getByRole('dialog', { name: album.Title });
  await dialog.waitFor();
  await assertModal(page, dialog, photo, 'lightbox');
  // Pinch-zoom stays the browser's in the full-screen gallery.
  assert.equal(await page.locator('[data-lightbox-stage]').evaluate((s) => getComputedStyle(s).touchAction), 'pan-y pinch-zoom');
  await assertEscapeReturnsFocus(page, dialog, photo, 'lightbox');
  await photo.click();
  await dialog.waitFor();
  await assertCloseRequestCloses(dialog, 'lightbox');
  assert.deepEqual(problems, []);
  await context.close();
}

/** Touches through the DevTools protocol, as a phone sends them (several fingers at once). */
async function touch(cdp, type, points) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
}

async function lightboxGestures(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url + '/media/gallery');
  await appReady(page);
  await page
    .getByRole('group', { name: album.Title })
    .getByRole('button', { name: /^Open photo 1 of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: album.Title });
  await dialog.waitFor();
  const counter = dialog.locator('[data-lightbox-counter]');
  const total = album.ImageColl.length;
  assert.equal(await counter.textContent(), `1 / ${total}`);
  const cdp = await context.newCDPSession(page);
  const y = 400;
  const scale = () => page.evaluate(() => window.visualViewport.scale);
  assert.equal(await scale(), 1);
  // One finger to the left: the next photo.
  await touch(cdp, 'touchStart', [[300, y]]);
  for (const x of [260, 200, 140, 80]) await touch(cdp, 'touchMove', [[x, y]]);
  await touch(cdp, 'touchEnd', []);
  await dialog.getByText(`2 / ${total}`).waitFor();
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
  await page.waitForFunction(() => window.visualViewport.scale > 1.01, null, { timeout: 5000 });
  assert.equal(await counter.textContent(), `2 / ${total}`, 'two fingers changed the photo');
  // Zoomed in, a sideways finger moves around the photo: still the same photo.
  assert.equal(await page.locator('[data-lightbox-stage]').getAttribute('data-zoomed'), 'true');
  await touch(cdp, 'touchStart', [[300, y]]);
  for (const x of [260, 200, 140, 80]) await touch(cdp, 'touchMove', [[x, y]]);
  await touch(cdp, 'touchEnd', []);
  assert.equal(await counter.textContent(), `2 / ${total}`, 'a pan of the zoomed photo changed it');
  assert.deepEqual(errors, []);
  await context.close();
}

async function applyDialog(browser, url) {
  const { page, context, problems } = await openPage(browser, url, { width: 1366 });
  await page.goto(url + '/career-list/1/science-teacher');
  await appReady(page);
  const apply = page.locator('#main').getByRole('button', { name: 'Apply' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Science Teacher' });
  await dialog.waitFor();
  // Focus starts on the dialog (its form may still be loading) or the form's first field, never on
  // the close button, which comes last.
  assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close');
  await assertModal(page, dialog, apply, 'apply');
  await assertEscapeReturnsFocus(page, dialog, apply, 'apply');
  await apply.click();
  await dialog.waitFor();
  // A press on the backdrop closes it too.
  await page.mouse.click(10, 10);
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
}

async function otpDialog(browser, url) {
  const { page, context, problems } = await openPage(browser, url, { width: 375 });
  await page.goto(url + '/requests-inquiries/transfer-certificate');
  await appReady(page);
  // Typing wakes the form's island; its engine then takes over what was typed.
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await page.waitForSelector('[data-form-id="transfer-certificate"][data-ready]', { state: 'attached' });
  const submit = page.locator('#main').getByRole('button', { name: 'Submit' });
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Digit 1 of 6').evaluate((el) => el === document.activeElement), true, 'focus on the first box');
  await assertModal(page, dialog, submit, 'otp');
  await assertEscapeReturnsFocus(page, dialog, submit, 'otp');
  assert.deepEqual(problems, []);
  await context.close();
}

async function drawer(browser, url, { reducedMotion } = {}) {
  const { page, context, problems } = await openPage(browser, url, { width: 375 });
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // Not the home page: its banner popup opens on load.
  await page.goto(url + '/vision-statement/why-us');
  await appReady(page);
  const toggle = page.locator('[data-testid="menu-toggle"]');
  await toggle.click();
  const dialog = page.locator('[data-testid="drawer"]');
  await dialog.waitFor();
  // Behind it: the header's first link (under the drawer) and the page beside it.
  await assertModal(page, dialog, page.locator('header a').first(), 'drawer');
  await assertEscapeReturnsFocus(page, dialog, toggle, 'drawer');
  await toggle.click();
  await dialog.waitFor();
  await assertCloseRequestCloses(dialog, 'drawer');
  assert.equal(
    await toggle.evaluate((el) => el === document.activeElement),
    true,
    'drawer: focus back on the toggle after a close request',
  );
  await toggle.click();
  await dialog.waitFor();
  // A press beside the drawer (on its backdrop) closes it.
  await page.mouse.click(365, 400);
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
}

async function bannerPopup(browser, url) {
  const { page, context, problems } = await openPage(browser, url, { width: 1366 });
  await page.goto(url + '/');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.waitFor({ timeout: 15_000 });
  await assertModal(page, dialog, page.locator('header a').first(), 'banner popup');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
  await context.close();
}

test('dialogs', { timeout: 120_000 }, async (t) => {
  await withSite(async ({ url, browser }) => {
    await t.test('gallery lightbox: modal, Escape and close request, focus back to the photo, pinch-zoom left to the browser', () =>
      lightbox(browser, url),
    );
    await t.test('gallery lightbox on a touch screen: one finger swipes, two fingers zoom and change no photo', () =>
      lightboxGestures(browser, url),
    );
    await t.test('career Apply dialog: modal, Escape, focus back to Apply, backdrop press closes', () => applyDialog(browser, url));
    await t.test('transfer certificate OTP dialog: modal, first box focused, Escape, focus back to Submit', () => otpDialog(browser, url));
    await t.test('phone drawer: modal, Escape and close request, focus back to the menu button, backdrop press closes', () =>
      drawer(browser, url),
    );
    await t.test('banner popup: modal over the home page', () => bannerPopup(browser, url));
    await t.test('with reduced motion: the lightbox and the drawer open, trap nothing behind, close', async () => {
      await lightbox(browser, url, { reducedMotion: true });
      await drawer(browser, url, { reducedMotion: true });
    });
  });
});
