// The browser keeps a draft of a long form as the visitor types, so a reload, a dropped
// connection or a closed tab loses nothing. Drafts live in localStorage under
// "form-draft:<formId>:<schema version>"; the version is a hash of the form's JSON Schema, so a
// changed schema silently drops an old draft instead of feeding it to fields that moved. File
// contents (photos, documents), transient fields (the captcha) and fields marked sensitive
// ("ui:options": { "sensitive": true }: health, caste, religion) are never stored, and a draft
// older than the form's limit (draftDays, 7 by default) is dropped: on a shared or cyber-café
// computer it does not wait for the next person. Each draft carries its limit, so the sweep on
// every page load (draft-age.ts) removes it on time without knowing the form.
import { hashForSchema } from '@rjsf/utils';
import type { UiSchema } from '@rjsf/utils';
import { DEFAULT_DRAFT_DAYS, draftTooOld } from './draft-age';
import { DRAFT_PREFIX } from './draft-prefix';
import { asObject, isObject, propertiesOf, uiOptions, type JsonObject } from './form-json';

export { DEFAULT_DRAFT_DAYS, DRAFT_PREFIX };

export interface Draft {
  /** ISO time of the last change. */
  savedAt: string;
  /** Wizard step index (0 for single-page forms). */
  step: number;
  data: JsonObject;
  /** How many days it is kept: the form's draftDays when it was saved (read by the sweep). */
  days?: number;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The schema version drafts are keyed by. */
export function schemaVersion(schema: unknown): string {
  return hashForSchema(asObject(schema));
}

export function draftKey(formId: string, version: string): string {
  return `${draftPrefix(formId)}${version}`;
}

/** What every draft key of a form starts with, whatever its version. */
export function draftPrefix(formId: string): string {
  return `${DRAFT_PREFIX}${formId}:`;
}

function isFileField(schema: JsonObject): boolean {
  return schema.type === 'string' && schema.format === 'data-url';
}

/** A copy of the data without file contents, transient and sensitive fields, for storing. */
export function stripForDraft(schema: unknown, ui: UiSchema | undefined, data: unknown): JsonObject {
  const values = asObject(data);
  const base = asObject(ui);
  const out: JsonObject = {};
  for (const [key, propSchema] of Object.entries(propertiesOf(schema))) {
    const opts = uiOptions(base[key]);
    if (!(key in values) || opts.transient === true || opts.sensitive === true || isFileField(propSchema)) continue;
    const value = values[key];
    if (propSchema.type === 'object') out[key] = stripForDraft(propSchema, asObject(base[key]), value);
    else if (propSchema.type === 'array' && Array.isArray(value) && isObject(propSchema.items)) {
      const itemSchema = propSchema.items;
      const itemUi = asObject(asObject(base[key]).items);
      out[key] = (value as unknown[]).map((item) =>
        isObject(item) && itemSchema.type === 'object' ? stripForDraft(itemSchema, itemUi, item) : item,
      );
    } else out[key] = value;
  }
  return out;
}

/** True when the data holds something typed (not only empty objects/arrays/undefined). */
export function hasContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.values(value).some(hasContent);
  return value !== undefined && value !== null && value !== '' && value !== false;
}

function keysOf(storage: DraftStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null) keys.push(k);
  }
  return keys;
}

export function saveDraft(storage: DraftStorage, formId: string, version: string, draft: Draft): boolean {
  try {
    if (!hasContent(draft.data)) {
      storage.removeItem(draftKey(formId, version));
      return true;
    }
    storage.setItem(draftKey(formId, version), JSON.stringify(draft));
    return true;
  } catch {
    return false; // storage full or disabled (private mode): the form still works, only unsaved
  }
}

/**
 * The stored draft of this form and schema version, or null. Drafts of other versions of the
 * same form are removed; so is a draft that is not valid JSON, has the wrong shape, or was last
 * changed more than maxDays ago (or, by a clock that was wrong, in the future).
 */
export function loadDraft(
  storage: DraftStorage,
  formId: string,
  version: string,
  maxStep = 0,
  maxDays = DEFAULT_DRAFT_DAYS,
  now = Date.now(),
): Draft | null {
  const wanted = draftKey(formId, version);
  try {
    for (const k of keysOf(storage)) {
      if (k.startsWith(draftPrefix(formId)) && k !== wanted) storage.removeItem(k);
    }
    const raw = storage.getItem(wanted);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const ok =
      isObject(parsed) &&
      isObject(parsed.data) &&
      typeof parsed.savedAt === 'string' &&
      Number.isInteger(parsed.step) &&
      (parsed.step as number) >= 0 &&
      (parsed.step as number) <= maxStep;
    const savedAt = ok ? Date.parse((parsed as JsonObject).savedAt as string) : NaN;
    if (!ok || draftTooOld(savedAt, maxDays, now) || !hasContent((parsed as JsonObject).data)) {
      storage.removeItem(wanted);
      return null;
    }
    return parsed as Draft;
  } catch {
    return null;
  }
}

/** Removes every draft of the form (all versions). */
export function clearDraft(storage: DraftStorage, formId: string): void {
  try {
    for (const k of keysOf(storage)) if (k.startsWith(draftPrefix(formId))) storage.removeItem(k);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** localStorage, or null where it is missing or blocked. */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
