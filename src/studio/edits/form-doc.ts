// A form as the studio edits it: its JSON Schema and uiSchema side by side, and the way down both
// to a list of fields (the root of a one-page form, a step of a wizard). Every field edit
// (field-edits.ts, field-options.ts) goes through editFieldSchema and editFieldUi, which copy
// only the branch they change.
import { asObject, isObject, type JsonObject } from '../../forms/core/form-json';

export interface FormDoc {
  schema: JsonObject;
  ui: JsonObject;
}

/** Where a field list lives: [] for a one-page form, [stepKey] for a wizard step. */
export type FieldContainer = readonly string[];

/** A form text as written: a plain string or { en, ne } (src/i18n/localize-json.ts). */
export type FormText = string | { en: string; ne?: string } | undefined;

export function schemaAt(schema: JsonObject, container: FieldContainer): JsonObject {
  let node = schema;
  for (const k of container) node = asObject(asObject(node.properties)[k]);
  return node;
}

export function uiAt(ui: JsonObject, container: FieldContainer): JsonObject {
  let node = ui;
  for (const k of container) node = asObject(node[k]);
  return node;
}

export function setSchemaAt(schema: JsonObject, container: FieldContainer, fn: (node: JsonObject) => JsonObject): JsonObject {
  if (!container.length) return fn(schema);
  const [head, ...rest] = container;
  const props = asObject(schema.properties);
  return { ...schema, properties: { ...props, [head]: setSchemaAt(asObject(props[head]), rest, fn) } };
}

export function setUiAt(ui: JsonObject, container: FieldContainer, fn: (node: JsonObject) => JsonObject): JsonObject {
  if (!container.length) return fn(ui);
  const [head, ...rest] = container;
  return { ...ui, [head]: setUiAt(asObject(ui[head]), rest, fn) };
}

/** `node` without `key` when its value is empty (so a cleared text leaves no trace in the file). */
export function dropEmpty(node: JsonObject, key: string): JsonObject {
  const v = node[key];
  if (v === undefined || (isObject(v) && !Object.keys(v).length) || (Array.isArray(v) && !v.length) || v === '') {
    const { [key]: _drop, ...rest } = node;
    void _drop;
    return rest;
  }
  return node;
}

export function editFieldSchema(form: FormDoc, container: FieldContainer, key: string, fn: (s: JsonObject) => JsonObject): FormDoc {
  return {
    ...form,
    schema: setSchemaAt(form.schema, container, (node) => {
      const props = asObject(node.properties);
      return { ...node, properties: { ...props, [key]: fn(asObject(props[key])) } };
    }),
  };
}

export function editFieldUi(form: FormDoc, container: FieldContainer, key: string, fn: (u: JsonObject) => JsonObject): FormDoc {
  return { ...form, ui: setUiAt(form.ui, container, (node) => dropEmpty({ ...node, [key]: fn(asObject(node[key])) }, key)) };
}
