// The language switch in a real browser at 375 px: the home page turns Nepali in place (menu
// labels from the config, our strings, BS dates in Devanagari digits), <html lang="ne">, the
// choice survives a reload (the page then starts in Nepali, without errors), and switching back works.
import { expect, test } from './fixtures.mjs';
import { closeBannerPopup } from './support.mjs';

const DEVANAGARI_DIGIT = /[०-९]/;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function drawerTexts(page) {
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  const texts = await drawer.locator('nav button, nav a').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return texts.map((s) => s.trim());
}

test('language switch at 375 px: Nepali in place, remembered after a reload, and back', async ({ page, context, problems }) => {
  // The sandbox has no Internet: video thumbnails are answered locally.
  await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  const html = page.locator('html');
  await page.goto('/');
  // The banner popup opens on load and sits above the header; dismissed for the session.
  await closeBannerPopup(page);
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await drawerTexts(page)).toContain('Who We Are');

  // The prerendered page is English: the switch hands it to the client-rendered app, in Nepali.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByTestId('lang-switch').click();
  await expect(html).toHaveAttribute('lang', 'ne');
  // Same document: no reload.
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  const labels = await drawerTexts(page);
  for (const want of ['गृहपृष्ठ', 'हाम्रो परिचय', 'मिडिया', 'सम्पर्क']) expect(labels, `menu shows ${want}`).toContain(want);
  expect(labels).not.toContain('Who We Are');
  await expect(page.getByTestId('lang-switch')).toHaveText(/English/);
  await expect(page.locator('main').getByText('हाम्रो बारेमा').first()).toBeVisible();
  // Notice dates on the home page are BS days in Devanagari digits.
  const noticeDates = await page.locator('main [data-section="notice-bar"] time').allInnerTexts();
  if (noticeDates.length) expect(noticeDates.join(' ')).toMatch(DEVANAGARI_DIGIT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling in Nepali').toBe(
    true,
  );

  // Remembered: after a reload the page starts in Nepali by itself.
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'ne');
  expect(await drawerTexts(page)).toContain('हाम्रो परिचय');

  // And back.
  await page.getByTestId('lang-switch').click();
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await drawerTexts(page)).toContain('Who We Are');
  await expect(page.getByTestId('lang-switch')).toHaveText(/नेपाली/);
  await page.reload();
  await expect(page.getByTestId('lang-switch')).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('school-site:lang'))).toBe('en');
  expect(problems).toEqual([]);
});
