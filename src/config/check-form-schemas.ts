// `npm run validate`'s form checks, on the files under schemas/forms/: each form goes through the
// same in-memory checks the studio runs as staff edit (src/config/form-problems.ts), so the CLI,
// the studio and its save endpoint cannot disagree.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formProblems } from './form-problems';
import { problemPlace } from './config-error';
import { readJsonText, type JsonText } from './json-text';
import { textsWithoutNepali } from '../i18n/localize-json';

/** Whether a JSON path of a form file holds a text visitors read (a label, message, option name…). */
export function isFormTextPath(path: string[]): boolean {
  const last = path.at(-1) ?? '';
  const parent = path.at(-2) ?? '';
  if (last === 'title') return parent !== 'properties'; // (a field named "title" is not a label)
  if (['ui:help', 'ui:placeholder', 'ui:title', 'ui:description'].includes(last)) return true;
  if (parent === 'ui:errorMessages' || parent === 'ui:enumNames') return true;
  return last === 'submitLabel' && parent === 'ui:options';
}

/** Form texts with no Nepali version, as `schemas/forms/<file> <path>` (a warning, not an error). */
export function formTextsWithoutNepali(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json') || f.endsWith('.ui.json'))
    .sort()) {
    try {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      for (const p of textsWithoutNepali(value, isFormTextPath)) out.push(`schemas/forms/${file} ${p}`);
    } catch {
      /* invalid JSON is reported by checkFormSchemas */
    }
  }
  return out;
}

/**
 * A form file as read, with where each of its paths stands; its value is undefined when its text
 * is not clean JSON: then each syntax error (and key given twice) is added to `problems` with its
 * line and column, all at once.
 */
function readFormFile(dir: string, file: string, problems: string[]): { value: unknown; placeOf: JsonText['placeOfSegments'] } {
  const json = readJsonText(readFileSync(join(dir, file), 'utf8'));
  for (const p of json.problems)
    problems.push(
      `✗ schemas/forms/${file} ${problemPlace(p)}: expected ${p.expected}, found ${p.found}.${p.hint ? `\n  hint: ${p.hint}` : ''}`,
    );
  return { value: json.problems.length ? undefined : json.value, placeOf: json.placeOfSegments };
}

export function checkFormSchemas(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const name = file.replace(/\.schema\.json$/, '');
    const schema = readFormFile(dir, file, problems);
    const ui = existsSync(join(dir, `${name}.ui.json`)) ? readFormFile(dir, `${name}.ui.json`, problems) : undefined;
    if (schema.value === undefined) continue;
    problems.push(...formProblems(name, schema.value, ui?.value ?? {}, { schema: schema.placeOf, ui: ui?.placeOf }));
  }
  return problems;
}
