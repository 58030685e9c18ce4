// What the studio edits, read from schemas/site-config.schema.json rather than written down here:
// the home section types (the branches of $defs.section.oneOf, each $defs.section-<type>), and for
// any part of the config an editor schema + uiSchema for RJSF (references inlined, texts shown as
// one English and one optional Nepali input, preset/form/page names offered as choices). A new
// section type in the schema therefore appears in the studio with no change here.
import type { Section } from '../generated/site-config';
import { uniqueId } from './edits/list-order';
import { asObject, isObject, type JsonObject } from '../lib/json';

export interface SectionTypeInfo {
  type: string;
  /** Readable name, from the branch's `type` description ("Hero slider"). */
  label: string;
  /** What the section is, from the branch's description. */
  description: string;
  /** Whether the section has settings (a `props` branch with properties). */
  hasSettings: boolean;
}

/** Resolves a local JSON pointer such as #/$defs/section-slider. */
export function resolveRef(root: JsonObject, ref: string): JsonObject | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = asObject(node)[key];
    if (node === undefined) return undefined;
  }
  return isObject(node) ? node : undefined;
}

function plainText(s: unknown): string {
  return typeof s === 'string' ? s.replace(/\.$/, '') : '';
}

/** The $defs branch of one section type. */
export function sectionBranch(root: JsonObject, type: string): JsonObject | undefined {
  for (const option of asArray(asObject(asObject(root.$defs).section).oneOf)) {
    const ref = asObject(option).$ref;
    const branch = typeof ref === 'string' ? resolveRef(root, ref) : asObject(option);
    if (branch && asObject(asObject(branch.properties).type).const === type) return branch;
  }
  return undefined;
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Every home section type the schema allows, in the schema's order. */
export function sectionTypes(root: JsonObject): SectionTypeInfo[] {
  const out: SectionTypeInfo[] = [];
  for (const option of asArray(asObject(asObject(root.$defs).section).oneOf)) {
    const ref = asObject(option).$ref;
    const branch = typeof ref === 'string' ? resolveRef(root, ref) : asObject(option);
    const typeProp = asObject(asObject(branch?.properties).type);
    if (!branch || typeof typeProp.const !== 'string') continue;
    const editor = sectionPropsEditor(root, typeProp.const);
    out.push({
      type: typeProp.const,
      label: plainText(typeProp.description) || typeProp.const,
      description: plainText(branch.description),
      hasSettings: !!editor && Object.keys(asObject(editor.schema.properties)).length > 0,
    });
  }
  return out;
}

/** A new, enabled section of `type` with an id no other section uses. */
export function newSection(type: string, takenIds: Iterable<string>): Section {
  return { id: uniqueId(type, takenIds), type, enabled: true } as Section;
}

export interface EditorSchema {
  schema: JsonObject;
  ui: JsonObject;
}

/** Names the editor offers as choices where the schema only says "a string". */
export interface EditorChoices {
  presets?: string[];
  forms?: string[];
  pages?: string[];
}

/** The editor for a section type's `props`, or null when it has none. */
export function sectionPropsEditor(root: JsonObject, type: string, choices: EditorChoices = {}): EditorSchema | null {
  const props = asObject(sectionBranch(root, type)?.properties).props;
  if (!isObject(props)) return null;
  return editorSchema(root, props, choices);
}

/** The editor for the part of the config at a JSON pointer (e.g. #/$defs/content/properties/careers). */
export function editorAt(root: JsonObject, pointer: string, choices: EditorChoices = {}, key?: string): EditorSchema | null {
  const node = resolveRef(root, pointer);
  return node ? editorSchema(root, node, choices, key) : null;
}

/** "mobileDragMin" → "Mobile drag min". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TEXT_REF = '#/$defs/text';
const KEEP = [
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'default',
];

export function editorSchema(
  root: JsonObject,
  node: JsonObject,
  choices: EditorChoices = {},
  key?: string,
  seen: string[] = [],
): EditorSchema {
  let n: JsonObject = node;
  let ref: string | undefined;
  // Follow references, letting the referring node's own keywords (its description) win.
  for (let hops = 0; typeof n.$ref === 'string' && hops < 10; hops++) {
    const r: string = n.$ref;
    if (seen.includes(r)) return { schema: { type: 'object', title: key ? humanize(key) : undefined }, ui: { 'ui:widget': 'hidden' } };
    ref ??= r;
    const { $ref: _r, ...rest } = n;
    void _r;
    n = { ...(resolveRef(root, r) ?? {}), ...rest };
    if (r === TEXT_REF) break;
  }
  const title = key !== undefined ? humanize(key) : undefined;
  const description = typeof n.description === 'string' ? n.description : undefined;
  const base: JsonObject = {};
  if (title) base.title = title;
  if (description) base.description = description;

  if (ref === TEXT_REF || n.title === 'LocalText') return { schema: base, ui: { 'ui:field': 'localText' } };
  if (ref === '#/$defs/carouselRef' && choices.presets?.length)
    return { schema: { ...base, type: 'string', enum: choices.presets }, ui: {} };
  if (n.type === 'string' && !n.enum && key === 'form' && choices.forms?.length)
    return { schema: { ...base, type: 'string', enum: choices.forms }, ui: {} };
  if (n.type === 'string' && !n.enum && key === 'content' && choices.pages?.length)
    return { schema: { ...base, type: 'string', enum: choices.pages }, ui: {} };

  const nextSeen = ref ? [...seen, ref] : seen;
  const out: JsonObject = { ...base };
  const ui: JsonObject = {};
  for (const k of KEEP) if (n[k] !== undefined) out[k] = n[k];

  if (isObject(n.properties) || n.type === 'object') {
    out.type = 'object';
    const props: JsonObject = {};
    for (const [k, v] of Object.entries(asObject(n.properties))) {
      const child = editorSchema(root, asObject(v), choices, k, nextSeen);
      props[k] = child.schema;
      if (Object.keys(child.ui).length) ui[k] = child.ui;
    }
    out.properties = props;
    if (Array.isArray(n.required)) out.required = n.required;
    if (isObject(n.additionalProperties)) {
      const child = editorSchema(root, n.additionalProperties, choices, undefined, nextSeen);
      out.additionalProperties = child.schema;
      if (Object.keys(child.ui).length) ui.additionalProperties = child.ui;
    } else if (n.additionalProperties === false) out.additionalProperties = false;
  }
  if (isObject(n.items)) {
    out.type = 'array';
    const child = editorSchema(root, n.items, choices, undefined, nextSeen);
    out.items = child.schema;
    if (Object.keys(child.ui).length) ui.items = child.ui;
  }
  if (Array.isArray(n.oneOf)) {
    out.oneOf = n.oneOf.map((o, i) => {
      const branch = asObject(o);
      const child = editorSchema(root, branch, choices, undefined, nextSeen).schema;
      return { ...child, title: plainText(branch.description) || `Option ${i + 1}` };
    });
  }
  return { schema: out, ui };
}
