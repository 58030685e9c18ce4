// Reading a form's fields as the studio lists them: their order, a wizard's steps, and one
// field's label, kind, rule and choices gathered from the schema and the uiSchema.
import { asObject } from '../../forms/core/form-json';
import { isLocalText } from '../../i18n/localize-json';
import { schemaAt, uiAt, type FieldContainer, type FormDoc, type FormText } from './form-doc';

/** The fields of a container in the order visitors see them (ui:order, then the rest). */
export function fieldKeys(form: FormDoc, container: FieldContainer): string[] {
  const props = Object.keys(asObject(schemaAt(form.schema, container).properties));
  const order = uiAt(form.ui, container)['ui:order'];
  const listed = Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string' && props.includes(k)) : [];
  return [...listed, ...props.filter((k) => !listed.includes(k))];
}

/** Wizard forms (ui:options.wizard) edit one step at a time; their steps are the root's properties. */
export function formSteps(form: FormDoc): string[] {
  return asObject(form.ui['ui:options']).wizard === true ? fieldKeys(form, []) : [];
}

const english = (v: unknown): string => (typeof v === 'string' ? v : isLocalText(v) ? v.en : '');

export function asText(v: unknown): FormText {
  return typeof v === 'string' || isLocalText(v) ? v : undefined;
}

export interface FieldInfo {
  key: string;
  /** English label (for lists and announcements); `text.title` is the label as written. */
  title: string;
  description: string;
  help: string;
  kind: string;
  required: boolean;
  requiredMessage: string;
  options: Array<{ value: string; label: string }>;
  /** The texts as written, possibly { en, ne }, for the bilingual inputs. */
  text: { title: FormText; help: FormText; requiredMessage: FormText };
}

export function fieldInfo(form: FormDoc, container: FieldContainer, key: string): FieldInfo {
  const parent = schemaAt(form.schema, container);
  const s = asObject(asObject(parent.properties)[key]);
  const u = asObject(uiAt(form.ui, container)[key]);
  const values = Array.isArray(s.enum) ? s.enum.map(String) : [];
  const names = Array.isArray(u['ui:enumNames']) ? u['ui:enumNames'].map(english) : [];
  const widget =
    typeof u['ui:widget'] === 'string' ? u['ui:widget'] : s.type === 'boolean' ? 'checkbox' : values.length ? 'select' : 'text';
  return {
    key,
    title: english(s.title),
    description: typeof s.description === 'string' ? s.description : '',
    help: english(u['ui:help']),
    kind: widget,
    required: Array.isArray(parent.required) && parent.required.includes(key),
    requiredMessage: english(asObject(u['ui:errorMessages']).required),
    options: values.map((value, i) => ({ value, label: names[i] || value })),
    text: { title: asText(s.title), help: asText(u['ui:help']), requiredMessage: asText(asObject(u['ui:errorMessages']).required) },
  };
}
