// `npm run validate`'s form checks, on the files under schemas/forms/: each form goes through the
// same in-memory checks the studio runs as staff edit (src/config-check/form-problems.ts), so the CLI,
// the studio and its save endpoint cannot disagree.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formProblems } from './form-problems';
import { erpMappingProblems, unmappedFields } from './erp-mapping-problems';
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
    if (existsSync(join(dir, `${name}.erp.json`))) {
      const erp = readFormFile(dir, `${name}.erp.json`, problems);
      if (erp.value !== undefined) problems.push(...erpMappingProblems(name, erp.value, schema.value, ui?.value ?? {}, erp.placeOf));
    }
  }
  return problems;
}

/** Each form's mapping to the ERP: the ERP object it names (null when it has no mapping file). */
export function formErpMappings(dir: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const name = file.replace(/\.schema\.json$/, '');
    const erp = join(dir, `${name}.erp.json`);
    let object: unknown = null;
    try {
      object = existsSync(erp) ? (JSON.parse(readFileSync(erp, 'utf8')) as { object?: unknown }).object : null;
    } catch {
      object = null; // its syntax errors are reported by checkFormSchemas
    }
    out[name] = typeof object === 'string' ? object : null;
  }
  return out;
}

/** Fields of forms with a mapping to the ERP that it neither sends nor lists under notSent (a warning). */
export function formFieldsNotMapped(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.erp.json'))
    .sort()) {
    const name = file.replace(/\.erp\.json$/, '');
    try {
      const read = (f: string): unknown => (existsSync(join(dir, f)) ? JSON.parse(readFileSync(join(dir, f), 'utf8')) : {});
      for (const p of unmappedFields(read(file), read(`${name}.schema.json`), read(`${name}.ui.json`))) out.push(`${name}: ${p}`);
    } catch {
      /* invalid JSON is reported by checkFormSchemas */
    }
  }
  return out;
}
