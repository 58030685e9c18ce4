// Where a visitor-facing text of the config has no Nepali version: a warning from
// `npm run validate`, not an error (English is shown until a translation is added).
import schema from '../../schemas/site-config.schema.json';

type Node = { $ref?: string; properties?: Record<string, Node>; items?: Node; additionalProperties?: Node | boolean; oneOf?: Node[] };
const TEXT_REF = '#/$defs/text';

function pointer(ref: string): Node {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((n, key) => (n as Record<string, unknown>)?.[key], schema) as Node;
}

function resolve(n: Node): Node {
  return n.$ref && n.$ref !== TEXT_REF ? resolve(pointer(n.$ref) ?? {}) : n;
}

function walk(node: Node, value: unknown, path: string, out: string[]): void {
  if (value === undefined || value === null) return;
  if (node.$ref === TEXT_REF) {
    const hasNe =
      typeof value === 'object' && typeof (value as { ne?: unknown }).ne === 'string' && (value as { ne: string }).ne.trim() !== '';
    if (!hasNe && !(typeof value === 'string' && value.trim() === '')) out.push(path);
    return;
  }
  const n = resolve(node);
  if (n.oneOf && value && typeof value === 'object' && 'type' in value) {
    const branch = n.oneOf
      .map(resolve)
      .find((b) => (b.properties?.type as { const?: string } | undefined)?.const === (value as { type: string }).type);
    if (branch) walk(branch, value, path, out);
    return;
  }
  if (Array.isArray(value) && n.items) value.forEach((v, i) => walk(n.items!, v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const child = n.properties?.[k] ?? (typeof n.additionalProperties === 'object' ? n.additionalProperties : undefined);
      if (child) walk(child, v, path ? `${path}.${k}` : k, out);
    }
  }
}

/** Paths of config texts without a Nepali version, e.g. menu.main[1].label. */
export function missingNepali(config: unknown): string[] {
  const out: string[] = [];
  walk(schema as unknown as Node, config, '', out);
  return out;
}
