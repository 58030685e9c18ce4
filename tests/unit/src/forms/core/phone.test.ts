// @vitest-environment node
// The one phone rule (issue 19, src/forms/core/phone.ts) on numbers as people write them: Nepali
// mobiles and landlines in every usual spelling, numbers abroad, and what cannot be a number.
import { describe, expect, it } from 'vitest';
import { parsePhone, phoneMessage } from '@src/forms/core/phone';
import { registerDictionary } from '@src/i18n/t';
import { ne } from '@src/i18n/ne';
import { INVALID, VALID } from '@test/phone-table';

describe('the phone rule: numbers people write', () => {
  it.each(VALID)('accepts %j as %s (%s)', (input, e164, kind) => {
    expect(parsePhone(input)).toEqual({ ok: true, e164, kind });
  });

  it.each(INVALID)('refuses %j (%s)', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false });
  });

  it('refuses what is not text', () => {
    for (const v of [undefined, null, 9841234567, {}, ['9841234567']]) expect(parsePhone(v)).toEqual({ ok: false });
  });

  it('the table is large enough to mean something', () => {
    expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(30);
  });
});

describe('kinds', () => {
  const abroad = VALID.filter(([, , kind]) => kind === 'international').map(([input]) => input);
  const landlines = VALID.filter(([, , kind]) => kind === 'landline').map(([input]) => input);
  const mobiles = VALID.filter(([, , kind]) => kind === 'mobile').map(([input]) => input);

  it("'any' (the default) takes mobiles, landlines and numbers abroad", () => {
    for (const input of [...mobiles, ...landlines, ...abroad]) expect(parsePhone(input, 'any').ok, input).toBe(true);
  });

  it("'nepal' takes Nepali mobiles and landlines and refuses numbers abroad", () => {
    for (const input of [...mobiles, ...landlines]) expect(parsePhone(input, 'nepal').ok, input).toBe(true);
    for (const input of abroad) expect(parsePhone(input, 'nepal'), input).toEqual({ ok: false });
  });

  it("'nepal-mobile' takes Nepali mobiles only", () => {
    for (const input of mobiles) expect(parsePhone(input, 'nepal-mobile').ok, input).toBe(true);
    for (const input of [...landlines, ...abroad]) expect(parsePhone(input, 'nepal-mobile'), input).toEqual({ ok: false });
  });

  it('the kinds never accept what the rule refuses', () => {
    for (const kind of ['any', 'nepal', 'nepal-mobile'] as const)
      for (const [input] of INVALID) expect(parsePhone(input, kind), `${kind} ${input}`).toEqual({ ok: false });
  });

  it('the message shows examples of what the kind accepts, each of them accepted', () => {
    expect(phoneMessage('en')).toBe('Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100');
    expect(phoneMessage('en', 'nepal')).toBe('Enter a Nepali phone number, e.g. 9841234567 or 01-4372815');
    expect(phoneMessage('en', 'nepal-mobile')).toBe('Enter a Nepali mobile number, e.g. 9841234567');
    for (const kind of ['any', 'nepal', 'nepal-mobile'] as const) {
      const examples = phoneMessage('en', kind)
        .split('e.g. ')[1]
        .split(/, | or /);
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(parsePhone(example, kind).ok, `${kind}: ${example}`).toBe(true);
    }
  });

  it('in Nepali too (its examples in Devanagari digits, which the rule reads)', () => {
    registerDictionary('ne', ne);
    expect(phoneMessage('ne')).toBe('फोन नम्बर लेख्नुहोस्, जस्तै ९८४१२३४५६७, ०१-४३७२८१५ वा +१ ४१५ ५५५ ०१००');
    for (const kind of ['any', 'nepal', 'nepal-mobile'] as const) {
      const examples = phoneMessage('ne', kind)
        .split('जस्तै ')[1]
        .split(/, | वा /);
      for (const example of examples) expect(parsePhone(example, kind).ok, `${kind}: ${example}`).toBe(true);
    }
  });
});
