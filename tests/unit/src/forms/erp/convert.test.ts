// @vitest-environment node
// Values as the ERP takes them (src/forms/erp/convert.ts, choice-match.ts): the contract's rules
// (ERP-FORMS.md §1.3, CommonBL) applied to what parents type.
import { describe, expect, it } from 'vitest';
import {
  atLeastYearsAgo,
  bsToErpDate,
  erpPhone,
  isErpEmail,
  isLatinName,
  passRequestValidation,
  toBool,
  toInt,
  toNumber,
} from '@src/forms/erp/convert';
import { choiceKey, matchChoice } from '@src/forms/erp/choice-match';

/** The ERP's ContactNo rule (CommonBL:60-94): 10-13 characters, each comma part starting with a digit. */
const erpAccepts = (v: string) => v.length >= 10 && v.length <= 13 && v.split(',').every((p) => /^\d/.test(p));

describe('erpPhone: the site phone rule normalised to the ERP form', () => {
  it.each([
    ['9841234567', '9841234567'],
    ['+977 984-1234567', '9841234567'],
    ['977 9841234567', '9841234567'],
    ['००९७७ ९८४१२३४५६७', '9841234567'],
    ['01-4372815', '97714372815'],
    ['+977 (0)1 4372815', '97714372815'],
    ['061-520123', '97761520123'],
    ['+1 415 555 0100', '14155550100'],
    ['+971 50 123 4567', '971501234567'],
  ])('%s → %s, which the ERP accepts', (typed, sent) => {
    expect(erpPhone(typed)).toBe(sent);
    expect(erpAccepts(sent)).toBe(true);
  });

  it('has no ERP form for a number abroad of more than 13 digits, nor for what the phone rule refuses', () => {
    expect(erpPhone('+44 20 7946 0958 12')).toBeUndefined(); // 14 digits: E.164 takes it, the ERP cannot
    expect(erpPhone('+1 415 555 01')).toBeUndefined(); // 9 digits
    expect(erpPhone('98412345')).toBeUndefined();
    expect(erpPhone('')).toBeUndefined();
    expect(erpPhone(42)).toBeUndefined();
  });
});

describe('the other values', () => {
  it('a first name in Latin letters only (Devanagari is refused by the ERP)', () => {
    expect(isLatinName("Asha D'Souza-Rai")).toBe(true);
    expect(isLatinName('आशा')).toBe(false);
    expect(isLatinName('Asha2')).toBe(false);
    expect(isLatinName('Āsha')).toBe(false);
  });

  it('whole numbers and numbers, Devanagari digits too; anything else is no number', () => {
    expect(toInt('4')).toBe(4);
    expect(toInt(' ४ ')).toBe(4);
    expect(toInt('4a')).toBeUndefined();
    expect(toInt('4.5')).toBeUndefined();
    expect(toInt('')).toBeUndefined();
    expect(toNumber('3.45')).toBe(3.45);
    expect(toNumber('६.५')).toBe(6.5);
    expect(toNumber('A+')).toBeUndefined();
  });

  it('yes/no and checkboxes as true/false', () => {
    expect([toBool('Yes'), toBool('No'), toBool(true), toBool(false), toBool('maybe')]).toEqual([true, false, true, false, undefined]);
  });

  it('a BS date becomes the AD date the ERP takes; a date that does not exist becomes nothing', () => {
    expect(bsToErpDate('2075-04-12')).toBe('2018-07-28');
    expect(bsToErpDate('२०७५-०४-१२')).toBe('2018-07-28');
    expect(bsToErpDate('2075-13-01')).toBeUndefined();
    expect(bsToErpDate('12/04/2075')).toBeUndefined();
  });

  it('the ERP DOB rule: at least two years before today', () => {
    const now = new Date(Date.UTC(2025, 5, 15));
    expect(atLeastYearsAgo('2023-06-15', 2, now)).toBe(true);
    expect(atLeastYearsAgo('2023-06-16', 2, now)).toBe(false);
  });

  it('e-mail as the ERP checks it', () => {
    expect(isErpEmail('ram@example.com')).toBe(true);
    expect(isErpEmail('ram@example')).toBe(false);
  });

  it('free text passes ASP.NET request validation: no "<" before a letter, "!", "/" or "?", no "&#"', () => {
    const out = passRequestValidation('Fever <b>high</b> &#39; 3 < 5 <!x');
    expect(out).not.toMatch(/<[A-Za-z!/?]|&#/);
    expect(out).toBe('Fever < b>high< /b> & #39; 3 < 5 < !x');
  });
});

describe('matchChoice: a name is matched to the ERP list entry, never sent as it is', () => {
  const classes = [
    { id: 21, name: 'Nursery' },
    { id: 22, name: 'LKG' },
    { id: 23, name: 'Class 1' },
    { id: 24, name: 'Class 2' },
  ];
  it('takes an id of the list, as the choices give it', () => {
    expect(matchChoice(classes, '23')).toBe(23);
    expect(matchChoice(classes, 23)).toBe(23);
    expect(matchChoice(classes, '99')).toBeUndefined();
  });
  it("matches SPEC's names to the list's: LKG, ONE ~ Class 1, TWO ~ Class 2", () => {
    expect(matchChoice(classes, 'LKG')).toBe(22);
    expect(matchChoice(classes, 'ONE')).toBe(23);
    expect(matchChoice(classes, 'TWO')).toBe(24);
    expect(choiceKey('Grade-1')).toBe(choiceKey('class ONE'));
  });
  it('finds nothing for a name the list lacks or that two entries share', () => {
    expect(matchChoice(classes, 'PG')).toBeUndefined();
    expect(matchChoice([...classes, { id: 30, name: 'class one' }], 'ONE')).toBeUndefined();
    expect(matchChoice([], 'LKG')).toBeUndefined();
  });
});
