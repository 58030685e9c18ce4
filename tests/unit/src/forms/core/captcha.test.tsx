// @vitest-environment jsdom
// The captcha is checked through RJSF's customValidate (issue 20): a wrong code is an ordinary
// field error, in RJSF's error list and under the field (aria-invalid, aria-describedby), in
// English and in Nepali with the texts of the form's JSON; SPEC's rest stays: a new code and an
// empty input after a mismatch, Refresh clears the message, the right code (any case) goes on.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaValidator } from '@src/forms/core/captcha';
import type { JsonObject } from '@src/forms/core/form-json';
import { transformErrorsIn } from '@src/forms/core/messages';
import { loadFormDefinition, validatorFor, type FormDefinition } from '@src/forms/definitions';
import { ThemedForm } from '@src/forms/themed-form';
import type { AdditionalDetails } from '@src/generated/forms/admission-inquiry';
import { ne } from '@src/i18n/ne';
import { registerDictionary, type Lang } from '@src/i18n/t';
import { LangProvider } from '@src/i18n/lang-provider';
import { step } from '@test/form-definitions';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithConfig } from '@test/render';

configure({ asyncUtilTimeout: 5000 });

const MESSAGE = { en: 'Incorrect Captcha, Try Again.', ne: 'क्याप्चा मिलेन, कृपया फेरि प्रयास गर्नुहोस्।' };
const ERRORS_FOUND = { en: 'Please correct the marked fields.', ne: 'कृपया चिन्ह लगाइएका विवरणहरू सच्याउनुहोस्।' };
const NEXT = { en: 'Next', ne: 'अर्को' };

/** Step 5 of the admission wizard (the form with the captcha), its five required radios answered. */
const answered: AdditionalDetails = {
  hasDisease: 'No',
  tiffinRequired: 'No',
  transportFacility: 'No',
  hostelRequired: 'No',
  tuitionFacility: 'No',
};

beforeEach(() => registerDictionary('ne', ne));
afterEach(() => {
  vi.restoreAllMocks();
});

async function additionalStep(lang: Lang): Promise<{ def: FormDefinition; schema: RJSFSchema; ui: UiSchema }> {
  const def = await loadFormDefinition(siteConfig, 'admission-inquiry', lang);
  if (!def) throw new Error('no admission-inquiry form');
  return { def, ...step(def, 'additional') };
}

describe('the captcha in the error list (customValidate)', () => {
  const errorsOf = (def: FormDefinition, schema: RJSFSchema, ui: UiSchema, data: AdditionalDetails, armed = true) =>
    validatorFor(def.validators, schema, def.lang).validateFormData(
      data,
      schema,
      captchaValidator(def.lang, () => ({ field: 'captcha', code: 'AB3KQ9', armed })),
      transformErrorsIn(def.lang),
      ui,
    ).errors;

  it.each(['en', 'ne'] as const)("a wrong or missing code is an error of the captcha field, with the JSON's text (%s)", async (lang) => {
    const { def, schema, ui } = await additionalStep(lang);
    for (const typed of ['AB3KQ8', undefined]) {
      const errors = errorsOf(def, schema, ui, { ...answered, captcha: typed });
      expect(errors.map((e) => [e.property, e.message])).toEqual([['.captcha', MESSAGE[lang]]]);
    }
  });

  it('the right code in any case passes; before Next/Submit (or after Refresh) nothing is checked', async () => {
    const { def, schema, ui } = await additionalStep('en');
    expect(errorsOf(def, schema, ui, { ...answered, captcha: ' ab3kq9 ' })).toEqual([]);
    expect(errorsOf(def, schema, ui, { ...answered, captcha: 'WRONG1' }, false)).toEqual([]);
  });
});

describe('the captcha at the field', () => {
  async function start(lang: Lang) {
    const { def, schema, ui } = await additionalStep(lang);
    const onValid = vi.fn();
    function Harness() {
      const [data, setData] = useState<JsonObject>({ ...answered });
      return (
        <ThemedForm
          formId={def.id}
          idPrefix="f"
          schema={schema}
          ui={ui}
          validators={def.validators}
          data={data}
          onChange={setData}
          onValid={onValid}
        >
          <button type="submit">{NEXT[lang]}</button>
        </ThemedForm>
      );
    }
    const user = userEvent.setup();
    renderWithConfig(
      <LangProvider lang={lang}>
        <Harness />
      </LangProvider>,
    );
    const input = await screen.findByLabelText<HTMLInputElement>(/^(Captcha|क्याप्चा)/, { selector: 'input' });
    await waitFor(() => expect(code()).toMatch(/^[A-Z0-9]{6}$/));
    return { user, input, onValid, next: () => user.click(screen.getByRole('button', { name: NEXT[lang] })) };
  }
  const code = () => document.querySelector('[data-captcha-code]')?.getAttribute('data-captcha-code') ?? '';
  /** The texts the input's aria-describedby points at. */
  const described = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ');

  it.each(['en', 'ne'] as const)(
    'a wrong code: the message under the field, linked to it, a new code, the input emptied, nothing submitted (%s)',
    async (lang) => {
      const { user, input, onValid, next } = await start(lang);
      const first = code();
      await user.type(input, first === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
      await next();
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', ERRORS_FOUND[lang]);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(described(input)).toContain(MESSAGE[lang]);
      // The field template's error block, as for every other field, and only there.
      expect(screen.getAllByText(MESSAGE[lang])).toHaveLength(1);
      expect(screen.getByText(MESSAGE[lang]).closest('[data-field]')?.getAttribute('data-field')).toBe(input.id);
      expect(code()).not.toBe(first);
      expect(input.value).toBe('');
      await waitFor(() => expect(document.activeElement).toBe(input));
      expect(onValid).not.toHaveBeenCalled();
    },
  );

  it('the message stays while the new code is typed, goes when it matches, and the right code submits', async () => {
    const { user, input, onValid, next } = await start('en');
    await user.type(input, 'WRONG1');
    await next();
    await screen.findByText(MESSAGE.en);
    await user.type(input, code().slice(0, 3).toLowerCase());
    expect(screen.getByText(MESSAGE.en)).toBeTruthy();
    await user.type(input, code().slice(3).toLowerCase());
    await waitFor(() => expect(screen.queryByText(MESSAGE.en)).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await next();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toMatchObject({ ...answered, captcha: code().toLowerCase() });
  });

  it('Refresh: a new code, the message gone, and not back until the next Next', async () => {
    const { user, input, onValid, next } = await start('en');
    await user.type(input, 'WRONG1');
    await next();
    await screen.findByText(MESSAGE.en);
    const second = code();
    await user.click(screen.getByRole('button', { name: 'Show a new captcha code' }));
    expect(code()).not.toBe(second);
    await waitFor(() => expect(screen.queryByText(MESSAGE.en)).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await next(); // still empty: refused again
    expect(await screen.findByText(MESSAGE.en)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});
