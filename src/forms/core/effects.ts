// Field effects declared in the uiSchema. "copyOnCheck" on a boolean field maps source fields to
// target fields: ticking copies the sources into the targets, unticking clears the targets, and
// while ticked a changed source is copied again ('Same as Permanent Address').
import type { UiSchema } from '@rjsf/utils';
import { asObject, isObject, propertiesOf, uiOptions, type JsonObject } from './form-json';

function copyMap(node: unknown): Record<string, string> | null {
  const map = uiOptions(node).copyOnCheck;
  if (!isObject(map)) return null;
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(map)) if (typeof to === 'string') out[from] = to;
  return out;
}

/** Applies the effects of a change from prev to next (both the data of one object). */
export function applyEffects<T>(schema: unknown, ui: UiSchema | undefined, prev: unknown, next: T): T {
  if (!isObject(next)) return next;
  const base = asObject(ui);
  const before = asObject(prev);
  let out: JsonObject = next;
  const edit = () => (out === next ? (out = { ...next }) : out);
  for (const [key, propSchema] of Object.entries(propertiesOf(schema))) {
    const node = base[key];
    if (propSchema.type === 'object' && isObject(out[key])) {
      const child = applyEffects(propSchema, asObject(node), before[key], out[key]);
      if (child !== out[key]) edit()[key] = child;
      continue;
    }
    const map = copyMap(node);
    if (!map) continue;
    const was = before[key] === true;
    const is = out[key] === true;
    if (is && !was) {
      for (const [from, to] of Object.entries(map)) edit()[to] = out[from];
    } else if (!is && was) {
      for (const to of Object.values(map)) delete edit()[to];
    } else if (is) {
      for (const [from, to] of Object.entries(map)) if (out[from] !== before[from]) edit()[to] = out[from];
    }
  }
  return out as T;
}
