// The summary a visitor keeps (prints or saves) after submitting: each answered field with its
// label and a readable value, grouped by step or fieldset, in the language given (the form's).
import type { UiSchema } from '@rjsf/utils';
import { translate, type Lang } from '../../i18n/t';
import { dataUrlInfo, formatKB } from './files';
import { asObject, isBlank, isObject, propertiesOf, type JsonObject } from './form-json';

export interface SummaryRow {
  label: string;
  value: string;
  /** A photo's data URL, to show it. */
  image?: string;
}

export interface SummaryGroup {
  title: string;
  rows: SummaryRow[];
}

function orderedKeys(schema: unknown, ui: unknown): string[] {
  const keys = Object.keys(propertiesOf(schema));
  const order = asObject(ui)['ui:order'];
  const ordered = Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string' && keys.includes(k)) : [];
  return [...ordered, ...keys.filter((k) => !ordered.includes(k))];
}

function enumLabel(schema: JsonObject, ui: unknown, value: unknown): string {
  const names = asObject(ui)['ui:enumNames'];
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  const i = values.indexOf(value);
  return Array.isArray(names) && i >= 0 && typeof names[i] === 'string' ? names[i] : String(value);
}

export function displayValue(lang: Lang, schema: JsonObject, ui: unknown, value: unknown): SummaryRow['value'] {
  if (typeof value === 'boolean') return value ? translate(lang, 'form.summary.yes') : translate(lang, 'form.summary.no');
  const file = dataUrlInfo(value);
  if (file) return translate(lang, 'form.summary.file', { name: file.name, size: formatKB(lang, file.size) });
  if (Array.isArray(value)) {
    const items = asObject(schema.items);
    const itemUi = asObject(asObject(ui).items);
    return value
      .map((item) => {
        if (!isObject(item)) return String(item);
        const parts = orderedKeys(items, itemUi)
          .filter((k) => k !== 'size' && !isBlank(item[k]) && !(k === 'name' && dataUrlInfo(item.file)))
          .map((k) => displayValue(lang, propertiesOf(items)[k] ?? {}, itemUi[k], item[k]));
        return parts.join(' · ');
      })
      .join('\n');
  }
  if (schema.enum) return enumLabel(schema, ui, value);
  return String(value);
}

function rowsOf(lang: Lang, schema: unknown, ui: unknown, data: unknown): SummaryRow[] {
  const values = asObject(data);
  const props = propertiesOf(schema);
  const rows: SummaryRow[] = [];
  for (const key of orderedKeys(schema, ui)) {
    const value = values[key];
    const prop = props[key];
    if (isBlank(value) || (Array.isArray(value) && value.length === 0) || prop.type === 'object') continue;
    const label = typeof prop.title === 'string' ? prop.title : key;
    const row: SummaryRow = { label, value: displayValue(lang, prop, asObject(ui)[key], value) };
    if (prop.format === 'data-url' && dataUrlInfo(value)?.mime.startsWith('image/')) row.image = value as string;
    rows.push(row);
  }
  return rows;
}

/** Groups: the root's own fields first (untitled), then one group per object property. */
export function summarize(lang: Lang, schema: unknown, ui: UiSchema | undefined, data: unknown): SummaryGroup[] {
  const groups: SummaryGroup[] = [];
  const own = rowsOf(lang, schema, ui, data);
  if (own.length) groups.push({ title: '', rows: own });
  const props = propertiesOf(schema);
  for (const key of orderedKeys(schema, ui)) {
    if (props[key].type !== 'object') continue;
    const rows = summarize(lang, props[key], asObject(asObject(ui)[key]), asObject(data)[key]).flatMap((g) => g.rows);
    if (rows.length) groups.push({ title: typeof props[key].title === 'string' ? props[key].title : key, rows });
  }
  return groups;
}
