// Services, achievements, careers, downloads and the certificate page in a real browser: ?TranId=
// scrolling; links from the list pages to the detail pages; a real download (blob saved as
// '{Title}.{ext}'); the certificate menu; and the career Apply dialog (700 px, focus trapped,
// Escape closes and returns focus). (Every route with its key text, at both widths, is the route
// sweep's: sweep.spec.mjs with page-texts.mjs.)
import { DESKTOP, expect, test } from './fixtures.mjs';

/** Problems other than requests cancelled because we navigated away (lazy images in flight). */
const real = (problems) => problems.filter((p) => !/^request failed: .* net::ERR_ABORTED$/.test(p));

const SEE = '100% results in SEE 2082 for the 12th year running';

test('?TranId= scrolls to that service; links on the list pages lead to the detail pages', async ({ page, problems }) => {
  await page.goto('/services-facilities?TranId=4');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.getElementById('service-4');
          return !!el && Math.abs(el.getBoundingClientRect().top) < 120;
        }),
      { message: 'service 4 is scrolled to the top' },
    )
    .toBe(true);
  await expect(page.locator('#service-4')).toBeFocused();

  await page.goto('/achievements');
  await page.getByRole('link', { name: SEE }).click();
  await expect(page.getByRole('heading', { level: 2, name: SEE })).toBeVisible();

  await page.goto('/career-list');
  await page.getByRole('link', { name: 'View details of English Teacher' }).click();
  await expect(page).toHaveURL(/\/career-list\/3\/english-teacher$/);
  await expect(page.getByRole('heading', { level: 2, name: 'English Teacher' })).toBeVisible();
  expect(real(problems)).toEqual([]);
});

test.describe('downloads', () => {
  // The missing file is faked with page.route, which the service worker's fetches bypass.
  test.use({ serviceWorkers: 'block' });
  test('downloads: the file is saved as {Title}.{ext}; a missing file is reported on its card', async ({ page, problems }) => {
    await page.goto('/public-info/download');
    const card = (title) => page.locator('li', { has: page.getByRole('heading', { name: title }) });
    const [pdf] = await Promise.all([page.waitForEvent('download'), card('Fee Structure 2083').getByRole('button').click()]);
    expect(pdf.suggestedFilename()).toBe('Fee Structure 2083.pdf');
    const [docx] = await Promise.all([page.waitForEvent('download'), card('Scholarship Application Form').getByRole('button').click()]);
    expect(docx.suggestedFilename()).toBe('Scholarship Application Form.docx');
    expect(real(problems)).toEqual([]);

    // The attachment goes missing: the visitor is told on that card.
    await page.route('**/Attachments/appcms/f1d81bd4-*', (r) => r.fulfill({ status: 404, body: 'Not Found' }));
    await card('Admission Form 2084').getByRole('button').click();
    await expect(card('Admission Form 2084').getByRole('alert')).toHaveText(/could not be downloaded/);
  });
});

test('certificate: Download menu by keyboard, polite message', async ({ page, problems }) => {
  await page.goto('/certificate');
  const button = page.getByRole('button', { name: 'Download' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('PDF');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('JPG');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-page] [role="status"]')).toHaveText(/as PDF will be available here after the school issues it/);
  expect(real(problems)).toEqual([]);
});

for (const viewport of [{ width: 375, height: 812 }, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test(`career Apply dialog at ${viewport.width} px: 700 px, focus trapped, Escape closes and returns focus`, async ({
      page,
      problems,
    }) => {
      const { width } = viewport;
      await page.goto('/career-list/1/science-teacher');
      // The page's own Apply (the form in the dialog has one too).
      const apply = page.locator('#main').getByRole('button', { name: 'Apply' });
      await apply.click();
      const dialog = page.getByRole('dialog', { name: 'Apply for Science Teacher' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(Math.round(box.width), `dialog width at ${width}px`).toBe(width > 724 ? 700 : width - 24);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
        // In the dialog, or on nothing while its form is still loading: never on the page behind.
        expect(
          await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body),
          `focus left the dialog after ${i + 1} presses`,
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(apply).toBeFocused();
      expect(real(problems)).toEqual([]);
    });
  });
}
