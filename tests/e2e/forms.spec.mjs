// Forms in a real browser against the production build and the demo back-end:
// - the admission wizard filled as a parent would on a 375 px phone: every step, a wrong captcha
//   (the code is read from the page: it is shown as text, it is not a security control), a photo
//   and a document, and a reload in the middle (the draft comes back); it goes into the ERP
//   (Home/SaveReg, answered by erp-stand-in.mjs) with the ids of the ERP's lists the page was
//   built with, and the summary shows the registration number;
// - the transfer-certificate request goes into the ERP without an OTP step (the ERP has none);
// - the feedback form: success (the demo back-end records it) and failure (DEMO_FAIL 'all');
// - a photo's EXIF is not kept;
// - a form the browser submits itself (JavaScript off, or the form's script failed to load) puts
//   the answers nowhere, and without JavaScript a line gives the school's phone and email;
// - a draft past its age is removed on any page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, recordProblems, test } from './fixtures.mjs';
import { closeBannerPopup, DIST, ROOT } from './support.mjs';
import { CLASSES, DOCUMENT_TYPES, partJson, standInErp } from './erp-stand-in.mjs';

// A real 2x2 PNG and the start of a PDF, as files a parent would pick.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const next = (page) => page.getByRole('button', { name: 'Next' }).click();
const field = (page, id) => page.locator(`#f-admission-inquiry-${id}`);

async function expectStep(page, n, title) {
  await expect(page.locator('[data-wizard][data-ready]')).toHaveAttribute('data-step', String(n));
  await expect(page.locator('[data-wizard] h2').first()).toHaveText(`Step ${n} of 6: ${title}`);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((n - 1) * 20));
}

test('admission wizard on a phone: every step, a wrong captcha, a reload in the middle, into the ERP, the summary', async ({
  page,
  problems,
}) => {
  const erp = await standInErp(page.context());
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  // The first step is in the page; the form's engine wakes on the first interaction.
  await expect(page.locator('[data-wizard] h2').first()).toHaveText('Step 1 of 6: Personal Information');
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();

  // Step 1: Next on an empty step (held until the engine is awake) shows its messages and
  // focuses the first field.
  await next(page);
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectStep(page, 1, 'Personal Information');
  await expect(field(page, 'personal_firstName')).toBeFocused();
  await field(page, 'personal_firstName').fill('Asha');
  await field(page, 'personal_lastName').fill('Thapa');
  await page.getByLabel('Female').check();
  await field(page, 'personal_dob').fill('2075-04-15');
  // A Lalitpur landline for the family, the father's number abroad (issue 19: any number a family
  // can be reached on).
  await field(page, 'personal_contactNo').fill('01-5521234');
  await field(page, 'personal_course').selectOption({ label: 'LKG' });
  await field(page, 'personal_photo').setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await next(page);

  // Step 2
  await expectStep(page, 2, 'Parents Detail');
  await field(page, 'parents_fatherName').fill('Hari Thapa');
  await field(page, 'parents_fatherContact').fill('+971 50 123 4567');
  await field(page, 'parents_motherName').fill('Sita Thapa');
  await next(page);

  // Step 3, then a reload in the middle of it.
  await expectStep(page, 3, 'Contact Details');
  await field(page, 'contact_permanentAddress').fill('Lalitpur');
  await field(page, 'contact_permanentWard').fill('2');
  await page.getByLabel('Same as Permanent Address').check();
  await expect(field(page, 'contact_currentAddress')).toHaveValue('Lalitpur');
  await expect(field(page, 'contact_currentWard')).toHaveValue('2');
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'Continue where I left off' }).click();
  await expectStep(page, 3, 'Contact Details');
  await expect(field(page, 'contact_permanentAddress')).toHaveValue('Lalitpur');
  await expect(field(page, 'contact_currentAddress')).toHaveValue('Lalitpur');
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expectStep(page, 1, 'Personal Information');
  await expect(field(page, 'personal_firstName')).toHaveValue('Asha');
  // The photo is not kept in the draft: choose it again.
  await field(page, 'personal_photo').setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await next(page);
  await next(page);
  await next(page);

  // Step 4
  await expectStep(page, 4, 'Previous College Detail');
  await field(page, 'college_collegeName').fill('Sunrise Montessori');
  await next(page);

  // Step 5: conditional fields, the radios, and the captcha.
  await expectStep(page, 5, 'Additional Details');
  const radio = (name, value) => page.getByRole('group', { name: new RegExp(`^${name}`) }).getByLabel(value, { exact: true });
  await radio('Any disease', 'Yes').check();
  await field(page, 'additional_problem').fill('Mild asthma');
  await field(page, 'additional_presentCondition').selectOption({ label: 'Improving' });
  await radio('Tiffin required', 'No').check();
  await radio('Transport facility required', 'Yes').check();
  await field(page, 'additional_transportDetails').fill('Sanepa chowk');
  await radio('Hostel required', 'No').check();
  await radio('Tuition facility required', 'No').check();
  await page.getByLabel('I declare that the information given above is true.').check();
  const captcha = page.locator('[data-captcha-code]');
  await expect(captcha).toHaveAttribute('data-captcha-code', /^[A-Z0-9]{6}$/);
  const first = await captcha.getAttribute('data-captcha-code');
  await field(page, 'additional_captcha').fill(first === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await next(page);
  await expect(page.getByText('Incorrect Captcha, Try Again.')).toBeVisible();
  await expect(captcha).not.toHaveAttribute('data-captcha-code', first);
  await expect(field(page, 'additional_captcha')).toHaveValue('');
  await expectStep(page, 5, 'Additional Details');
  await field(page, 'additional_captcha').fill((await captcha.getAttribute('data-captcha-code')).toLowerCase());
  await next(page);

  // Step 6: documents, then Submit.
  await expectStep(page, 6, 'Attach Documents');
  await expect(page.getByText('No documents added')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Document type is required')).toBeVisible();
  await expect(page.getByText('File is required')).toBeVisible();
  await page.locator('#f-admission-inquiry-attachments_documents-type').selectOption('Birth Certificate');
  await page
    .locator('#f-admission-inquiry-attachments_documents-file')
    .setInputFiles({ name: 'birth.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`birth.pdf · ${(PDF.length / 1024).toFixed(2)} KB`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const summary = page.locator('[data-form-summary]');
  await expect(summary.locator('[data-registration]')).toHaveText(/Your registration number: REG-1/);
  // What reached the ERP: one multipart request, jsonData with ids and the ERP's forms of each value.
  expect(erp.map((r) => r.path)).toEqual(['/Home/SaveReg']);
  expect(erp[0].parts.map((p) => p.name)).toEqual(['jsonData', 'photo', 'file0']);
  expect(partJson(erp[0], 'jsonData')).toMatchObject({
    FirstName: 'Asha',
    LastName: 'Thapa',
    Gender: 2,
    ContactNo: '97715521234',
    ClassId: CLASSES.find((c) => c.Name === 'LKG').ClassId,
    FatherName: 'Hari Thapa',
    F_ContactNo: '971501234567',
    PA_FullAddress: 'Lalitpur',
    PA_WardNo: 2,
    IsSameAsPermanentAddress: true,
    PreviousSchool: 'Sunrise Montessori',
    AnyDisease: true,
    Problem: 'Mild asthma',
    PresentCondition: '2',
    IsTransport: true,
    TransportFacility: 'Sanepa chowk',
    AttachmentColl: [{ DocumentTypeId: DOCUMENT_TYPES.find((d) => d.Name === 'Birth Certificate').DocumentTypeId, Name: 'birth.pdf' }],
  });
  expect(partJson(erp[0], 'jsonData')).not.toHaveProperty('FormSale');
  expect(erp[0].parts.find((p) => p.name === 'file0')).toMatchObject({
    filename: 'birth.pdf',
    type: 'application/pdf',
    text: PDF.toString(),
  });
  expect(erp[0].parts.find((p) => p.name === 'photo').type).toMatch(/^image\//);
  expect(erp[0].headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  for (const text of [
    'Asha',
    'Thapa',
    'Female',
    'LKG',
    'Hari Thapa',
    '01-5521234',
    '+971 50 123 4567',
    'Lalitpur',
    'Sunrise Montessori',
    'Mild asthma',
    'Improving',
    'Sanepa chowk',
    'Birth Certificate',
    'birth.pdf',
  ]) {
    await expect(summary, `summary shows ${text}`).toContainText(text);
  }
  await expect(summary, 'the captcha is not part of the summary').not.toContainText('Captcha');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft:')).length), 'draft cleared').toBe(0);
  // Nothing sticks out of a 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect(problems).toEqual([]);
});

test('transfer certificate into the ERP: no OTP step (the ERP has none), the request sent, the summary says what happens next', async ({
  page,
  problems,
}) => {
  const erp = await standInErp(page.context());
  await page.goto('/requests-inquiries/transfer-certificate');
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_admissionNumber').fill('A-2071-77');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();
  await page.locator('#main').getByRole('button', { name: 'Submit' }).click();
  const summary = page.locator('[data-form-summary]');
  await expect(summary).toContainText('The office will check its records');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(erp.map((r) => [r.path, r.json])).toEqual([
    ['/v1/Student/TCCC_Request', { PassKey: 'demo-tc-pass-key', RegdNo: 'A-2071-77', DOB: '2013-08-28', ContactNo: '9841234567' }],
  ]);
  expect(problems).toEqual([]);
});

test('admission wizard: a first name in Nepali script is stopped before anything is sent, with what to write', async ({
  page,
  problems,
}) => {
  const erp = await standInErp(page.context());
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  await field(page, 'personal_firstName').fill('आशा');
  await field(page, 'personal_lastName').fill('Thapa');
  await page.getByLabel('Female').check();
  await field(page, 'personal_contactNo').fill('9841234567');
  await field(page, 'personal_course').selectOption({ label: 'LKG' });
  await next(page);
  await expect(page.getByText('Write the name in English letters, as on the birth certificate.')).toBeVisible();
  await expect(field(page, 'personal_firstName')).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 1, 'Personal Information');
  await field(page, 'personal_firstName').fill('Asha');
  await next(page);
  await expectStep(page, 2, 'Parents Detail');
  expect(erp.attempts).toEqual([]);
  expect(problems).toEqual([]);
});

test('transfer certificate made offline: the parent is told it waits; it is sent once the connection returns, once, under one key', async ({
  page,
  context,
  problems,
}) => {
  const erp = await standInErp(context);
  await page.goto('/requests-inquiries/transfer-certificate');
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_admissionNumber').fill('A-2071-77');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();
  erp.unreachable = true;
  await context.setOffline(true);
  await page.locator('#main').getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-delivery="waiting"]')).toContainText('Not sent yet');
  await expect(page.locator('[data-form-summary]')).toHaveCount(0);
  erp.unreachable = false;
  await context.setOffline(false);
  await expect(page.locator('[data-form-summary]')).toContainText('The office will check its records');
  expect(erp.map((r) => r.path)).toEqual(['/v1/Student/TCCC_Request']);
  const keys = new Set(erp.attempts.map((a) => a.key));
  expect(erp.attempts.length).toBeGreaterThanOrEqual(2);
  expect(keys.size).toBe(1);
  // The one failed request is the browser's own report of the connection refused, not a page error.
  expect(problems.filter((p) => !/TCCC_Request|ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

async function fillFeedback(form) {
  await form.getByLabel('Name').fill('Ram Thapa');
  await form.getByLabel('Mobile Number').fill('9800000000');
  await form.getByLabel('Email').fill('ram@example.com');
  await form.getByLabel('Feedback').fill('The teachers are kind.');
}

test('feedback form against the demo back-end: recorded on success; on failure the error shows and the input stays', async ({
  page,
  serve,
}) => {
  // A back-end of its own: the test turns it to failing half-way.
  const { url, server, dataDir } = await serve();
  const problems = recordProblems(page, url);
  await page.goto(`${url}/`, { waitUntil: 'load' });
  // The home page's banner popup opens on load; the visitor closes it first.
  await closeBannerPopup(page);
  // The form mounts only when the visitor scrolls near it (its engine is the page's heaviest
  // code); data-ready: hydrated and interactive (set in an effect).
  const form = page.locator('[data-form-id="feedback"][data-ready]');
  await expect(form, 'the form waits until the visitor scrolls near it').toHaveCount(0);
  // The sections above lay themselves out as they come near (content-visibility: auto), which can
  // push the form back below the screen after one scroll: scroll to it until it has woken.
  await expect(async () => {
    await page.locator('[data-section="feedback-testimonials"]').scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Name')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await form.scrollIntoViewIfNeeded();

  // Success: recorded by the back-end, the form resets, the dialog thanks the visitor.
  await fillFeedback(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(dialog.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const file = join(dataDir, 'feedback.jsonl');
  expect(existsSync(file), 'the demo back-end recorded the feedback').toBe(true);
  const records = () =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  expect(records()).toHaveLength(1);
  const r = records()[0];
  // ContactNo carries the number's E.164 form; what was typed travels beside it.
  expect({ Name: r.Name, ContactNo: r.ContactNo, ContactNoTyped: r.ContactNoTyped, Email: r.Email, Feedback: r.Feedback }).toEqual({
    Name: 'Ram Thapa',
    ContactNo: '+9779800000000',
    ContactNoTyped: '9800000000',
    Email: 'ram@example.com',
    Feedback: 'The teachers are kind.',
  });
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(problems).toEqual([]);

  // Failure (the back-end answers IsSuccess false): the error shows, the input stays.
  server.update({ fail: 'all' });
  await fillFeedback(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Error occurred while sending feedback')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ram Thapa');
  await expect(form.getByLabel('Feedback')).toHaveValue('The teachers are kind.');
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toHaveCount(0);
  expect(records(), 'nothing more was recorded').toHaveLength(1);
});

test('a photo with EXIF (GPS, phone, time) is kept without it: only its pixels are drawn again', async ({ page }) => {
  const { renderFile } = await import('../../demo/make-images.mjs');
  const jpeg = renderFile({ kind: 'jpeg', w: 320, h: 240, key: 'exif-test', motif: 'campus', hue: 30 });
  const exifBody = Buffer.from('Exif\0\0GPS 27.6851 85.3061 Pixel 7 2026:11:24', 'latin1');
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exifBody.length + 2) >> 8, (exifBody.length + 2) & 0xff]), exifBody]);
  const withExif = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
  expect(withExif.includes('GPS 27.6851')).toBe(true);
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  await field(page, 'personal_photo').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: withExif });
  const preview = page.getByRole('img', { name: 'Preview of the chosen photo' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg[;,]/);
  const kept = Buffer.from((await preview.getAttribute('src')).split(',')[1], 'base64');
  expect(kept[0], 'a JPEG').toBe(0xff);
  expect(kept[1]).toBe(0xd8);
  expect(kept.includes('Exif') || kept.includes('GPS'), 'the kept photo has no EXIF').toBe(false);
});

// Every prerendered page holding a <form> (found in the build, so a form added later is checked
// too), and the other pages whose form needs the script to appear at all: the home page's feedback
// form (mounted near the screen; without JavaScript the rest of the home page is later.html) and a
// job's Apply dialog.
function pagesWithForms(dir = DIST, path = '') {
  return readdirSync(join(dir, path), { withFileTypes: true }).flatMap((e) => {
    const rel = path ? `${path}/${e.name}` : e.name;
    if (e.isDirectory()) return e.name === 'assets' ? [] : pagesWithForms(dir, rel);
    return e.name.endsWith('.html') && readFileSync(join(dir, rel), 'utf8').includes('<form')
      ? [`/${rel.replace(/index\.html$/, '')}`]
      : [];
  });
}
const contactUs = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetContactUs.json'), 'utf8'));
const SECRET = 'Asha-2068-BC-4471';

/** The form's first text field. */
const textField = (form) => form.locator('input[type="text"], input:not([type])').first();

/** Types SECRET into the form's first text field and has the browser submit the form as given. */
async function typeAndSubmit(page, form, how) {
  const input = textField(form);
  await input.fill(SECRET);
  // The browser's own submit navigates a frame: the hidden frame it posts to, or the page itself.
  const navigated = page.waitForEvent('framenavigated');
  if (how === 'Enter') await input.press('Enter');
  else await form.locator('button[type="submit"]').click();
  return navigated;
}

/** Every request the page makes, with its body. */
function recordRequests(page) {
  const sent = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  return sent;
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every prerendered form, submitted by the browser itself, puts the answers nowhere; a line gives the phone and email', async ({
    page,
  }) => {
    const pages = pagesWithForms();
    expect(pages, 'the forms found in the build').toEqual(
      expect.arrayContaining(['/requests-inquiries/admission-inquiry/', '/contact/contact-us/']),
    );
    const sent = recordRequests(page);
    for (const path of pages) {
      for (const how of ['click', 'Enter']) {
        await page.goto(path);
        const at = page.url();
        const note = page.locator('[data-form-noscript]');
        await expect(note, `${path}: the form says it needs JavaScript`).toContainText('This form needs JavaScript');
        await expect(note.getByRole('link', { name: contactUs.ContactNo })).toHaveAttribute('href', 'tel:015543210');
        await expect(note.getByRole('link', { name: contactUs.EmailId })).toHaveAttribute('href', `mailto:${contactUs.EmailId}`);
        const form = page.locator('form').first();
        const frame = await typeAndSubmit(page, form, how);
        expect(frame, `${path} (${how}): the browser posted into the form's hidden frame, not the page`).not.toBe(page.mainFrame());
        expect(frame.url()).toBe('about:blank');
        expect(page.url(), `${path} (${how}): the address is as it was`).toBe(at);
        await expect(textField(form)).toHaveValue(SECRET); // the page stayed, typing and all
      }
    }
    expect(
      sent.filter((s) => s.includes(SECRET) || s.includes(encodeURIComponent(SECRET))),
      'no request carried an answer',
    ).toEqual([]);
  });

  test('the home page feedback form and a job Apply say they need JavaScript, with the phone and email', async ({ page }) => {
    for (const path of ['/later.html', '/career-list/1/science-teacher']) {
      await page.goto(path);
      const note = page.locator('[data-form-noscript]');
      await expect(note, path).toContainText('This form needs JavaScript');
      await expect(note.getByRole('link', { name: contactUs.EmailId })).toBeVisible();
    }
  });
});

test('a form whose script failed to load, submitted by the browser itself, puts the answers nowhere', async ({ page, context }) => {
  // The island's code cannot be had (a chunk gone, a dropped connection): the form stays the HTML.
  await context.route(/\/assets\/hydrate-[^/]+\.js$/, (r) => r.abort());
  const sent = recordRequests(page);
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  const at = page.url();
  const form = page.locator('form').first();
  const next = form.locator('button[type="submit"]');
  // A tap is held while the island tries to wake. The first failure reloads the tab once, for a
  // newer build (src/app/stale-chunk-reload.ts); the second is let through, and the tap dropped.
  await Promise.all([page.waitForEvent('load'), next.click()]);
  const failed = page.waitForEvent('console', (m) => m.text().includes('An island could not wake'));
  await next.click();
  await failed;
  await expect(page.locator('[data-form-noscript]'), 'the line is for a browser without JavaScript only').toBeHidden();
  // How the browser's own submits end: heard last, after the page's listeners had their say.
  await page.evaluate(() => {
    window.submits = [];
    document.addEventListener('submit', (e) => window.submits.push(e.defaultPrevented));
  });
  for (const how of ['click', 'Enter']) {
    await textField(form).fill(SECRET);
    if (how === 'Enter') await textField(form).press('Enter');
    else await next.click();
    await expect.poll(() => page.evaluate(() => window.submits.length)).toBeGreaterThan(how === 'Enter' ? 1 : 0);
  }
  expect(await page.evaluate(() => window.submits), 'each submit was stopped: the browser carried none out').toEqual([true, true]);
  expect(page.url()).toBe(at);
  await expect(textField(form)).toHaveValue(SECRET);
  expect(sent.filter((s) => s.includes(SECRET))).toEqual([]);
});

test('a draft past its age is removed on any page load, not only when its form is opened again', async ({ page }) => {
  const sent = recordRequests(page);
  await page.goto('/who-we-are/about-us');
  const day = 86_400_000;
  await page.evaluate((day) => {
    const draft = (ago, days) =>
      JSON.stringify({ savedAt: new Date(Date.now() - ago * day).toISOString(), step: 0, data: { personal: { firstName: 'Asha' } }, days });
    localStorage.setItem('form-draft:admission-inquiry:old', draft(8)); // saved before drafts said their days: 7
    localStorage.setItem('form-draft:alumni:old', draft(3, 2));
    localStorage.setItem('form-draft:alumni:fresh', draft(1, 7));
  }, day);
  sent.length = 0;
  await page.reload({ waitUntil: 'load' });
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'))), { timeout: 10_000 })
    .toEqual(['form-draft:alumni:fresh']);
  // About Us woke nothing for it: no React, no form code.
  expect(sent.filter((s) => /\/assets\/(hydrate|form-engine)[^/]*\.js/.test(s))).toEqual([]);
});
