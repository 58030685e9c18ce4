// @vitest-environment jsdom
// Form texts written as { en, ne } in schemas/forms/: resolved per language everywhere (labels,
// messages, option names), validated by the same precompiled code in both languages, and a
// language switch keeps what the visitor typed.
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormView } from '@src/forms/form-view';
import { LangProvider } from '@src/i18n/lang-provider';
import { isLocalText, localizeJson, textsWithoutNepali } from '@src/i18n/localize-json';
import { loadDictionary } from '@src/i18n/t';
import { formTextsWithoutNepali, isFormTextPath } from '@src/config-check/check-form-schemas';
import { aliasLines } from '@scripts/compile-validators';
import { FORMS_DIR, formIds, messagesOf } from '@test/form-definitions';
import { loadFormDefinition } from '@src/forms/definitions';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('localizeJson', () => {
  it('resolves { en, ne } objects anywhere, falls back to English, leaves the rest alone', () => {
    const raw = {
      title: { en: 'Name', ne: 'नाम' },
      enum: ['a'],
      properties: { title: { type: 'string', title: { en: 'Title' } } },
      list: [{ en: 'Yes', ne: '' }],
    };
    expect(localizeJson(raw, 'ne')).toEqual({
      title: 'नाम',
      enum: ['a'],
      properties: { title: { type: 'string', title: 'Title' } },
      list: ['Yes'],
    });
    expect(localizeJson(raw, 'en').title).toBe('Name');
    expect(isLocalText({ en: 'x', other: 1 })).toBe(false);
    expect(isLocalText({ type: 'string' })).toBe(false);
  });

  it('lists texts without a Nepali version, only where visitors read them', () => {
    const schema = {
      title: 'Form',
      description: 'a note for developers',
      properties: {
        title: { type: 'string', title: { en: 'Title', ne: 'शीर्षक' } },
        email: { type: 'string', title: 'Email', pattern: '^x$' },
      },
    };
    expect(textsWithoutNepali(schema, isFormTextPath)).toEqual(['title', 'properties.email.title']);
    const ui = {
      email: {
        'ui:widget': 'text',
        'ui:errorMessages': { required: 'Email is required', format: { en: 'Bad', ne: 'गलत' } },
        'ui:options': { inputType: 'email' },
      },
    };
    expect(textsWithoutNepali(ui, isFormTextPath)).toEqual(['email.ui:errorMessages.required']);
  });

  it('every form of the school has every text in Nepali (npm run validate would warn otherwise)', () => {
    expect(formTextsWithoutNepali(FORMS_DIR)).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'forms-'));
    writeFileSync(join(dir, 'x.schema.json'), JSON.stringify({ type: 'object', properties: { a: { type: 'string', title: 'A' } } }));
    expect(formTextsWithoutNepali(dir)).toEqual(['schemas/forms/x.schema.json properties.a.title']);
  });
});

describe('validators in both languages', () => {
  it.each(formIds())('%s: the Nepali form validates with the precompiled code and Nepali messages', async (id) => {
    const en = (await loadFormDefinition(siteConfig, id, 'en'))!;
    const ne = (await loadFormDefinition(siteConfig, id, 'ne'))!;
    expect(ne.version).toBe(en.version); // a draft survives a change of language
    const roots: Array<[RJSFSchema, UiSchema, RJSFSchema, UiSchema]> = ne.steps.length
      ? ne.steps.map((k) => [
          (ne.schema.properties as Record<string, RJSFSchema>)[k],
          (ne.ui as Record<string, UiSchema>)[k],
          (en.schema.properties as Record<string, RJSFSchema>)[k],
          (en.ui as Record<string, UiSchema>)[k],
        ])
      : [[ne.schema, ne.ui, en.schema, en.ui]];
    await loadDictionary('ne'); // generic messages (no text in the file) come from the dictionary
    for (const [neSchema, neUi, enSchema, enUi] of roots) {
      const neMessages = messagesOf(ne, neSchema, neUi, {});
      const enMessages = messagesOf(en, enSchema, enUi, {});
      expect(Object.keys(neMessages)).toEqual(Object.keys(enMessages));
      for (const [field, list] of Object.entries(neMessages)) {
        if (JSON.stringify(list) !== JSON.stringify(enMessages[field])) continue;
        throw new Error(`${id} ${field}: the Nepali message is the English one: ${list.join(' ')}`);
      }
    }
  });

  it('a Nepali text that changes a rule is refused when validators are compiled', () => {
    const en = { type: 'object', properties: { a: { type: 'string', title: 'A', maxLength: 5 } } };
    const ne = { type: 'object', properties: { a: { type: 'string', title: 'क', maxLength: 6 } } };
    expect(() => aliasLines('x', [en], [ne])).toThrow(/change a rule/);
    expect(aliasLines('x', [en], [{ ...ne, properties: { a: { ...ne.properties.a, maxLength: 5 } } }])).toHaveLength(1);
  });
});

describe('the feedback form in Nepali', () => {
  it("labels and messages are the page's language's (a Nepali page at its own address)", async () => {
    const user = userEvent.setup();
    const english = renderWithConfig(
      <LangProvider lang="en">
        <FormView formId="feedback" />
      </LangProvider>,
    );
    expect(await screen.findByLabelText(/^Name/)).toBeTruthy();
    english.unmount();
    await loadDictionary('ne');
    renderWithConfig(
      <LangProvider lang="ne">
        <FormView formId="feedback" />
      </LangProvider>,
    );
    const nameNe = await screen.findByLabelText(/^नाम/);
    await user.type(nameNe, 'Ram Thapa');
    expect((nameNe as HTMLInputElement).value).toBe('Ram Thapa');
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'पेश गर्नुहोस्' }));
    const mobile = screen.getByLabelText(/^मोबाइल नम्बर/);
    const described = (mobile.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toMatch(/आवश्यक/);
    expect(within(document.body).queryByText('Mobile number is required')).toBeNull();
  }, 30000);
});
