// Information pages (who we are, programs and syllabus, academics, static pages) in a real
// browser: every route at 375 and 1366 px without page or console errors, with its key text and
// no sideways scrolling; ?TranId= scrolling; program → syllabus links; an unmatched syllabus
// shows nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { navigateInApp as openInApp, openPage, withSite } from './support.mjs';

const ROUTES = [
  ['/who-we-are/about-us', 'about-us', 'was founded in 2052 B.S.'],
  ['/who-we-are/vision-statement', 'vision-statement', 'Our Mission'],
  ['/who-we-are/message', 'messages', 'Prof. Keshav Raj Adhikari'],
  ['/message/message-from-chairman', 'message-single', 'Ramesh Prasad Shrestha'],
  ['/message/message-from-principal', 'message-single', 'Dr. Sunita Rajbhandari'],
  ['/message/message-from-mentor', 'message-single', 'Prof. Keshav Raj Adhikari'],
  ['/who-we-are/our-team', 'our-team', 'Science and Mathematics'],
  ['/who-we-are/committee-members', 'committee-members', 'School Management Committee'],
  ['/vision-statement/board-Of-directors', 'board-of-directors', 'Vice Chairperson'],
  ['/vision-statement/why-us', 'why-us', 'Caring teachers'],
  ['/programs', 'programs', 'Lower Secondary Level'],
  ['/programs/secondary-level-see', 'program-detail', 'Secondary Education Examination'],
  ['/programs/astronomy', 'program-detail', 'We could not find this program'],
  ['/syllabus/primary-level', 'syllabus', 'Primary Curriculum 2083'],
  ['/academics/academic-programs', 'academic-programs', 'STEM and Robotics'],
  ['/academics/academic-program?TranId=2', 'academic-program', 'Pupils build and program robots'],
  ['/academics/academic-program', 'academic-program', 'Choose an academic program'],
  ['/academics/admission-procedure', 'admission-procedure', 'Entrance test and interview'],
  ['/academics/rules-regulations', 'rules-regulations', 'Attendance and punctuality'],
  ['/admission-procedure/online-admission', 'online-admission', 'Age and class'],
  ['/academic-programs/curriculum/kindergarden', 'static-page', 'Kindergarten Curriculum'],
  ['/academic-programs/curriculum/primary', 'static-page', 'Primary Curriculum'],
  ['/academic-programs/curriculum/lower-secondary', 'static-page', 'Lower Secondary Curriculum'],
  ['/academic-programs/creative-academics', 'static-page', 'Creative Academics'],
  ['/academic-programs/staffs-professional-development', 'static-page', 'Staff Professional Development'],
  ['/academic-programs/teaching-and-learning-methodology', 'static-page', 'Teaching and Learning Methodology'],
];

/**
 * The page's code has arrived (the Suspense fallback is gone) and `text` shows inside the page of
 * that kind. Consecutive routes of one kind have key texts the previous page does not show.
 */
async function showsText(page, kind, text) {
  await page.waitForFunction(() => !document.querySelector('main [role="status"][style*="min-height"]'), null, { timeout: 8000 });
  const found = page.locator(`[data-page="${kind}"]`).getByText(text, { exact: false }).first();
  await found.waitFor({ state: 'visible', timeout: 8000 });
}

// One served site and browser for both checks (a launch costs seconds).
test('information pages', async (t) => {
  await withSite(async ({ url, browser }) => {
    await t.test('every route at 375 and 1366 px: key text, no errors, no sideways scrolling', async () => {
      // The widths are separate browser contexts, checked side by side.
      await Promise.all([375, 1366].map(async (width) => {
        const { page, context, problems } = await openPage(browser, url, { width });
        // The first page is a full load of its prerendered HTML; the rest are reached in the app.
        await page.goto(url + ROUTES[0][0], { waitUntil: 'networkidle' });
        for (const [path, kind, text] of ROUTES) {
          await openInApp(page, path);
          await showsText(page, kind, text);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 1, `${path} at ${width}px scrolls sideways by ${overflow}px`);
        }
        assert.deepEqual(problems, [], `problems at ${width}px`);
        await context.close();
      }));
    });

    await t.test('?TranId= scrolls to that academic program; program → syllabus; no matching plan shows nothing', async () => {
      const { page, problems } = await openPage(browser, url, { width: 375 });
      await page.goto(url + '/academics/academic-programs?TranId=4');
      await page.waitForFunction(() => {
        const el = document.getElementById('academic-program-4');
        return el && Math.abs(el.getBoundingClientRect().top) < 120 && window.scrollY > 300;
      }, null, { timeout: 8000 });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'academic-program-4');

      await openInApp(page, '/programs');
      await page.getByRole('link', { name: 'Secondary Level (SEE)' }).click();
      await page.waitForURL(/\/programs\/secondary-level-see$/);
      await page.getByRole('link', { name: 'View Syllabus' }).click();
      await page.waitForURL(/\/syllabus\/secondary-level-see$/);
      await page.locator('[data-page="syllabus"]').getByRole('heading', { level: 2 }).first().waitFor();

      await openInApp(page, '/syllabus/astronomy');
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-page="syllabus"]');
        return el && location.pathname === '/syllabus/astronomy' && el.childElementCount === 0;
      }, null, { timeout: 8000 });
      assert.deepEqual(problems, []);
    });
  });
});
