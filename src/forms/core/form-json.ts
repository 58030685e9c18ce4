// Small helpers for the plain JSON values forms hold (schemas, uiSchemas, form data).
import { asObject, type JsonObject } from '../../lib/json';

export { asObject, isObject, type JsonObject } from '../../lib/json';

/** A schema's properties (empty when it has none). */
export function propertiesOf(schema: unknown): Record<string, JsonObject> {
  return asObject(asObject(schema).properties) as Record<string, JsonObject>;
}

/** The `ui:options` of a uiSchema node (empty when it has none). */
export function uiOptions(ui: unknown): JsonObject {
  return asObject(asObject(ui)['ui:options']);
}

/** True when the value counts as "not filled in" (undefined, null, '' or whitespace). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
