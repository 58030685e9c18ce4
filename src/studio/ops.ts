// The studio's edits as pure functions: each takes the config (or a form's schema + uiSchema) and
// returns a new one, leaving the input untouched and every untouched branch shared. The UI only
// calls these; the tests call them directly.
import type { MenuEntry, Section, SiteConfig } from '../generated/site-config';
import { isLocalText } from '../i18n/localize-json';

// The shared JSON-object test, under this file's short names.
import { asObject as asObj, isObject as isObj, type JsonObject } from '../lib/json';

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = list.slice();
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  const stem = base.replace(/-copy(-\d+)?$|-\d+$/, '') || 'section';
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

// ---- home sections ----

function withSections(cfg: SiteConfig, sections: Section[]): SiteConfig {
  return { ...cfg, home: { ...cfg.home, sections } };
}

export function moveSection(cfg: SiteConfig, from: number, to: number): SiteConfig {
  return withSections(cfg, moveItem(cfg.home.sections, from, to));
}

export function toggleSection(cfg: SiteConfig, index: number, enabled?: boolean): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.map((s, i) => (i === index ? { ...s, enabled: enabled ?? !s.enabled } : s)),
  );
}

/** A copy placed right after the original, with its own id. */
export function duplicateSection(cfg: SiteConfig, index: number): SiteConfig {
  const s = cfg.home.sections[index];
  if (!s) return cfg;
  const copy = { ...structuredClone(s), id: uniqueId(s.id, cfg.home.sections.map((x) => x.id)) } as Section;
  const sections = cfg.home.sections.slice();
  sections.splice(index + 1, 0, copy);
  return withSections(cfg, sections);
}

export function removeSection(cfg: SiteConfig, index: number): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.filter((_, i) => i !== index),
  );
}

/** A new section of `type` (enabled, no settings, a free id); see newSection in schema-branches. */
export function addSection(cfg: SiteConfig, section: Section, at = cfg.home.sections.length): SiteConfig {
  const sections = cfg.home.sections.slice();
  sections.splice(Math.max(0, Math.min(at, sections.length)), 0, section);
  return withSections(cfg, sections);
}

export function updateSection(cfg: SiteConfig, index: number, patch: Partial<Record<'id' | 'enabled' | 'props', unknown>>): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.map((s, i) => {
      if (i !== index) return s;
      const next: JsonObject = { ...s, ...patch };
      if ('props' in patch && patch.props === undefined) delete next.props;
      return next as unknown as Section;
    }),
  );
}

// ---- menus ----

export type MenuName = 'main' | 'quickLinks';
/** Where an entry sits: indexes from the top level down through `children`. */
export type MenuPath = readonly number[];
export type LinkKind = 'to' | 'href' | 'children';

export function menuEntryAt(entries: readonly MenuEntry[], path: MenuPath): MenuEntry | undefined {
  let list: readonly MenuEntry[] | undefined = entries;
  let entry: MenuEntry | undefined;
  for (const i of path) {
    entry = list?.[i];
    list = entry?.children;
  }
  return entry;
}

/** Rewrites the list that holds `parent`'s children (the top level for []). */
function editList(entries: readonly MenuEntry[], parent: MenuPath, fn: (list: MenuEntry[]) => MenuEntry[]): MenuEntry[] {
  if (!parent.length) return fn(entries.slice());
  const [head, ...rest] = parent;
  return entries.map((e, i) => (i === head ? { ...e, children: editList(e.children ?? [], rest, fn) } : e));
}

function withMenu(cfg: SiteConfig, menu: MenuName, fn: (entries: MenuEntry[]) => MenuEntry[]): SiteConfig {
  return { ...cfg, menu: { ...cfg.menu, [menu]: fn(cfg.menu[menu]) } };
}

export function updateMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath, patch: Partial<MenuEntry>): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) =>
    editList(entries, parent, (list) =>
      list.map((e, i) => {
        if (i !== index) return e;
        const next = { ...e, ...patch } as JsonObject;
        for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
        return next as unknown as MenuEntry;
      }),
    ),
  );
}

/** Makes the entry a link inside the site, outside it, or a dropdown (dropping the other two). */
export function setMenuLinkKind(cfg: SiteConfig, menu: MenuName, path: MenuPath, kind: LinkKind, value?: string | MenuEntry[]): SiteConfig {
  const e = menuEntryAt(cfg.menu[menu], path);
  if (!e) return cfg;
  const fresh = kind === 'children' ? (value ?? e.children ?? []) : (value ?? (kind === 'to' ? '/' : 'https://'));
  return updateMenuEntry(cfg, menu, path, { to: undefined, href: undefined, children: undefined, [kind]: fresh });
}

export function moveMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath, delta: number): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) => editList(entries, parent, (list) => moveItem(list, index, index + delta)));
}

export function removeMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): SiteConfig {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return withMenu(cfg, menu, (entries) => editList(entries, parent, (list) => list.filter((_, i) => i !== index)));
}

export function insertMenuEntry(cfg: SiteConfig, menu: MenuName, parent: MenuPath, index: number, entry: MenuEntry): SiteConfig {
  return withMenu(cfg, menu, (entries) =>
    editList(entries, parent, (list) => {
      list.splice(Math.max(0, Math.min(index, list.length)), 0, entry);
      return list;
    }),
  );
}

/** Whether the entry can go into the dropdown just above it. */
export function canIndent(entries: readonly MenuEntry[], path: MenuPath): boolean {
  const index = path[path.length - 1];
  if (index === 0) return false;
  const prev = menuEntryAt(entries, [...path.slice(0, -1), index - 1]);
  return Array.isArray(prev?.children);
}

/** Moves the entry to the end of the dropdown just above it. Returns the entry's new path. */
export function indentMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): { cfg: SiteConfig; path: number[] } {
  if (!canIndent(cfg.menu[menu], path)) return { cfg, path: [...path] };
  const entry = menuEntryAt(cfg.menu[menu], path)!;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  const target = [...parent, index - 1];
  const size = menuEntryAt(cfg.menu[menu], target)!.children!.length;
  const removed = removeMenuEntry(cfg, menu, path);
  return { cfg: insertMenuEntry(removed, menu, target, size, entry), path: [...target, size] };
}

/** Moves the entry out of its dropdown, to just after the dropdown. Returns the entry's new path. */
export function outdentMenuEntry(cfg: SiteConfig, menu: MenuName, path: MenuPath): { cfg: SiteConfig; path: number[] } {
  if (path.length < 2) return { cfg, path: [...path] };
  const entry = menuEntryAt(cfg.menu[menu], path)!;
  const parentPath = path.slice(0, -1);
  const grand = parentPath.slice(0, -1);
  const at = parentPath[parentPath.length - 1] + 1;
  const removed = removeMenuEntry(cfg, menu, path);
  return { cfg: insertMenuEntry(removed, menu, grand, at, entry), path: [...grand, at] };
}

// ---- forms (a form's JSON Schema and uiSchema) ----

export interface FormDoc {
  schema: JsonObject;
  ui: JsonObject;
}

/** Where a field list lives: [] for a one-page form, [stepKey] for a wizard step. */
export type FieldContainer = readonly string[];

/** Kinds of field staff can choose; each is a ui:widget of the forms engine. */
export const FIELD_KINDS = ['text', 'textarea', 'select', 'radio', 'checkbox', 'bs-date', 'photo', 'file'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

function schemaAt(schema: JsonObject, container: FieldContainer): JsonObject {
  let node = schema;
  for (const k of container) node = asObj(asObj(node.properties)[k]);
  return node;
}

function uiAt(ui: JsonObject, container: FieldContainer): JsonObject {
  let node = ui;
  for (const k of container) node = asObj(node[k]);
  return node;
}

function setSchemaAt(schema: JsonObject, container: FieldContainer, fn: (node: JsonObject) => JsonObject): JsonObject {
  if (!container.length) return fn(schema);
  const [head, ...rest] = container;
  const props = asObj(schema.properties);
  return { ...schema, properties: { ...props, [head]: setSchemaAt(asObj(props[head]), rest, fn) } };
}

function setUiAt(ui: JsonObject, container: FieldContainer, fn: (node: JsonObject) => JsonObject): JsonObject {
  if (!container.length) return fn(ui);
  const [head, ...rest] = container;
  return { ...ui, [head]: setUiAt(asObj(ui[head]), rest, fn) };
}

function dropEmpty(node: JsonObject, key: string): JsonObject {
  const v = node[key];
  if (v === undefined || (isObj(v) && !Object.keys(v).length) || (Array.isArray(v) && !v.length) || v === '') {
    const { [key]: _drop, ...rest } = node;
    void _drop;
    return rest;
  }
  return node;
}

/** The fields of a container in the order visitors see them (ui:order, then the rest). */
export function fieldKeys(form: FormDoc, container: FieldContainer): string[] {
  const props = Object.keys(asObj(schemaAt(form.schema, container).properties));
  const order = uiAt(form.ui, container)['ui:order'];
  const listed = Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string' && props.includes(k)) : [];
  return [...listed, ...props.filter((k) => !listed.includes(k))];
}

/** Wizard forms (ui:options.wizard) edit one step at a time; their steps are the root's properties. */
export function formSteps(form: FormDoc): string[] {
  return asObj(form.ui['ui:options']).wizard === true ? fieldKeys(form, []) : [];
}

/** A form text as written: a plain string or { en, ne } (src/i18n/localize-json.ts). */
export type FormText = string | { en: string; ne?: string } | undefined;

const english = (v: unknown): string => (typeof v === 'string' ? v : isLocalText(v) ? v.en : '');

export interface FieldInfo {
  key: string;
  /** English label (for lists and announcements); `text.title` is the label as written. */
  title: string;
  description: string;
  help: string;
  kind: string;
  required: boolean;
  requiredMessage: string;
  options: Array<{ value: string; label: string }>;
  /** The texts as written, possibly { en, ne }, for the bilingual inputs. */
  text: { title: FormText; help: FormText; requiredMessage: FormText };
}

export function fieldInfo(form: FormDoc, container: FieldContainer, key: string): FieldInfo {
  const parent = schemaAt(form.schema, container);
  const s = asObj(asObj(parent.properties)[key]);
  const u = asObj(uiAt(form.ui, container)[key]);
  const values = Array.isArray(s.enum) ? s.enum.map(String) : [];
  const names = Array.isArray(u['ui:enumNames']) ? u['ui:enumNames'].map(english) : [];
  const widget = typeof u['ui:widget'] === 'string' ? u['ui:widget'] : s.type === 'boolean' ? 'checkbox' : values.length ? 'select' : 'text';
  return {
    key,
    title: english(s.title),
    description: typeof s.description === 'string' ? s.description : '',
    help: english(u['ui:help']),
    kind: widget,
    required: Array.isArray(parent.required) && parent.required.includes(key),
    requiredMessage: english(asObj(u['ui:errorMessages']).required),
    options: values.map((value, i) => ({ value, label: names[i] || value })),
    text: { title: asText(s.title), help: asText(u['ui:help']), requiredMessage: asText(asObj(u['ui:errorMessages']).required) },
  };
}

function asText(v: unknown): FormText {
  return typeof v === 'string' || isLocalText(v) ? v : undefined;
}

function withOrder(ui: JsonObject, keys: string[]): JsonObject {
  return { ...ui, 'ui:order': keys };
}

/** The schema of a new field of `kind`, keeping `title` and `description`. */
function schemaForKind(kind: FieldKind, base: JsonObject): JsonObject {
  const keep: JsonObject = {};
  if (typeof base.title === 'string' || isLocalText(base.title)) keep.title = base.title;
  if (typeof base.description === 'string') keep.description = base.description;
  switch (kind) {
    case 'checkbox':
      return { type: 'boolean', ...keep };
    case 'select':
    case 'radio':
      return { type: 'string', ...keep, enum: Array.isArray(base.enum) && base.enum.length ? base.enum : ['Option 1'] };
    case 'bs-date':
      return { type: 'string', ...keep, pattern: DATE_PATTERN };
    case 'photo':
    case 'file':
      return { type: 'string', ...keep, format: 'data-url' };
    default:
      return { type: 'string', ...keep, ...(typeof base.maxLength === 'number' ? { maxLength: base.maxLength } : {}) };
  }
}

export function addField(form: FormDoc, container: FieldContainer, key: string, kind: FieldKind, title: string, at?: number): FormDoc {
  const keys = fieldKeys(form, container);
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || keys.includes(key)) return form;
  const order = keys.slice();
  order.splice(at === undefined ? order.length : Math.max(0, Math.min(at, order.length)), 0, key);
  const schema = setSchemaAt(form.schema, container, (node) => ({
    ...node,
    properties: { ...asObj(node.properties), [key]: schemaForKind(kind, { title }) },
  }));
  const ui = setUiAt(form.ui, container, (node) => ({ ...withOrder(node, order), [key]: { 'ui:widget': kind } }));
  return { schema, ui };
}

export function removeField(form: FormDoc, container: FieldContainer, key: string): FormDoc {
  const schema = setSchemaAt(form.schema, container, (node) => {
    const { [key]: _gone, ...props } = asObj(node.properties);
    void _gone;
    const next: JsonObject = { ...node, properties: props };
    if (Array.isArray(node.required)) next.required = node.required.filter((k) => k !== key);
    return dropEmpty(next, 'required');
  });
  const ui = setUiAt(form.ui, container, (node) => {
    const { [key]: _gone, ...rest } = node;
    void _gone;
    return Array.isArray(node['ui:order']) ? { ...rest, 'ui:order': node['ui:order'].filter((k) => k !== key) } : rest;
  });
  return { schema, ui };
}

export function moveField(form: FormDoc, container: FieldContainer, key: string, delta: number): FormDoc {
  const keys = fieldKeys(form, container);
  const from = keys.indexOf(key);
  if (from < 0) return form;
  return { ...form, ui: setUiAt(form.ui, container, (node) => withOrder(node, moveItem(keys, from, from + delta))) };
}

function editFieldSchema(form: FormDoc, container: FieldContainer, key: string, fn: (s: JsonObject) => JsonObject): FormDoc {
  return {
    ...form,
    schema: setSchemaAt(form.schema, container, (node) => {
      const props = asObj(node.properties);
      return { ...node, properties: { ...props, [key]: fn(asObj(props[key])) } };
    }),
  };
}

function editFieldUi(form: FormDoc, container: FieldContainer, key: string, fn: (u: JsonObject) => JsonObject): FormDoc {
  return { ...form, ui: setUiAt(form.ui, container, (node) => dropEmpty({ ...node, [key]: fn(asObj(node[key])) }, key)) };
}

export function setFieldTitle(form: FormDoc, container: FieldContainer, key: string, title: FormText): FormDoc {
  return editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, title }, 'title'));
}

export function setFieldDescription(form: FormDoc, container: FieldContainer, key: string, description: string): FormDoc {
  return editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, description }, 'description'));
}

export function setFieldHelp(form: FormDoc, container: FieldContainer, key: string, help: FormText): FormDoc {
  return editFieldUi(form, container, key, (u) => dropEmpty({ ...u, 'ui:help': help }, 'ui:help'));
}

export function setFieldRequired(form: FormDoc, container: FieldContainer, key: string, required: boolean): FormDoc {
  return {
    ...form,
    schema: setSchemaAt(form.schema, container, (node) => {
      const list = Array.isArray(node.required) ? node.required.filter((k) => k !== key) : [];
      if (required) {
        // Keep `required` in the order fields are shown, so it reads naturally in the file.
        const order = fieldKeys(form, container);
        list.push(key);
        list.sort((a, b) => order.indexOf(String(a)) - order.indexOf(String(b)));
      }
      return dropEmpty({ ...node, required: list }, 'required');
    }),
  };
}

/** The text shown under the field when it is left empty (ui:errorMessages.required). */
export function setRequiredMessage(form: FormDoc, container: FieldContainer, key: string, message: FormText): FormDoc {
  return editFieldUi(form, container, key, (u) => dropEmpty({ ...u, 'ui:errorMessages': dropEmpty({ ...asObj(u['ui:errorMessages']), required: message }, 'required') }, 'ui:errorMessages'));
}

export function setFieldKind(form: FormDoc, container: FieldContainer, key: string, kind: FieldKind): FormDoc {
  const withSchema = editFieldSchema(form, container, key, (s) => schemaForKind(kind, s));
  return editFieldUi(withSchema, container, key, (u) => {
    const next: JsonObject = { ...u, 'ui:widget': kind };
    if (kind !== 'select' && kind !== 'radio') delete next['ui:enumNames'];
    return next;
  });
}

/** Choices of a select or radio field: values in the schema's enum, labels in ui:enumNames (only when some differ). */
export function setFieldOptions(form: FormDoc, container: FieldContainer, key: string, options: Array<{ value: string; label?: string }>): FormDoc {
  const clean = options.map((o) => ({ value: o.value.trim(), label: (o.label ?? '').trim() || o.value.trim() })).filter((o) => o.value);
  const withSchema = editFieldSchema(form, container, key, (s) => dropEmpty({ ...s, enum: clean.map((o) => o.value) }, 'enum'));
  // The editor shows English labels; a Nepali name already written for a value is kept with it.
  const before = fieldInfo(form, container, key);
  const oldNames = asObj(uiAt(form.ui, container)[key])['ui:enumNames'];
  const nepaliOf = (value: string): string | undefined => {
    const i = before.options.findIndex((o) => o.value === value);
    const old = Array.isArray(oldNames) ? oldNames[i] : undefined;
    return isLocalText(old) ? old.ne : undefined;
  };
  const names = clean.map((o) => {
    const ne = nepaliOf(o.value);
    return ne ? { en: o.label, ne } : o.label;
  });
  const named = names.some((n, i) => typeof n !== 'string' || n !== clean[i].value);
  return editFieldUi(withSchema, container, key, (u) => dropEmpty({ ...u, 'ui:enumNames': named ? names : undefined }, 'ui:enumNames'));
}

/** "value = label" lines (or just "value") into options, for a textarea editor. */
export function parseOptionLines(text: string): Array<{ value: string; label: string }> {
  return text
    .split('\n')
    .map((line) => {
      const at = line.indexOf('=');
      const value = (at < 0 ? line : line.slice(0, at)).trim();
      const label = at < 0 ? value : line.slice(at + 1).trim();
      return { value, label: label || value };
    })
    .filter((o) => o.value);
}

export function optionLines(options: Array<{ value: string; label: string }>): string {
  return options.map((o) => (o.label && o.label !== o.value ? `${o.value} = ${o.label}` : o.value)).join('\n');
}

// ---- any part of the config ----

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
    const out = value.slice();
    out[head as number] = setIn(out[head as number], rest, next);
    return out as T;
  }
  const obj = asObj(value);
  const child = setIn(obj[head], rest, next);
  if (child === undefined) {
    const { [head]: _gone, ...others } = obj;
    void _gone;
    return others as T;
  }
  return { ...obj, [head]: child } as T;
}
