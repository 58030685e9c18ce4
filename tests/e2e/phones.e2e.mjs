// Phone numbers in a real browser (issue 19), against the production build and the demo back-end:
// every form with a phone takes a Nepali landline and a number abroad, and refuses what cannot
// be a number with the rule's message under the field.
// - feedback is sent to the back-end: the demo back-end records ContactNo in its E.164 form and
//   what was typed beside it;
// - the transfer certificate and alumni forms are sent nowhere (site.config.json: submit.kind
//   "none", SPEC: "no call is made"): the visitor's summary shows the number as typed, and the demo
//   back-end records nothing. The transfer certificate's number is typed into the prerendered
//   page before the form engine arrives: nothing in the HTML refuses it either.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeBannerPopup, openPage, withSite } from './support.mjs';

const MESSAGE = 'Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100';
const LANDLINE = '01-4372815';
const ABROAD = '+44 20 7946 0958';

/** The lines a form's submissions file holds in the demo back-end's data folder. */
function recorded(dataDir, form) {
  const file = join(dataDir, `${form}.jsonl`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
}

test('feedback: a landline and a number abroad reach the back-end in their E.164 form; a wrong number does not', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'phones-e2e-'));
  await withSite(
    async ({ url, browser }) => {
      const { page, context, problems } = await openPage(browser, `${url}/`, { width: 375 });
      await page.goto(`${url}/`, { waitUntil: 'load' });
      await closeBannerPopup(page);
      await page.locator('[data-section="feedback-testimonials"]').scrollIntoViewIfNeeded();
      const form = page.locator('[data-form-id="feedback"][data-ready]');
      await form.getByLabel('Name').waitFor();
      const fill = async (phone) => {
        await form.getByLabel('Name').fill('Ram Thapa');
        await form.getByLabel('Mobile Number').fill(phone);
        await form.getByLabel('Email').fill('ram@example.com');
        await form.getByLabel('Feedback').fill('The teachers are kind.');
      };
      const thanked = async () => {
        const dialog = page.getByRole('dialog', { name: 'Thank You!' });
        await dialog.getByText('Thanks for your feedback!').waitFor();
        await dialog.getByRole('button', { name: 'OK' }).click();
      };

      // A Nepali mobile missing two digits: the message under the field, nothing sent.
      await fill('98412345');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(MESSAGE).waitFor();
      assert.equal(await form.getByLabel('Mobile Number').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(recorded(dataDir, 'feedback'), []);

      // A Kathmandu landline: the message goes as the visitor corrects it, and the feedback is sent.
      await form.getByLabel('Mobile Number').fill(LANDLINE);
      await form.getByText(MESSAGE).waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await thanked();
      // A number abroad.
      await fill(ABROAD);
      await form.getByRole('button', { name: 'Submit' }).click();
      await thanked();

      const records = recorded(dataDir, 'feedback');
      assert.deepEqual(
        records.map((r) => ({ ContactNo: r.ContactNo, ContactNoTyped: r.ContactNoTyped, Name: r.Name })),
        [
          { ContactNo: '+97714372815', ContactNoTyped: LANDLINE, Name: 'Ram Thapa' },
          { ContactNo: '+442079460958', ContactNoTyped: ABROAD, Name: 'Ram Thapa' },
        ],
      );
      assert.deepEqual(problems, []);
      await context.close();
    },
    { dataDir },
  );
});

test('transfer certificate: a landline typed before the form wakes, then a number abroad, each confirmed by OTP to the summary', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'phones-e2e-'));
  await withSite(
    async ({ url, browser }) => {
      const { page, context, problems } = await openPage(browser, url, { width: 375, serviceWorkers: 'block' });
      // The form engine is slow to come, as on a phone network: the visitor types into the HTML.
      let release;
      const held = new Promise((r) => (release = r));
      await context.route(/\/assets\/form-engine-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${url}/requests-inquiries/transfer-certificate`);
      const phone = page.locator('#f-transfer-certificate_mobileNumber');
      await phone.fill(LANDLINE);
      await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
      assert.equal(await page.locator('[data-form-id="transfer-certificate"][data-ready]').count(), 0, 'the engine has not woken yet');
      // Nothing in the prerendered field refuses the landline (no pattern attribute).
      assert.equal(await phone.evaluate((el) => el.checkValidity()), true);
      release();
      await page.waitForSelector('[data-form-id="transfer-certificate"][data-ready]');

      const confirm = async () => {
        await page.getByRole('button', { name: 'Submit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
        await dialog.getByLabel('Digit 1 of 6').waitFor();
        await dialog.getByLabel('Digit 1 of 6').focus();
        await page.keyboard.type('123456');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await page.locator('[data-form-summary]').waitFor();
        return page.locator('[data-form-summary]').textContent();
      };
      assert.ok((await confirm()).includes(LANDLINE), 'the summary shows the landline as typed');

      await page.getByRole('button', { name: 'Fill in the form again' }).click();
      await phone.fill('+977 98412345');
      await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(MESSAGE).waitFor();
      assert.equal(await page.getByRole('dialog', { name: 'Enter OTP' }).count(), 0);
      await phone.fill(ABROAD);
      assert.ok((await confirm()).includes(ABROAD), 'the summary shows the number abroad as typed');

      // submit.kind "none": the school's back-end is not called for this form.
      assert.deepEqual(readdirSync(dataDir).filter((f) => f.startsWith('transfer-certificate')), []);
      assert.deepEqual(problems, []);
      await context.close();
    },
    { dataDir },
  );
});

test('alumni: a landline and a number abroad are registered; a number abroad without its + is not', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'phones-e2e-'));
  await withSite(
    async ({ url, browser }) => {
      const { page, context, problems } = await openPage(browser, url, { width: 1366 });
      await page.goto(`${url}/alumni-form`);
      const field = (id) => page.locator(`#f-alumni_personal_${id}`);
      const register = async (mobile) => {
        await field('batch').fill('2075');
        await field('fullName').fill('Asha Thapa');
        await field('mobileNo').fill(mobile);
        await field('email').fill('asha@example.com');
        await page.getByRole('button', { name: 'Register' }).click();
      };
      const summary = async () => {
        await page.locator('[data-form-summary]').waitFor();
        return page.locator('[data-form-summary]').textContent();
      };

      await register('971501234567');
      await page.getByText(MESSAGE).waitFor();
      assert.equal(await field('mobileNo').getAttribute('aria-invalid'), 'true');
      await field('mobileNo').fill('(061) 520123');
      await page.getByRole('button', { name: 'Register' }).click();
      assert.ok((await summary()).includes('(061) 520123'), 'the summary shows the landline as typed');

      await page.getByRole('button', { name: 'Fill in the form again' }).click();
      await register('+971 50 123 4567');
      assert.ok((await summary()).includes('+971 50 123 4567'), 'the summary shows the number abroad as typed');

      // submit.kind "none": the school's back-end is not called for this form.
      assert.deepEqual(readdirSync(dataDir).filter((f) => f.startsWith('alumni')), []);
      assert.deepEqual(problems, []);
      await context.close();
    },
    { dataDir },
  );
});
