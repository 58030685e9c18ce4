// @vitest-environment node
// The studio runs under the site's security policy, which allows no eval, so nothing in it may
// compile a schema: its config check uses the precompiled validator (src/generated/
// site-config-validator.js, the same problems as the compiled one), and its config forms pick a
// oneOf's branch with shapeValidator, which reads the schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../../../schemas/site-config.schema.json';
import { ConfigError } from '@src/config-check/config-error';
import { parseSiteConfig } from '@src/config-check/parse-site-config';
import validate from '@src/generated/site-config-validator.js';
import { fits, shapeValidator } from '@src/studio/shape-validator';
import { checkConfig } from '@src/studio/problems';
import type { JsonObject } from '@src/lib/json';

const root = schema as unknown as JsonObject;
const text = readFileSync(join(import.meta.dirname, '../../../../site.config.json'), 'utf8');

function problems(config: unknown, precompiled: boolean): string {
  try {
    parseSiteConfig(config, precompiled ? { validate } : {});
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
}

describe("the studio's config check, precompiled", () => {
  it('finds what the compiled validator finds', () => {
    const broken = [
      (c: JsonObject & { site: JsonObject }) => (c.site.branchCode = 1),
      (c: JsonObject & { home: { sections: JsonObject[] } }) => (c.home.sections[1].type = 'slidr'),
      (c: JsonObject & { home: { sections: JsonObject[] } }) => (c.home.sections[2].extra = true),
      (c: JsonObject & { forms: Record<string, JsonObject> }) => (c.forms.contact.submit = { kind: 'http' }),
    ];
    expect(problems(JSON.parse(text), true)).toBe('');
    for (const breakIt of broken) {
      const config = JSON.parse(text);
      breakIt(config);
      const found = problems(config, true);
      expect(found).not.toBe('');
      expect(found).toBe(problems(config, false));
    }
    expect(checkConfig(JSON.parse(text))).toEqual([]);
  });
});

describe('shapeValidator: which branch a value is in, without compiling', () => {
  const defs = root.$defs as Record<string, JsonObject>;

  it("picks a LocalText's branch: a string, or one string per language", () => {
    const [plain, translated] = defs.text.oneOf as JsonObject[];
    expect(fits(plain, 'Notice', root)).toBe(true);
    expect(fits(translated, 'Notice', root)).toBe(false);
    expect(fits(translated, { en: 'Notice', ne: 'सूचना' }, root)).toBe(true);
    expect(fits(translated, { ne: 'सूचना' }, root), 'English is required').toBe(false);
    expect(fits(translated, { en: 'Notice', fr: 'Avis' }, root), 'no other language').toBe(false);
    expect(fits(defs.text, 'Notice', root)).toBe(true);
  });

  it("picks a form delivery's branch by its kind", () => {
    const submit = (defs.formEntry.properties as JsonObject).submit as JsonObject;
    const branches = submit.oneOf as JsonObject[];
    // Which branches a value fits, by their kind: exactly its own, whatever kinds the schema adds.
    const match = (value: unknown) => branches.filter((b) => fits(b, value, root)).map(kindOf);
    const kindOf = (b: JsonObject) => ((b.properties as JsonObject).kind as JsonObject).const;
    const values: Record<string, JsonObject> = {
      none: { kind: 'none' },
      feedback: { kind: 'feedback' },
      http: { kind: 'http', url: '/api/forms/contact', encoding: 'json' },
      'erp-enquiry': { kind: 'erp-enquiry' },
      'erp-tc': { kind: 'erp-tc' },
      'erp-alumni': { kind: 'erp-alumni' },
    };
    expect(branches.map(kindOf).sort()).toEqual(Object.keys(values).sort());
    for (const [kind, value] of Object.entries(values)) expect(match(value), kind).toEqual([kind]);
    // A value missing what its kind requires fits none.
    expect(match({ kind: 'http', url: '/api/forms/contact' })).toEqual([]);
  });

  it('follows references, and a section fits only its own type', () => {
    const config = JSON.parse(text);
    const section = config.home.sections.find((s: JsonObject) => s.type === 'notice-bar');
    expect(fits(defs.section, section, root)).toBe(true);
    expect(fits({ $ref: '#/$defs/section-slider' }, section, root)).toBe(false);
    expect(fits(defs.section, { ...section, type: 'no-such-section' }, root)).toBe(false);
  });

  it('is the RJSF validator of the config forms: isValid against the form root, no errors of its own', () => {
    const v = shapeValidator();
    expect(v.isValid({ $ref: '#/$defs/text' }, { en: 'x' }, root)).toBe(true);
    expect(v.isValid({ type: 'integer', minimum: 1 }, 0, {})).toBe(false);
    expect(v.isValid({ type: 'string', pattern: '^[a-z]+$', maxLength: 3 }, 'abcd', {})).toBe(false);
    expect(v.validateFormData({}, { type: 'string' })).toEqual({ errors: [], errorSchema: {} });
  });
});
