// @vitest-environment node
// One rule for phone numbers in every form (issue 19): each phone field of each form's JSON asks
// for the rule ("ui:options": { "phone": … }), none keeps a rule of its own (the old Nepali-mobile
// pattern), the schemas refuse nothing the rule accepts (they are what the demo back-end checks
// submissions against), hidden fields are not checked, and what is delivered carries each
// number's E.164 form beside what was typed.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { localizeJson } from '@src/i18n/localize-json';
import { applyConditions } from '@src/forms/core/conditions';
import { PHONE_CHARACTERS } from '@src/forms/core/phone';
import { withPhoneE164 } from '@src/forms/core/phone-fields';
import { runtimeValidators } from '@src/studio/runtime-validators';
import { checkSubmission } from '@demo/forms.mjs';
import { VALID } from '@test/phone-table';
import { definition, formIds, FORMS_DIR, messagesOf, readForm, step } from '@test/form-definitions';

type Node = Record<string, unknown>;
interface Field {
  form: string;
  path: string[];
  schema: Node;
  ui: Node;
  required: boolean;
}

/** Every text field of every form, with its schema, uiSchema and whether it is required. */
function textFields(): Field[] {
  const out: Field[] = [];
  for (const form of formIds()) {
    const { schema, ui } = readForm(form);
    const walk = (node: Node, uiNode: Node, path: string[]) => {
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
        const childUi = (uiNode[key] ?? {}) as Node;
        if (child.type === 'string') out.push({ form, path: [...path, key], schema: child, ui: childUi, required: required.includes(key) });
        walk(child, childUi, [...path, key]);
      }
    };
    walk(localizeJson(schema, 'en'), localizeJson(ui, 'en') as Node, []);
  }
  return out;
}

const options = (f: Field) => (f.ui['ui:options'] ?? {}) as Node;
const name = (f: Field) => `${f.form} ${f.path.join('.')}`;
const phoneFields = () => textFields().filter((f) => options(f).phone !== undefined);

describe('phone fields use the one rule', () => {
  it('every tel field of every form is a phone field, and every phone field takes any real number', () => {
    const tel = textFields().filter((f) => options(f).inputType === 'tel');
    expect(tel.map(name).sort()).toEqual(phoneFields().map(name).sort());
    expect(phoneFields().map(name).sort()).toEqual([
      'admission-inquiry parents.fatherContact',
      'admission-inquiry parents.guardianContact',
      'admission-inquiry parents.motherContact',
      'admission-inquiry personal.contactNo',
      'alumni personal.mobileNo',
      'contact phone',
      'feedback ContactNo',
      'job-apply phone',
      'transfer-certificate mobileNumber',
    ]);
    for (const f of phoneFields()) expect(options(f).phone, name(f)).toBe('any');
  });

  it('SPEC decides which are required: the optional ones stay optional', () => {
    const required = phoneFields()
      .filter((f) => f.required)
      .map(name)
      .sort();
    expect(required).toEqual([
      'admission-inquiry parents.fatherContact',
      'admission-inquiry personal.contactNo',
      'alumni personal.mobileNo',
      'feedback ContactNo',
      'job-apply phone',
      'transfer-certificate mobileNumber',
    ]);
  });

  it('no field keeps a phone rule of its own: a phone field allows only the characters the rule reads, and room for them', () => {
    for (const f of textFields()) expect((f.schema.pattern as string | undefined) ?? '', name(f)).not.toMatch(/977|9\[678\]/);
    for (const f of phoneFields()) {
      expect(f.schema.pattern, name(f)).toBe(PHONE_CHARACTERS.source);
      expect(f.schema.maxLength, name(f)).toBe(30);
    }
  });

  it("each form's schema, which the demo back-end checks submissions against, takes every number the rule accepts", () => {
    for (const f of phoneFields()) {
      const file = `${FORMS_DIR}/${f.form}.schema.json`;
      for (const [input] of VALID) {
        const errors = checkSubmission(file, nest(f.path, input)).filter((e) => e.Field === f.path.join('.'));
        expect(errors, `${name(f)}: ${input}`).toEqual([]);
      }
    }
  });

  it('the engine shows the rule on every phone field (its message; none for a landline or a number abroad)', async () => {
    for (const f of phoneFields()) {
      const def = await definition(f.form);
      const wizard = def.steps.length > 0;
      const root = wizard ? step(def, f.path[0]) : { schema: def.schema, ui: def.ui };
      const path = wizard ? f.path.slice(1) : f.path;
      const at = `.${path.join('.')}`;
      const messages = (value: string) => messagesOf(def, root.schema, root.ui, nest(path, value))[at];
      for (const ok of ['01-4372815', '+1 415 555 0100', '९८४१२३४५६७']) expect(messages(ok), `${name(f)}: ${ok}`).toBeUndefined();
      for (const bad of ['98412345', 'ram', '4155550100'])
        expect(messages(bad), `${name(f)}: ${bad}`).toEqual(['Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100']);
    }
  });
});

describe('the engine', () => {
  const schema = {
    type: 'object',
    properties: {
      hasMobile: { type: 'string', enum: ['Yes', 'No'] },
      mobile: { type: 'string' },
      office: { type: 'string' },
      group: { type: 'object', properties: { phone: { type: 'string' }, note: { type: 'string' } } },
    },
  } as RJSFSchema;
  const ui = {
    mobile: { 'ui:options': { phone: 'nepal-mobile', showIf: { field: 'hasMobile', equals: 'Yes' } } },
    office: { 'ui:options': { phone: 'nepal' }, 'ui:errorMessages': { phone: 'Our own message' } },
    group: { phone: { 'ui:options': { phone: 'any' } } },
  } as UiSchema;

  it('checks each phone field by its kind, in groups too, with its own message when the JSON gives one', () => {
    const def = { validators: runtimeValidators(schema, ui as never) } as never;
    const data = { hasMobile: 'Yes', mobile: '01-4372815', office: '+1 415 555 0100', group: { phone: '12' } };
    expect(messagesOf(def, schema, applyConditions(schema, ui, data), data)).toEqual({
      '.mobile': ['Enter a Nepali mobile number, e.g. 9841234567'],
      '.office': ['Our own message'],
      '.group.phone': ['Enter a phone number, e.g. 9841234567, 01-4372815 or +1 415 555 0100'],
    });
    // A hidden field (its condition does not hold) is not checked.
    const hidden = { ...data, hasMobile: 'No' };
    expect(Object.keys(messagesOf(def, schema, applyConditions(schema, ui, hidden), hidden))).toEqual(['.office', '.group.phone']);
  });

  it('what is delivered keeps the typed number and adds its E.164 form beside it', () => {
    const data = { hasMobile: 'Yes', mobile: '9841-234567', office: '(01) 4372815', group: { phone: '+44 (0)20 7946 0958', note: 'x' } };
    expect(withPhoneE164(schema, ui, data)).toEqual({
      hasMobile: 'Yes',
      mobile: '9841-234567',
      mobileE164: '+9779841234567',
      office: '(01) 4372815',
      officeE164: '+97714372815',
      group: { phone: '+44 (0)20 7946 0958', phoneE164: '+442079460958', note: 'x' },
    });
    // Nothing is added for an empty or refused number, nor over a field of the form's own.
    expect(withPhoneE164(schema, ui, { mobile: '', office: '12' })).toEqual({ mobile: '', office: '12' });
    const own = { ...schema, properties: { ...schema.properties, officeE164: { type: 'string' } } } as RJSFSchema;
    expect(withPhoneE164(own, ui, { office: '01-4372815', officeE164: 'mine' })).toEqual({ office: '01-4372815', officeE164: 'mine' });
  });
});

/** Data with one field set ({ personal: { mobileNo: value } }); the form's other rules may still complain. */
function nest(path: string[], value: string): Node {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Node;
}
