// The choices of a select or radio field: values in the schema's enum, labels in ui:enumNames
// (only when some differ), and the "value = label" lines staff type them as.
import { asObject } from '../../forms/core/form-json';
import { isLocalText } from '../../i18n/localize-json';
import { dropEmpty, editFieldSchema, editFieldUi, uiAt, type FieldContainer, type FormDoc } from './form-doc';
import { fieldInfo } from './field-info';

export function setFieldOptions(
  form: FormDoc,
  container: FieldContainer,
  key: string,
  options: Array<{ value: string; label?: string }>,
): FormDoc {
  const clean = options.map((o) => ({ value: o.value.trim(), label: (o.label ?? '').trim() || o.value.trim() })).filter((o) => o.value);
  const withSchema = editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, enum: clean.map((o) => o.value) }, 'enum'));
  // The editor shows English labels; a Nepali name already written for a value is kept with it.
  const before = fieldInfo(form, container, key);
  const oldNames = asObject(uiAt(form.ui, container)[key])['ui:enumNames'];
  const nepaliOf = (value: string): string | undefined => {
    const i = before.options.findIndex((o) => o.value === value);
    const old: unknown = Array.isArray(oldNames) ? oldNames[i] : undefined;
    return isLocalText(old) ? old.ne : undefined;
  };
  const names = clean.map((o) => {
    const ne = nepaliOf(o.value);
    return ne ? { en: o.label, ne } : o.label;
  });
  const named = names.some((n, i) => typeof n !== 'string' || n !== clean[i].value);
  return editFieldUi(withSchema, container, key, (u) => dropEmpty({ ...u, 'ui:enumNames': named ? names : undefined }, 'ui:enumNames'));
}

/** "value = label" lines (or just "value") into options, for a textarea editor. */
export function parseOptionLines(text: string): Array<{ value: string; label: string }> {
  return text
    .split('\n')
    .map((line) => {
      const at = line.indexOf('=');
      const value = (at < 0 ? line : line.slice(0, at)).trim();
      const label = at < 0 ? value : line.slice(at + 1).trim();
      return { value, label: label || value };
    })
    .filter((o) => o.value);
}

export function optionLines(options: Array<{ value: string; label: string }>): string {
  return options.map((o) => (o.label && o.label !== o.value ? `${o.value} = ${o.label}` : o.value)).join('\n');
}
