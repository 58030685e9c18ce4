// A form's mapping to the ERP, as staff write it in schemas/forms/<form>.erp.json (explained in
// schemas/forms/README.md): for each ERP field (erp-objects.ts), the form field(s) it is filled
// from. Read leniently here, for the form engine; `npm run validate` refuses every mistake with
// its place (src/config-check/erp-mapping-problems.ts), so a mapping that reaches the browser is sound.
import { asObject, isObject } from '../core/form-json';

/** One ERP field's source, as written: a form field's path ("personal.firstName") or an object. */
export type SourceSpec = string | { from?: string | string[]; values?: Record<string, unknown>; labelled?: boolean; value?: unknown };

export interface ErpMapping {
  /** The ERP object the form fills (AddmissionEnquiry, TCCCRequest, AlumniReg). */
  object: string;
  /** ERP field → its source. */
  fields: Record<string, SourceSpec>;
  /** File part → the form's file field. */
  files: Record<string, string>;
  /** The documents list: the form's array, the item's file field, and the entry's fields from the item's fields. */
  attachments?: { from: string; file: string; fields: Record<string, SourceSpec> };
  /** Form fields deliberately not sent (the declaration, the captcha). */
  notSent: string[];
}

/** A source in one shape: the form paths (their non-blank values joined), a table of values, a fixed value. */
export interface Source {
  from: string[];
  /** Form value → ERP value ("male" → 1, "Yes" → true). */
  values?: Record<string, unknown>;
  /** Each joined value is written "Label: value" (for a text field holding several answers). */
  labelled: boolean;
  /** A value of the school's ERP sent as it is (an id of a list the site does not read). */
  value?: unknown;
}

export function sourceOf(spec: SourceSpec): Source {
  if (typeof spec === 'string') return { from: [spec], labelled: false };
  const from = Array.isArray(spec.from) ? spec.from.filter((p) => typeof p === 'string') : typeof spec.from === 'string' ? [spec.from] : [];
  return {
    from,
    values: isObject(spec.values) ? spec.values : undefined,
    labelled: spec.labelled === true,
    ...('value' in spec ? { value: spec.value } : {}),
  };
}

function specs(value: unknown): Record<string, SourceSpec> {
  const out: Record<string, SourceSpec> = {};
  for (const [k, v] of Object.entries(asObject(value))) if (typeof v === 'string' || isObject(v)) out[k] = v;
  return out;
}

/** The mapping in a file's JSON, or null when it is not one. */
export function readMapping(value: unknown): ErpMapping | null {
  if (!isObject(value) || typeof value.object !== 'string') return null;
  const att = asObject(value.attachments);
  const files: Record<string, string> = {};
  for (const [k, v] of Object.entries(asObject(value.files))) if (typeof v === 'string') files[k] = v;
  return {
    object: value.object,
    fields: specs(value.fields),
    files,
    attachments:
      typeof att.from === 'string' && typeof att.file === 'string'
        ? { from: att.from, file: att.file, fields: specs(att.fields) }
        : undefined,
    notSent: Array.isArray(value.notSent) ? value.notSent.filter((p): p is string => typeof p === 'string') : [],
  };
}

/** A form path's segments ("personal.firstName" → ["personal", "firstName"]). */
export const segments = (path: string): string[] => path.split('.').filter(Boolean);

/** The value at a form path of the data (undefined when absent). */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const seg of segments(path)) {
    if (!isObject(node)) return undefined;
    node = node[seg];
  }
  return node;
}

/** The schema of the field at a form path (undefined when the form has none). */
export function schemaAt(schema: unknown, path: string): Record<string, unknown> | undefined {
  let node: unknown = schema;
  for (const seg of segments(path)) {
    const props = asObject(asObject(node).properties);
    if (!(seg in props)) return undefined;
    node = props[seg];
  }
  return isObject(node) ? node : undefined;
}
