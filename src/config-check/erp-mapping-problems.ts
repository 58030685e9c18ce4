// `npm run validate`'s checks of a form's mapping to the ERP (schemas/forms/<form>.erp.json), held
// in memory like the other form checks (src/config-check/form-problems.ts): the mapping names only
// fields the ERP's object has (src/forms/erp/erp-objects.ts, the one declaration), never one that
// makes the ERP raise an invoice or that the ERP sets itself, maps every field the ERP requires,
// takes each value from a field the form has and of the kind the ERP field wants (a phone field
// for a phone number, a BS date field for a date, a photo or file for a file part), and gives a
// table value of the right type for every option. A form field it neither maps nor lists under
// notSent is a warning: staff who add a field are reminded to map it.
import { closest } from './closest';
import { ERP_OBJECTS, erpObjectNamed, type ErpField, type ErpObject } from '../forms/erp/erp-objects';
import { sourceOf, segments } from '../forms/erp/mapping';
import { asObject, isObject } from '../lib/json';
import type { Place } from './json-text';
import type { PathSegments } from './problem-path';

type JsonObject = Record<string, unknown>;

/** Where a path of the mapping file stands in its text (npm run validate reads the file). */
export type MappingPlaces = (segments: PathSegments) => Place | undefined;

function nodeAt(root: unknown, path: string, child: 'properties' | 'ui'): JsonObject | undefined {
  let node: unknown = root;
  for (const seg of segments(path)) {
    node = child === 'properties' ? asObject(asObject(node).properties)[seg] : asObject(node)[seg];
    if (!isObject(node)) return undefined;
  }
  return isObject(node) ? node : undefined;
}

/** Every answer of the form by path: its fields that are not groups (a list of documents counts as one). */
export function formLeaves(schema: unknown, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(asObject(asObject(schema).properties))) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isObject(v) && v.type === 'object') out.push(...formLeaves(v, path));
    else out.push(path);
  }
  return out;
}

const TYPE_OF_VALUE: Record<ErpField['type'], (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  email: (v) => typeof v === 'string',
  phone: (v) => typeof v === 'string',
  date: (v) => typeof v === 'string',
  int: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  bool: (v) => typeof v === 'boolean',
  id: (v) => Number.isInteger(v) && (v as number) > 0,
};
const TYPE_NAME: Record<ErpField['type'], string> = {
  text: 'a text',
  email: 'a text',
  phone: 'a text',
  date: 'a text',
  int: 'a whole number',
  number: 'a number',
  bool: 'true or false',
  id: 'an id (a whole number above 0)',
};

export function erpMappingProblems(name: string, mapping: unknown, schema: unknown, ui: unknown, placeOf?: MappingPlaces): string[] {
  const file = `schemas/forms/${name}.erp.json`;
  const at = (segs: PathSegments) => {
    const place = placeOf?.(segs);
    return place ? ` (line ${place.line}, column ${place.column})` : '';
  };
  const out: string[] = [];
  const problem = (segs: PathSegments, expected: string, found: string, hint?: string) =>
    out.push(
      `✗ ${file} ${segs.join('.') || '(the file)'}${at(segs)}: expected ${expected}, found ${found}.${hint ? `\n  hint: ${hint}` : ''}`,
    );

  if (!isObject(mapping)) {
    problem([], 'an object { "object", "fields", … }', JSON.stringify(mapping));
    return out;
  }
  const obj = erpObjectNamed(mapping.object);
  if (!obj) {
    const names = ERP_OBJECTS.map((o) => o.name);
    const near = typeof mapping.object === 'string' ? closest(mapping.object, names) : null;
    problem(
      ['object'],
      `the ERP object the form fills (${names.join(', ')})`,
      JSON.stringify(mapping.object),
      near ? `did you mean "${near}"?` : undefined,
    );
    return out;
  }

  /** A source's form paths must be fields of the form (in `root`: the form, or a document entry). */
  const checkSource = (segs: PathSegments, spec: unknown, field: ErpField, root: unknown, rootUi: unknown, erpName: string) => {
    if (typeof spec !== 'string' && !isObject(spec)) return problem(segs, 'a form field\'s path or { "from": … }', JSON.stringify(spec));
    const source = sourceOf(spec);
    if ('value' in source) {
      if (!TYPE_OF_VALUE[field.type](source.value))
        problem(
          [...segs, 'value'],
          `${TYPE_NAME[field.type]} (${erpName} is ${field.type === 'id' ? 'an id' : field.type})`,
          JSON.stringify(source.value),
        );
      return;
    }
    if (!source.from.length) return problem(segs, 'a form field to take the value from ("from")', 'none');
    if (source.from.length > 1 && field.type !== 'text')
      problem(
        [...segs, 'from'],
        `one form field (${erpName} is ${TYPE_NAME[field.type]}; only a text gathers several answers)`,
        `${source.from.length} fields`,
      );
    if (field.type === 'id' && source.values)
      problem(
        [...segs, 'values'],
        `no table: ${erpName} takes the ids of the ERP's list "${field.list}", which the form offers as its choices`,
        'a table',
      );
    const leaves = formLeaves(root);
    source.from.forEach((path, i) => {
      const fromSegs = typeof spec === 'string' ? segs : [...segs, 'from', ...(Array.isArray(spec.from) ? [i] : [])];
      const prop = nodeAt(root, path, 'properties');
      if (!prop || prop.type === 'object') {
        const near = closest(path, leaves);
        return problem(
          fromSegs,
          'a field of the form',
          JSON.stringify(path),
          near ? `did you mean "${near}"?` : 'fields are written with dots: personal.firstName',
        );
      }
      const uiNode = nodeAt(rootUi, path, 'ui');
      // (A phone option of a kind the phone rule does not know is reported on the uiSchema.)
      if (field.type === 'phone' && !('phone' in asObject(asObject(uiNode)['ui:options'])) && !source.values)
        problem(
          fromSegs,
          `a phone field ("ui:options": { "phone": … }): ${erpName} takes a phone number in the ERP's form`,
          JSON.stringify(path),
        );
      if (field.type === 'date' && asObject(uiNode)['ui:widget'] !== 'bs-date')
        problem(fromSegs, `a BS date field ("ui:widget": "bs-date"): ${erpName} takes a date, sent as its AD date`, JSON.stringify(path));
      if (source.values && field.type !== 'id') {
        const options = Array.isArray(prop.enum) ? prop.enum.map(String) : prop.type === 'boolean' ? ['true', 'false'] : null;
        for (const [k, v] of Object.entries(source.values)) {
          if (options && !options.includes(k))
            problem([...segs, 'values', k], `an option of ${path} (${options.join(', ')})`, JSON.stringify(k));
          if (!TYPE_OF_VALUE[field.type](v)) problem([...segs, 'values', k], `${TYPE_NAME[field.type]} for ${erpName}`, JSON.stringify(v));
        }
        for (const o of options ?? [])
          if (!(o in source.values))
            problem(
              [...segs, 'values'],
              `a value for every option of ${path}`,
              `none for "${o}"`,
              `add "${o}": … (or the ERP gets nothing for it)`,
            );
      }
    });
  };

  const checkFields = (
    segs: PathSegments,
    specs: unknown,
    fields: Record<string, ErpField>,
    root: unknown,
    rootUi: unknown,
    what: ErpObject,
  ) => {
    for (const [erpName, spec] of Object.entries(asObject(specs))) {
      const field = fields[erpName];
      if (field) {
        checkSource([...segs, erpName], spec, field, root, rootUi, erpName);
        continue;
      }
      const never = what.never?.[erpName];
      if (never) problem([...segs, erpName], `a field the site may send to ${what.name}`, JSON.stringify(erpName), `${erpName} ${never}`);
      else if (what.setBySite?.includes(erpName))
        problem(
          [...segs, erpName],
          `a field the form fills`,
          JSON.stringify(erpName),
          `the site fills ${erpName} itself (from site.config.json)`,
        );
      else {
        const near = closest(erpName, Object.keys(fields));
        problem(
          [...segs, erpName],
          `a field of the ERP's ${what.name}`,
          JSON.stringify(erpName),
          near ? `did you mean "${near}"?` : 'src/forms/erp/erp-objects.ts lists its fields',
        );
      }
    }
  };

  if (!isObject(mapping.fields)) problem(['fields'], 'an object: ERP field → form field', JSON.stringify(mapping.fields));
  checkFields(['fields'], mapping.fields, obj.fields, schema, ui, obj);
  for (const [erpName, field] of Object.entries(obj.fields))
    if (field.required && !(erpName in asObject(mapping.fields)))
      problem(
        ['fields'],
        `${erpName} mapped: the ERP refuses ${obj.name} without it`,
        'no mapping for it',
        `add "${erpName}": "<the form field that holds it>"`,
      );

  for (const [part, path] of Object.entries(asObject(mapping.files))) {
    if (!(obj.fileParts ?? []).includes(part)) {
      const parts = obj.fileParts ?? [];
      problem(
        ['files', part],
        parts.length ? `a file part ${obj.name}'s endpoint reads (${parts.join(', ')})` : `no files (${obj.name}'s endpoint reads none)`,
        JSON.stringify(part),
      );
      continue;
    }
    const prop = typeof path === 'string' ? nodeAt(schema, path, 'properties') : undefined;
    if (!prop || prop.format !== 'data-url') problem(['files', part], 'a photo or file field of the form', JSON.stringify(path));
  }

  if (mapping.attachments !== undefined) {
    const att = asObject(mapping.attachments);
    if (!obj.attachments) problem(['attachments'], `no documents (${obj.name} takes none)`, 'a list');
    else {
      const list = typeof att.from === 'string' ? nodeAt(schema, att.from, 'properties') : undefined;
      const item = asObject(list?.items);
      if (!list || list.type !== 'array' || item.type !== 'object')
        problem(['attachments', 'from'], 'a list of documents in the form (an array of objects)', JSON.stringify(att.from));
      else {
        const fileProp = typeof att.file === 'string' ? asObject(asObject(item.properties)[att.file]) : {};
        if (fileProp.format !== 'data-url') problem(['attachments', 'file'], 'the file field of each document', JSON.stringify(att.file));
        const itemUi = asObject(nodeAt(ui, att.from as string, 'ui')?.items);
        checkFields(['attachments', 'fields'], att.fields, obj.attachments.item, item, itemUi, obj);
      }
    }
  }

  const leaves = formLeaves(schema);
  (Array.isArray(mapping.notSent) ? mapping.notSent : []).forEach((p, i) => {
    if (typeof p !== 'string' || !leaves.includes(p)) problem(['notSent', i], 'a field of the form', JSON.stringify(p));
  });
  return out;
}

/** The form's fields a valid mapping neither sends nor lists under notSent (transient fields aside). */
export function unmappedFields(mapping: unknown, schema: unknown, ui: unknown): string[] {
  const m = asObject(mapping);
  const used = new Set<string>(Array.isArray(m.notSent) ? m.notSent.filter((p): p is string => typeof p === 'string') : []);
  const specs = [...Object.values(asObject(m.fields))];
  for (const spec of specs) if (typeof spec === 'string' || isObject(spec)) sourceOf(spec).from.forEach((p) => used.add(p));
  for (const path of Object.values(asObject(m.files))) if (typeof path === 'string') used.add(path);
  const att = asObject(m.attachments);
  if (typeof att.from === 'string') used.add(att.from);
  return formLeaves(schema).filter((p) => !used.has(p) && asObject(nodeAt(ui, p, 'ui')?.['ui:options']).transient !== true);
}
