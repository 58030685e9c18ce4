// `npm run validate`'s form checks, on the files under schemas/forms/: each form goes through the
// same in-memory checks the studio runs as staff edit (src/config/form-problems.ts), so the CLI,
// the studio and its save endpoint cannot disagree.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formProblems } from './form-problems';
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
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json') || f.endsWith('.ui.json')).sort()) {
    try {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      for (const p of textsWithoutNepali(value, isFormTextPath)) out.push(`schemas/forms/${file} ${p}`);
    } catch {
      /* invalid JSON is reported by checkFormSchemas */
    }
  }
  return out;
}

export function checkFormSchemas(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const name = file.replace(/\.schema\.json$/, '');
    let schema: unknown;
    try {
      schema = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (e) {
      problems.push(`✗ schemas/forms/${file}: expected valid JSON, found ${(e as Error).message}`);
      continue;
    }
    const uiFile = join(dir, `${name}.ui.json`);
    let ui: unknown = {};
    if (existsSync(uiFile)) {
      try {
        ui = JSON.parse(readFileSync(uiFile, 'utf8'));
      } catch (e) {
        problems.push(`✗ schemas/forms/${name}.ui.json: expected valid JSON, found ${(e as Error).message}`);
        ui = {};
      }
    }
    problems.push(...formProblems(name, schema, ui));
  }
  return problems;
}
