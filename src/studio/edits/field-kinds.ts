// The kinds of field staff can choose, and the schema each kind needs (a date's pattern, a
// choice's enum, a file's data-url format), keeping the field's title and description.
import { isLocalText } from '../../i18n/localize-json';
import type { JsonObject } from '../../forms/core/form-json';

/** Kinds of field staff can choose; each is a ui:widget of the forms engine. */
export const FIELD_KINDS = ['text', 'textarea', 'select', 'radio', 'checkbox', 'bs-date', 'photo', 'file'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The schema of a field of `kind`, keeping `title` and `description` (and a choice's options) from `base`. */
export function schemaForKind(kind: FieldKind, base: JsonObject): JsonObject {
  const keep: JsonObject = {};
  if (typeof base.title === 'string' || isLocalText(base.title)) keep.title = base.title;
  if (typeof base.description === 'string') keep.description = base.description;
  switch (kind) {
    case 'checkbox':
      return { type: 'boolean', ...keep };
    case 'select':
    case 'radio':
      return { type: 'string', ...keep, enum: Array.isArray(base.enum) && base.enum.length ? base.enum : ['Option 1'] };
    case 'bs-date':
      return { type: 'string', ...keep, pattern: DATE_PATTERN };
    case 'photo':
    case 'file':
      return { type: 'string', ...keep, format: 'data-url' };
    default:
      return { type: 'string', ...keep, ...(typeof base.maxLength === 'number' ? { maxLength: base.maxLength } : {}) };
  }
}
