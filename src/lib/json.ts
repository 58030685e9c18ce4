// Plain JSON objects: what config entries, schemas, form data and back-end answers are made of.
// The one test of "is this a JSON object" (not null, not an array) that every reader shares.
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a JSON object, else an empty one (for reading nested members safely). */
export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}
