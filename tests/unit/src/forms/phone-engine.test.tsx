// @vitest-environment jsdom
// The phone rule in the form engine (issue 19): a number that cannot be one is an ordinary error
// under its field and nothing is sent; a landline or a number abroad passes, and is delivered as
// typed with its E.164 form beside it. In a one-page form (feedback), a form confirmed by OTP
// (transfer certificate) and the six-step admission wizard (Next, and Submit re-checking a
// resumed draft).
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '@src/forms/core/draft';
import type { FormDefinition } from '@src/forms/definitions';
import { FormView } from '@src/forms/form-view';
import { Wizard } from '@src/forms/wizard/wizard';
import type { AdmissionInquiryFormData } from '@src/generated/forms/admission-inquiry';
import { definition } from '@test/form-definitions';
import { renderWithConfig, sentNowhere } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;
const PHONE_MESSAGE = 'Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The texts a field's aria-describedby points at (its error and help). */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('feedback: one page', () => {
  async function start() {
    const user = userEvent.setup();
    renderWithConfig(<FormView formId="feedback" />);
    await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/^Name/), 'Ram Thapa');
    await user.type(screen.getByLabelText(/^Email/), 'ram@example.com');
    await user.type(screen.getByLabelText(/^Feedback/), 'Great teachers.');
    return { user, phone: screen.getByLabelText(/^Mobile Number/) };
  }

  it('a number that cannot be one shows the message under the field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, phone } = await start();
    await user.type(phone, '98412345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone)).toContain(PHONE_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    // A bare number abroad (no + or 00) is refused too.
    await retype(user, phone, '4155550100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a landline shows no error and goes to the back-end in its E.164 form, with what was typed beside it', async () => {
    const fetchMock = vi.fn(async () => json(200, { IsSuccess: true, ResponseMSG: 'Success' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, phone } = await start();
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    // Checked as the visitor types from then on: the landline clears the message.
    await retype(user, phone, '01-4372815');
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ ContactNo: '+97714372815', ContactNoTyped: '01-4372815', Name: 'Ram Thapa' });
  });
});

describe('transfer certificate: confirmed by OTP (SPEC: sent nowhere)', () => {
  it('a number abroad opens the OTP step; a Nepali number of the wrong length does not', async () => {
    const user = userEvent.setup();
    renderWithConfig(<FormView formId="transfer-certificate" />, sentNowhere('transfer-certificate'));
    const phone = await screen.findByLabelText(/^Mobile Number/, {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/^Date of Birth/), '2070-05-12');
    await user.type(phone, '+977 98412345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await retype(user, phone, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeTruthy();
    expect(screen.queryByText(PHONE_MESSAGE)).toBeNull();
  });
});

describe('admission wizard', () => {
  const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

  it("Next checks the step's phones: a number abroad passes, one without its country code does not", async () => {
    const user = userEvent.setup();
    renderWithConfig(<FormView formId="admission-inquiry" />);
    await screen.findByLabelText(/^First Name/, {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/^First Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Last Name/), 'Thapa');
    await user.click(screen.getByLabelText('Female'));
    await user.selectOptions(screen.getByLabelText(/^Class Applied/), 'LKG');
    const phone = screen.getByLabelText(/^Contact No/);
    await user.type(phone, '971501234567');
    await next(user);
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(describedText(phone)).toContain(PHONE_MESSAGE);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Step 1 of 6: Personal Information');
    await retype(user, phone, '+971 50 123 4567');
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Parents Detail' })).toBeTruthy();
    // An optional phone left empty is fine; a landline is too.
    await user.type(screen.getByLabelText(/^Father's Name/), 'Hari Thapa');
    await user.type(screen.getByLabelText(/^Father's Contact No/), '061-520123');
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Contact Details' })).toBeTruthy();
  });

  const filled = {
    personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '+971 50 123 4567', course: 'LKG' },
    parents: { fatherName: 'Hari', fatherContact: '01-4372815', motherContact: '९८४१२३४५६७' },
    contact: { permanentAddress: 'Lalitpur' },
    additional: { hasDisease: 'No', tiffinRequired: 'No', transportFacility: 'No', hostelRequired: 'No', tuitionFacility: 'No' },
  } satisfies Partial<AdmissionInquiryFormData>;
  const captchaCode = () => document.querySelector('[data-captcha-code]')?.getAttribute('data-captcha-code') ?? '';

  /** The wizard over http, resumed from a draft at step 6, past the step-5 captcha again, back on step 6. */
  async function resumed(data: typeof filled) {
    const base = await definition('admission-inquiry');
    const def: FormDefinition = { ...base, submit: { kind: 'http', url: '/api/forms/admission-inquiry', encoding: 'json' } };
    localStorage.setItem(draftKey(def.id, def.version), JSON.stringify({ savedAt: new Date().toISOString(), step: 5, data }));
    const user = userEvent.setup();
    renderWithConfig(<Wizard formId={def.id} def={def} />);
    await user.click(await screen.findByRole('button', { name: 'Continue where I left off' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Step 5 of 6: Additional Details' })).toBeTruthy();
    await waitFor(() => expect(captchaCode()).toMatch(/^[A-Z0-9]{6}$/));
    await user.type(screen.getByLabelText(/^Captcha/), captchaCode());
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Step 6 of 6: Attach Documents' })).toBeTruthy();
    return user;
  }

  it('Submit sends each phone as typed with its E.164 form beside it', async () => {
    const fetchMock = vi.fn(async () => json(200, { IsSuccess: true, Id: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await resumed(filled);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(init.body as string);
    expect(sent.personal).toMatchObject({ contactNo: '+971 50 123 4567', contactNoE164: '+971501234567' });
    expect(sent.parents).toMatchObject({
      fatherContact: '01-4372815',
      fatherContactE164: '+97714372815',
      motherContact: '९८४१२३४५६७',
      motherContactE164: '+9779841234567',
    });
    expect(sent.parents).not.toHaveProperty('guardianContactE164');
  });

  it('Submit re-checks every step: a draft with a wrong number goes back to its step with the message', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = await resumed({ ...filled, parents: { ...filled.parents, motherContact: '98412345' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Parents Detail' })).toBeTruthy();
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(describedText(screen.getByLabelText(/^Mother's Contact No/))).toContain(PHONE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
