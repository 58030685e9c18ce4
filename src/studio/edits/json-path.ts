// Reading and writing any part of the config by a path of segments (the panels that edit a part
// through a generated form: routes, content texts, a section's settings).
import { asObject } from '../../forms/core/form-json';

/** The value at a path of segments (undefined when missing). */
export function getIn(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** A copy of `value` with `next` at `path` (objects and lists along the way copied, the rest shared). */
export function setIn<T>(value: T, path: ReadonlyArray<string | number>, next: unknown): T {
  if (!path.length) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const out = (value as unknown[]).slice();
    out[head as number] = setIn(out[head as number], rest, next);
    return out as T;
  }
  const obj = asObject(value);
  const child = setIn(obj[head], rest, next);
  if (child === undefined) {
    const { [head]: _gone, ...others } = obj;
    void _gone;
    return others as T;
  }
  return { ...obj, [head]: child } as T;
}
