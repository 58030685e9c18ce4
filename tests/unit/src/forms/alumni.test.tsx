// @vitest-environment jsdom
// Alumni registration: three groups as fieldsets, required fields enforced, and its draft.
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX } from '@src/forms/core/draft';
import { FormView } from '@src/forms/form-view';
import { renderWithConfig } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => localStorage.clear());

async function start() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="alumni" />);
  await screen.findByLabelText(/^Batch/, {}, { timeout: 10_000 });
  return user;
}

describe('alumni form', () => {
  it('shows the personal, education and employment groups and enforces the required fields', async () => {
    const user = await start();
    for (const name of ['Personal Details', 'Education', 'Employment']) expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(screen.getByLabelText('Role to be Associated With School')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const m of ['Batch is required', 'Full name is required', 'Mobile number is required', 'Email is required']) {
      expect(await screen.findByText(m)).toBeTruthy();
    }
  });

  it('keeps a draft and offers it back', async () => {
    const user = await start();
    await user.type(screen.getByLabelText(/^Full Name/), 'Bikash Rai');
    await user.type(screen.getByLabelText(/^Degree/), 'BSc');
    expect(Object.keys(localStorage).filter((k) => k.startsWith(`${DRAFT_PREFIX}alumni:`))).toHaveLength(1);
    cleanup();
    renderWithConfig(<FormView formId="alumni" />);
    await user.click(await screen.findByRole('button', { name: 'Continue where I left off' }, { timeout: 10_000 }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Full Name/).value).toBe('Bikash Rai');
    expect(screen.getByLabelText<HTMLInputElement>(/^Degree/).value).toBe('BSc');
  });
});
