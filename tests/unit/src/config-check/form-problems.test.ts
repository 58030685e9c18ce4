// @vitest-environment node
// The form checks (run by the studio in the browser and by `npm run validate` on the files), and
// the runtime validators of an edited form behaving like the precompiled ones.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFormSchemas } from '@src/config-check/check-form-schemas';
import { formProblems } from '@src/config-check/form-problems';
import { formProblemPath } from '@src/studio/form-problem-places';
import { runtimeValidators } from '@src/studio/runtime-validators';
import { addField } from '@src/studio/edits/field-edits';
import { localizeJson } from '@src/i18n/localize-json';

const dir = join(import.meta.dirname, '../../../../schemas/forms');
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'studio-forms-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The problem names a line and column of the scratch copy of `file`, and `text` starts there. */
function expectPlaced(problem: string, file: string, text: string) {
  const place = / \(line (\d+), column (\d+)\)/.exec(problem);
  expect(place, problem).not.toBeNull();
  const line = readFileSync(join(scratch, file), 'utf8').split('\n')[Number(place![1]) - 1];
  expect(line.slice(Number(place![2]) - 1), problem).toMatch(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

describe('form checks in the studio', () => {
  it.each(names)('finds no problem in %s', (name) => {
    expect(formProblems(name, read(`${name}.schema.json`), read(`${name}.ui.json`))).toEqual([]);
  });

  it('npm run validate reports, per file, what the studio reports as staff edit, with the line and column of each', () => {
    const ui = read('feedback.ui.json');
    ui.Name['ui:widget'] = 'txet';
    const schema = read('feedback.schema.json');
    schema.properties.Name.maxLength = 'long';
    cpSync(dir, scratch, { recursive: true });
    writeFileSync(join(scratch, 'feedback.ui.json'), JSON.stringify(ui, null, 2));
    writeFileSync(join(scratch, 'feedback.schema.json'), JSON.stringify(schema, null, 2));
    const cli = checkFormSchemas(scratch);
    expect(cli).toHaveLength(2);
    // The same problems; the CLI, which has the files' text, adds where each stands.
    expect(formProblems('feedback', schema, ui)).toEqual(cli.map((p) => p.replace(/ \(line \d+, column \d+\)/, '')));
    expectPlaced(cli[0], 'feedback.schema.json', '"maxLength": "long"');
    expectPlaced(cli[1], 'feedback.ui.json', '"ui:widget": "txet"');
  });

  it('every kind of form problem has its line and column in npm run validate (issue 21)', () => {
    const schema = read('alumni.schema.json');
    const ui = read('alumni.ui.json');
    schema.properties.personal.properties.batch.titel = 'Batch';
    ui.personal['ui:order'] = [...ui.personal['ui:order'], 'nickname'];
    ui.personal.mobileNo['ui:options'].phone = 'nepal-mobiel';
    ui.personal.email['ui:widget'] = 'mail';
    cpSync(dir, scratch, { recursive: true });
    writeFileSync(join(scratch, 'alumni.schema.json'), JSON.stringify(schema, null, 2));
    writeFileSync(join(scratch, 'alumni.ui.json'), JSON.stringify(ui, null, 2));
    const cli = checkFormSchemas(scratch);
    expect(cli).toHaveLength(4);
    expectPlaced(
      cli.find((p) => /unknown keyword/.test(p))!,
      'alumni.schema.json',
      '"titel": "Batch"',
    );
    expectPlaced(
      cli.find((p) => /ui:widget/.test(p))!,
      'alumni.ui.json',
      '"ui:widget": "mail"',
    );
    expectPlaced(
      cli.find((p) => /ui:order/.test(p))!,
      'alumni.ui.json',
      '"nickname"',
    );
    expectPlaced(
      cli.find((p) => /phone/.test(p))!,
      'alumni.ui.json',
      '"phone": "nepal-mobiel"',
    );
    // The studio still files each under its field.
    expect(formProblemPath(cli.find((p) => /ui:widget/.test(p))!)).toEqual(['personal', 'email']);
  });

  it('catches ui:order naming a field that does not exist (RJSF would refuse to render)', () => {
    const ui = read('feedback.ui.json');
    ui['ui:order'] = [...ui['ui:order'], 'Phone'];
    expect(formProblems('feedback', read('feedback.schema.json'), ui)).toEqual([
      '✗ schemas/forms/feedback.ui.json ui:order: expected only fields of the form, found "Phone".\n  hint: remove it from ui:order or add the field',
    ]);
  });
});

describe('the phone option', () => {
  it('refuses a kind the phone rule does not know, naming the place and the fix (npm run validate, the studio)', () => {
    const ui = read('alumni.ui.json');
    ui.personal.mobileNo['ui:options'].phone = 'nepal-mobiel';
    const problem =
      '✗ schemas/forms/alumni.ui.json personal.mobileNo: expected "ui:options": { "phone": … } to be one of "any", "nepal", "nepal-mobile", found "nepal-mobiel".\n  hint: did you mean "nepal-mobile"?';
    expect(formProblems('alumni', read('alumni.schema.json'), ui)).toEqual([problem]);
    cpSync(dir, scratch, { recursive: true });
    writeFileSync(join(scratch, 'alumni.ui.json'), JSON.stringify(ui, null, 2));
    const cli = checkFormSchemas(scratch);
    expect(cli.map((p) => p.replace(/ \(line \d+, column \d+\)/, ''))).toEqual([problem]);
    expectPlaced(cli[0], 'alumni.ui.json', '"phone": "nepal-mobiel"');
    // The studio shows it on the field's row.
    expect(formProblemPath(problem)).toEqual(['personal', 'mobileNo']);
  });

  it('says what each kind takes when the value is nothing like one', () => {
    const ui = read('feedback.ui.json');
    ui.ContactNo['ui:options'].phone = true;
    expect(formProblems('feedback', read('feedback.schema.json'), ui)).toEqual([
      '✗ schemas/forms/feedback.ui.json ContactNo: expected "ui:options": { "phone": … } to be one of "any", "nepal", "nepal-mobile", found true.\n  hint: "any" takes Nepali mobiles and landlines and numbers abroad; "nepal" Nepali ones only; "nepal-mobile" Nepali mobiles only',
    ]);
  });

  it('belongs on a text field', () => {
    const ui = read('alumni.ui.json');
    ui.personal['ui:options'] = { phone: 'any' };
    ui.personal.mobileNumber = { 'ui:options': { phone: 'any' } };
    expect(formProblems('alumni', read('alumni.schema.json'), ui)).toEqual([
      '✗ schemas/forms/alumni.ui.json personal: expected the phone option on a text field (schema "type": "string"), found "type": "object".\n  hint: put "phone" on the phone number\'s own field',
      '✗ schemas/forms/alumni.ui.json personal.mobileNumber: expected the phone option on a text field (schema "type": "string"), found no such field in the schema.\n  hint: put "phone" on the phone number\'s own field',
    ]);
  });
});

describe('runtime validators', () => {
  it('validate an edited form as the precompiled ones validate the saved form', () => {
    const form = {
      schema: { type: 'object', required: ['Name'], properties: { Name: { type: 'string', title: 'Name', maxLength: 5 } } },
      ui: { 'ui:order': ['Name'] },
    };
    const edited = addField(form, [], 'School', 'text', 'School');
    edited.schema.required = [...(edited.schema.required as string[]), 'School'];
    const v = createPrecompiledValidator(runtimeValidators(edited.schema, edited.ui), edited.schema as RJSFSchema);
    expect(v.validateFormData({ Name: 'A' }, edited.schema as RJSFSchema).errors.map((e) => e.property)).toEqual(['School']);
    expect(
      v.validateFormData({ Name: 'Abcdefg', School: 'Y' }, edited.schema as RJSFSchema).errors.map((e) => [e.property, e.name]),
    ).toEqual([['.Name', 'maxLength']]);
    expect(v.validateFormData({ Name: 'A', School: 'Y' }, edited.schema as RJSFSchema).errors).toEqual([]);
  });

  it('build one validator per wizard step', () => {
    const schema = read('admission-inquiry.schema.json');
    const ui = read('admission-inquiry.ui.json');
    for (const lang of ['en', 'ne'] as const) {
      const fns = runtimeValidators(schema, ui, lang);
      // Labels are { en, ne }: the validators belong to the schema in that language.
      const step = localizeJson(schema, lang).properties.personal as RJSFSchema;
      const errors = createPrecompiledValidator(fns, step)
        .validateFormData({}, step)
        .errors.map((e) => e.property);
      expect(errors).toEqual(expect.arrayContaining(['firstName', 'lastName', 'gender', 'contactNo', 'course']));
    }
  });
});
