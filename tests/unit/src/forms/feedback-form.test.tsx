// @vitest-environment jsdom
// The feedback form as visitors meet it: messages under the fields, focus on the first error,
// success (reset + 'Thank You!' dialog), failure (message, input kept, retry), no double send.
import { act, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormView } from '@src/forms/form-view';
import { renderWithConfig } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function setup() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="feedback" />);
  const name = await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 });
  return { user, name };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ram Thapa');
  await user.type(screen.getByLabelText(/^Mobile Number/), '9800000000');
  await user.type(screen.getByLabelText(/^Email/), 'ram@example.com');
  await user.type(screen.getByLabelText(/^Feedback/), 'Great teachers.');
}

describe('feedback form', () => {
  it('every field is labelled; an empty submit shows each message under its field and focuses the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, name } = await setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    for (const [label, message] of [
      [/^Name/, 'Name is required'],
      [/^Mobile Number/, 'Mobile number is required'],
      [/^Email/, 'Email is required'],
      [/^Feedback/, 'Feedback is required'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
    }
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email format', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = await setup();
    await fill(user);
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ram@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('success resets the form and opens the Thank You dialog', async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Success' });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(within(dialog).getByText('Thanks for your feedback!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Feedback/).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['HTTP 200 with IsSuccess false', () => answer(200, { IsSuccess: false, ResponseMSG: 'Invalid PassKey' })],
    ['an HTTP error', () => answer(500, { Message: 'An error has occurred.' })],
  ])('%s shows the error, keeps the input and offers a retry', async (_label, make) => {
    const fetchMock = make();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error occurred while sending feedback')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Ram Thapa');
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.stubGlobal('fetch', answer(200, { IsSuccess: true }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeTruthy();
  });

  it('offline, it waits, says so, keeps the input, and is sent once the connection returns', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const none = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', none);
    const { user } = await setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Not sent yet: the school cannot be reached');
    expect(screen.queryByText('Error occurred while sending feedback')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Ram Thapa');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(none).not.toHaveBeenCalled();
    const back = answer(200, { IsSuccess: true });
    vi.stubGlobal('fetch', back);
    offline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('dialog', { name: 'Thank You!' }, { timeout: 7_000 })).toBeTruthy();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a double click sends once', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (release = r)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await setup();
    await fill(user);
    const button = screen.getByRole('button', { name: 'Submit' });
    act(() => {
      fireEvent.submit(button.closest('form')!);
      fireEvent.submit(button.closest('form')!);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    await act(async () => release(new Response(JSON.stringify({ IsSuccess: true }), { status: 200 })));
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
