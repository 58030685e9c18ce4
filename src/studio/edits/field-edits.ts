// A form's fields: add, remove, reorder, and change a field's label, description, help, rule,
// message and kind. Pure functions over a FormDoc, like every studio edit. A choice's options:
// field-options.ts.
import { asObject, type JsonObject } from '../../forms/core/form-json';
import {
  dropEmpty,
  editFieldSchema,
  editFieldUi,
  setSchemaAt,
  setUiAt,
  type FieldContainer,
  type FormDoc,
  type FormText,
} from './form-doc';
import { fieldKeys } from './field-info';
import { schemaForKind, type FieldKind } from './field-kinds';
import { moveItem } from './list-order';

function withOrder(ui: JsonObject, keys: string[]): JsonObject {
  return { ...ui, 'ui:order': keys };
}

export function addField(form: FormDoc, container: FieldContainer, key: string, kind: FieldKind, title: string, at?: number): FormDoc {
  const keys = fieldKeys(form, container);
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || keys.includes(key)) return form;
  const order = keys.slice();
  order.splice(at === undefined ? order.length : Math.max(0, Math.min(at, order.length)), 0, key);
  const schema = setSchemaAt(form.schema, container, (node) => ({
    ...node,
    properties: { ...asObject(node.properties), [key]: schemaForKind(kind, { title }) },
  }));
  const ui = setUiAt(form.ui, container, (node) => ({ ...withOrder(node, order), [key]: { 'ui:widget': kind } }));
  return { schema, ui };
}

export function removeField(form: FormDoc, container: FieldContainer, key: string): FormDoc {
  const schema = setSchemaAt(form.schema, container, (node) => {
    const { [key]: _gone, ...props } = asObject(node.properties);
    void _gone;
    const next: JsonObject = { ...node, properties: props };
    if (Array.isArray(node.required)) next.required = node.required.filter((k) => k !== key);
    return dropEmpty(next, 'required');
  });
  const ui = setUiAt(form.ui, container, (node) => {
    const { [key]: _gone, ...rest } = node;
    void _gone;
    return Array.isArray(node['ui:order']) ? { ...rest, 'ui:order': node['ui:order'].filter((k) => k !== key) } : rest;
  });
  return { schema, ui };
}

export function moveField(form: FormDoc, container: FieldContainer, key: string, delta: number): FormDoc {
  const keys = fieldKeys(form, container);
  const from = keys.indexOf(key);
  if (from < 0) return form;
  return { ...form, ui: setUiAt(form.ui, container, (node) => withOrder(node, moveItem(keys, from, from + delta))) };
}

export function setFieldTitle(form: FormDoc, container: FieldContainer, key: string, title: FormText): FormDoc {
  return editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, title }, 'title'));
}

export function setFieldDescription(form: FormDoc, container: FieldContainer, key: string, description: string): FormDoc {
  return editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, description }, 'description'));
}

export function setFieldHelp(form: FormDoc, container: FieldContainer, key: string, help: FormText): FormDoc {
  return editFieldUi(form, container, key, (u) => dropEmpty({ ...u, 'ui:help': help }, 'ui:help'));
}

export function setFieldRequired(form: FormDoc, container: FieldContainer, key: string, required: boolean): FormDoc {
  return {
    ...form,
    schema: setSchemaAt(form.schema, container, (node) => {
      const list = Array.isArray(node.required) ? node.required.filter((k) => k !== key) : [];
      if (required) {
        // Keep `required` in the order fields are shown, so it reads naturally in the file.
        const order = fieldKeys(form, container);
        list.push(key);
        list.sort((a, b) => order.indexOf(String(a)) - order.indexOf(String(b)));
      }
      return dropEmpty({ ...node, required: list }, 'required');
    }),
  };
}

/** The text shown under the field when it is left empty (ui:errorMessages.required). */
export function setRequiredMessage(form: FormDoc, container: FieldContainer, key: string, message: FormText): FormDoc {
  return editFieldUi(form, container, key, (u) =>
    dropEmpty(
      { ...u, 'ui:errorMessages': dropEmpty({ ...asObject(u['ui:errorMessages']), required: message }, 'required') },
      'ui:errorMessages',
    ),
  );
}

export function setFieldKind(form: FormDoc, container: FieldContainer, key: string, kind: FieldKind): FormDoc {
  const withSchema = editFieldSchema(form, container, key, (s) => schemaForKind(kind, s));
  return editFieldUi(withSchema, container, key, (u) => {
    const next: JsonObject = { ...u, 'ui:widget': kind };
    if (kind !== 'select' && kind !== 'radio') delete next['ui:enumNames'];
    return next;
  });
}
