// @vitest-environment jsdom
// The forms delivered to the ERP, as a parent meets them (the shipped config): the registration
// number on the printable summary, a refusal said in plain words with every answer kept and sent
// again, a submission that cannot reach the school waiting and sent once the connection returns
// (with the same idempotency key, also after a reload), and the TC request's OTP step shown only
// with an OTP service.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PREFIX, draftKey } from '@src/forms/core/draft';
import { FormView } from '@src/forms/form-view';
import { PENDING_PREFIX } from '@src/forms/submit/pending';
import { renderWithSite, withSubmit } from '@test/render';
import { definition } from '@test/form-definitions';
import type { SiteConfig } from '@src/generated/site-config';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;
type Call = [string, RequestInit];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CLASSES = {
  ResMSG: 'Success',
  ResStatus: true,
  TotalRows: 2,
  DataColl: [
    { ClassId: 41, Name: 'Nursery', OrderNo: 1 },
    { ClassId: 42, Name: 'Class 1', OrderNo: 2 },
  ],
};
const overrides = {
  'Academic/ClassListForReg': CLASSES,
  'Academic/GetCasteList': [],
  GetAllDocumentType: { IsSuccess: true, DataColl: [] },
};

const filled = {
  personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '+977 984-1234567', course: '42' },
  parents: { fatherName: 'Hari', fatherContact: '9811111111' },
  contact: { permanentAddress: 'Lalitpur', permanentWard: '4' },
  additional: { hasDisease: 'No', tiffinRequired: 'No', transportFacility: 'No', hostelRequired: 'No', tuitionFacility: 'No' },
};
const captchaCode = () => document.querySelector('[data-captcha-code]')?.getAttribute('data-captcha-code') ?? '';
const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX));
const sentObject = (call: Call) => JSON.parse((call[1].body as FormData).get('jsonData') as string) as Record<string, unknown>;
const keyOf = (call: Call) => new Headers(call[1].headers).get('idempotency-key');

/** The wizard as the site shows it, resumed from a draft at step 6, past the step-5 captcha again. */
async function resumedWizard(): Promise<User> {
  const def = await definition('admission-inquiry');
  localStorage.setItem(draftKey(def.id, def.version), JSON.stringify({ savedAt: new Date().toISOString(), step: 5, data: filled }));
  const user = userEvent.setup();
  renderWithSite(<FormView formId="admission-inquiry" />, { overrides });
  await user.click(await screen.findByRole('button', { name: 'Continue where I left off' }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Step 5 of 6: Additional Details' })).toBeTruthy();
  await waitFor(() => expect(captchaCode()).toMatch(/^[A-Z0-9]{6}$/));
  await user.type(screen.getByLabelText(/^Captcha/), captchaCode());
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Step 6 of 6: Attach Documents' })).toBeTruthy();
  return user;
}

describe('the admission inquiry into the ERP', () => {
  it('the registration number the ERP gave is on the printable summary', async () => {
    const fetchMock = vi.fn(async (_u: string, _i: RequestInit) =>
      json(200, { Data: { RId: 5 }, IsSuccess: true, ResponseMSG: 'Registration Saved (REG-2082-0042)' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = await resumedWizard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const box = await screen.findByText('Your registration number: REG-2082-0042');
    expect(box.closest('[data-registration]')?.getAttribute('data-registration')).toBe('REG-2082-0042');
    expect(screen.getByRole('status').textContent).toContain('Your form has been sent to the school');
    expect(screen.getByRole('button', { name: 'Print or save' })).toBeTruthy();
    const [url] = fetchMock.mock.calls[0];
    expect(url).toBe('/Home/SaveReg');
    expect(sentObject(fetchMock.mock.calls[0])).toMatchObject({
      FirstName: 'Asha',
      ClassId: 42,
      ContactNo: '9841234567',
      PA_WardNo: 4,
    });
    expect(drafts()).toEqual([]);
  });

  it('a refusal is said in plain words next to the form, every answer is kept, and it can be sent again', async () => {
    const fetchMock = vi.fn(async (_u: string, _i: RequestInit) =>
      json(200, { Data: null, IsSuccess: false, ResponseMSG: 'Please ! Select Class Name' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = await resumedWizard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByText(/did not accept the form/);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(
      "The school's system did not accept the form. The class chosen is not one the school takes online registrations for: choose the class again. Your answers are kept: correct them and send again.Send again",
    );
    expect(screen.queryByText(/has been sent/)).toBeNull();
    expect(drafts()).toHaveLength(1);
    // Every answer is still there.
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('Asha');
    await user.selectOptions(screen.getByLabelText(/^Class Applied/), 'Nursery');
    fetchMock.mockImplementation(async () => json(200, { IsSuccess: true, ResponseMSG: 'Saved (REG-7)' }));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Your registration number: REG-7')).toBeTruthy();
    expect(sentObject(fetchMock.mock.calls[1]).ClassId).toBe(41);
  });

  it('offline, it waits and says so; it is sent once the connection returns, with the same key, and recorded once', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async (_u: string, _i: RequestInit): Promise<Response> =>
      json(200, { IsSuccess: true, ResponseMSG: 'Saved (REG-9)' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = await resumedWizard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const status = await screen.findByText(/Not sent yet: the school cannot be reached/);
    expect(status.closest('[data-delivery]')?.getAttribute('data-delivery')).toBe('waiting');
    expect(screen.queryByText(/has been sent/)).toBeNull();
    // Nothing left the phone: the browser said it was offline.
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('/Home/SaveReg'))).toEqual([]);
    // The device keeps the draft (no files, no sensitive fields) and a note: the key and the time, nothing typed.
    expect(drafts()).toHaveLength(1);
    const note = JSON.parse(localStorage.getItem(`${PENDING_PREFIX}admission-inquiry`)!) as Record<string, unknown>;
    expect(Object.keys(note).sort()).toEqual(['id', 'savedAt']);

    offline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // A few seconds later (1 to 5, at random: phones that come back together do not all call at once).
    expect(await screen.findByText('Your registration number: REG-9', {}, { timeout: 7_000 })).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([u]) => u.endsWith('/Home/SaveReg'));
    expect(posts).toHaveLength(1);
    expect(keyOf(posts[0])).toBe(note.id);
    expect(localStorage.getItem(`${PENDING_PREFIX}admission-inquiry`)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('after a reload, the form says a submission is waiting, and sends it again under the same key', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async (_u: string, _i: RequestInit): Promise<Response> =>
      json(200, { IsSuccess: true, ResponseMSG: 'Saved (REG-10)' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let user = await resumedWizard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Not sent yet/);
    const key = (JSON.parse(localStorage.getItem(`${PENDING_PREFIX}admission-inquiry`)!) as { id: string }).id;
    cleanup(); // the tab is closed
    offline.mockReturnValue(true);
    user = await resumedWizard();
    expect(screen.getByText(/A form you sent from this device on .* could not reach the school and is not sent yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your registration number: REG-10')).toBeTruthy();
    expect(keyOf(fetchMock.mock.calls.at(-1) as Call)).toBe(key);
  });

  it('sent and no answer (the proxy answered 504): it may have arrived, says so with the phone number, and is not sent again by itself; after a reload too', async () => {
    const fetchMock = vi.fn(async (u: string, _i: RequestInit): Promise<Response> =>
      u.endsWith('/Home/SaveReg') ? new Response('<html>504 Gateway Time-out</html>', { status: 504 }) : json(200, []),
    );
    vi.stubGlobal('fetch', fetchMock);
    let user = await resumedWizard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByText(/may already have arrived/);
    expect(alert.closest('[data-delivery]')?.getAttribute('data-delivery')).toBe('unknown');
    expect(alert.closest('[data-delivery]')?.querySelector('a[href^="tel:"]')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 100));
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('/Home/SaveReg'))).toHaveLength(1);
    cleanup();
    user = await resumedWizard();
    expect(
      screen
        .getByText(/got no answer from the school's system: it may have arrived/)
        .closest('[data-delivery]')
        ?.getAttribute('data-delivery'),
    ).toBe('waited-unknown');
  });
});

describe('the transfer-certificate request into the ERP', () => {
  async function fillTc(config?: SiteConfig) {
    const user = userEvent.setup();
    renderWithSite(<FormView formId="transfer-certificate" />, { config });
    await user.type(await screen.findByLabelText(/^Mobile Number/, {}, { timeout: 10_000 }), '9841234567');
    await user.type(screen.getByLabelText(/^Admission Number/), 'A-77');
    await user.type(screen.getByLabelText(/^Date of Birth/), '2060-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    return user;
  }

  it('without an OTP service: no OTP step (the ERP has none); the request is sent and the summary says what happens next', async () => {
    const fetchMock = vi.fn(async (_u: string, _i: RequestInit) => json(200, { IsSuccess: true, ResponseMSG: 'Request saved' }));
    vi.stubGlobal('fetch', fetchMock);
    await fillTc();
    const status = await screen.findByText(/The office will check its records/);
    expect(status.textContent).toContain('Your form has been sent to the school');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/Student/TCCC_Request');
    expect(JSON.parse(init.body as string)).toEqual({
      PassKey: 'demo-tc-pass-key',
      RegdNo: 'A-77',
      DOB: '2003-04-14',
      ContactNo: '9841234567',
    });
  });

  it("with the school's OTP service: the code is texted, checked, and its token goes with the request", async () => {
    const calls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      calls.push(url);
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      if (url === '/otp/send') return json(200, { ok: true });
      if (url === '/otp/check') return json(200, body.code === '123456' ? { ok: true, token: 'tok-1' } : { ok: false });
      return json(200, { IsSuccess: true, ResponseMSG: 'Request saved' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const config = withSubmit({ 'transfer-certificate': { kind: 'erp-tc', otp: { sendUrl: '/otp/send', checkUrl: '/otp/check' } } });
    const user = await fillTc(config);
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    await waitFor(() => expect(calls).toEqual(['/otp/send']));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ mobile: '+9779841234567' });
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.keyboard('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(/This code is not right/)).toBeTruthy();
    expect(calls).not.toContain('/v1/Student/TCCC_Request');
    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/The office will check its records/)).toBeTruthy();
    const request = fetchMock.mock.calls.find((c) => c[0] === '/v1/Student/TCCC_Request') as Call;
    expect(new Headers(request[1].headers).get('x-otp-token')).toBe('tok-1');
  });
});
