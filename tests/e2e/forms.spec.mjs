// Forms in a real browser against the production build and the demo back-end, which takes the
// ERP's form endpoints as the ERP does (demo/erp-forms.mjs) and records what the ERP would have
// saved; the tests read that record field by field (erp-records.mjs):
// - the admission wizard filled as a parent would on a 375 px phone: every step, a wrong captcha
//   (the code is read from the page: it is shown as text, it is not a security control), a photo
//   and a document, and a reload in the middle (the draft comes back); it goes into the ERP
//   (Home/SaveReg: jsonData with the lists' ids, the photo and the document as files) and the
//   summary shows the registration number the ERP gave; the connection drops as Submit is tapped,
//   and the inquiry with its files waits in the page and goes once when it returns;
// - the transfer-certificate request goes into the ERP without an OTP step (the ERP has none);
// - the alumni registration, every field, with its photo and its HashData;
// - a first name in Nepali script is stopped before anything is sent, with what to write in the
//   parent's language (English, Nepali);
// - a TC request made offline waits, and is sent and recorded once when the connection returns;
//   one the proxy answers 504 for (the ERP may have kept it) is never sent again by itself;
// - against an ERP whose lists differ from the build's, the wizard's choices follow the ERP's
//   lists and send their ids; the ERP refusing the form is said next to it, nothing is lost, and it
//   is sent again;
// - a class and caste chosen from the build's lists before the ERP's newer lists arrived stay the
//   ones chosen (their names, under the ERP's new ids), never an old id that now names another;
// - the feedback form: success (the demo back-end records it) and failure (DEMO_FAIL 'all');
// - a photo's EXIF is not kept;
// - a form the browser submits itself (JavaScript off, or the form's script failed to load) puts
//   the answers nowhere, and without JavaScript a line gives the school's phone and email;
// - a draft past its age is removed on any page.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, recordProblems, test } from './fixtures.mjs';
import { closeBannerPopup, DIST, ROOT } from './support.mjs';
import { erpRecords, erpRequests, storedFile } from './erp-records.mjs';
import { DEMO_ALUMNI_HASH_KEY, alumniHashData, registrationNumber } from '../../demo/erp-constants.mjs';

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

/** The demo's lists (demo/fixtures), which the build's pages hold: a name's id in each. */
const demoList = (file, pick, key) =>
  Object.fromEntries(pick(JSON.parse(readFileSync(join(ROOT, 'demo/fixtures', file), 'utf8'))).map((x) => [x.Name, x[key]]));
const CLASS_ID = demoList('Academic.ClassListForReg.json', (b) => b.DataColl, 'ClassId');
const CASTE_ID = demoList('Academic.GetCasteList.json', (b) => b, 'CasteId');
const DOCUMENT_TYPE_ID = demoList('GetAllDocumentType.json', (b) => b.DataColl, 'DocumentTypeId');

/** Whether the top of an element is on the screen and under nothing (the fixed nav bar). */
const inSight = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 3));
  });

const isPng = (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (b) => b[0] === 0xff && b[1] === 0xd8;

test('admission wizard on a phone: every step, a wrong captcha, a reload in the middle, sent offline then online, into the ERP, the summary', async ({
  page,
  context,
  problems,
  site,
}) => {
  const sent = erpRequests(page);
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
  await field(page, 'personal_email').fill('thapa.family@example.com');
  // The caste and the class are the ERP's lists (the build's, from the demo fixtures).
  await field(page, 'personal_caste').selectOption({ label: 'Newar' });
  await field(page, 'personal_nationality').fill('Nepali');
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
  // The photo and the sensitive answers (date of birth, caste) are not kept in the draft: give
  // them again.
  await expect(field(page, 'personal_dob')).toHaveValue('');
  await expect(field(page, 'personal_caste')).toHaveValue('');
  await field(page, 'personal_dob').fill('2075-04-15');
  await field(page, 'personal_caste').selectOption({ label: 'Newar' });
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
  // The connection drops as the parent taps Submit: the inquiry, its photo and document wait in
  // the page, said so, and go (once, under one key) when the connection returns.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-delivery="waiting"]')).toContainText('Not sent yet');
  await expect(page.locator('[data-form-summary]')).toHaveCount(0);
  expect(
    erpRecords(site.dataDir, 'admission', (r) => r.jsonData.FirstName === 'Asha'),
    'nothing reached the ERP while offline',
  ).toEqual([]);
  await context.setOffline(false);

  const summary = page.locator('[data-form-summary]');
  await expect(summary.locator('[data-registration]')).toContainText('Your registration number: ENQ-2083-');
  // What happened and the number are on the screen as the summary appears, not under the fixed bar.
  for (const part of [summary.getByRole('status'), summary.locator('[data-registration]')]) {
    await expect.poll(() => inSight(part), 'the top of the summary in sight').toBe(true);
  }

  // What reached the ERP: one multipart request (nothing is tried while the browser is offline),
  // as the demo back-end (the ERP's checks) saved it.
  expect(sent.length, 'nothing tried offline; one request once the connection returned').toBe(1);
  expect([...new Set(sent.map(([path, key]) => `${path} ${key}`))]).toEqual([expect.stringMatching(/^\/Home\/SaveReg [A-Za-z0-9_-]{8,}$/)]);
  const [record, ...more] = erpRecords(site.dataDir, 'admission', (r) => r.jsonData.FirstName === 'Asha');
  expect(more, 'recorded once').toEqual([]);
  // The number on the summary is the one the ERP gave this enquiry.
  expect(record.RegdNo).toBe(registrationNumber(record.Id));
  await expect(summary.locator('[data-registration]')).toContainText(`Your registration number: ${record.RegdNo}`);
  expect(record.contentType).toBe('multipart/form-data');
  expect(record.parts.map((p) => [p.name, p.filename])).toEqual([
    ['jsonData', undefined],
    ['photo', expect.stringMatching(/^asha\.(png|jpe?g)$/)],
    ['file0', 'birth.pdf'],
  ]);
  // Every member one the ERP's object has, ids from its lists, each value in the ERP's form:
  // phone numbers as 10-13 digits, the date of birth in AD, the ward a number, the choices as the
  // ERP's ids and codes; what the ERP has no member for goes in Remarks, labelled. Nothing it
  // would drop, nothing that raises an invoice.
  expect(record.jsonData).toEqual({
    FirstName: 'Asha',
    LastName: 'Thapa',
    Gender: 2,
    DOB: '2018-07-31',
    ContactNo: '97715521234',
    Email: 'thapa.family@example.com',
    CasteId: CASTE_ID.Newar,
    Nationality: 'Nepali',
    ClassId: CLASS_ID.LKG,
    FatherName: 'Hari Thapa',
    F_ContactNo: '971501234567',
    MotherName: 'Sita Thapa',
    PA_FullAddress: 'Lalitpur',
    PA_WardNo: 2,
    IsSameAsPermanentAddress: true,
    CA_FullAddress: 'Lalitpur',
    CA_WardNo: 2,
    PreviousSchool: 'Sunrise Montessori',
    AnyDisease: true,
    Problem: 'Mild asthma',
    PresentCondition: '2',
    IsTiffin: false,
    IsTransport: true,
    TransportFacility: 'Sanepa chowk',
    IsHostel: false,
    IsTution: false,
    AttachmentColl: [{ DocumentTypeId: DOCUMENT_TYPE_ID['Birth Certificate'], Name: 'birth.pdf' }],
  });
  expect(record.ignoredMembers, 'no member the ERP does not have').toEqual([]);
  expect(record.flags, 'nothing the ERP would drop or do unasked').toEqual([]);
  // The photo and the document as files the ERP keeps: the document as chosen, the photo redrawn.
  expect(record.documents).toEqual([
    {
      index: 0,
      DocumentTypeId: DOCUMENT_TYPE_ID['Birth Certificate'],
      Name: 'birth.pdf',
      Description: null,
      file: { name: 'birth.pdf', type: 'application/pdf', size: PDF.length, storedAs: expect.stringMatching(/\.pdf$/) },
    },
  ]);
  expect(storedFile(site.dataDir, record.documents[0].file).equals(PDF)).toBe(true);
  expect(record.photo.type).toMatch(/^image\/(png|jpeg)$/);
  const photo = storedFile(site.dataDir, record.photo);
  expect(isPng(photo) || isJpeg(photo), 'the photo is an image').toBe(true);
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
  // The one failed request is the browser's own report of the connection refused, not a page error.
  expect(problems.filter((p) => !/SaveReg|ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

test('transfer certificate into the ERP: no OTP step (the ERP has none), the request sent, the summary says what happens next', async ({
  page,
  problems,
  site,
}) => {
  const sent = erpRequests(page);
  await page.goto('/requests-inquiries/transfer-certificate');
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_admissionNumber').fill('A-2071-77');
  await page.locator('#f-transfer-certificate_boardRegdNo').fill('BRN-0457');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();
  await page.locator('#main').getByRole('button', { name: 'Submit' }).click();
  const summary = page.locator('[data-form-summary]');
  await expect(summary).toContainText('The office will check its records');
  await expect.poll(() => inSight(summary.getByRole('status')), 'what happens next, in sight').toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent.map(([path]) => path)).toEqual(['/v1/Student/TCCC_Request']);
  // As the ERP took it (the demo keeps the body without the PassKey, which it checked): the date
  // of birth in AD, the number in the ERP's form.
  const records = erpRecords(site.dataDir, 'transferCertificate', (r) => r.body.RegdNo === 'A-2071-77');
  expect(records.map((r) => [r.contentType, r.body, r.ignoredMembers, r.flags])).toEqual([
    ['application/json', { RegdNo: 'A-2071-77', DOB: '2013-08-28', ContactNo: '9841234567', BoardRegNo: 'BRN-0457' }, [], []],
  ]);
  expect(problems).toEqual([]);
});

test('alumni registration into the ERP: every field, the photo as a file, HashData the ERP checks inside paraDataColl', async ({
  page,
  problems,
  site,
}) => {
  const sent = erpRequests(page);
  await page.goto('/alumni-form');
  const fill = (group, id, value) => page.locator(`#f-alumni_${group}_${id}`).fill(value);
  const personal = {
    batch: '2065',
    className: '10',
    fullName: 'Bikash Rai',
    dateOfBirth: '2049-03-10',
    mobileNo: '9841234567',
    email: 'bikash.rai@example.com',
    fatherName: 'Dil Rai',
    motherName: 'Maya Rai',
    spouseName: 'Sunita Rai',
    positionHead: 'Head boy',
    stream: 'Science',
    presentStatus: 'Working',
    address: 'Dhapasi 6',
    province: 'Bagmati',
    city: 'Kathmandu',
    country: 'Nepal',
    pinCode: '44600',
  };
  const education = { college: 'Tribhuvan University', degree: 'BE', semYear: '4th year', stream: 'Civil', distinction: 'Gold medal' };
  const employment = {
    organizationName: 'Nepal Telecom',
    designation: 'Engineer',
    natureOfWork: 'Networks',
    futurePlans: 'Teach part-time',
    officeAddress: 'Bhadrakali Plaza',
    officeCountry: 'Nepal',
    officeCity: 'Kathmandu',
    roleWithSchool: 'Mentor',
    achievements: 'Built the school lab network',
  };
  for (const [group, values] of Object.entries({ personal, education, employment })) {
    for (const [id, value] of Object.entries(values)) await fill(group, id, value);
  }
  await page.locator('#f-alumni_personal_photo').setInputFiles({ name: 'bikash.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('[data-form-summary]')).toContainText('Bikash Rai');
  expect(sent.map(([path]) => path)).toEqual(['/v1/General/SaveAlumni']);

  const [record, ...more] = erpRecords(site.dataDir, 'alumni', (r) => r.paraDataColl.FullName === 'Bikash Rai');
  expect(more, 'recorded once').toEqual([]);
  // One JSON part and the photo under the part name the ERP reads; HashData is in the JSON (the
  // ERP compares para.HashData), not a part of its own.
  expect(record.parts.map((p) => [p.name, p.filename])).toEqual([
    ['paraDataColl', undefined],
    ['ProfilePhoto', expect.stringMatching(/^bikash\.(png|jpe?g)$/)],
  ]);
  const { HashData, ...member } = record.paraDataColl;
  expect(member).toEqual({
    FullName: 'Bikash Rai',
    DOB: '1992-06-24',
    Contact: '9841234567',
    Email: 'bikash.rai@example.com',
    StudiedUpTo: '2065',
    OriginalAddress: 'Dhapasi 6, Kathmandu, Bagmati, 44600, Nepal',
    DegreeTitle: 'BE, Civil, 4th year',
    University: 'Tribhuvan University',
    CurPosition: 'Engineer',
    CurCompany: 'Nepal Telecom',
    // What the ERP has no member for travels labelled, in the text members it has.
    Achievements: 'Achievements: Built the school lab network; Distinction: Gold medal',
    Bio: 'Present Status: Working; Position Head: Head boy; Nature of Work: Networks; Future Plans: Teach part-time; Role to be Associated With School: Mentor',
    Remarks:
      "Class: 10; Stream: Science; Father's Name: Dil Rai; Mother's Name: Maya Rai; Spouse Name: Sunita Rai; Office Address: Bhadrakali Plaza; Office City: Kathmandu; Office Country: Nepal",
  });
  expect(HashData, 'the hash the ERP computes of FullName,Contact,Email').toBe(alumniHashData(DEMO_ALUMNI_HASH_KEY, member));
  expect(record.ignoredMembers).toEqual([]);
  expect(record.flags).toEqual([]);
  expect(Object.keys(record.files)).toEqual(['ProfilePhoto']);
  expect(record.files.ProfilePhoto.type).toMatch(/^image\/(png|jpeg)$/);
  const photo = storedFile(site.dataDir, record.files.ProfilePhoto);
  expect(isPng(photo) || isJpeg(photo), 'the photo is an image').toBe(true);
  expect(problems).toEqual([]);
});

test('admission wizard: a first name in Nepali script is stopped before anything is sent, with what to write', async ({
  page,
  problems,
}) => {
  const sent = erpRequests(page);
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
  expect(sent).toEqual([]);
  expect(problems).toEqual([]);
});

test('admission wizard in Nepali: a first name in Nepali script is stopped with what to write, in Nepali', async ({ page, problems }) => {
  // A parent who reads the site in Nepali (the language switch remembers it).
  await page.addInitScript(() => localStorage.setItem('school-site:lang', 'ne'));
  const sent = erpRequests(page);
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await field(page, 'personal_firstName').fill('आशा');
  await page.getByRole('button', { name: 'अर्को' }).click();
  await expect(page.getByText('नाम अङ्ग्रेजी अक्षरमा लेख्नुहोस्, जन्मदर्ता प्रमाणपत्रमा जस्तै।')).toBeVisible();
  await expect(field(page, 'personal_firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-wizard][data-ready]')).toHaveAttribute('data-step', '1');
  expect(sent).toEqual([]);
  expect(problems).toEqual([]);
});

test('transfer certificate made offline: the parent is told it waits; it is sent once the connection returns, recorded once, under one key', async ({
  page,
  context,
  problems,
  site,
}) => {
  const sent = erpRequests(page);
  await page.goto('/requests-inquiries/transfer-certificate');
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_admissionNumber').fill('A-2071-78');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();
  await context.setOffline(true);
  await page.locator('#main').getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-delivery="waiting"]')).toContainText('Not sent yet');
  await expect(page.locator('[data-form-summary]')).toHaveCount(0);
  // Never "sent" before the ERP said so.
  await expect(page.getByText('has been sent')).toHaveCount(0);
  const mine = () => erpRecords(site.dataDir, 'transferCertificate', (r) => r.body.RegdNo === 'A-2071-78');
  expect(mine(), 'nothing reached the ERP').toEqual([]);
  await context.setOffline(false);
  await expect(page.locator('[data-form-summary]')).toContainText('The office will check its records');
  expect(mine().map((r) => r.body)).toEqual([{ RegdNo: 'A-2071-78', DOB: '2013-08-28', ContactNo: '9841234567' }]);
  expect(sent.length, 'nothing tried offline; one request once the connection returned').toBe(1);
  expect(new Set(sent.map(([path, key]) => `${path} ${key}`)).size, 'one request, under one key').toBe(1);
  // No page error (nothing was tried while offline).
  expect(problems.filter((p) => !/TCCC_Request|ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

test("transfer certificate sent and answered 504 by the proxy (the ERP kept it, as it keeps every copy): an hour of the page's timers sends nothing more; the parent is told it may have arrived, with the school's number, and each tap of Send again sends it once", async ({
  page,
}) => {
  // A fake ERP behind the proxy that saves every POST, whatever its Idempotency-Key (the real
  // ERP's way; the demo back-end would hide a duplicate), and the proxy's 504 for it.
  const kept = [];
  await page.clock.install();
  await page.route(/\/v1\/Student\/TCCC_Request$/, async (route) => {
    kept.push(route.request().headers()['idempotency-key']);
    await route.fulfill({ status: 504, contentType: 'text/html', body: '<html><center><h1>504 Gateway Time-out</h1></center></html>' });
  });
  await page.goto('/requests-inquiries/transfer-certificate');
  await page.locator('#f-transfer-certificate_mobileNumber').fill('9841234567');
  await page.locator('#f-transfer-certificate_admissionNumber').fill('A-2071-79');
  await page.locator('#f-transfer-certificate_dateOfBirth').fill('2070-05-12');
  await expect(page.locator('[data-form-id="transfer-certificate"][data-ready]')).toBeAttached();
  await page.locator('#main').getByRole('button', { name: 'Submit' }).click();
  const note = page.locator('[data-delivery="unknown"]');
  await expect(note).toContainText('may already have arrived');
  await expect(note.locator('a[href^="tel:"]')).toBeVisible();
  await page.clock.runFor(60 * 60 * 1000 + 1000);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.clock.runFor(10_000);
  expect(kept, 'sent once in an hour').toHaveLength(1);
  await expect(page.locator('[data-form-summary]')).toHaveCount(0);
  await note.getByRole('button', { name: 'Send again' }).click();
  await expect.poll(() => kept.length).toBe(2);
  await page.clock.runFor(60 * 60 * 1000);
  expect(kept, 'one more per tap, under the same key').toEqual([kept[0], kept[0]]);
});

/** Holds the decoding of every chosen photo, as a cheap phone takes a second or more to draw one again, until the returned release(). */
async function slowPhotos(page) {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    const gate = new Promise((resolve) => (window.__releasePhotos = resolve));
    window.createImageBitmap = async (...args) => {
      await gate;
      return decode(...args);
    };
  });
  return () => page.evaluate(() => window.__releasePhotos());
}

test('Register tapped while the photo is still being prepared: the registration waits for it and goes with it', async ({
  page,
  problems,
  site,
}) => {
  const release = await slowPhotos(page);
  const sent = erpRequests(page);
  await page.goto('/alumni-form');
  const fill = (id, value) => page.locator(`#f-alumni_personal_${id}`).fill(value);
  await fill('batch', '2070');
  await fill('fullName', 'Sabin Gurung');
  await fill('mobileNo', '9812345678');
  await fill('email', 'sabin@example.com');
  await page.locator('#f-alumni_personal_photo').setInputFiles({ name: 'sabin.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Preparing the photo…')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await release();
  const summary = page.locator('[data-form-summary]');
  await expect(summary).toContainText('Sabin Gurung');
  await expect(summary.getByRole('img')).toBeVisible();
  expect(
    sent.map(([path]) => path),
    'sent once',
  ).toEqual(['/v1/General/SaveAlumni']);
  const records = erpRecords(site.dataDir, 'alumni', (r) => r.paraDataColl.FullName === 'Sabin Gurung');
  expect(records.map((r) => Object.keys(r.files))).toEqual([['ProfilePhoto']]);
  expect(problems).toEqual([]);
});

test('admission wizard: Next tapped while the photo is still being prepared waits for it; the photo stays with the step', async ({
  page,
  problems,
}) => {
  const release = await slowPhotos(page);
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  await field(page, 'personal_firstName').fill('Nima');
  await field(page, 'personal_lastName').fill('Lama');
  await page.getByLabel('Male', { exact: true }).check();
  await field(page, 'personal_contactNo').fill('9841234567');
  await field(page, 'personal_course').selectOption({ label: 'UKG' });
  await field(page, 'personal_photo').setInputFiles({ name: 'nima.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Preparing the photo…')).toBeVisible();
  await next(page);
  await expect(page.getByText('Preparing the photo…')).toBeVisible();
  await expectStep(page, 1, 'Personal Information');
  await release();
  await expectStep(page, 2, 'Parents Detail');
  await page.getByRole('button', { name: 'Prev' }).click();
  await expectStep(page, 1, 'Personal Information');
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  expect(problems).toEqual([]);
});

/** A folder of fixtures like the demo's, with the ERP's three lists the test's own. */
function fixturesWithLists(lists) {
  const dir = mkdtempSync(join(tmpdir(), 'erp-lists-'));
  cpSync(join(ROOT, 'demo/fixtures'), dir, { recursive: true });
  for (const [file, body] of Object.entries(lists)) writeFileSync(join(dir, file), JSON.stringify(body));
  return dir;
}

test('an ERP whose lists differ from the build: the choices follow its lists and send its ids; its refusal is said next to the form, nothing is lost, and it is sent again', async ({
  page,
  serve,
}) => {
  // The school's ERP changed its lists after the build: other ids, a class gone, one new, a name
  // kept under another id.
  const classes = [
    { ClassId: 41, Name: 'Playgroup', OrderNo: 1 },
    { ClassId: 42, Name: 'Nursery', OrderNo: 2 },
    { ClassId: 43, Name: 'Class 1', OrderNo: 3 },
  ];
  const castes = [31, 32].map((id, i) => ({ CasteId: id, id, Name: ['Newar', 'Sherpa'][i], text: ['Newar', 'Sherpa'][i] }));
  const documentTypes = [
    { DocumentTypeId: 21, id: 21, Name: 'Birth Certificate', OrderNo: 1 },
    { DocumentTypeId: 22, id: 22, Name: 'Character Certificate', OrderNo: 2 },
  ];
  const fixtures = fixturesWithLists({
    'Academic.ClassListForReg.json': { ResMSG: 'Success', ResStatus: true, TotalRows: classes.length, DataColl: classes },
    'Academic.GetCasteList.json': castes,
    'GetAllDocumentType.json': { IsSuccess: true, ResponseMSG: 'Success', DataColl: documentTypes },
  });
  try {
    // Its database is down at first: the ERP checks the form, then refuses it.
    const { url, server, dataDir } = await serve({ fixtures, fail: 'SaveReg' });
    const problems = recordProblems(page, url);
    const sent = erpRequests(page);
    await page.goto(`${url}/requests-inquiries/admission-inquiry`, { waitUntil: 'load' });
    const options = (id) => field(page, id).locator('option');
    // The page has the build's lists; the page's data is refreshed after load (the freshness
    // probe) and the choices become the ERP's.
    await expect(options('personal_course')).toContainText(['LKG']);
    await expect(options('personal_course')).toHaveText(['Select a class', 'Playgroup', 'Nursery', 'Class 1']);
    await expect(options('personal_caste')).toHaveText(['Select…', 'Newar', 'Sherpa']);

    await field(page, 'personal_firstName').fill('Pema');
    await field(page, 'personal_lastName').fill('Sherpa');
    await page.getByLabel('Female').check();
    await field(page, 'personal_dob').fill('2078-01-05');
    await field(page, 'personal_contactNo').fill('9841234567');
    await field(page, 'personal_caste').selectOption({ label: 'Sherpa' });
    await field(page, 'personal_course').selectOption({ label: 'Nursery' });
    await field(page, 'personal_photo').setInputFiles({ name: 'pema.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
    await next(page);
    await expectStep(page, 2, 'Parents Detail');
    await field(page, 'parents_fatherName').fill('Ang Sherpa');
    await field(page, 'parents_fatherContact').fill('9801234567');
    await next(page);
    await expectStep(page, 3, 'Contact Details');
    await field(page, 'contact_permanentAddress').fill('Boudha, Kathmandu');
    await next(page);
    await expectStep(page, 4, 'Previous College Detail');
    await next(page);
    await expectStep(page, 5, 'Additional Details');
    for (const name of ['Any disease', 'Tiffin required', 'Transport facility required', 'Hostel required', 'Tuition facility required']) {
      await page
        .getByRole('group', { name: new RegExp(`^${name}`) })
        .getByLabel('No', { exact: true })
        .check();
    }
    await page.getByLabel('I declare that the information given above is true.').check();
    await field(page, 'additional_captcha').fill(await page.locator('[data-captcha-code]').getAttribute('data-captcha-code'));
    await next(page);
    await expectStep(page, 6, 'Attach Documents');
    await expect(page.locator('#f-admission-inquiry-attachments_documents-type option')).toHaveText([
      'Select…',
      'Birth Certificate',
      'Character Certificate',
    ]);
    await page.locator('#f-admission-inquiry-attachments_documents-type').selectOption('Character Certificate');
    await page
      .locator('#f-admission-inquiry-attachments_documents-file')
      .setInputFiles({ name: 'character.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('character.pdf ·')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    // Refused: said in plain words next to the form (not the database's own words), the answers
    // kept, nothing recorded.
    const refused = page.locator('[data-delivery="refused"]');
    await expect(refused).toHaveText(
      "The school's system did not accept the form. The school's system could not save it just now (its database did not answer). " +
        'Your answers are kept: send them again in a few minutes, or call the school if this keeps happening.Send again',
    );
    await expect(page.locator('[data-form-summary]')).toHaveCount(0);
    await expectStep(page, 6, 'Attach Documents');
    await expect(page.getByText('character.pdf ·')).toBeVisible();
    expect(erpRecords(dataDir, 'admission')).toEqual([]);

    // The ERP is back: sent again as it stands, every step's answers and both files with it.
    server.update({ fail: '' });
    await refused.getByRole('button', { name: 'Send again' }).click();
    const summary = page.locator('[data-form-summary]');
    await expect(summary.locator('[data-registration]')).toContainText('Your registration number: ENQ-2083-0001');
    expect(sent.map(([path]) => path)).toEqual(['/Home/SaveReg', '/Home/SaveReg']);
    const [record, ...more] = erpRecords(dataDir, 'admission');
    expect(more).toEqual([]);
    expect(record.RegdNo).toBe('ENQ-2083-0001');
    expect(record.jsonData).toMatchObject({
      FirstName: 'Pema',
      LastName: 'Sherpa',
      ContactNo: '9841234567',
      FatherName: 'Ang Sherpa',
      PA_FullAddress: 'Boudha, Kathmandu',
      // The ids of the ERP's lists, not the build's (Nursery was 1 there).
      ClassId: 42,
      CasteId: 32,
      AttachmentColl: [{ DocumentTypeId: 22, Name: 'character.pdf' }],
    });
    expect(record.photo).toMatchObject({ name: expect.stringMatching(/^pema\./) });
    expect(record.documents.map((d) => [d.DocumentTypeId, d.file.name, d.file.size])).toEqual([[22, 'character.pdf', PDF.length]]);
    expect(record.flags).toEqual([]);
    expect(record.ignoredMembers).toEqual([]);
    for (const text of ['Pema', 'Sherpa', 'Nursery', 'Character Certificate', 'character.pdf']) await expect(summary).toContainText(text);
    expect(problems).toEqual([]);
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
});

test('a choice made from the build list stays the one chosen when the ERP list refreshed under it: never an old id that now names another class', async ({
  page,
  serve,
}) => {
  // Since the build the ERP renumbered: LKG's old id (2) and Newar's (3) now name other entries.
  const classes = [
    { ClassId: CLASS_ID.LKG, Name: 'Grade 5', OrderNo: 1 },
    { ClassId: 52, Name: 'LKG', OrderNo: 2 },
    { ClassId: 53, Name: 'UKG', OrderNo: 3 },
  ];
  const castes = [
    { CasteId: CASTE_ID.Newar, id: CASTE_ID.Newar, Name: 'Tharu', text: 'Tharu' },
    { CasteId: 33, id: 33, Name: 'Newar', text: 'Newar' },
  ];
  const fixtures = fixturesWithLists({
    'Academic.ClassListForReg.json': { ResMSG: 'Success', ResStatus: true, TotalRows: classes.length, DataColl: classes },
    'Academic.GetCasteList.json': castes,
  });
  try {
    const { url, dataDir } = await serve({ fixtures });
    const problems = recordProblems(page, url);
    // The refreshed lists are held until the parent has chosen from the build's.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/(ClassListForReg|GetCasteList)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${url}/requests-inquiries/admission-inquiry`, { waitUntil: 'load' });
    await field(page, 'personal_firstName').fill('Dawa');
    await field(page, 'personal_lastName').fill('Lama');
    await page.getByLabel('Male', { exact: true }).check();
    await field(page, 'personal_contactNo').fill('9841234567');
    await field(page, 'personal_caste').selectOption({ label: 'Newar' });
    await field(page, 'personal_course').selectOption({ label: 'LKG' });
    await expect(field(page, 'personal_course').locator('option:checked')).toHaveText('LKG');
    release();
    // The ERP's lists arrive: the choices are its entries, and what the parent chose is still
    // chosen, under the ERP's new id, not whatever the old id names now.
    await expect(field(page, 'personal_course').locator('option')).toHaveText(['Select a class', 'Grade 5', 'LKG', 'UKG']);
    await expect(field(page, 'personal_caste').locator('option')).toHaveText(['Select…', 'Tharu', 'Newar']);
    await expect(field(page, 'personal_course').locator('option:checked')).toHaveText('LKG');
    await expect(field(page, 'personal_caste').locator('option:checked')).toHaveText('Newar');
    await next(page);
    await expectStep(page, 2, 'Parents Detail');
    await field(page, 'parents_fatherName').fill('Pasang Lama');
    await field(page, 'parents_fatherContact').fill('9801234567');
    await next(page);
    await expectStep(page, 3, 'Contact Details');
    await field(page, 'contact_permanentAddress').fill('Jorpati, Kathmandu');
    await next(page);
    await next(page);
    await expectStep(page, 5, 'Additional Details');
    for (const name of ['Any disease', 'Tiffin required', 'Transport facility required', 'Hostel required', 'Tuition facility required']) {
      await page
        .getByRole('group', { name: new RegExp(`^${name}`) })
        .getByLabel('No', { exact: true })
        .check();
    }
    await page.getByLabel('I declare that the information given above is true.').check();
    await field(page, 'additional_captcha').fill(await page.locator('[data-captcha-code]').getAttribute('data-captcha-code'));
    await next(page);
    await expectStep(page, 6, 'Attach Documents');
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.locator('[data-form-summary]');
    await expect(summary.locator('[data-registration]')).toContainText('Your registration number: ENQ-2083-');
    await expect(summary).toContainText('LKG');
    await expect(summary).not.toContainText('Grade 5');
    const [record, ...more] = erpRecords(dataDir, 'admission');
    expect(more).toEqual([]);
    expect(record.jsonData, 'the ids the ERP gives LKG and Newar now').toMatchObject({ FirstName: 'Dawa', ClassId: 52, CasteId: 33 });
    expect(problems).toEqual([]);
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
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
/** A page's HTML without its search forms (role="search": the header's box, the search page's). */
const withoutSearch = (html) => html.replace(/<form role="search"[\s\S]*?<\/form>/g, '');

function pagesWithForms(dir = DIST, path = '') {
  return readdirSync(join(dir, path), { withFileTypes: true }).flatMap((e) => {
    const rel = path ? `${path}/${e.name}` : e.name;
    // (A folder of a finished release is a link into the store of shared folders: followed.)
    if (e.isDirectory() || (e.isSymbolicLink() && statSync(join(dir, rel)).isDirectory()))
      return e.name === 'assets' ? [] : pagesWithForms(dir, rel);
    // (The search box, in every page's header, is a plain GET form that sends no answers.)
    return e.name.endsWith('.html') && withoutSearch(readFileSync(join(dir, rel), 'utf8')).includes('<form')
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
        // In the page's language (the Nepali pages under /ne/ have forms too).
        const needsJs = path.startsWith('/ne/') ? 'यो फारमलाई JavaScript चाहिन्छ' : 'This form needs JavaScript';
        await expect(note, `${path}: the form says it needs JavaScript`).toContainText(needsJs);
        await expect(note.getByRole('link', { name: contactUs.ContactNo })).toHaveAttribute('href', 'tel:015543210');
        await expect(note.getByRole('link', { name: contactUs.EmailId })).toHaveAttribute('href', `mailto:${contactUs.EmailId}`);
        const form = page.locator('form:not([role="search"])').first();
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
  // Nor the first answers (which would answer Next on empty fields with the form's messages,
  // src/forms/wizard/empty-answer.ts, and never let the browser submit).
  await context.route(/\/assets\/first-answers-[^/]+\.js$/, (r) => r.abort());
  const sent = recordRequests(page);
  await page.goto('/requests-inquiries/admission-inquiry', { waitUntil: 'load' });
  const at = page.url();
  const form = page.locator('form:not([role="search"])').first();
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
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'))))
    .toEqual(['form-draft:alumni:fresh']);
  // About Us woke nothing for it: no form code came (the page has no form, so none is fetched
  // after load either), and no island became React's (the islands' own code does come after load,
  // at idle, without running: island-code.spec.mjs).
  expect(sent.filter((s) => /\/assets\/form-engine[^/]*\.js/.test(s))).toEqual([]);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].some((el) => Object.keys(el).some((k) => k.startsWith('__react'))),
    ),
    'no island is React’s',
  ).toBe(false);
});
