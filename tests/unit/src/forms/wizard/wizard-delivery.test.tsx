// @vitest-environment jsdom
// The admission wizard delivered over http (issue 6, submit adapters): a failed delivery keeps the
// data and offers Try again, which sends the same form once; a double click never sends twice.
// The wizard starts on step 6 from a draft, as a parent returning to it would, and must pass the
// step-5 captcha again before anything is sent.
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PREFIX, draftKey } from '@src/forms/core/draft';
import type { FormDefinition } from '@src/forms/definitions';
import { Wizard } from '@src/forms/wizard/wizard';
import type { AdmissionInquiryFormData } from '@src/generated/forms/admission-inquiry';
import { definition } from '@test/form-definitions';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const filled = {
  personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9800000000', course: 'LKG' },
  parents: { fatherName: 'Hari', fatherContact: '9811111111' },
  contact: { permanentAddress: 'Lalitpur' },
  additional: { hasDisease: 'No', tiffinRequired: 'No', transportFacility: 'No', hostelRequired: 'No', tuitionFacility: 'No' },
} satisfies Partial<AdmissionInquiryFormData>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function wizardOverHttp(): Promise<{ def: FormDefinition; user: ReturnType<typeof userEvent.setup> }> {
  const base = await definition('admission-inquiry');
  const def: FormDefinition = { ...base, submit: { kind: 'http', url: '/api/forms/admission-inquiry', encoding: 'json' } };
  localStorage.setItem(draftKey(def.id, def.version), JSON.stringify({ savedAt: new Date().toISOString(), step: 5, data: filled }));
  const user = userEvent.setup();
  renderWithConfig(<Wizard formId={def.id} def={def} />);
  await user.click(await screen.findByRole('button', { name: 'Continue where I left off' }));
  expect(await screen.findByRole('heading', { name: 'Step 6 of 6: Attach Documents' })).toBeTruthy();
  // The captcha (step 5) is never kept in a draft, and a resumed form must pass it again: Submit
  // leads there first, sending nothing.
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Step 5 of 6: Additional Details' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('type the captcha on this step again');
  await waitFor(() => expect(captchaCode()).toMatch(/^[A-Z0-9]{6}$/));
  await user.type(screen.getByLabelText(/^Captcha/), captchaCode());
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Step 6 of 6: Attach Documents' })).toBeTruthy();
  return { def, user };
}

const captchaCode = () => document.querySelector('[data-captcha-code]')?.getAttribute('data-captcha-code') ?? '';

const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX));

describe('admission wizard over http', () => {
  it('a failed delivery keeps the data; Try again sends it once; a double click sends once', async () => {
    // Each request answers when the test says, so the double clicks land while it is in flight.
    const answers: Array<(r: Response) => void> = [];
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await wizardOverHttp();
    expect(fetchMock).not.toHaveBeenCalled(); // nothing went out before the captcha passed

    // Submit, double-clicked: one request, which fails.
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answers[0](json(500, { Message: 'An error has occurred.' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Your form could not be sent. What you entered is kept');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/forms\/admission-inquiry$/);
    const sent = JSON.parse(init.body as string);
    expect(sent.personal).toMatchObject(filled.personal);
    // Nothing is lost: still on step 6, and the draft is still kept.
    expect(screen.getByRole('heading', { name: 'Step 6 of 6: Attach Documents' })).toBeTruthy();
    expect(drafts()).toHaveLength(1);

    // Try again, clicked twice before React re-renders (both clicks reach the handler): one request.
    const retry = screen.getByRole('button', { name: 'Try again' });
    act(() => {
      retry.click();
      retry.click();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toEqual(sent);
    // The retry names the same submission: a back-end that took the first one records it once.
    const keyOf = (i: number) =>
      ((fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>)['idempotency-key'];
    expect(keyOf(0)).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    await act(async () => answers[1](json(200, { IsSuccess: true, ResponseMSG: 'Success', Id: 42 })));
    const status = await screen.findByText(/has been sent to the school/);
    expect(status.textContent).toContain('Reference number: 42');
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(drafts()).toEqual([]);
  });
});
