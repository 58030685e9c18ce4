// @vitest-environment jsdom
// The contact form with submit kind 'none' (SPEC §4: "submit only prevents the default action;
// nothing is sent"; issue 6: nothing is sent unless an endpoint is configured): a valid submit
// makes no request at all and leaves the visitor a printable summary that says so; an invalid
// one shows the messages and stays.
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SingleForm } from '@src/forms/single-form';
import { definition } from '@test/form-definitions';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function contactForm() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const onSubmitted = vi.fn();
  const def = { ...(await definition('contact')), submit: { kind: 'none' as const } };
  renderWithConfig(<SingleForm formId="contact" def={def} onSubmitted={onSubmitted} />);
  await screen.findByLabelText(/^Your Name/);
  return { user: userEvent.setup(), fetchMock, onSubmitted };
}

describe('contact form, submit kind none', () => {
  it('a valid submit sends nothing and shows the printable summary of what was typed', async () => {
    const { user, fetchMock, onSubmitted } = await contactForm();
    await user.type(screen.getByLabelText(/^Your Name/), 'Sita Rai');
    await user.type(screen.getByLabelText(/^Email/), 'sita@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'When does admission open?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect((await screen.findByRole('status')).textContent).toContain('This website does not send this form anywhere');
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText('Sita Rai')).toBeTruthy();
    expect(screen.getByText('When does admission open?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print or save' })).toBeTruthy();
    expect(screen.queryByText(/has been sent to the school/)).toBeNull();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an invalid submit shows the messages, sends nothing and keeps the form', async () => {
    const { user, fetchMock } = await contactForm();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
