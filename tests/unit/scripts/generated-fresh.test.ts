// @vitest-environment node
// A form schema edited without `npm run gen:types` is caught (npm test's check-generated step,
// `npm run validate`'s warning): the browser looks validators up by the schema's hash, so even a
// changed label would leave the form with "No precompiled validator function was found".
// Each case copies the feedback form into a temporary schemas/ and compares against src/generated/.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleValidators } from '@scripts/compile-validators';
import { staleTypes } from '@scripts/gen-types';

const ROOT = join(import.meta.dirname, '../../..');
const GENERATED = join(ROOT, 'src/generated');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

type Schema = { properties: Record<string, Record<string, unknown>>; required: string[] };

/** A temporary schemas/ holding the site config and the feedback form, changed by `edit`. */
function schemasWith(edit: (s: Schema) => void = () => undefined): { schemas: string; forms: string } {
  const schemas = mkdtempSync(join(tmpdir(), 'gen-fresh-'));
  dirs.push(schemas);
  const forms = join(schemas, 'forms');
  mkdirSync(forms);
  copyFileSync(join(ROOT, 'schemas/site-config.schema.json'), join(schemas, 'site-config.schema.json'));
  copyFileSync(join(ROOT, 'schemas/forms/feedback.ui.json'), join(forms, 'feedback.ui.json'));
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/forms/feedback.schema.json'), 'utf8')) as Schema;
  edit(schema);
  writeFileSync(join(forms, 'feedback.schema.json'), JSON.stringify(schema, null, 2));
  return { schemas, forms };
}

describe('generated files against their schemas', () => {
  it('an unchanged schema is fresh', async () => {
    const { schemas, forms } = schemasWith();
    expect(staleValidators(forms, join(GENERATED, 'validators'))).toEqual([]);
    expect(await staleTypes(schemas, GENERATED)).toEqual([]);
  }, 60_000);

  it('a changed rule makes the validator stale', () => {
    const { forms } = schemasWith((s) => (s.properties.Name.maxLength = 7));
    expect(staleValidators(forms, join(GENERATED, 'validators'))).toEqual(['feedback.js']);
  }, 60_000);

  it('a changed label alone does too (validators are found by the schema hash)', () => {
    const { forms } = schemasWith((s) => (s.properties.Name.title = { en: 'Full name', ne: 'पूरा नाम' }));
    expect(staleValidators(forms, join(GENERATED, 'validators'))).toEqual(['feedback.js']);
  }, 60_000);

  it('a new field makes both the validator and the types stale', async () => {
    const { schemas, forms } = schemasWith((s) => (s.properties.School = { type: 'string', title: 'School' }));
    expect(staleValidators(forms, join(GENERATED, 'validators'))).toEqual(['feedback.js']);
    expect(await staleTypes(schemas, GENERATED)).toEqual(['forms/feedback.ts']);
  }, 60_000);
});
