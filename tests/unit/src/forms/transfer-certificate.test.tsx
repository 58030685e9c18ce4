// @vitest-environment jsdom
// Transfer certificate: the two required fields with their messages, the BS date picker, and the
// OTP dialog (focus moves on typing, Backspace goes back, pasting fills all, Resend, Cancel).
import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormView } from '@src/forms/form-view';
import { renderWithConfig, sentNowhere } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

async function start() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="transfer-certificate" />, sentNowhere('transfer-certificate'));
  await screen.findByLabelText(/^Mobile Number/, {}, { timeout: 10_000 });
  return user;
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 6`);

async function openOtp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Mobile Number/), '9800000000');
  await user.type(screen.getByLabelText(/^Date of Birth/), '2070-05-12');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog', { name: 'Enter OTP' });
}

describe('transfer certificate form', () => {
  it('requires mobile number and date of birth, with their messages; the others are optional', async () => {
    const user = await start();
    expect(screen.getByLabelText(/^Admission Number/)).toBeTruthy();
    expect(screen.getByLabelText(/^Board Registration Number/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mobile number is required.')).toBeTruthy();
    expect(screen.getByText('Date of birth is required.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Mobile Number/)));
  });

  it('a valid submit opens the OTP dialog; focus moves box to box, Backspace goes back', async () => {
    const user = await start();
    const dialog = await openOtp(user);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    await user.keyboard('1');
    expect(box(1).value).toBe('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('2');
    await user.keyboard('x'); // not a digit: ignored
    expect(box(3).value).toBe('');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(box(2).value).toBe('');
    expect(box(1).value).toBe('1');
  });

  it('pasting six digits fills all boxes; Resend clears; an incomplete code asks for all digits; Cancel closes', async () => {
    const user = await start();
    const dialog = await openOtp(user);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '654321' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('654321');
    expect(document.activeElement).toBe(box(6));
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please fill all the OTP fields correctly')).toBeTruthy();
    expect(document.activeElement).toBe(box(3));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Mobile Number/).value).toBe('9800000000');
  });

  it('a complete code closes the dialog and shows the request summary', async () => {
    const user = await start();
    const dialog = await openOtp(user);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Transfer Certificate Request' })).toBeTruthy();
    expect(screen.getByText('9800000000')).toBeTruthy();
    expect(screen.getByText('2070-05-12')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
