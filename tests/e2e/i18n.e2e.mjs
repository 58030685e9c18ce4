// The language switch in a real browser at 375 px: the home page turns Nepali in place (menu
// labels from the config, our strings, BS dates in Devanagari digits), <html lang="ne">, the
// choice survives a reload (the page then starts in Nepali, without errors), and switching back works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeBannerPopup, openPage, withSite } from './support.mjs';

const DEVANAGARI_DIGIT = /[०-९]/;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function drawerTexts(page) {
  await page.click('[data-testid="menu-toggle"]');
  const drawer = page.locator('[data-testid="drawer"]');
  await drawer.waitFor();
  const texts = await drawer.locator('nav button, nav a').allInnerTexts();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  return texts.map((s) => s.trim());
}

test('language switch at 375 px: Nepali in place, remembered after a reload, and back', { timeout: 40_000 }, async () => {
  await withSite(async ({ url, browser }) => {
    const { page, context, problems } = await openPage(browser, url, { width: 375 });
    // The sandbox has no Internet: video thumbnails are answered locally.
    await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    await page.goto(url + '/');
    // The banner popup opens on load and sits above the header; dismissed for the session.
    await closeBannerPopup(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.ok((await drawerTexts(page)).includes('Who We Are'));

    // The prerendered page is English: the switch hands it to the client-rendered app, in Nepali.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await page.click('[data-testid="lang-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ne');
    // Same document: no reload.
    assert.equal(await page.evaluate(() => window.__sameDocument), true);
    const labels = await drawerTexts(page);
    for (const want of ['गृहपृष्ठ', 'हाम्रो परिचय', 'मिडिया', 'सम्पर्क']) assert.ok(labels.includes(want), `menu shows ${want}: ${labels.join(' | ')}`);
    assert.ok(!labels.includes('Who We Are'));
    assert.match(await page.locator('[data-testid="lang-switch"]').innerText(), /English/);
    await page.locator('main').getByText('हाम्रो बारेमा').first().waitFor();
    // Notice dates on the home page are BS days in Devanagari digits.
    const noticeDates = await page.locator('main [data-section="notice-bar"] time').allInnerTexts();
    if (noticeDates.length) assert.match(noticeDates.join(' '), DEVANAGARI_DIGIT);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling in Nepali');

    // Remembered: after a reload the page starts in Nepali by itself.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ne', null, { timeout: 10_000 });
    assert.ok((await drawerTexts(page)).includes('हाम्रो परिचय'));

    // And back.
    await page.click('[data-testid="lang-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.ok((await drawerTexts(page)).includes('Who We Are'));
    assert.match(await page.locator('[data-testid="lang-switch"]').innerText(), /नेपाली/);
    await page.reload();
    await page.locator('[data-testid="lang-switch"]').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.evaluate(() => localStorage.getItem('school-site:lang')), 'en');
    assert.deepEqual(problems, []);
  });
});
