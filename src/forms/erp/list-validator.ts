// Validating a form whose choices came from the ERP's lists (choices.ts). Its validators are
// precompiled for the schema as written, and RJSF finds them by the hash of the schema it is given,
// so a schema whose enum now holds the ERP's ids has none of its own. This validator checks the
// data against the written schema with each chosen id replaced by a value that schema takes (its
// first option, or the id itself for a free-text field), and checks the id against the list's
// ids itself: everything else (required, lengths, patterns, the custom rules) is the written
// schema's and the form's, unchanged. A value that is not one of the ids (a name chosen from the
// fallback list, kept in a draft) is left as it is, so the written schema decides on it.
import type { CustomValidator, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { asObject, isBlank, isObject } from '../core/form-json';
import type { Lang } from '../../i18n/t';
import { messageFor, uiNodeAt } from '../core/messages';

/** A field whose choices are a list's ids: its path from the validated root ('[]': each item). */
export interface ListTarget {
  segs: string[];
  ids: string[];
}

const twins = new WeakMap<object, { written: RJSFSchema; targets: ListTarget[] }>();

/** Registers a schema with choices from the ERP with the schema it was made from. */
export function registerTwin(schema: object, written: object, targets: ListTarget[]): void {
  twins.set(schema, { written: written, targets });
}

export function twinOf(schema: object): { written: RJSFSchema; targets: ListTarget[] } | undefined {
  return twins.get(schema);
}

function writtenEnumAt(schema: unknown, segs: string[]): unknown[] | undefined {
  let node: unknown = schema;
  for (const seg of segs) node = seg === '[]' ? asObject(node).items : asObject(asObject(node).properties)[seg];
  const e = asObject(node).enum;
  return Array.isArray(e) ? e : undefined;
}

/** Calls `visit` with each value at the target's path and a setter (through arrays). */
function eachAt(
  data: unknown,
  segs: string[],
  visit: (value: unknown, set: (v: unknown) => void, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  if (!segs.length) return;
  const [seg, ...rest] = segs;
  if (seg === '[]') {
    if (!Array.isArray(data)) return;
    data.forEach((item, i) => {
      if (!rest.length) visit(item, (v) => (data[i] = v), [...path, i]);
      else eachAt(item, rest, visit, [...path, i]);
    });
    return;
  }
  if (!isObject(data)) return;
  if (!rest.length) visit(data[seg], (v) => (data[seg] = v), [...path, seg]);
  else eachAt(data[seg], rest, visit, [...path, seg]);
}

const clone = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** The validator of a schema with the ERP's ids, its own refusals (an id not in the list) in `lang`. */
export function listAwareValidator(inner: ValidatorType, written: RJSFSchema, targets: ListTarget[], lang: Lang): ValidatorType {
  const stand = (data: unknown) => {
    const copy = clone(data);
    const refused: (string | number)[][] = [];
    for (const t of targets) {
      const writtenEnum = writtenEnumAt(written, t.segs);
      eachAt(copy, t.segs, (value, set, path) => {
        if (isBlank(value)) return;
        if (t.ids.includes(String(value))) {
          if (writtenEnum?.length) set(writtenEnum[0]);
        } else if (!writtenEnum) refused.push(path); // free text where the ERP's ids are offered
      });
    }
    return { copy, refused };
  };
  return {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema) {
      const { copy, refused } = stand(formData);
      const custom: CustomValidator = (_data, errors, ui, errorSchema) => {
        for (const path of refused) {
          let handler: unknown = errors;
          for (const seg of path) handler = asObject(handler)[String(seg)];
          const add = asObject(handler).addError;
          if (typeof add === 'function') add.call(handler, messageFor(lang, uiNodeAt(ui, path.map(String)), 'enum'));
        }
        return customValidate ? customValidate(formData, errors, ui, errorSchema) : errors;
      };
      return inner.validateFormData(copy, written, custom, transformErrors, uiSchema);
    },
    isValid(schema, formData, rootSchema) {
      const root = twins.get(rootSchema)?.written ?? written;
      return inner.isValid(schema === rootSchema ? root : schema, stand(formData).copy, root);
    },
    rawValidation(_schema, formData) {
      return inner.rawValidation(written, stand(formData).copy);
    },
  };
}
