// @vitest-environment jsdom
// A form that keeps a draft says so on the page, for how long, and lets the visitor remove it and
// keep nothing more for the rest of the visit (a shared or cyber-café computer).
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX } from '@src/forms/core/draft';
import { FormView } from '@src/forms/form-view';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => localStorage.clear());

const drafts = () => Object.entries(localStorage).filter(([k]) => k.startsWith(DRAFT_PREFIX));

describe('the draft note', () => {
  it('says what is kept and for how long; "Remove" deletes the draft and keeps nothing more', async () => {
    const user = userEvent.setup();
    renderWithConfig(<FormView formId="admission-inquiry" />);
    const first = await screen.findByLabelText(/^First Name/, {}, { timeout: 10_000 });
    const note = await screen.findByText(/Your answers are kept on this device for 7 days/);
    expect(note.textContent).toMatch(/never health, caste or religion/);

    await user.type(first, 'Asha');
    await user.type(screen.getByLabelText(/^Caste/), 'Newar');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(drafts()[0][1]).toContain('Asha');
    expect(drafts()[0][1]).not.toContain('Newar'); // sensitive: never stored

    await user.click(screen.getByRole('button', { name: 'Remove them from this device' }));
    expect(drafts()).toEqual([]);
    expect(screen.getByText('Nothing of this form is kept on this device.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Last Name/), 'Thapa');
    expect(drafts()).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('Asha'); // the form itself keeps its answers
  });
});
