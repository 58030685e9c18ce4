// Information pages in a real browser: ?TranId= scrolls to that academic program and focuses it;
// program → syllabus links; an unmatched syllabus shows nothing. (Every route with its key text,
// at both widths, is the route sweep's: sweep.spec.mjs with page-texts.mjs.)
import { expect, test } from './fixtures.mjs';
import { navigateInApp as openInApp } from './support.mjs';

test('?TranId= scrolls to that academic program; program → syllabus; no matching plan shows nothing', async ({ page, problems }) => {
  await page.goto('/academics/academic-programs?TranId=4');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.getElementById('academic-program-4');
          return !!el && Math.abs(el.getBoundingClientRect().top) < 120 && window.scrollY > 300;
        }),
      { message: 'academic program 4 is scrolled to the top' },
    )
    .toBe(true);
  await expect(page.locator('#academic-program-4')).toBeFocused();

  await openInApp(page, '/programs');
  await page.getByRole('link', { name: 'Secondary Level (SEE)' }).click();
  await expect(page).toHaveURL(/\/programs\/secondary-level-see$/);
  await page.getByRole('link', { name: 'View Syllabus' }).click();
  await expect(page).toHaveURL(/\/syllabus\/secondary-level-see$/);
  await expect(page.locator('[data-page="syllabus"]').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await openInApp(page, '/syllabus/astronomy');
  await expect(page).toHaveURL(/\/syllabus\/astronomy$/);
  await expect(page.locator('[data-page="syllabus"]')).toBeAttached();
  await expect(page.locator('[data-page="syllabus"] > *')).toHaveCount(0);
  expect(problems).toEqual([]);
});
