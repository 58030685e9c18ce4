// Validation messages come from the form's JSON: each field's uiSchema node may carry
// "ui:errorMessages": { "<keyword>": "text" } (required, format, pattern, maxLength, mismatch,
// fileType, fileSize, ...). transformErrors() puts that text on RJSF's errors; a keyword without
// a message falls back to a generic text from the dictionary, in the form's language (given: the
// JSON's texts are already in it, localize-json.ts). Errors inside a compound widget (the
// documents list) are shown on the widget, with the inner field's message.
import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { toPath } from '@rjsf/utils';
import type { MessageKey } from '../../i18n/en';
import { format, translate, type Lang } from '../../i18n/t';
import { asObject, isObject, type JsonObject } from './form-json';
import { phoneKindOf, phoneMessage } from './phone';

/** Widgets that edit a whole array/object themselves; errors below them are shown on them. */
export const COMPOUND_WIDGETS = new Set(['documents']);

/** The uiSchema node for a data path; array indexes step into `items`. */
export function uiNodeAt(ui: unknown, path: readonly (string | number)[]): JsonObject | undefined {
  let node: unknown = ui;
  for (const seg of path) {
    if (!isObject(node)) return undefined;
    node = typeof seg === 'number' || /^\d+$/.test(seg) ? node.items : node[seg];
  }
  return isObject(node) ? node : undefined;
}

/** The staff-written message for a keyword at a uiSchema node, with {placeholders} filled. */
export function configuredMessage(node: unknown, keyword: string, params: Record<string, string | number> = {}): string | undefined {
  const messages = asObject(asObject(node)['ui:errorMessages']);
  const text = messages[keyword];
  return typeof text === 'string' && text.trim() ? format(text, params) : undefined;
}

const FALLBACK: Record<string, MessageKey> = {
  required: 'form.error.required',
  maxLength: 'form.error.maxLength',
  format: 'form.error.format',
  pattern: 'form.error.pattern',
  enum: 'form.error.enum',
  fileType: 'form.error.fileType',
  fileSize: 'form.error.fileSize',
  mismatch: 'form.error.mismatch',
  maxDocuments: 'form.error.maxDocuments',
  // The ERP's rules (src/forms/erp/erp-rules.ts).
  latin: 'form.error.latinName',
  number: 'form.error.number',
  erpPhone: 'form.error.erpPhone',
  email: 'form.error.email',
  date: 'form.error.date',
  minAge: 'form.error.minAge',
  oneOf: 'form.error.oneOf',
};

/** The message for a keyword: the JSON's text, else the dictionary's generic one in `lang`. */
export function messageFor(lang: Lang, node: unknown, keyword: string, params: Record<string, string | number> = {}): string {
  const configured = configuredMessage(node, keyword, params);
  if (configured) return configured;
  if (keyword === 'phone') return phoneMessage(lang, phoneKindOf(node) ?? 'any');
  return translate(lang, FALLBACK[keyword] ?? 'form.error.invalid', params);
}

function plainParams(params: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(asObject(params))) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

/** The path of the compound widget that owns this data path, if any. */
function compoundOwner(ui: unknown, path: string[]): string[] | null {
  for (let i = 1; i < path.length; i++) {
    const node = uiNodeAt(ui, path.slice(0, i));
    const widget = node?.['ui:widget'];
    if (typeof widget === 'string' && COMPOUND_WIDGETS.has(widget)) return path.slice(0, i);
  }
  return null;
}

/** RJSF's transformErrors: messages from the JSON, compound widgets own their inner errors, no duplicates. */
export function transformErrors(lang: Lang, errors: RJSFValidationError[], ui?: UiSchema): RJSFValidationError[] {
  const out: RJSFValidationError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const path = toPath(error.property ?? '').filter((s) => s !== '');
    const node = uiNodeAt(ui, path);
    // A phone field's permissive pattern (allowed characters) is refused as the rule refuses.
    const keyword = error.name === 'pattern' && phoneKindOf(node) ? 'phone' : (error.name ?? '');
    const message = messageFor(lang, node, keyword, plainParams(error.params));
    const owner = compoundOwner(ui, path);
    const property = `.${(owner ?? path).join('.')}`;
    const key = `${property}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...error, property, message, stack: message });
  }
  return out;
}

/** transformErrors in `lang`, as RJSF takes it (the form's transformErrors prop, validateFormData). */
export function transformErrorsIn(lang: Lang): ErrorTransformer {
  return (errors, ui) => transformErrors(lang, errors, ui);
}
