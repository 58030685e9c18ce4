// The validator the studio's config forms give RJSF. RJSF asks it only whether a value fits a
// schema, to pick the branch of a oneOf/anyOf a value is in (the studio shows none of RJSF's own
// errors: problems come from parseSiteConfig). Ajv would compile each schema it is asked about,
// which needs eval, and the security policy a deployed studio runs under allows none
// (docs/deployment.md). This reads the schema instead, for the keywords that tell branches apart;
// any other keyword is taken as met.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { asObject, isObject, type JsonObject } from '../lib/json';
import { jsonEqual } from './format-json';
import { resolveRef } from './schema-branches';

function typeFits(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value) && !Array.isArray(value);
    default:
      return true;
  }
}

const length = (s: string) => [...s].length;

/** Whether `value` fits `schema` (refs resolved in `root`), by the keywords that shape a value. */
export function fits(schema: unknown, value: unknown, root: JsonObject, depth = 0): boolean {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema) || depth > 40) return true;
  const s = schema;
  const sub = (x: unknown, v: unknown) => fits(x, v, root, depth + 1);
  if (typeof s.$ref === 'string') {
    const target = resolveRef(root, s.$ref);
    if (target && !sub(target, value)) return false;
  }
  if (s.type !== undefined && !(Array.isArray(s.type) ? s.type : [s.type]).some((t) => typeFits(t, value))) return false;
  if ('const' in s && !jsonEqual(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, value))) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((x) => sub(x, value))) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((x) => sub(x, value))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((x) => sub(x, value)).length !== 1) return false;
  if (s.not !== undefined && sub(s.not, value)) return false;
  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && length(value) < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length(value) > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
    if (s.items !== undefined && !Array.isArray(s.items) && !value.every((v) => sub(s.items, v))) return false;
  }
  if (isObject(value) && !Array.isArray(value)) {
    const props = asObject(s.properties);
    if (Array.isArray(s.required) && !s.required.every((k) => typeof k !== 'string' || k in value)) return false;
    for (const [k, v] of Object.entries(value)) {
      if (k in props) {
        if (!sub(props[k], v)) return false;
      } else if (s.additionalProperties !== undefined && !s.patternProperties && !sub(s.additionalProperties, v)) return false;
    }
  }
  return true;
}

/** An RJSF validator that never compiles: isValid reads the schema (fits); it reports no errors of its own. */
export function shapeValidator(): ValidatorType {
  return {
    isValid: (schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) => fits(schema, formData, asObject(rootSchema)),
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    rawValidation: <Result>(schema: RJSFSchema, formData?: unknown) =>
      fits(schema, formData, asObject(schema)) ? {} : { errors: [{ message: 'does not fit the schema' } as Result] },
  };
}
