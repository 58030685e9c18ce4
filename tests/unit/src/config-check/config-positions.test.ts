// @vitest-environment node
// Every problem in a config file names its line and column, syntax errors included and all at
// once, so a staff member with a plain editor finds the place (src/config-check/json-text.ts).
// The expected places are found here by searching the text, not by the code under test.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFormSchemas } from '@src/config-check/check-form-schemas';
import { ConfigError, type ConfigProblem } from '@src/config-check/config-error';
import { parseSiteConfig } from '@src/config-check/parse-site-config';

const original = readFileSync(join(import.meta.dirname, '../../../../site.config.json'), 'utf8');

/** The problems parseSiteConfig finds in a text. */
function problemsOf(text: string): ConfigProblem[] {
  try {
    parseSiteConfig(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  throw new Error('expected the config to be rejected');
}

/** Line and column (1-based) of the nth occurrence of `needle` in text. */
function placeOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`"${needle}" not in the text`);
  }
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Replaces the one occurrence of `from` (checked to be unique) in text. */
function edit(text: string, from: string, to: string): string {
  expect(text.split(from).length, `"${from}" occurs once`).toBe(2);
  return text.replace(from, to);
}

describe('config problems have a line and column', () => {
  it('a syntax error and two schema problems: all three at once, each at its place', () => {
    let text = edit(original, '"branchCode": "01",', '"branchCode": 1,');
    text = edit(text, '"type": "about-teaser",', '"type": "abuot-teaser",');
    // A comma missing between two settings, far below both.
    const lastPreset = text.lastIndexOf('"presets"');
    const after = text.indexOf(',\n', lastPreset);
    text = text.slice(0, after) + text.slice(after + 1);
    const missingComma = text.slice(0, after).split('\n').length + 1; // (the entry after it)

    const problems = problemsOf(text);
    expect(
      problems.every((p) => Number.isInteger(p.line) && Number.isInteger(p.column)),
      JSON.stringify(problems, null, 1),
    ).toBe(true);

    const syntax = problems.filter((p) => p.path === '');
    expect(syntax).toHaveLength(1);
    expect(syntax[0]).toMatchObject({ expected: 'a comma between two entries', line: missingComma });
    expect(syntax[0].column).toBe(/^\s*/.exec(text.split('\n')[missingComma - 1])![0].length + 1);

    const branch = problems.find((p) => p.path === 'site.branchCode');
    expect(branch).toMatchObject({ expected: 'a string', found: 'number 1', ...placeOf(text, '"branchCode": 1') });
    const type = problems.find((p) => p.path === 'home.sections[3].type');
    expect(type).toMatchObject({ found: '"abuot-teaser"', ...placeOf(text, '"type": "abuot-teaser"') });
    expect(problems).toHaveLength(3);
  });

  it('shows the place in the message, after the path', () => {
    const text = edit(original, '"branchCode": "01",', '"branchCode": 1,');
    const { line, column } = placeOf(text, '"branchCode"');
    expect(() => parseSiteConfig(text)).toThrow(`✗ site.branchCode (line ${line}, column ${column}): expected a string, found number 1.`);
  });

  it('reports every syntax error, not only the first', () => {
    let text = edit(original, '"apiBase": "",', '"apiBase": "",,');
    text = edit(text, '"title": "School",', "'title': 'School',");
    const problems = problemsOf(text).filter((p) => p.path === '');
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [placeOf(text, '"apiBase"').line, placeOf(text, ',,').column + 1],
      [placeOf(text, "'title'").line, placeOf(text, "'title'").column],
    ]);
    expect(problems[1].hint).toMatch(/double quotes/);
  });

  it('puts a comma after the last entry at the comma', () => {
    const text = '{\n  "site": {\n    "branchCode": "01",\n  }\n}';
    expect(problemsOf(text)[0]).toMatchObject({ path: '', expected: 'no comma after the last entry before }', line: 3, column: 23 });
  });

  it('places a problem the rules find (a menu link to no route) and a missing setting (at its object)', () => {
    let text = original.replace('"to": "/programs"', '"to": "/programz"'); // (the first of two)
    text = edit(text, '"title": "School",\n', '');
    const problems = problemsOf(text);
    expect(problems.find((p) => p.path === 'site.title')).toMatchObject(placeOf(text, '"site"'));
    // (Schema problems come first; the rules run once the schema passes.)
    const fixed = edit(text, '"apiBase": "",', '"apiBase": "", "title": "School",');
    expect(problemsOf(fixed).find((p) => p.path.endsWith('.to'))).toMatchObject(placeOf(fixed, '"to": "/programz"'));
  });

  it('names a setting given twice, which JSON would silently drop', () => {
    const text = edit(original, '"apiBase": "",', '"apiBase": "", "apiBase": "",');
    const [dup] = problemsOf(text);
    expect(dup).toMatchObject({
      path: 'site.apiBase',
      found: `"apiBase" a second time (first on line ${placeOf(text, '"apiBase"').line})`,
      ...placeOf(text, '"apiBase"', 1),
    });
  });

  it('an empty file or one cut short: at its end', () => {
    expect(problemsOf('')).toEqual([
      expect.objectContaining({ path: '', expected: 'a value', found: 'the end of the file', line: 1, column: 1 }),
    ]);
    expect(problemsOf('{\n  "site":\n\n')[0]).toMatchObject({
      path: '',
      expected: 'a value',
      found: 'the end of the file',
      line: 2,
      column: 10,
    });
  });
});

describe('form files too', () => {
  it("names each syntax error of a form's schema and uiSchema with its line and column", () => {
    const dir = mkdtempSync(join(tmpdir(), 'form-positions-'));
    try {
      const schema =
        '{\n  "type": "object",\n  "properties": {\n    "name": { "type": "string" }\n    "age": { "type": "number" }\n  }\n}\n';
      const ui = '{\n  "name": { "ui:widget": \'text\' },\n}\n';
      writeFileSync(join(dir, 'visit.schema.json'), schema);
      writeFileSync(join(dir, 'visit.ui.json'), ui);
      const problems = checkFormSchemas(dir);
      const at = (text: string, needle: string) => {
        const p = placeOf(text, needle);
        return `line ${p.line}, column ${p.column}`;
      };
      const comma = placeOf(ui, '},\n}'); // (the comma is one after the brace)
      expect(problems).toEqual([
        `✗ schemas/forms/visit.schema.json ${at(schema, '"age"')}: expected a comma between two entries, found "age".\n  hint: add a comma at the end of the entry before this one`,
        expect.stringContaining(`✗ schemas/forms/visit.ui.json ${at(ui, "'text'")}: expected a value`),
        `✗ schemas/forms/visit.ui.json line ${comma.line}, column ${comma.column + 1}: expected no comma after the last entry before }, found a comma.\n  hint: remove this comma`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
