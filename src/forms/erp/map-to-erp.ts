// A form's answers turned into the ERP's object, by the form's mapping (schemas/forms/<form>.erp.json)
// and the object's declaration (erp-objects.ts): each declared field converted to its type, blank
// answers left out (the ERP's procedures default them), ids taken from the ERP's lists, files as
// file parts. Nothing the declaration does not name is ever put in the object.
import type { ErpChoice } from '../../api/guards/erp-choices';
import { dataUrlInfo } from '../core/files';
import { isBlank, isObject } from '../core/form-json';
import { matchChoice } from './choice-match';
import { bsToErpDate, erpPhone, passRequestValidation, toBool, toInt, toNumber } from './convert';
import type { ErpField, ErpListName, ErpObject } from './erp-objects';
import { sourceOf, valueAt, type ErpMapping, type SourceSpec } from './mapping';

export type ErpLists = Record<ErpListName, readonly ErpChoice[]>;

export interface MappedErp {
  /** The ERP object's JSON. */
  object: Record<string, unknown>;
  /** File parts, in order: the part's name and the file (a data URL). */
  files: { part: string; dataUrl: string }[];
  /** Ids the lists did not give: the field, its list, and whether the ERP refuses the object without it. */
  unresolved: { field: string; list: ErpListName; required: boolean }[];
}

export interface MapContext {
  lists: Partial<ErpLists>;
  /** A form path's label, for "Label: value" texts (English: staff read them in the ERP). */
  label: (path: string) => string;
}

function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The one raw value of a source (a table applied), or for text the joined answers. */
function rawValue(spec: SourceSpec, field: ErpField, data: unknown, ctx: MapContext): unknown {
  const source = sourceOf(spec);
  if ('value' in source) return source.value;
  const pick = (path: string): unknown => {
    const v = valueAt(data, path);
    if (isBlank(v)) return undefined;
    return source.values && String(v) in source.values ? source.values[String(v)] : v;
  };
  if (field.type !== 'text' || (source.from.length === 1 && !source.labelled)) return pick(source.from[0] ?? '');
  const parts = source.from
    .map((path) => {
      const text = shown(pick(path));
      return text && source.labelled ? `${ctx.label(path)}: ${text}` : text;
    })
    .filter(Boolean);
  return parts.length ? parts.join(source.labelled ? '; ' : ', ') : undefined;
}

/** A value converted to the field's type; undefined when blank or not convertible (the form's rules refused it before). */
export function convertValue(field: ErpField, raw: unknown, obj: ErpObject): unknown {
  if (raw === undefined || raw === null || isBlank(raw)) return undefined;
  switch (field.type) {
    case 'text': {
      const text = shown(raw);
      return text ? (obj.requestValidation ? passRequestValidation(text) : text) : undefined;
    }
    case 'email':
      return shown(raw) || undefined;
    case 'int':
      return toInt(raw);
    case 'number':
      return toNumber(raw);
    case 'bool':
      return toBool(raw);
    case 'date':
      return bsToErpDate(raw);
    case 'phone':
      return erpPhone(raw);
    case 'id':
      return raw; // resolved against its list by the caller
  }
}

function fillFields(
  fields: Record<string, ErpField>,
  specs: Record<string, SourceSpec>,
  data: unknown,
  obj: ErpObject,
  ctx: MapContext,
  out: MappedErp,
  into: Record<string, unknown>,
): void {
  for (const [name, spec] of Object.entries(specs)) {
    const field = fields[name];
    if (!field) continue; // not a field of the ERP's object: never sent (npm run validate refuses it)
    const value = convertValue(field, rawValue(spec, field, data, ctx), obj);
    if (value === undefined) continue;
    if (field.type === 'id' && field.list) {
      const id = matchChoice(ctx.lists[field.list] ?? [], value);
      if (id === undefined) out.unresolved.push({ field: name, list: field.list, required: field.required === true });
      else into[name] = id;
    } else into[name] = value;
  }
}

/** The file name a document entry is kept under: its own, else the file's, with an extension. */
function documentName(dataUrl: string, given: unknown): string {
  const info = dataUrlInfo(dataUrl);
  const name = (typeof given === 'string' && given.trim()) || info?.name || 'document';
  if (/\.[A-Za-z0-9]{2,5}$/.test(name)) return name;
  const ext = /\/(pdf|png|jpe?g|msword|vnd\.openxmlformats[^;]*)/.exec(info?.mime ?? '')?.[1];
  const known = ext === 'msword' ? 'doc' : ext?.startsWith('vnd.') ? 'docx' : ext === 'jpeg' ? 'jpg' : ext;
  return known ? `${name}.${known}` : name;
}

/** The ERP object, its file parts and what its lists could not name, for one submission. */
export function mapToErp(obj: ErpObject, mapping: ErpMapping, data: unknown, ctx: MapContext): MappedErp {
  const out: MappedErp = { object: {}, files: [], unresolved: [] };
  fillFields(obj.fields, mapping.fields, data, obj, ctx, out, out.object);

  for (const [part, path] of Object.entries(mapping.files)) {
    const file = valueAt(data, path);
    if ((obj.fileParts ?? []).includes(part) && typeof file === 'string' && dataUrlInfo(file)) out.files.push({ part, dataUrl: file });
  }

  const att = obj.attachments;
  const map = mapping.attachments;
  if (att && map) {
    const items = valueAt(data, map.from);
    const entries: Record<string, unknown>[] = [];
    for (const item of Array.isArray(items) ? items.filter(isObject) : []) {
      const file = item[map.file];
      // The ERP drops an entry without its file part, and entry i must meet part file{i}.
      if (typeof file !== 'string' || !dataUrlInfo(file)) continue;
      const entry: Record<string, unknown> = {};
      const before = out.unresolved.length;
      fillFields(att.item, map.fields, item, obj, ctx, out, entry);
      // A document type the list cannot name is not sent as an id; its name stays in the description.
      const lost = out.unresolved.slice(before).filter((u) => !u.required);
      const typeSpec = lost.length ? map.fields[lost[0].field] : undefined;
      const typeName = typeSpec ? shown(rawValue(typeSpec, att.item[lost[0].field], item, ctx)) : '';
      if (typeName) entry.Description = convertValue({ type: 'text' }, [typeName, entry.Description].filter(Boolean).join(' — '), obj);
      entry.Name = documentName(file, entry.Name);
      out.files.push({ part: att.filePart(entries.length), dataUrl: file });
      entries.push(entry);
    }
    if (entries.length) out.object[att.field] = entries;
  }
  return out;
}
