// The site's frame in a real browser: the phone drawer (focus trapped, Escape closes, focus
// returns), the sticky navigation bar past 120 px, and back-to-top past 300 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, openPage, withSite } from './support.mjs';

test('phone drawer: opens, traps focus, nested accordion, Escape closes and returns focus', async () => {
  await withSite(async ({ url, browser }) => {
    const { page, problems } = await openPage(browser, url, { width: 375 });
    // Not the home page: its banner popup opens on load and would sit above the menu button.
    await page.goto(url + '/vision-statement/why-us');
    await appReady(page); // the menu button works once the app is live
    assert.equal(await page.locator('nav[aria-label="Main navigation"] > div > ul').isVisible(), false, 'desktop list hidden on phones');
    await page.click('[data-testid="menu-toggle"]');
    const drawer = page.locator('[data-testid="drawer"]');
    await drawer.waitFor();
    assert.equal(await drawer.getAttribute('aria-modal'), 'true');
    // Focus is inside; 40 Tabs never leave it.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="drawer"]')), true);
    // Accordion: open "Who We Are" then follow a link.
    const who = drawer.getByRole('button', { name: 'Who We Are' });
    assert.equal(await who.getAttribute('aria-expanded'), 'false');
    await who.click();
    assert.equal(await who.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'menu-toggle');
    await page.click('[data-testid="menu-toggle"]');
    await drawer.getByRole('button', { name: 'Who We Are' }).click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(/\/who-we-are\/about-us$/);
    await drawer.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  });
});

test('desktop: sticky bar after 120 px, back-to-top after 300 px, ERP login links', async () => {
  await withSite(async ({ url, browser }) => {
    const { page, problems } = await openPage(browser, url, { width: 1366, height: 700 });
    await page.goto(url + '/who-we-are/about-us');
    await appReady(page);
    const nav = page.locator('nav[aria-label="Main navigation"]');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    assert.equal(await nav.getAttribute('data-sticky'), 'false');
    const backToTop = page.locator('[data-testid="back-to-top"]');
    assert.equal(await backToTop.isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Main navigation"]')?.getAttribute('data-sticky') === 'true');
    assert.equal(await backToTop.isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('[data-testid="back-to-top"]').waitFor();
    await page.click('[data-testid="back-to-top"]');
    await page.waitForFunction(() => window.scrollY === 0);
    await nav.getByRole('button', { name: 'ERP LOGIN' }).click();
    for (const name of ['Admin Login', 'Teacher Login', 'Student Login']) {
      const link = nav.getByRole('link', { name });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    assert.deepEqual(problems, []);
  });
});
