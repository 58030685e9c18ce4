// A form's choices from the ERP's lists. A form field mapped to an ERP id (the class applied for →
// ClassId, caste → CasteId, a document's type → DocumentTypeId) offers the list's entries, their
// ids as the values and their names as the labels, whenever the list has any: at build time from
// the build's data (the prerendered form), later as the page's data is refreshed. An empty or
// unreachable list leaves the field as its schema has it: SPEC's fixed list (a name, matched to an
// id when the form is sent: choice-match.ts), or free text for the caste.
//
// The form's validators are precompiled for the schema as written (src/generated/validators/), so
// the changed schema is registered with the one it came from (list-validator.ts validates with that).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ErpChoice } from '../../api/guards/erp-choices';
import { asObject, isObject, type JsonObject } from '../core/form-json';
import type { ErpListName, ErpObject } from './erp-objects';
import { segments, sourceOf, type ErpMapping } from './mapping';
import { registerTwin, type ListTarget } from './list-validator';
import type { ErpLists } from './map-to-erp';

/** Where the choices of each list go: the field's path from the form's root ('[]': each item of a list). */
export function choiceTargets(obj: ErpObject, mapping: ErpMapping): { segs: string[]; list: ErpListName }[] {
  const out: { segs: string[]; list: ErpListName }[] = [];
  const single = (spec: Parameters<typeof sourceOf>[0]) => {
    const s = sourceOf(spec);
    return !('value' in s) && s.from.length === 1 ? segments(s.from[0]) : null;
  };
  for (const [name, spec] of Object.entries(mapping.fields)) {
    const field = obj.fields[name];
    const segs = single(spec);
    if (field?.type === 'id' && field.list && segs) out.push({ segs, list: field.list });
  }
  const att = obj.attachments;
  if (att && mapping.attachments) {
    for (const [name, spec] of Object.entries(mapping.attachments.fields)) {
      const field = att.item[name];
      const segs = single(spec);
      if (field?.type === 'id' && field.list && segs)
        out.push({ segs: [...segments(mapping.attachments.from), '[]', ...segs], list: field.list });
    }
  }
  return out;
}

/** A copy of a node tree with the node at `segs` replaced (schema: through properties / items). */
function replaceAt(node: JsonObject, segs: string[], schemaTree: boolean, edit: (n: JsonObject) => JsonObject): JsonObject {
  if (!segs.length) return edit(node);
  const [seg, ...rest] = segs;
  if (seg === '[]') {
    const items = asObject(node.items);
    return { ...node, items: replaceAt(items, rest, schemaTree, edit) };
  }
  if (schemaTree) {
    const props = asObject(node.properties);
    if (!isObject(props[seg])) return node;
    return { ...node, properties: { ...props, [seg]: replaceAt(props[seg], rest, true, edit) } };
  }
  return { ...node, [seg]: replaceAt(asObject(node[seg]), rest, false, edit) };
}

function hasNode(schema: JsonObject, segs: string[]): boolean {
  let node: unknown = schema;
  for (const seg of segs) {
    node = seg === '[]' ? asObject(node).items : asObject(asObject(node).properties)[seg];
    if (!isObject(node)) return false;
  }
  return true;
}

/**
 * The schema and uiSchema with the lists' choices in the mapped fields (each list with entries);
 * unchanged when no list has any. Validation of the changed schema goes by the one written
 * (registered here for the form's root and for each wizard step).
 */
export function withErpChoices(
  schema: RJSFSchema,
  ui: UiSchema,
  targets: { segs: string[]; list: ErpListName }[],
  lists: Partial<ErpLists>,
  wizard: boolean,
): { schema: RJSFSchema; ui: UiSchema } {
  let s = schema as JsonObject;
  let u = ui as JsonObject;
  const applied: ListTarget[] = [];
  for (const { segs, list } of targets) {
    const entries: readonly ErpChoice[] = lists[list] ?? [];
    if (!entries.length || !hasNode(s, segs)) continue;
    const ids = entries.map((c) => String(c.id));
    s = replaceAt(s, segs, true, (n) => ({ ...n, enum: ids }));
    u = replaceAt(u, segs, false, (n) => {
      const widget = n['ui:widget'];
      const inList = segs.includes('[]');
      return {
        ...n,
        'ui:enumNames': entries.map((c) => c.name),
        ...(!inList && (widget === undefined || widget === 'text') ? { 'ui:widget': 'select' } : {}),
      };
    });
    applied.push({ segs, ids });
  }
  if (!applied.length) return { schema, ui };
  registerTwin(s, schema, applied);
  if (wizard) {
    const steps = asObject(s.properties);
    const written = asObject(schema.properties);
    for (const [key, step] of Object.entries(steps)) {
      const own = applied.filter((t) => t.segs[0] === key).map((t) => ({ ...t, segs: t.segs.slice(1) }));
      if (own.length && isObject(step) && isObject(written[key])) registerTwin(step, written[key], own);
    }
  }
  return { schema: s, ui: u as UiSchema };
}
