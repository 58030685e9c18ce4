// Turns Ajv's errors into ConfigProblems: a path staff can follow (home.sections[3].type), what was
// expected, what was found, and a hint. Ajv's raw output is precise but not readable by staff.
import type { ErrorObject } from 'ajv';
import { describeValue, type ConfigProblem } from './config-error';
import { closest } from './closest';
import { pathText } from './problem-path';

export function toFilePath(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return pathText(parts);
}

function valueAt(root: unknown, instancePath: string): unknown {
  let v: unknown = root;
  for (const p of instancePath.split('/').slice(1)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return v;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '');
}

function list(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

type Schema = { description?: string; title?: string; properties?: Record<string, unknown>; oneOf?: unknown[] };

function one(e: ErrorObject, root: unknown): ConfigProblem {
  const data = valueAt(root, e.instancePath);
  const path = toFilePath(e.instancePath);
  const parent = (e.parentSchema ?? {}) as Schema;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const name = String(p.missingProperty);
      return {
        path: toFilePath(e.instancePath, name),
        expected: 'a value (it is required)',
        found: 'nothing',
        hint: `add "${name}"${describeProp(parent, name)}`,
      };
    }
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const near = closest(name, allowed);
      return {
        path: toFilePath(e.instancePath, name),
        expected: allowed.length ? `one of the known settings (${allowed.join(', ')})` : 'no such setting',
        found: `an unknown setting "${name}"`,
        hint: near ? `did you mean "${near}"?` : 'remove it, or check its spelling',
      };
    }
    case 'type':
      return { path, expected: `a ${String(p.type)}`, found: describeValue(data), hint: parent.description };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const near = typeof data === 'string' ? closest(data, allowed.map(String)) : null;
      return {
        path,
        expected: `one of ${list(allowed)}`,
        found: describeValue(data),
        hint: near ? `did you mean "${near}"?` : parent.description,
      };
    }
    case 'const':
      return { path, expected: JSON.stringify(p.allowedValue), found: describeValue(data) };
    case 'pattern':
      return { path, expected: parent.description ?? `text matching ${String(p.pattern)}`, found: describeValue(data) };
    case 'discriminator': {
      const tag = String(p.tag);
      const branches = (parent.oneOf ?? []) as Array<{ $ref?: string; properties?: Record<string, { const?: unknown }> }>;
      // A section's branch is a $ref named after its type; a form's delivery spells its kind as a const.
      const known = branches.map((b) =>
        b.$ref
          ? b.$ref
              .split('/')
              .pop()!
              .replace(/^section-/, '')
          : typeof b.properties?.[tag]?.const === 'string'
            ? b.properties[tag].const
            : '',
      );
      const found = valueAt(root, `${e.instancePath}/${tag}`);
      const near = typeof found === 'string' ? closest(found, known) : null;
      const what = tag === 'type' ? 'types' : `${tag}s`;
      return {
        path: toFilePath(e.instancePath, tag),
        expected: tag === 'type' ? `one of the registered types (${known.join(', ')})` : `one of the ${what} (${known.join(', ')})`,
        found: describeValue(found),
        hint: near ? `did you mean "${near}"?` : `use one of the ${what} listed`,
      };
    }
    case 'oneOf':
      return {
        path,
        expected:
          parent.title === 'LocalText'
            ? 'a text: a string, or { "en": "…", "ne": "…" }'
            : lowerFirst(parent.description ?? 'one of the allowed forms'),
        found: describeValue(data),
      };
    case 'minItems':
    case 'maxItems':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return { path, expected: `a value that is ${e.message ?? e.keyword}`, found: describeValue(data), hint: parent.description };
    default:
      return { path, expected: e.message ?? e.keyword, found: describeValue(data) };
  }
}

function describeProp(parent: Schema, name: string): string {
  const prop = parent.properties?.[name] as Schema | undefined;
  return prop?.description ? ` (${prop.description})` : '';
}

/** Ajv reports every branch of a oneOf that failed; staff need one line per place. */
export function schemaProblems(errors: ErrorObject[], root: unknown): ConfigProblem[] {
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.schemaPath));
  const kept = errors.filter((e) => {
    if (e.keyword === 'oneOf') return true;
    // Drop the branch errors of a failed oneOf: the oneOf line says it once.
    for (const sp of oneOfPaths) if (e.schemaPath.startsWith(sp.replace(/\/oneOf$/, '/oneOf/'))) return false;
    return true;
  });
  const seen = new Set<string>();
  const out: ConfigProblem[] = [];
  for (const e of kept) {
    const prob = one(e, root);
    const key = `${prob.path}|${prob.expected}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(prob);
  }
  return out;
}
