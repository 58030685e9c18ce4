// @vitest-environment node
// Every validation rule and message of SPEC §5, from the forms' JSON through the precompiled
// validators and our message transform. The forms as SPEC has them: sent nowhere (the shipped
// config sends the admission inquiry and the TC request into the ERP, which adds its own rules:
// erp-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { sentNowhere } from '@test/render';
import { definition as shipped, messagesOf, step } from '@test/form-definitions';

const spec = sentNowhere('admission-inquiry', 'transfer-certificate');
const definition = (id: string) => shipped(id, spec);

describe('admission inquiry: required fields and their messages', () => {
  it('step 1 Personal Information', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'personal');
    expect(messagesOf(def, s.schema, s.ui, {})).toEqual({
      '.firstName': ['First name is required'],
      '.lastName': ['Last name is required'],
      '.gender': ['Gender is required'],
      '.contactNo': ['Contact number is required'],
      '.course': ['Course selection is required'],
    });
    const ok = { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9800000000', course: 'LKG' };
    expect(messagesOf(def, s.schema, s.ui, ok)).toEqual({});
  });

  it('step 1 has no format check on email; its phone takes any real number but refuses what is none (docs/decisions.md)', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'personal');
    const data = { firstName: 'A', lastName: 'B', gender: 'male', contactNo: '+971 50 123 4567', course: 'ONE', email: 'not an email' };
    expect(messagesOf(def, s.schema, s.ui, data)).toEqual({});
    expect(messagesOf(def, s.schema, s.ui, { ...data, contactNo: 'call me' })).toEqual({
      '.contactNo': ['Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100'],
    });
  });

  it('step 1 refuses a class outside the Class Applied options', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'personal');
    const data = { firstName: 'A', lastName: 'B', gender: 'male', contactNo: '9841234567', course: 'TEN' };
    expect(Object.keys(messagesOf(def, s.schema, s.ui, data))).toEqual(['.course']);
  });

  it('step 2 Parents Detail', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'parents');
    expect(messagesOf(def, s.schema, s.ui, {})).toEqual({
      '.fatherName': ["Father's name is required"],
      '.fatherContact': ['Contact number is required'],
    });
  });

  it('step 3 Contact Details', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'contact');
    expect(messagesOf(def, s.schema, s.ui, {})).toEqual({ '.permanentAddress': ['Permanent address is required'] });
  });

  it('step 4 has no required fields', async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'college');
    expect(messagesOf(def, s.schema, s.ui, {})).toEqual({});
  });

  it("step 5: the five Yes/No radios say 'Please select an option'; the declaration is not enforced", async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'additional');
    const m = messagesOf(def, s.schema, s.ui, {});
    expect(m).toEqual({
      '.hasDisease': ['Please select an option'],
      '.tiffinRequired': ['Please select an option'],
      '.transportFacility': ['Please select an option'],
      '.hostelRequired': ['Please select an option'],
      '.tuitionFacility': ['Please select an option'],
    });
    const all = { hasDisease: 'No', tiffinRequired: 'No', transportFacility: 'Yes', hostelRequired: 'No', tuitionFacility: 'No' };
    expect(messagesOf(def, s.schema, s.ui, all)).toEqual({});
  });

  it("step 6: a document without a file says 'File is required' on the documents list", async () => {
    const def = await definition('admission-inquiry');
    const s = step(def, 'attachments');
    expect(messagesOf(def, s.schema, s.ui, {})).toEqual({});
    const m = messagesOf(def, s.schema, s.ui, { documents: [{ type: 'General', name: 'a.pdf' }, { type: 'Citizenship' }] });
    expect(m).toEqual({ '.documents': ['File is required'] });
  });
});

describe('transfer certificate', () => {
  it('mobile number and date of birth are required, with the full-stop messages', async () => {
    const def = await definition('transfer-certificate');
    expect(messagesOf(def, def.schema, def.ui, {})).toEqual({
      '.mobileNumber': ['Mobile number is required.'],
      '.dateOfBirth': ['Date of birth is required.'],
    });
    expect(messagesOf(def, def.schema, def.ui, { mobileNumber: '9800000000', dateOfBirth: '2070-05-12' })).toEqual({});
  });
});

describe('feedback', () => {
  it('Name, Mobile Number, Email and Feedback are required; Email must be an email', async () => {
    const def = await definition('feedback');
    expect(messagesOf(def, def.schema, def.ui, {})).toEqual({
      '.Name': ['Name is required'],
      '.ContactNo': ['Mobile number is required'],
      '.Email': ['Email is required'],
      '.Feedback': ['Feedback is required'],
    });
    const data = { Name: 'Ram', ContactNo: '9841234567', Email: 'ram@', Feedback: 'Good' };
    expect(messagesOf(def, def.schema, def.ui, data)).toEqual({ '.Email': ['Please enter a valid email address'] });
    expect(messagesOf(def, def.schema, def.ui, { ...data, Email: 'ram@example.com' })).toEqual({});
  });

  it('checks phone numbers with the one rule: landlines and numbers abroad pass, what cannot be a number is refused with examples', async () => {
    const phoneMsg = 'Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100';
    const fb = await definition('feedback');
    const ok = { Name: 'Ram', Email: 'ram@example.com', Feedback: 'Good' };
    for (const good of [
      '9841234567',
      '+9779841234567',
      '977-9801234567',
      '01-5543210',
      '9841-234567',
      '+1 415 555 0100',
      '+971 50 123 4567',
    ]) {
      expect(messagesOf(fb, fb.schema, fb.ui, { ...ok, ContactNo: good }), good).toEqual({});
    }
    // Letters fail the schema's pattern of allowed characters, the others the rule: one message.
    for (const bad of ['98', '98412345678', '4155550100', 'ram', '+977 12345']) {
      expect(messagesOf(fb, fb.schema, fb.ui, { ...ok, ContactNo: bad }), bad).toEqual({ '.ContactNo': [phoneMsg] });
    }
    // Too long for the field: the schema's own message, not two.
    expect(messagesOf(fb, fb.schema, fb.ui, { ...ok, ContactNo: '9'.repeat(31) })).toEqual({
      '.ContactNo': ['Please use at most 30 characters'],
    });
    const tc = await definition('transfer-certificate');
    expect(messagesOf(tc, tc.schema, tc.ui, { mobileNumber: '12345', dateOfBirth: '2070-01-01' })).toEqual({ '.mobileNumber': [phoneMsg] });
    expect(messagesOf(tc, tc.schema, tc.ui, { mobileNumber: '+44 20 7946 0958', dateOfBirth: '2070-01-01' })).toEqual({});
  });
});

describe('alumni and job apply enforce their required fields', () => {
  it('alumni', async () => {
    const def = await definition('alumni');
    expect(messagesOf(def, def.schema, def.ui, { personal: {}, education: {}, employment: {} })).toEqual({
      '.personal.batch': ['Batch is required'],
      '.personal.fullName': ['Full name is required'],
      '.personal.mobileNo': ['Mobile number is required'],
      '.personal.email': ['Email is required'],
    });
  });

  it('job apply', async () => {
    const def = await definition('job-apply');
    expect(messagesOf(def, def.schema, def.ui, {})).toEqual({
      '.firstName': ['First name is required'],
      '.lastName': ['Last name is required'],
      '.email': ['Email is required'],
      '.phone': ['Phone number is required'],
      '.cv': ['CV is required'],
    });
  });
});

describe('contact', () => {
  it('name, email and message are required', async () => {
    const def = await definition('contact');
    expect(Object.keys(messagesOf(def, def.schema, def.ui, {}))).toEqual(['.name', '.email', '.message']);
  });
});
