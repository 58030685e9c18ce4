// Small helpers for the plain JSON values forms hold (schemas, uiSchemas, form data).
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

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
