// The ERP's rules, checked in the form before anything is sent, in the visitor's language. From a
// form's mapping and the ERP object's declaration, each mapped form field gets the rules its ERP
// field has (a required field, a name in Latin letters, a whole number, a phone number or e-mail
// address the ERP takes, a date at least two years ago…), written into the form's uiSchema as
// "ui:options": { "erpRules": … } (and the required mark). validateErpRules, part of every form's
// customValidate, then checks them as RJSF checks the schema: an error under the field, in a
// one-page form and in each wizard step alike; a field hidden or disabled by its condition is not
// checked. Staff may word each message in the field's "ui:errorMessages" (latin, number, erpPhone,
// email, date, minAge, oneOf, required).
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { markedInactive } from '../core/conditions';
import { asObject, isBlank, isObject, type JsonObject } from '../core/form-json';
import type { Lang } from '../../i18n/t';
import { messageFor } from '../core/messages';
import { parsePhone } from '../core/phone';
import { atLeastYearsAgo, bsToErpDate, erpPhone, isErpEmail, isLatinName, toInt, toNumber } from './convert';
import type { ErpObject } from './erp-objects';
import { schemaAt, segments, sourceOf, type ErpMapping } from './mapping';

export interface ErpRules {
  required?: boolean;
  /** Required while a sibling field holds this value. */
  requiredIf?: { field: string; equals: unknown };
  /** At least this field or one of these siblings (their labels, for the message). */
  oneOf?: { fields: string[]; labels: string[] };
  latin?: boolean;
  number?: 'int' | 'number';
  phone?: boolean;
  email?: boolean;
  date?: boolean;
  minAgeYears?: number;
}

const parentOf = (path: string) => segments(path).slice(0, -1).join('.');
const nameOf = (path: string) => segments(path).at(-1) ?? '';

/** The rules of each mapped form field, by its path. */
export function erpRules(obj: ErpObject, mapping: ErpMapping, schema: unknown): Map<string, ErpRules> {
  const rules = new Map<string, ErpRules>();
  const at = (path: string): ErpRules => {
    let r = rules.get(path);
    if (!r) rules.set(path, (r = {}));
    return r;
  };
  const singlePath = (erpField: string): string | undefined => {
    const spec = mapping.fields[erpField];
    const source = spec === undefined ? undefined : sourceOf(spec);
    return source && !('value' in source) && source.from.length === 1 ? source.from[0] : undefined;
  };
  for (const [name, spec] of Object.entries(mapping.fields)) {
    const field = obj.fields[name];
    const source = sourceOf(spec);
    if (!field || 'value' in source || !source.from.length) continue;
    const [primary] = source.from;
    if (field.required) at(primary).required = true;
    for (const path of source.from) {
      if (field.latin) at(path).latin = true;
      if (source.values) continue; // the table gives the ERP's value
      if (field.type === 'int' || field.type === 'number') at(path).number = field.type;
      if (field.type === 'phone') at(path).phone = true;
      if (field.type === 'email') at(path).email = true;
      if (field.type === 'date') at(path).date = true;
      if (field.minAgeYears) at(path).minAgeYears = field.minAgeYears;
    }
    const cond = field.requiredIf;
    const other = cond ? singlePath(cond.field) : undefined;
    if (cond && other && parentOf(other) === parentOf(primary)) {
      const otherSource = sourceOf(mapping.fields[cond.field]);
      const table = Object.entries(otherSource.values ?? {}).find(([, v]) => v === cond.equals);
      const options = asObject(schemaAt(schema, other)).enum;
      const equals = table ? table[0] : cond.equals === true && Array.isArray(options) && options.includes('Yes') ? 'Yes' : cond.equals;
      at(primary).requiredIf = { field: nameOf(other), equals };
    }
  }
  for (const group of obj.oneOf ?? []) {
    const paths = group.map(singlePath);
    if (paths.some((p) => p === undefined)) continue;
    const [first, ...rest] = paths as string[];
    if (rest.some((p) => parentOf(p) !== parentOf(first))) continue;
    const title = (p: string) => asObject(schemaAt(schema, p)).title;
    at(first).oneOf = { fields: rest.map(nameOf), labels: rest.map((p) => (typeof title(p) === 'string' ? String(title(p)) : nameOf(p))) };
  }
  return rules;
}

/** The uiSchema with each field's ERP rules (and the required mark of the required ones). */
export function withErpRules(ui: UiSchema, rules: Map<string, ErpRules>): UiSchema {
  const out: JsonObject = { ...ui };
  for (const [path, r] of rules) {
    let node = out;
    const segs = segments(path);
    segs.forEach((seg, i) => {
      const next: JsonObject = { ...asObject(node[seg]) };
      if (i === segs.length - 1) {
        const options: JsonObject = { ...asObject(next['ui:options']), erpRules: r };
        if (r.required) options.markRequired = true;
        next['ui:options'] = options;
      }
      node[seg] = next;
      node = next;
    });
  }
  return out as UiSchema;
}

/** The first rule a value breaks (its message keyword), or null. */
export function brokenRule(r: ErpRules, value: unknown, siblings: JsonObject, now: Date): string | null {
  if (isBlank(value) || value === false) {
    if (r.required) return 'required';
    if (r.requiredIf && siblings[r.requiredIf.field] === r.requiredIf.equals) return 'required';
    if (r.oneOf && r.oneOf.fields.every((f) => isBlank(siblings[f]))) return 'oneOf';
    return null;
  }
  if (typeof value !== 'string') return null;
  if (r.latin && !isLatinName(value)) return 'latin';
  if (r.number === 'int' && toInt(value) === undefined) return 'number';
  if (r.number === 'number' && toNumber(value) === undefined) return 'number';
  // A number the phone rule refuses has its message already; this is one it takes but the ERP cannot.
  if (r.phone && parsePhone(value, 'any').ok && erpPhone(value) === undefined) return 'erpPhone';
  if (r.email && !isErpEmail(value)) return 'email';
  if (r.date) {
    const ad = bsToErpDate(value);
    if (!ad) return 'date';
    if (r.minAgeYears && !atLeastYearsAgo(ad, r.minAgeYears, now)) return 'minAge';
  }
  return null;
}

function check(lang: Lang, data: unknown, errors: unknown, ui: unknown, existing: unknown, now: Date): void {
  const values = asObject(data);
  for (const [key, node] of Object.entries(asObject(ui))) {
    if (key.startsWith('ui:') || !isObject(node) || markedInactive(node)) continue;
    const handler = asObject(errors)[key];
    const rules = asObject(node['ui:options']).erpRules;
    if (!isObject(rules)) {
      if (isObject(values[key])) check(lang, values[key], handler, node, asObject(existing)[key], now);
      continue;
    }
    // One message at a time: a field the schema or the phone rule already refused keeps that message.
    const before = asObject(asObject(existing)[key]).__errors;
    if (Array.isArray(before) && before.length) continue;
    const rule = brokenRule(rules, values[key], values, now);
    const addError = asObject(handler).addError;
    if (rule && typeof addError === 'function') {
      const labels = (rules as ErpRules).oneOf?.labels.join(', ') ?? '';
      addError.call(handler, messageFor(lang, node, rule, { other: labels, years: (rules as ErpRules).minAgeYears ?? 0 }));
    }
  }
}

/** RJSF's customValidate part for the ERP's rules (the uiSchema RJSF validates with, conditions applied), its messages in `lang`. */
export function validateErpRules(lang: Lang): CustomValidator {
  return (formData, errors, uiSchema, errorSchema) => {
    check(lang, formData, errors, uiSchema, errorSchema, new Date());
    return errors;
  };
}
