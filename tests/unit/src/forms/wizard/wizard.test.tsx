// @vitest-environment jsdom
// The admission wizard in the browser: steps, progress, Prev/Next, per-step validation and
// focus, the step-5 captcha, conditional fields, 'Same as Permanent Address', the documents
// list, the draft (save, offer, restore, schema change) and the final summary.
import { cleanup, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PREFIX, draftKey } from '@src/forms/core/draft';
import { FormView } from '@src/forms/form-view';
import type { AdmissionInquiryFormData } from '@src/generated/forms/admission-inquiry';
import { definition } from '@test/form-definitions';
import { renderWithConfig, sentNowhere } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function start() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="admission-inquiry" />, sentNowhere('admission-inquiry'));
  await screen.findByLabelText(/^First Name/, {}, { timeout: 10_000 });
  return user;
}

async function step1(user: User) {
  await user.type(screen.getByLabelText(/^First Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Last Name/), 'Thapa');
  await user.click(screen.getByLabelText('Female'));
  await user.type(screen.getByLabelText(/^Contact No/), '9800000000');
  await user.selectOptions(screen.getByLabelText(/^Class Applied/), 'LKG');
}
async function step2(user: User) {
  await user.type(screen.getByLabelText(/^Father's Name/), 'Hari Thapa');
  await user.type(screen.getByLabelText(/^Father's Contact No/), '9811111111');
}
async function step3(user: User) {
  await user.type(screen.getByLabelText(/^Permanent Address/), 'Lalitpur');
}
async function step5(user: User) {
  for (const group of [
    'Any disease or health problem?',
    'Tiffin required?',
    'Transport facility required?',
    'Hostel required?',
    'Tuition facility required?',
  ]) {
    await user.click(within(screen.getByRole('group', { name: new RegExp(`^${group.replace('?', '\\?')}`) })).getByLabelText('No'));
  }
}
/** Fills steps 1 to 3 with valid answers, pressing Next between them (not after the third). */
async function fillThroughStep3(user: User) {
  await step1(user);
  await next(user);
  await step2(user);
  await next(user);
  await step3(user);
}
const captchaCode = () => document.querySelector('[data-captcha-code]')?.getAttribute('data-captcha-code') ?? '';

describe('admission wizard', () => {
  it('starts at step 1 with 0 % progress and Prev disabled; Next validates only this step and focuses the first error', async () => {
    const user = await start();
    expect(heading()).toBe('Step 1 of 6: Personal Information');
    expect(progress()).toBe('0');
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    await next(user);
    for (const m of [
      'First name is required',
      'Last name is required',
      'Gender is required',
      'Contact number is required',
      'Course selection is required',
    ]) {
      expect(await screen.findByText(m)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
    expect(screen.queryByText("Father's name is required")).toBeNull();
    expect(heading()).toBe('Step 1 of 6: Personal Information');
  });

  it('walks the six steps with progress 0, 20, 40, 60, 80, 100 and goes back with Prev', async () => {
    const user = await start();
    await step1(user);
    await next(user);
    expect(heading()).toBe('Step 2 of 6: Parents Detail');
    expect(progress()).toBe('20');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Step 2 of 6: Parents Detail');
    await next(user);
    expect(await screen.findByText("Father's name is required")).toBeTruthy();
    expect(screen.getByText('Contact number is required')).toBeTruthy();
    await step2(user);
    await next(user);
    expect(heading()).toBe('Step 3 of 6: Contact Details');
    expect(progress()).toBe('40');
    await next(user);
    expect(await screen.findByText('Permanent address is required')).toBeTruthy();
    await step3(user);
    await next(user);
    expect(progress()).toBe('60');
    await next(user);
    expect(heading()).toBe('Step 5 of 6: Additional Details');
    expect(progress()).toBe('80');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(heading()).toBe('Step 4 of 6: Previous College Detail');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(heading()).toBe('Step 1 of 6: Personal Information');
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('Asha'); // nothing lost going back
  });

  it("step 3: 'Same as Permanent Address' copies and clears", async () => {
    const user = await start();
    await fillThroughStep3(user);
    await user.selectOptions(screen.getByLabelText(/^Province/, { selector: '#f-admission-inquiry-contact_permanentProvince' }), 'Bagmati');
    await user.type(screen.getByLabelText(/^Ward No/, { selector: '#f-admission-inquiry-contact_permanentWard' }), '2');
    await user.click(screen.getByLabelText('Same as Permanent Address'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Current Address/).value).toBe('Lalitpur');
    expect((document.getElementById('f-admission-inquiry-contact_currentWard') as HTMLInputElement).value).toBe('2');
    expect(
      (document.getElementById('f-admission-inquiry-contact_currentProvince') as HTMLSelectElement).selectedOptions[0].textContent,
    ).toBe('Bagmati');
    await user.click(screen.getByLabelText('Same as Permanent Address'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Current Address/).value).toBe('');
    expect((document.getElementById('f-admission-inquiry-contact_currentWard') as HTMLInputElement).value).toBe('');
  });

  it('step 5: conditional fields, the five radios, and the captcha (wrong, refresh, right in small letters)', async () => {
    const user = await start();
    await fillThroughStep3(user);
    await next(user);
    await next(user);
    expect(heading()).toBe('Step 5 of 6: Additional Details');
    // Conditional fields
    expect(screen.queryByLabelText(/^Problem/)).toBeNull();
    expect(screen.getByLabelText(/^Present Condition/)).toHaveProperty('disabled', true);
    const disease = screen.getByRole('group', { name: /^Any disease/ });
    await user.click(within(disease).getByLabelText('Yes'));
    expect(screen.getByLabelText(/^Problem/)).toBeTruthy();
    expect(screen.getByLabelText(/^Present Condition/)).toHaveProperty('disabled', false);
    await user.click(within(disease).getByLabelText('No'));
    expect(screen.queryByLabelText(/^Problem/)).toBeNull();
    expect(screen.queryByLabelText(/^Tiffin Details/)).toBeNull();
    await user.click(within(screen.getByRole('group', { name: /^Tiffin required/ })).getByLabelText('Yes'));
    expect(screen.getByLabelText(/^Tiffin Details/)).toBeTruthy();
    // Radios are required
    await next(user);
    expect((await screen.findAllByText('Please select an option')).length).toBe(3); // transport, hostel, tuition
    await step5(user);
    // Captcha: wrong
    await waitFor(() => expect(captchaCode()).toMatch(/^[A-Z0-9]{6}$/));
    const first = captchaCode();
    const input = screen.getByLabelText<HTMLInputElement>(/^Captcha/);
    await user.type(input, 'WRONG1');
    await next(user);
    expect(await screen.findByText('Incorrect Captcha, Try Again.')).toBeTruthy();
    expect(captchaCode()).not.toBe(first);
    expect(input.value).toBe('');
    expect(heading()).toBe('Step 5 of 6: Additional Details');
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Refresh: new code, message cleared
    const second = captchaCode();
    await user.click(screen.getByRole('button', { name: 'Show a new captcha code' }));
    expect(captchaCode()).not.toBe(second);
    expect(screen.queryByText('Incorrect Captcha, Try Again.')).toBeNull();
    // Right, typed in small letters
    await user.type(input, captchaCode().toLowerCase());
    await next(user);
    expect(heading()).toBe('Step 6 of 6: Attach Documents');
    expect(progress()).toBe('100');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

const docItems = () => within(screen.getByRole('group', { name: 'Documents' })).queryAllByRole('listitem');
const PDF = new Uint8Array([...'%PDF-1.7\n%âãÏÓ\n'].map((c) => c.charCodeAt(0) & 0xff));

describe('documents list (step 6)', () => {
  async function toStep6() {
    const def = await definition('admission-inquiry');
    localStorage.setItem(
      draftKey('admission-inquiry', def.version),
      JSON.stringify({
        savedAt: new Date().toISOString(),
        step: 5,
        data: {
          personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9841234567', course: 'LKG' },
          parents: { fatherName: 'Hari', fatherContact: '01-4372815' },
          contact: { permanentAddress: 'Lalitpur' },
          additional: { hasDisease: 'No', tiffinRequired: 'No', transportFacility: 'No', hostelRequired: 'No', tuitionFacility: 'No' },
        } satisfies Partial<AdmissionInquiryFormData>,
      }),
    );
    const user = await startFromDraft();
    expect(heading()).toBe('Step 6 of 6: Attach Documents');
    return user;
  }

  it("'Add' validates type and file, appends, clears; Delete removes by position; sizes in KB", async () => {
    const user = await toStep6();
    expect(screen.getByText('No documents added')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Document type is required')).toBeTruthy();
    expect(screen.getByText('File is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Document Type/));

    const file = screen.getByLabelText<HTMLInputElement>(/^File/);
    await user.selectOptions(screen.getByLabelText(/^Document Type/), 'Birth Certificate');
    await user.upload(file, new File([PDF, new Uint8Array(1000)], 'birth.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText(/^Description/), 'From the ward office');
    await waitFor(() => expect(screen.queryByText('File is required')).toBeNull());
    // Add is off while the file is checked and read (a tap then does nothing): on when it is kept.
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add' });
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);
    await waitFor(() => expect(docItems()).toHaveLength(1));
    const items = docItems();
    expect(items[0].textContent).toContain('Birth Certificate');
    expect(items[0].textContent).toContain('birth.pdf');
    expect(items[0].textContent).toContain(`${((PDF.length + 1000) / 1024).toFixed(2)} KB`);
    expect(items[0].textContent).toContain('From the ward office');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Document Type/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Description/).value).toBe('');
    expect(screen.queryByText('No documents added')).toBeNull();

    await user.selectOptions(screen.getByLabelText(/^Document Type/), 'General');
    await user.upload(file, new File([PDF], 'second.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(file.files?.length).toBe(1));
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);
    await waitFor(() => expect(docItems()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete document 1: birth.pdf' }));
    const left = docItems();
    expect(left).toHaveLength(1);
    expect(left[0].textContent).toContain('second.pdf');
    await user.click(screen.getByRole('button', { name: /^Delete document 1/ }));
    expect(screen.getByText('No documents added')).toBeTruthy();
  });

  it('refuses a file of the wrong kind, by extension or by content', async () => {
    const user = await toStep6();
    const file = screen.getByLabelText<HTMLInputElement>(/^File/);
    fireEvent.change(file, { target: { files: [new File([new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0, 0, 0])], 'virus.pdf')] } });
    expect(await screen.findByText('Only PNG, JPG, JPEG and PDF files are accepted.')).toBeTruthy();
    fireEvent.change(file, { target: { files: [new File([PDF], 'notes.docx')] } });
    expect(await screen.findByText('Only PNG, JPG, JPEG and PDF files are accepted.')).toBeTruthy();
    fireEvent.change(file, { target: { files: [new File([PDF, new Uint8Array(2049 * 1024)], 'huge.pdf')] } });
    expect(await screen.findByText('The file is too large (the limit is 2 MB).')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Document Type/), 'General');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('File is required')).toBeTruthy();
    expect(screen.getByText('No documents added')).toBeTruthy();
  });

  it('keeps a picture of a document without what follows the image; refuses one it cannot clean', async () => {
    const user = await toStep6();
    const file = screen.getByLabelText<HTMLInputElement>(/^File/);
    // A minimal JPEG (its image ends with FF D9) with a motion photo's video after it.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 4, 1, 2, 0xff, 0xda, 0, 2, 7, 8, 9, 0xff, 0xd9]);
    const video = new Uint8Array(3000).fill(0x42);
    await user.selectOptions(screen.getByLabelText(/^Document Type/), 'Birth Certificate');
    await user.upload(file, new File([jpeg, video], 'birth.jpg', { type: 'image/jpeg' }));
    // Add waits (disabled) while the chosen file is checked and cleaned.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(docItems()).toHaveLength(1));
    // The size of what is kept: the image alone (17 bytes), not the 3 KB of video after it.
    expect(docItems()[0].textContent).toContain('birth.jpg · 0.02 KB');

    // A JPEG whose segments run past its end cannot be cut, and jsdom cannot draw it again.
    await user.selectOptions(screen.getByLabelText(/^Document Type/), 'General');
    fireEvent.change(file, { target: { files: [new File([jpeg.slice(0, 8)], 'torn.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText(/could not be cleared of the hidden details/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('File is required')).toBeTruthy();
    expect(docItems()).toHaveLength(1);
  });

  it('Submit (kind none) shows the printable summary without hidden fields, and clears the draft', async () => {
    const user = await toStep6();
    // Resumed from a draft, the form has not passed step 5's captcha in this visit: Submit goes
    // there first, and the summary comes only after it passed.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(heading()).toBe('Step 5 of 6: Additional Details'));
    expect(screen.getByRole('alert').textContent).toContain('type the captcha on this step again');
    expect(screen.queryByRole('heading', { name: 'Admission Inquiry' })).toBeNull();
    await waitFor(() => expect(captchaCode()).toMatch(/^[A-Z0-9]{6}$/));
    await user.type(screen.getByLabelText(/^Captcha/), captchaCode());
    await next(user);
    await waitFor(() => expect(heading()).toBe('Step 6 of 6: Attach Documents'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('heading', { name: 'Admission Inquiry' });
    expect(summary).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('does not send this form');
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print or save' })).toBeTruthy();
    expect(Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
  });
});

async function startFromDraft() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="admission-inquiry" />, sentNowhere('admission-inquiry'));
  await user.click(await screen.findByRole('button', { name: 'Continue where I left off' }, { timeout: 10_000 }));
  await screen.findByRole('progressbar');
  return user;
}

describe('draft', () => {
  it('is saved as the parent types and offered back; Continue restores step and values', async () => {
    const user = await start();
    await step1(user);
    await next(user);
    await user.type(screen.getByLabelText(/^Father's Name/), 'Hari');
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(`${DRAFT_PREFIX}admission-inquiry:`));
    expect(keys).toHaveLength(1);
    const stored = JSON.parse(localStorage.getItem(keys[0])!);
    expect(stored.step).toBe(1);
    expect(stored.data.parents.fatherName).toBe('Hari');
    expect(stored.days, 'the days it is kept, for the sweep on other pages').toBe(7);
    cleanup();

    await startFromDraft();
    expect(heading()).toBe('Step 2 of 6: Parents Detail');
    expect(screen.getByLabelText<HTMLInputElement>(/^Father's Name/).value).toBe('Hari');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('Asha');
  });

  it('Start over drops it', async () => {
    const def = await definition('admission-inquiry');
    localStorage.setItem(
      draftKey('admission-inquiry', def.version),
      JSON.stringify({ savedAt: new Date().toISOString(), step: 0, data: { personal: { firstName: 'Old' } } }),
    );
    const user = userEvent.setup();
    renderWithConfig(<FormView formId="admission-inquiry" />, sentNowhere('admission-inquiry'));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('a draft from an older schema is dropped without a word, and the form works', async () => {
    localStorage.setItem(
      draftKey('admission-inquiry', 'older-version'),
      JSON.stringify({ savedAt: 'x', step: 3, data: { personal: { firstName: 'Old' } } }),
    );
    localStorage.setItem(`${DRAFT_PREFIX}admission-inquiry:broken`, '{not json');
    await start();
    expect(screen.queryByRole('button', { name: 'Continue where I left off' })).toBeNull();
    expect(heading()).toBe('Step 1 of 6: Personal Information');
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});
