// Conditional fields, declared in the uiSchema:
//   "ui:options": { "showIf":   { "field": "hasDisease", "equals": "Yes" } }  shown only then
//   "ui:options": { "enableIf": { "field": "hasDisease", "equals": "Yes" } }  disabled otherwise
// `field` names a sibling in the same object. Values of fields that are hidden or disabled by
// their condition, and of fields marked "transient" (the captcha), are never delivered.
import type { UiSchema } from '@rjsf/utils';
import { asObject, isObject, propertiesOf, uiOptions, type JsonObject } from './form-json';

export interface Condition {
  field: string;
  equals?: unknown;
  notEquals?: unknown;
}

function readCondition(value: unknown): Condition | null {
  if (!isObject(value) || typeof value.field !== 'string') return null;
  return value as unknown as Condition;
}

export function conditionHolds(cond: Condition, data: JsonObject): boolean {
  const value = data[cond.field];
  if ('equals' in cond) return value === cond.equals;
  if ('notEquals' in cond) return value !== cond.notEquals;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** 'shown' | 'hidden' | 'disabled' for one field of an object, given that object's data. */
export function fieldState(fieldUi: unknown, data: JsonObject): 'shown' | 'hidden' | 'disabled' {
  const opts = uiOptions(fieldUi);
  const show = readCondition(opts.showIf);
  if (show && !conditionHolds(show, data)) return 'hidden';
  const enable = readCondition(opts.enableIf);
  if (enable && !conditionHolds(enable, data)) return 'disabled';
  return 'shown';
}

/** The uiSchema to render for this data: hidden fields become ui:widget 'hidden', disabled ones ui:disabled. */
export function applyConditions(schema: unknown, ui: UiSchema | undefined, data: unknown): UiSchema {
  const base = asObject(ui);
  const values = asObject(data);
  let out: JsonObject | null = null;
  for (const [key, propSchema] of Object.entries(propertiesOf(schema))) {
    const node = base[key];
    let next: unknown = node;
    const state = fieldState(node, values);
    if (state === 'hidden') next = { ...asObject(node), 'ui:widget': 'hidden' };
    else if (state === 'disabled') next = { ...asObject(node), 'ui:disabled': true };
    else if (propSchema.type === 'object') next = applyConditions(propSchema, asObject(node), values[key]);
    if (next !== node) {
      out ??= { ...base };
      out[key] = next;
    }
  }
  return (out ?? base) as UiSchema;
}

/** Whether a field's node of an applyConditions uiSchema marks it hidden or disabled. */
export function markedInactive(node: JsonObject): boolean {
  return node['ui:widget'] === 'hidden' || node['ui:disabled'] === true;
}

/** The data to deliver: without hidden/disabled conditional fields and transient fields. */
export function pruneInactive<T>(schema: unknown, ui: UiSchema | undefined, data: T): T {
  if (!isObject(data)) return data;
  const base = asObject(ui);
  const out: JsonObject = { ...data };
  for (const [key, propSchema] of Object.entries(propertiesOf(schema))) {
    const node = base[key];
    if (uiOptions(node).transient === true || fieldState(node, data) !== 'shown') delete out[key];
    else if (propSchema.type === 'object' && isObject(out[key])) out[key] = pruneInactive(propSchema, asObject(node), out[key]);
  }
  return out as T;
}
