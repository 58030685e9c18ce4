// @vitest-environment jsdom
// In Nepali the documents list (admission step 6) numbers its entries and gives their sizes in
// Devanagari digits, like every other number the site writes in Nepali (issue 13).
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '@src/forms/core/draft';
import { Wizard } from '@src/forms/wizard/wizard';
import { ne } from '@src/i18n/ne';
import { registerDictionary } from '@src/i18n/t';
import { LangProvider } from '@src/i18n/lang-provider';
import { definition } from '@test/form-definitions';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  registerDictionary('ne', ne);
});

describe('documents list in Nepali', () => {
  it('shows "१." and "१२.३५ KB", not Latin digits', async () => {
    const def = await definition('admission-inquiry', undefined, 'ne'); // built in Nepali
    const documents = [{ type: 'General', name: 'marksheet.pdf', size: 12646 }]; // as a draft keeps it: no file
    localStorage.setItem(
      draftKey(def.id, def.version),
      JSON.stringify({ savedAt: new Date().toISOString(), step: 5, data: { attachments: { documents } } }),
    );
    renderWithConfig(
      <LangProvider lang="ne">
        <Wizard formId={def.id} def={def} />
      </LangProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: ne['form.draft.resume'] }));
    const item = (await screen.findByRole('button', { name: 'कागजात १ हटाउनुहोस्: marksheet.pdf' })).closest('li')!;
    expect(item.textContent).toContain('१.');
    expect(item.textContent).toContain('marksheet.pdf · १२.३५ KB');
    expect(item.textContent).not.toMatch(/[0-9]/);
  });
});
