// Phone fields in the form engine. A text field whose uiSchema says
//   "ui:options": { "phone": "any" }          (or "nepal", "nepal-mobile")
// is checked by the one phone rule (./phone.ts) through RJSF's customValidate, so a number the
// rule refuses is an ordinary error under the field, in one-page forms and in wizard steps alike
// (an empty field is left to `required`). On submit, each phone's E.164 form travels beside what
// was typed: `<field>E164` (the typed value stays in the field, as the visitor wrote it).
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { markedInactive } from './conditions';
import { asObject, isBlank, isObject, propertiesOf, type JsonObject } from './form-json';
import type { Lang } from '../../i18n/t';
import { messageFor } from './messages';
import { parsePhone, phoneKindOf } from './phone';

/** The name of the field that carries a phone field's E.164 form in a payload. */
export const e164Field = <Field extends string>(field: Field): `${Field}E164` => `${field}E164`;

/** A form's fields as delivered: each of its named phone fields with its E.164 form beside it. */
export type WithE164<Fields, Phone extends keyof Fields & string> = Fields & { [P in Phone as `${P}E164`]?: string };

function check(lang: Lang, data: unknown, errors: unknown, ui: unknown, existing: unknown): void {
  const values = asObject(data);
  for (const [key, node] of Object.entries(asObject(ui))) {
    if (key.startsWith('ui:') || !isObject(node) || markedInactive(node)) continue;
    const handler = asObject(errors)[key];
    const kind = phoneKindOf(node);
    if (!kind) {
      if (isObject(values[key])) check(lang, values[key], handler, node, asObject(existing)[key]);
      continue;
    }
    const value = values[key];
    if (typeof value !== 'string' || isBlank(value)) continue;
    // One message at a time: a field the schema already refused (too long) keeps that message.
    const before = asObject(asObject(existing)[key]).__errors;
    if (Array.isArray(before) && before.length) continue;
    const addError = asObject(handler).addError;
    if (!parsePhone(value, kind).ok && typeof addError === 'function') addError.call(handler, messageFor(lang, node, 'phone'));
  }
}

/**
 * RJSF's customValidate for every form, its messages in `lang` (the form's): each phone field is
 * checked by the one rule. It reads the uiSchema RJSF validates with (conditions applied: a hidden
 * or disabled field is not checked).
 */
export function validatePhones(lang: Lang): CustomValidator {
  return (formData, errors, uiSchema, errorSchema) => {
    check(lang, formData, errors, uiSchema, errorSchema);
    return errors;
  };
}

/**
 * The data with each valid phone's E.164 form added beside it ('+9779841234567' as
 * `ContactNoE164` beside `ContactNo`), in nested groups too. Applied to what is delivered (hidden
 * and transient fields already pruned); a field of that name in the schema is never overwritten.
 */
export function withPhoneE164<T>(schema: unknown, ui: UiSchema | undefined, data: T): T {
  if (!isObject(data)) return data;
  const props = propertiesOf(schema);
  const base = asObject(ui);
  const out: JsonObject = { ...data };
  for (const [key, propSchema] of Object.entries(props)) {
    const value = out[key];
    const kind = phoneKindOf(base[key]);
    if (kind && typeof value === 'string' && !(e164Field(key) in props)) {
      const phone = parsePhone(value, kind);
      if (phone.ok) out[e164Field(key)] = phone.e164;
    } else if (propSchema.type === 'object' && isObject(value)) {
      out[key] = withPhoneE164(propSchema, asObject(base[key]), value);
    }
  }
  return out as T;
}
