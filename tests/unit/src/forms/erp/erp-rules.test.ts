// @vitest-environment jsdom
// The ERP's rules checked in the form before anything is sent (src/forms/erp/erp-rules.ts), as the
// form engine validates (schema, phone rule, ERP rules), in English and in Nepali; and only for a
// form that goes to the ERP.
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import { loadFormDefinition, type FormDefinition } from '@src/forms/definitions';
import { brokenRule } from '@src/forms/erp/erp-rules';
import { ne } from '@src/i18n/ne';
import { registerDictionary, type Lang } from '@src/i18n/t';
import { sentNowhere } from '@test/render';
import { messagesOf, step } from '@test/form-definitions';

beforeAll(() => registerDictionary('ne', ne));

async function def(id: string, lang: Lang = 'en', config = siteConfig): Promise<FormDefinition> {
  const d = await loadFormDefinition(config, id, lang);
  if (!d) throw new Error(id);
  return d;
}

const personal = { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9841234567', course: 'LKG' };

describe('the admission inquiry going to the ERP', () => {
  it('a first name in Devanagari is stopped: "write the name in English letters, as on the birth certificate"', async () => {
    const d = await def('admission-inquiry');
    const { schema, ui } = step(d, 'personal');
    expect(messagesOf(d, schema, ui, { ...personal, firstName: 'आशा' })).toEqual({
      '.firstName': ['Write the name in English letters, as on the birth certificate.'],
    });
    expect(messagesOf(d, schema, ui, personal)).toEqual({});
  });

  it("in Nepali, in the parent's language", async () => {
    const d = await def('admission-inquiry', 'ne');
    const { schema, ui } = step(d, 'personal');
    expect(messagesOf(d, schema, ui, { ...personal, firstName: 'आशा' })['.firstName']).toEqual([
      'नाम अङ्ग्रेजी अक्षरमा लेख्नुहोस्, जन्मदर्ता प्रमाणपत्रमा जस्तै।',
    ]);
    expect(messagesOf(d, schema, ui, { ...personal, contactNo: '+44 20 7946 0958 12' })['.contactNo']?.[0]).toMatch(
      /^विद्यालयको प्रणालीले १० देखि १३/,
    );
  });

  it('a number abroad the ERP cannot take (14 digits) is stopped; the phone rule alone would take it', async () => {
    const d = await def('admission-inquiry');
    const { schema, ui } = step(d, 'personal');
    expect(messagesOf(d, schema, ui, { ...personal, contactNo: '+44 20 7946 0958 12' })['.contactNo']).toEqual([
      "The school's system takes phone numbers of 10 to 13 digits: give a Nepali mobile or landline, or a number abroad with its country code.",
    ]);
    expect(messagesOf(d, schema, ui, { ...personal, contactNo: '+44 20 7946 0958' })).toEqual({});
  });

  it('the date of birth at least two years ago, and a real date', async () => {
    const d = await def('admission-inquiry');
    const { schema, ui } = step(d, 'personal');
    const thisYear = new Date().getFullYear() + 57; // a BS year ahead of today's
    expect(messagesOf(d, schema, ui, { ...personal, dob: `${thisYear}-01-01` })['.dob']).toEqual([
      'The date of birth must be at least 2 years ago.',
    ]);
    expect(messagesOf(d, schema, ui, { ...personal, dob: '2075-13-01' })['.dob']).toEqual(['Please check this date.']);
    expect(messagesOf(d, schema, ui, { ...personal, dob: '2075-04-12' })).toEqual({});
  });

  it('the ward as a number (Devanagari digits too)', async () => {
    const d = await def('admission-inquiry');
    const { schema, ui } = step(d, 'contact');
    expect(messagesOf(d, schema, ui, { permanentAddress: 'Lalitpur', permanentWard: 'four' })).toEqual({
      '.permanentWard': ['Write this as a number, e.g. 4.'],
    });
    expect(messagesOf(d, schema, ui, { permanentAddress: 'Lalitpur', permanentWard: '४' })).toEqual({});
  });

  it('a health problem described when there is one (the ERP requires both texts then)', async () => {
    const d = await def('admission-inquiry');
    const { schema, ui } = step(d, 'additional');
    const answers = { hasDisease: 'Yes', tiffinRequired: 'No', transportFacility: 'No', hostelRequired: 'No', tuitionFacility: 'No' };
    const m = messagesOf(d, schema, ui, answers);
    expect(m['.problem']).toEqual(['This field is required']);
    expect(m['.presentCondition']).toEqual(['This field is required']);
    expect(messagesOf(d, schema, ui, { ...answers, hasDisease: 'No' })['.problem']).toBeUndefined();
  });

  it('sent nowhere (kind none), the form keeps SPEC rules only: a Devanagari name is fine', async () => {
    const d = await def('admission-inquiry', 'en', sentNowhere('admission-inquiry'));
    const { schema, ui } = step(d, 'personal');
    expect(messagesOf(d, schema, ui, { ...personal, firstName: 'आशा' })).toEqual({});
  });
});

describe('the transfer-certificate request going to the ERP', () => {
  it('needs the admission number, which the ERP requires (RegdNo), and marks it required', async () => {
    const d = await def('transfer-certificate');
    expect((d.ui.admissionNumber as Record<string, Record<string, unknown>>)['ui:options'].markRequired).toBe(true);
    const answers = { mobileNumber: '9841234567', dateOfBirth: '2060-01-01' };
    expect(messagesOf(d, d.schema, d.ui, answers)).toEqual({ '.admissionNumber': ['This field is required'] });
    expect(messagesOf(d, d.schema, d.ui, { ...answers, admissionNumber: 'A-77' })).toEqual({});
  });
});

describe('brokenRule', () => {
  it('one of DOB and contact (the TC request): blank both is the "oneOf" rule', () => {
    const r = { oneOf: { fields: ['mobileNumber'], labels: ['Mobile Number'] } };
    expect(brokenRule(r, '', { mobileNumber: '' }, new Date())).toBe('oneOf');
    expect(brokenRule(r, '', { mobileNumber: '98' }, new Date())).toBeNull();
  });
});
