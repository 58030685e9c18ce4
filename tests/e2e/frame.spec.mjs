// The site's frame in a real browser: the phone drawer (focus trapped, Escape closes, focus
// returns), the sticky navigation bar past 120 px, and back-to-top past 300 px; a field reached
// with the keyboard is never left under the fixed bar (html's scroll-padding-top).
import { expect, test } from './fixtures.mjs';
import { appReady } from './support.mjs';

test('phone drawer: opens, traps focus, nested accordion, Escape closes and returns focus', async ({ page, problems }) => {
  // Not the home page: its banner popup opens on load and would sit above the menu button.
  await page.goto('/vision-statement/why-us');
  await appReady(page); // the menu button works once the app is live
  await expect(page.locator('nav[aria-label="Main navigation"] > div > ul'), 'desktop list hidden on phones').toBeHidden();
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('drawer');
  // A native modal dialog: the page behind is inert. 40 Tabs never reach it (after the last control
  // Chromium moves focus to its own toolbar, so focus is in the drawer or on nothing).
  expect(await drawer.evaluate((d) => d.matches(':modal'))).toBe(true);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[data-testid="drawer"]') || document.activeElement === document.body),
      `focus reached the page behind after ${i + 1} Tabs`,
    ).toBe(true);
  }
  // Accordion: open "Who We Are" then follow a link.
  const who = drawer.getByRole('button', { name: 'Who We Are' });
  await expect(who).toHaveAttribute('aria-expanded', 'false');
  await who.click();
  await expect(who).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('menu-toggle')).toBeFocused();
  await page.getByTestId('menu-toggle').click();
  // Opened again, its accordion is as the visitor left it (its markup stays in the page, closed).
  await expect(drawer.getByRole('button', { name: 'Who We Are' })).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/who-we-are\/about-us$/);
  await expect(drawer).toBeHidden();
  expect(problems).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 700 } });
  test('desktop: sticky bar after 120 px, back-to-top after 300 px, ERP login links', async ({ page, problems }) => {
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    const nav = page.locator('nav[aria-label="Main navigation"]');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    await expect(nav).toHaveAttribute('data-sticky', 'false');
    const backToTop = page.getByTestId('back-to-top');
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(nav).toHaveAttribute('data-sticky', 'true');
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('button', { name: 'ERP LOGIN' }).click();
    for (const name of ['Admin Login', 'Teacher Login', 'Student Login']) {
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(problems).toEqual([]);
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1366, height: 700 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    test(`at ${viewport.width} px a field reached with Shift+Tab comes to rest below the fixed bar, never under it`, async ({
      page,
      problems,
    }) => {
      await page.goto('/requests-inquiries/admission-inquiry');
      await appReady(page);
      const nav = page.locator('nav[aria-label="Main navigation"]');
      const fields = page.locator('[data-wizard] :is(input, select, textarea):not([type="hidden"], [type="file"])');
      // From the step's last field up to its first, as a parent checking what they typed would.
      await fields.last().focus();
      await expect(nav).toHaveAttribute('data-sticky', 'true');
      const firstId = await fields.first().getAttribute('id');
      const hidden = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Shift+Tab');
        const at = await page.evaluate(() => {
          const el = document.activeElement;
          const bar = document.querySelector('nav[aria-label="Main navigation"]');
          return {
            id: el?.id ?? '',
            top: el?.getBoundingClientRect().top ?? 0,
            barBottom: bar?.dataset.sticky === 'true' ? bar.getBoundingClientRect().bottom : 0,
          };
        });
        if (at.top < at.barBottom) hidden.push(at);
        if (at.id === firstId) break;
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(firstId);
      expect(hidden, 'fields under the bar').toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
