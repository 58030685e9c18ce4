// @vitest-environment node
// Conditional fields, 'Same as Permanent Address', captcha, OTP editing, messages from JSON.
import { describe, expect, it } from 'vitest';
import { applyConditions, pruneInactive } from '@src/forms/core/conditions';
import { applyEffects } from '@src/forms/core/effects';
import { captchaMatches, CAPTCHA_ALPHABET, makeCaptcha } from '@src/forms/core/captcha';
import { emptyOtp, otpBackspace, otpComplete, otpInput } from '@src/forms/core/otp';
import { messageFor, transformErrors, uiNodeAt } from '@src/forms/core/messages';
import { readForm } from '@test/form-definitions';

const additional = () => {
  const { schema, ui } = readForm('admission-inquiry');
  return { schema: (schema.properties as never)['additional'], ui: (ui as never)['additional'] };
};
const contact = () => {
  const { schema, ui } = readForm('admission-inquiry');
  return { schema: (schema.properties as never)['contact'], ui: (ui as never)['contact'] };
};

describe('conditional fields (step 5)', () => {
  it('disease Yes reveals problem; presentCondition is disabled unless Yes', () => {
    const { schema, ui } = additional();
    const none = applyConditions(schema, ui, {}) as Record<string, Record<string, unknown>>;
    expect(none.problem['ui:widget']).toBe('hidden');
    expect(none.presentCondition['ui:disabled']).toBe(true);
    const no = applyConditions(schema, ui, { hasDisease: 'No' }) as Record<string, Record<string, unknown>>;
    expect(no.problem['ui:widget']).toBe('hidden');
    expect(no.presentCondition['ui:disabled']).toBe(true);
    const yes = applyConditions(schema, ui, { hasDisease: 'Yes' }) as Record<string, Record<string, unknown>>;
    expect(yes.problem['ui:widget']).toBe('textarea');
    expect(yes.presentCondition['ui:disabled']).toBeUndefined();
  });

  it.each([
    ['tiffinRequired', 'tiffinDetails'],
    ['transportFacility', 'transportDetails'],
    ['hostelRequired', 'hostelDetails'],
    ['tuitionFacility', 'tuition'],
  ])('%s Yes reveals %s', (radio, details) => {
    const { schema, ui } = additional();
    const hidden = applyConditions(schema, ui, { [radio]: 'No' }) as Record<string, Record<string, unknown>>;
    expect(hidden[details]['ui:widget']).toBe('hidden');
    const shown = applyConditions(schema, ui, { [radio]: 'Yes' }) as Record<string, Record<string, unknown>>;
    expect(shown[details]['ui:widget']).not.toBe('hidden');
  });

  it('values of hidden and disabled fields, and the captcha, are not delivered', () => {
    const { schema, ui } = additional();
    const data = {
      hasDisease: 'No',
      problem: 'asthma',
      presentCondition: 'Improving',
      tiffinRequired: 'Yes',
      tiffinDetails: 'veg',
      transportFacility: 'No',
      transportDetails: 'Sanepa',
      captcha: 'ABC123',
      remarks: 'hi',
    };
    expect(pruneInactive(schema, ui, data)).toEqual({
      hasDisease: 'No',
      tiffinRequired: 'Yes',
      tiffinDetails: 'veg',
      transportFacility: 'No',
      remarks: 'hi',
    });
    expect(pruneInactive(schema, ui, { hasDisease: 'Yes', problem: 'asthma', presentCondition: 'Improving' })).toEqual({
      hasDisease: 'Yes',
      problem: 'asthma',
      presentCondition: 'Improving',
    });
  });
});

describe("'Same as Permanent Address'", () => {
  const permanent = {
    permanentAddress: 'Lalitpur',
    permanentProvince: 'Bagmati',
    permanentDistrict: 'Lalitpur',
    permanentLocalLevel: 'Lalitpur Metro',
    permanentWard: '2',
    permanentStreet: 'Sanepa',
  };
  it('ticking copies the permanent fields into the current ones', () => {
    const { schema, ui } = contact();
    const next = applyEffects(schema, ui, permanent, { ...permanent, sameAsPermanent: true });
    expect(next).toMatchObject({
      currentAddress: 'Lalitpur',
      currentProvince: 'Bagmati',
      currentDistrict: 'Lalitpur',
      currentLocalLevel: 'Lalitpur Metro',
      currentWard: '2',
      currentStreet: 'Sanepa',
    });
  });
  it('unticking clears them', () => {
    const { schema, ui } = contact();
    const ticked = applyEffects(schema, ui, permanent, { ...permanent, sameAsPermanent: true });
    const unticked = applyEffects(schema, ui, ticked, { ...ticked, sameAsPermanent: false });
    for (const k of ['currentAddress', 'currentProvince', 'currentDistrict', 'currentLocalLevel', 'currentWard', 'currentStreet']) {
      expect(unticked).not.toHaveProperty(k);
    }
    expect(unticked).toMatchObject(permanent);
  });
  it('while ticked, a changed permanent field is copied again; other changes are left alone', () => {
    const { schema, ui } = contact();
    const ticked = applyEffects(schema, ui, permanent, { ...permanent, sameAsPermanent: true });
    const edited = applyEffects(schema, ui, ticked, { ...ticked, permanentWard: '5' });
    expect((edited as Record<string, unknown>).currentWard).toBe('5');
    const same = { ...ticked };
    expect(applyEffects(schema, ui, ticked, same)).toBe(same);
  });
});

describe('captcha', () => {
  it('is 6 upper-case letters or digits', () => {
    for (let i = 0; i < 50; i++) expect(makeCaptcha(6)).toMatch(/^[A-Z0-9]{6}$/);
    expect([...makeCaptcha(200)].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
  });
  it('is random', () => {
    const codes = new Set(Array.from({ length: 20 }, () => makeCaptcha(6)));
    expect(codes.size).toBeGreaterThan(15);
  });
  it('compares case-insensitively, ignoring surrounding spaces', () => {
    expect(captchaMatches('ab3kq9', 'AB3KQ9')).toBe(true);
    expect(captchaMatches(' AB3KQ9 ', 'AB3KQ9')).toBe(true);
    expect(captchaMatches('AB3KQ8', 'AB3KQ9')).toBe(false);
    expect(captchaMatches(undefined, 'AB3KQ9')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});

describe('OTP editing', () => {
  it('typing a digit fills the box and moves to the next', () => {
    expect(otpInput(emptyOtp(6), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(otpInput(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });
  it('letters are ignored', () => {
    expect(otpInput(emptyOtp(6), 2, 'a')).toEqual({ digits: emptyOtp(6), focus: 2 });
  });
  it('pasting six digits fills every box, wherever it lands', () => {
    expect(otpInput(emptyOtp(6), 3, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(otpInput(emptyOtp(6), 0, ' 12-34 56 ')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });
  it('Devanagari digits (a Nepali keyboard or SMS) count as 0–9, typed or pasted', () => {
    expect(otpInput(emptyOtp(6), 0, '४')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(otpInput(emptyOtp(6), 0, '१२३४५६')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(otpInput(['1', '', '', '', '', ''], 0, '1९')).toEqual({ digits: ['9', '', '', '', '', ''], focus: 1 });
    expect(otpComplete(otpInput(emptyOtp(6), 0, '१२३-४५६').digits)).toBe(true);
  });
  it('pasting fewer digits fills from the current box', () => {
    expect(otpInput(emptyOtp(6), 2, '78')).toEqual({ digits: ['', '', '7', '8', '', ''], focus: 4 });
  });
  it('Backspace clears the box, then moves to the previous one', () => {
    expect(otpBackspace(['1', '2', '3', '', '', ''], 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(otpBackspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(otpBackspace(emptyOtp(6), 0)).toEqual({ digits: emptyOtp(6), focus: 0 });
  });
  it('is complete with one digit in every box', () => {
    expect(otpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(otpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});

describe('messages from the JSON', () => {
  const ui = {
    name: { 'ui:errorMessages': { required: 'Name please' } },
    docs: { 'ui:widget': 'documents', items: { file: { 'ui:errorMessages': { required: 'File is required' } } } },
    limited: { 'ui:errorMessages': { fileSize: 'Too big (limit {max})' } },
  };
  it('finds nodes by data path, array indexes through items', () => {
    expect(uiNodeAt(ui, ['docs', '3', 'file'])).toEqual({ 'ui:errorMessages': { required: 'File is required' } });
  });
  it('fills placeholders and falls back to generic texts', () => {
    expect(messageFor('en', ui.limited, 'fileSize', { max: '2 MB' })).toBe('Too big (limit 2 MB)');
    expect(messageFor('en', {}, 'required')).toBe('This field is required');
    expect(messageFor('en', {}, 'maxLength', { limit: 20 })).toBe('Please use at most 20 characters');
    expect(messageFor('en', {}, 'const')).toBe('Please check this value');
  });
  it('transformErrors uses them, moves inner errors onto compound widgets and drops duplicates', () => {
    const errors = transformErrors(
      'en',
      [
        { name: 'required', property: 'name', message: 'must have required property', stack: '', params: { missingProperty: 'name' } },
        { name: 'required', property: '.docs.0.file', message: 'x', stack: '', params: {} },
        { name: 'required', property: '.docs.1.file', message: 'x', stack: '', params: {} },
      ],
      ui,
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.name', 'Name please'],
      ['.docs', 'File is required'],
    ]);
  });
});
