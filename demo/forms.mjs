// The demo back-end's check of POST /api/forms/{name}: only forms that exist under schemas/forms/
// are taken, and a submission must satisfy that form's JSON Schema (Ajv, like the browser's
// precompiled validators), so the site's http submit adapter is tested against a back-end that
// refuses what a real one would. Node built-ins plus the project's ajv.
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

// RJSF's data-url format: files travel in form data as "data:<mime>;name=<name>;base64,…".
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/s;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function newAjv(coerceTypes) {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes });
  addFormats(ajv);
  ajv.addFormat('data-url', DATA_URL);
  return ajv;
}
// JSON arrives typed; multipart and url-encoded fields arrive as text ("true", "1024").
const ajvs = { typed: null, text: null };
const compiled = new Map(); // `${mode}:${file}` → { text, validate }

/** { en, ne } texts → English, as src/i18n/localize-json.ts does (the schema files may hold both). */
function isLocalText(v) {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return typeof v.en === 'string' && Object.keys(v).every((k) => k === 'en' || (k === 'ne' && typeof v.ne === 'string'));
}
function localize(v) {
  if (isLocalText(v)) return v.en;
  if (Array.isArray(v)) return v.map(localize);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, localize(x)]));
  return v;
}

/** The form's schema file, or null when schemas/forms has no form of that name. */
export function formSchemaFile(formsDir, name) {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(name)) return null;
  const file = path.join(formsDir, `${name}.schema.json`);
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function validatorFor(file, mode) {
  const text = fs.readFileSync(file, 'utf8'); // read each time: staff may edit a form while the demo runs
  const key = `${mode}:${file}`;
  const hit = compiled.get(key);
  if (hit && hit.text === text) return hit.validate;
  ajvs[mode] ??= newAjv(mode === 'text');
  const schema = localize(JSON.parse(text));
  delete schema.$id;
  const validate = ajvs[mode].compile(schema);
  compiled.set(key, { text, validate });
  return validate;
}

const fieldOf = (e) => {
  const at = e.instancePath
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') at.push(e.params.missingProperty);
  // Named as the form names its fields in multipart: "attachments.documents[0].size".
  return at.map((k, i) => (/^\d+$/.test(k) ? `[${k}]` : i ? `.${k}` : k)).join('') || '(form)';
};

/**
 * Checks a submission against the form's schema. mode 'typed' for JSON, 'text' for multipart and
 * url-encoded bodies (values are coerced to the schema's types). Returns [] when valid, else
 * [{ Field, Message }] ("personal.firstName", "is required").
 */
export function checkSubmission(file, data, mode = 'typed') {
  const validate = validatorFor(file, mode);
  if (validate(data)) return [];
  return validate.errors.map((e) => ({ Field: fieldOf(e), Message: e.keyword === 'required' ? 'is required' : e.message }));
}

/** Multipart cannot carry an empty object or list: a missing object (a wizard step nobody filled)
 *  is an empty one, a missing required list an empty list, as in the JSON the form would send. */
function fillEmpty(schema, value) {
  if (!schema || typeof schema !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (UNSAFE_KEYS.has(key)) continue;
    const missing = !Object.hasOwn(value, key);
    if (missing && sub?.type === 'object') value[key] = {};
    else if (missing && sub?.type === 'array' && required.includes(key)) value[key] = [];
    fillEmpty(sub, value[key]);
  }
}

/**
 * The nested data a multipart (or url-encoded) body stands for: fields named "personal.firstName" or
 * "attachments.documents[0].type" (src/forms/core/payload.ts) put back in place, and file parts as
 * the named data URLs the form holds. Null when a name cannot be placed.
 */
export function textBodyData(file, parts) {
  const out = {};
  for (const p of parts) {
    const keys = [...p.name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
    if (!keys.length || keys.some((k) => UNSAFE_KEYS.has(k) || (typeof k === 'number' && k > 1000))) return null;
    const value =
      p.filename !== undefined
        ? `data:${(p.type || 'application/octet-stream').split(';')[0].trim().toLowerCase()};name=${encodeURIComponent(p.filename)};base64,${p.body.toString('base64')}`
        : p.body.toString('utf8');
    let node = out;
    for (let i = 0; i < keys.length - 1; i++) {
      const list = typeof keys[i + 1] === 'number';
      if (!Object.hasOwn(node, keys[i])) node[keys[i]] = list ? [] : {};
      const next = node[keys[i]];
      if (typeof next !== 'object' || next === null || Array.isArray(next) !== list) return null;
      node = next;
    }
    const last = keys[keys.length - 1];
    const before = Object.hasOwn(node, last) ? node[last] : undefined;
    if (before === undefined) node[last] = value;
    else if (typeof before === 'string')
      node[last] = [before, value]; // a name given twice, as HTML forms do
    else if (Array.isArray(before) && before.every((v) => typeof v === 'string')) before.push(value);
    else return null;
  }
  fillEmpty(localize(JSON.parse(fs.readFileSync(file, 'utf8'))), out);
  return out;
}
