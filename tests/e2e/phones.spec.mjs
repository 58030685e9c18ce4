// Phone numbers in a real browser (issue 19), against the production build and the demo back-end:
// every form with a phone takes a Nepali landline and a number abroad, and refuses what cannot
// be a number with the rule's message under the field.
// - feedback is sent to the back-end: the demo back-end records ContactNo in its E.164 form and
//   what was typed beside it;
// - the transfer certificate and alumni registration go into the ERP (the demo back-end takes
//   them as the ERP does and records what it would save): the visitor's summary shows the number
//   as typed, the ERP gets it in the form it takes (10-13 characters, no +). The transfer
//   certificate's number is typed into the prerendered page before the form engine arrives:
//   nothing in the HTML refuses it either;
// - the contact and job application forms are sent nowhere (site.config.json: submit.kind
//   "none"): the demo back-end records nothing;
// - the admission wizard takes a landline and a number abroad in forms.spec.mjs's walk through it.
// Each test has a back-end of its own, so what it finds recorded is its own.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, expect, recordProblems, test } from './fixtures.mjs';
import { closeBannerPopup } from './support.mjs';
import { erpRecords } from './erp-records.mjs';
import { DEMO_ALUMNI_HASH_KEY, alumniHashData } from '../../demo/erp-constants.mjs';

const MESSAGE = 'Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100';
const LANDLINE = '01-4372815';
const ABROAD = '+44 20 7946 0958';
// The start of a PDF, as a CV an applicant would pick.
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The lines a form's submissions file holds in the demo back-end's data folder. */
function recorded(dataDir, form) {
  const file = join(dataDir, `${form}.jsonl`);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
}

test('feedback: a landline and a number abroad reach the back-end in their E.164 form; a wrong number does not', async ({
  page,
  serve,
}) => {
  const { url, dataDir } = await serve();
  const problems = recordProblems(page, url);
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await closeBannerPopup(page);
  const form = page.locator('[data-form-id="feedback"][data-ready]');
  // The sections above lay themselves out as they come near (content-visibility: auto), which can
  // push the form back below the screen after one scroll: scroll to it until it has woken.
  await expect(async () => {
    await page.locator('[data-section="feedback-testimonials"]').scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Name')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const fill = async (phone) => {
    await form.getByLabel('Name').fill('Ram Thapa');
    await form.getByLabel('Mobile Number').fill(phone);
    await form.getByLabel('Email').fill('ram@example.com');
    await form.getByLabel('Feedback').fill('The teachers are kind.');
  };
  const thanked = async () => {
    const dialog = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(dialog.getByText('Thanks for your feedback!')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
  };

  // A Nepali mobile missing two digits: the message under the field, nothing sent.
  await fill('98412345');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(MESSAGE)).toBeVisible();
  await expect(form.getByLabel('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
  expect(recorded(dataDir, 'feedback')).toEqual([]);

  // A Kathmandu landline: the message goes as the visitor corrects it, and the feedback is sent.
  await form.getByLabel('Mobile Number').fill(LANDLINE);
  await expect(form.getByText(MESSAGE)).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await thanked();
  // A number abroad.
  await fill(ABROAD);
  await form.getByRole('button', { name: 'Submit' }).click();
  await thanked();

  expect(recorded(dataDir, 'feedback').map((r) => ({ ContactNo: r.ContactNo, ContactNoTyped: r.ContactNoTyped, Name: r.Name }))).toEqual([
    { ContactNo: '+97714372815', ContactNoTyped: LANDLINE, Name: 'Ram Thapa' },
    { ContactNo: '+442079460958', ContactNoTyped: ABROAD, Name: 'Ram Thapa' },
  ]);
  expect(problems).toEqual([]);
});

test.describe('the slow phone', () => {
  test.use({ serviceWorkers: 'block' });
  test('transfer certificate: a landline typed before the form wakes, then a number abroad, each sent to the ERP in its form, to the summary', async ({
    page,
    context,
    serve,
  }) => {
    const { url, dataDir } = await serve();
    const problems = recordProblems(page, url);
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
    await page.locator('#f-transfer-certificate_admissionNumber').fill('A-77');
    await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
    await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]'), 'the engine has not woken yet').toHaveCount(0);
    // Nothing in the prerendered field refuses the landline (no pattern attribute).
    expect(await phone.evaluate((el) => el.checkValidity())).toBe(true);
    release();
    await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();

    const summary = page.locator('[data-form-summary]');
    // No OTP step: the ERP has none, and the shipped config names no OTP service.
    const confirm = async () => {
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(summary).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await confirm();
    await expect(summary, 'the summary shows the landline as typed').toContainText(LANDLINE);

    await page.getByRole('button', { name: 'Fill in the form again' }).click();
    await phone.fill('+977 98412345');
    await page.locator('#f-transfer-certificate_admissionNumber').fill('A-77');
    await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toHaveCount(0);
    await phone.fill(ABROAD);
    await confirm();
    await expect(summary, 'the summary shows the number abroad as typed').toContainText(ABROAD);

    // The ERP got each number in the form it takes; the refused one never went.
    expect(erpRecords(dataDir, 'transferCertificate').map((r) => [r.body.ContactNo, r.flags])).toEqual([
      ['97714372815', []],
      ['442079460958', []],
    ]);
    // Nothing went to the site's own form endpoint.
    expect(readdirSync(dataDir).filter((f) => f.startsWith('transfer-certificate'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });
  test('alumni: a landline and a number abroad are registered; a number abroad without its + is not', async ({ page, serve }) => {
    const { url, dataDir } = await serve();
    const problems = recordProblems(page, url);
    await page.goto(`${url}/alumni-form`);
    const field = (id) => page.locator(`#f-alumni_personal_${id}`);
    const summary = page.locator('[data-form-summary]');
    const register = async (mobile) => {
      await field('batch').fill('2075');
      await field('fullName').fill('Asha Thapa');
      await field('mobileNo').fill(mobile);
      await field('email').fill('asha@example.com');
      await page.getByRole('button', { name: 'Register' }).click();
    };

    await register('971501234567');
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(field('mobileNo')).toHaveAttribute('aria-invalid', 'true');
    await field('mobileNo').fill('(061) 520123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(summary, 'the summary shows the landline as typed').toContainText('(061) 520123');

    await page.getByRole('button', { name: 'Fill in the form again' }).click();
    await register('+971 50 123 4567');
    await expect(summary, 'the summary shows the number abroad as typed').toContainText('+971 50 123 4567');

    // The ERP got each number in the form it takes, hashed with the name and e-mail as sent.
    const records = erpRecords(dataDir, 'alumni');
    expect(records.map((r) => [r.paraDataColl.Contact, r.flags])).toEqual([
      ['97761520123', []],
      ['971501234567', []],
    ]);
    for (const r of records) expect(r.paraDataColl.HashData).toBe(alumniHashData(DEMO_ALUMNI_HASH_KEY, r.paraDataColl));
    expect(readdirSync(dataDir).filter((f) => f.startsWith('alumni'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('contact and job application: a landline and a number abroad are sent; a number that cannot be one is not', async ({
  page,
  serve,
}) => {
  const { url, dataDir } = await serve();
  const problems = recordProblems(page, url);
  const summary = page.locator('[data-form-summary]');

  // The contact page's form: the phone is optional, but what is typed must be a number.
  await page.goto(`${url}/contact/contact-us`);
  const contact = page.locator('[data-form-id="contact"]');
  const writeToUs = async (phone) => {
    await contact.getByLabel('Your Name').fill('Hari Thapa');
    await contact.getByLabel('Email').fill('hari@example.com');
    await contact.getByLabel('Phone').fill(phone);
    await contact.getByLabel('Message').fill('When does the new session start?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
  };
  await writeToUs('12345');
  await expect(contact.getByText(MESSAGE)).toBeVisible();
  await expect(contact.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await contact.getByLabel('Phone').fill(LANDLINE);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(summary, 'the summary shows the landline as typed').toContainText(LANDLINE);
  await page.getByRole('button', { name: 'Fill in the form again' }).click();
  await writeToUs(ABROAD);
  await expect(summary, 'the summary shows the number abroad as typed').toContainText(ABROAD);

  // The job application, in the career page's Apply dialog.
  await page.goto(`${url}/career-list/1/science-teacher`);
  await page.locator('#main').getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Science Teacher' });
  const apply = async (phone) => {
    await dialog.getByLabel('First Name').fill('Sita');
    await dialog.getByLabel('Last Name').fill('Rai');
    await dialog.getByLabel('Email').fill('sita@example.com');
    await dialog.getByLabel('Phone').fill(phone);
    await dialog.locator('input[type="file"]').last().setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV });
    await dialog.getByRole('button', { name: 'Apply' }).click();
  };
  await apply('+977 98412345');
  await expect(dialog.getByText(MESSAGE)).toBeVisible();
  await dialog.getByLabel('Phone').fill('(061) 520123');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.locator('[data-form-summary]'), 'the summary shows the landline as typed').toContainText('(061) 520123');
  await dialog.getByRole('button', { name: 'Fill in the form again' }).click();
  await apply('+1 415 555 0100');
  await expect(dialog.locator('[data-form-summary]'), 'the summary shows the number abroad as typed').toContainText('+1 415 555 0100');

  // submit.kind "none" for both: the school's back-end is not called.
  expect(readdirSync(dataDir).filter((f) => f.startsWith('contact') || f.startsWith('job-apply'))).toEqual([]);
  expect(problems).toEqual([]);
});
