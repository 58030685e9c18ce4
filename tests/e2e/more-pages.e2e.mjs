// Services, public info, achievements, contact, certificate and careers pages in a real browser:
// every route at 375 and 1366 px without page or console errors and with its key text; ?TranId=
// scrolling; a real download (blob saved as '{Title}.{ext}'); the certificate menu; and the
// career Apply dialog (700 px, focus trapped, Escape closes and returns focus).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { navigateInApp, openPage, withSite } from './support.mjs';

// One served site and one browser for the whole file (keeps it fast).
let site;
let release;
let finished;
before(async () => {
  await new Promise((ready, fail) => {
    finished = withSite(async (s) => {
      site = s;
      ready();
      await new Promise((r) => (release = r));
    }).catch(fail);
  });
});
after(async () => {
  release?.();
  await finished;
});

/** Problems other than requests cancelled because we navigated away (lazy images in flight). */
const real = (problems) => problems.filter((p) => !/^request failed: .* net::ERR_ABORTED$/.test(p));

const SEE = '100% results in SEE 2082 for the 12th year running';

const ROUTES = [
  ['/services-facilities', 'School Transport'],
  ['/services-facilities/facilities', 'Our campus is built for learning'],
  ['/public-info/mandatory-disclosure', 'School Information (Mandatory Disclosure)'],
  ['/public-info/download', 'Fee Structure 2083'],
  ['/achievements', 'Gold medal at the National Science Olympiad 2083'],
  [`/achievements/${encodeURIComponent(SEE)}`, 'Eighteen A+ and twenty-nine A grades'],
  ['/contact/contact-us', 'Get in Touch'],
  ['/certificate', 'Transfer Certificates'],
  ['/career-list', 'History Teacher'],
  ['/career-list/1/science-teacher', 'Requirements'],
  ['/career-list/99/nobody', 'Job not found!'],
];

test('every route at 375 (direct entry) and 1366 px (in-app navigation): key text, no errors, no sideways scrolling', async () => {
  const { url, browser } = site;
  // The widths are separate browser contexts, checked side by side.
  await Promise.all([375, 1366].map(async (width) => {
    const { page, context, problems } = await openPage(browser, url, { width });
    if (width > 375) await page.goto(url + '/');
    for (const [path, text] of ROUTES) {
      if (width === 375) await page.goto(url + path, { waitUntil: 'domcontentloaded' });
      else await navigateInApp(page, path);
      const main = page.locator('[data-page]');
      await main.getByText(text, { exact: false }).first().waitFor({ timeout: 8000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 1, `${path} at ${width}px scrolls sideways by ${overflow}px`);
    }
    assert.deepEqual(real(problems), [], `problems at ${width}px`);
    await context.close();
  }));
});

test('?TranId= scrolls to that service; links on the list pages lead to the detail pages', async () => {
  const { url, browser } = site;
  const { page, problems } = await openPage(browser, url, { width: 375 });
  await page.goto(url + '/services-facilities?TranId=4');
  await page.waitForFunction(() => {
    const el = document.getElementById('service-4');
    return el && Math.abs(el.getBoundingClientRect().top) < 120;
  }, null, { timeout: 8000 });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'service-4');

  await page.goto(url + '/achievements');
  await page.getByRole('link', { name: SEE }).click();
  await page.getByRole('heading', { level: 2, name: SEE }).waitFor();

  await page.goto(url + '/career-list');
  await page.getByRole('link', { name: 'View details of English Teacher' }).click();
  await page.waitForURL(/\/career-list\/3\/english-teacher$/);
  await page.getByRole('heading', { level: 2, name: 'English Teacher' }).waitFor();
  assert.deepEqual(real(problems), []);
});

test('downloads: the file is saved as {Title}.{ext}; a missing file is reported on its card', async () => {
  const { url, browser } = site;
  // The missing file is faked with page.route, which the service worker's fetches bypass.
  const { page, problems } = await openPage(browser, url, { width: 375, serviceWorkers: 'block' });
  await page.goto(url + '/public-info/download');
  const card = (title) => page.locator('li', { has: page.getByRole('heading', { name: title }) });
  const [pdf] = await Promise.all([page.waitForEvent('download'), card('Fee Structure 2083').getByRole('button').click()]);
  assert.equal(pdf.suggestedFilename(), 'Fee Structure 2083.pdf');
  const [docx] = await Promise.all([page.waitForEvent('download'), card('Scholarship Application Form').getByRole('button').click()]);
  assert.equal(docx.suggestedFilename(), 'Scholarship Application Form.docx');
  assert.deepEqual(real(problems), []);

  // The attachment goes missing: the visitor is told on that card.
  await page.route('**/Attachments/appcms/f1d81bd4-*', (r) => r.fulfill({ status: 404, body: 'Not Found' }));
  await card('Admission Form 2084').getByRole('button').click();
  const alert = card('Admission Form 2084').getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /could not be downloaded/);
});

test('certificate: Download menu by keyboard, polite message', async () => {
  const { url, browser } = site;
  const { page, problems } = await openPage(browser, url, { width: 375 });
  await page.goto(url + '/certificate');
  const button = page.getByRole('button', { name: 'Download' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'PDF');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'JPG');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  assert.equal(await button.evaluate((b) => b === document.activeElement), true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.match(await page.locator('[data-page] [role="status"]').innerText(), /as PDF will be available here after the school issues it/);
  assert.deepEqual(real(problems), []);
});

test('career Apply dialog: 700 px, focus trapped, Escape closes and returns focus', async () => {
  const { url, browser } = site;
  // The widths are separate browser contexts, checked side by side.
  await Promise.all([375, 1366].map(async (width) => {
    const { page, context, problems } = await openPage(browser, url, { width });
    await page.goto(url + '/career-list/1/science-teacher');
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Science Teacher' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.equal(Math.round(box.width), width > 724 ? 700 : width - 24, `dialog width at ${width}px`);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), true, `focus left the dialog after ${i + 1} presses`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await apply.evaluate((b) => b === document.activeElement), true);
    assert.deepEqual(real(problems), []);
    await context.close();
  }));
});
