// The checks of one form held in memory (no node:fs, so the studio runs them in the browser and
// `npm run validate` on the files): the schema must compile under Ajv strict mode in each language,
// name only registered widgets, keep ui:order to fields that exist (RJSF refuses to render
// otherwise), and give a phone option ("ui:options": { "phone": … }) only a kind the phone rule
// knows, on a text field, so a typo in a form's JSON fails validation instead of a visitor's form.
// Given the files' text (npm run validate), each problem also says its line and column.
import Ajv from 'ajv';
import { closest } from './closest';
import { widgetNames } from '../forms/widget-names';
import { isPhoneKind, PHONE_KINDS } from '../forms/core/phone';
import { localizeJson } from '../i18n/localize-json';
import { isObject } from '../lib/json';
import type { Place } from './json-text';
import type { PathSegments } from './problem-path';

/** Where a path of each form file stands in its text (npm run validate reads the files; the studio has none). */
export interface FormPlaces {
  schema?: (segments: PathSegments) => Place | undefined;
  ui?: (segments: PathSegments) => Place | undefined;
}

/** " (line 12, column 5)" for a path of a form file, or '' when its text is not known. */
type At = (file: keyof FormPlaces, segments: PathSegments) => string;
const placesAt =
  (places: FormPlaces): At =>
  (file, segments) => {
    const place = places[file]?.(segments);
    return place ? ` (line ${place.line}, column ${place.column})` : '';
  };
const segmentsOf = (path: string): string[] => (path ? path.split('.') : []);

/** Keywords our forms may add to JSON Schema (read by the form engine, ignored by validation). */
export const FORM_KEYWORDS = ['x-steps', 'x-messages', 'x-accept', 'x-maxBytes', 'x-version', 'errorMessage', 'enumNames'];

function walkWidgets(ui: unknown, path: string, out: Array<{ path: string; widget: string }>): void {
  if (!isObject(ui)) return;
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:widget' && typeof v === 'string') out.push({ path, widget: v });
    else if (v && typeof v === 'object') walkWidgets(v, path ? `${path}.${k}` : k, out);
  }
}

function walkOrders(schema: unknown, ui: unknown, path: string, out: string[], name: string, at: At): void {
  if (!isObject(schema) || !isObject(ui)) return;
  const props = isObject(schema.properties) ? schema.properties : {};
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((k, i) => {
      if (k !== '*' && !(String(k) in props))
        out.push(
          `✗ schemas/forms/${name}.ui.json ${path ? `${path}.` : ''}ui:order${at('ui', [...segmentsOf(path), 'ui:order', i])}: expected only fields of the form, found "${String(k)}".\n  hint: remove it from ui:order or add the field`,
        );
    });
  }
  for (const [k, v] of Object.entries(props)) walkOrders(v, ui[k], path ? `${path}.${k}` : k, out, name, at);
}

/** A field's phone option must name a kind of the phone rule (src/forms/core/phone.ts), on a text field. */
function walkPhones(schema: unknown, ui: unknown, path: string, out: string[], name: string, at: At): void {
  if (!isObject(ui)) return;
  const options = ui['ui:options'];
  if (isObject(options) && 'phone' in options) {
    const kind = options.phone;
    const place = `✗ schemas/forms/${name}.ui.json ${path || '(the form)'}${at('ui', [...segmentsOf(path), 'ui:options', 'phone'])}`;
    const kinds = PHONE_KINDS.map((k) => `"${k}"`).join(', ');
    if (!isPhoneKind(kind)) {
      const near = typeof kind === 'string' ? closest(kind, [...PHONE_KINDS]) : null;
      out.push(
        `${place}: expected "ui:options": { "phone": … } to be one of ${kinds}, found ${JSON.stringify(kind)}.\n  hint: ${near ? `did you mean "${near}"?` : '"any" takes Nepali mobiles and landlines and numbers abroad; "nepal" Nepali ones only; "nepal-mobile" Nepali mobiles only'}`,
      );
    } else if (!isObject(schema) || schema.type !== 'string') {
      out.push(
        `${place}: expected the phone option on a text field (schema "type": "string"), found ${isObject(schema) ? `"type": ${JSON.stringify(schema.type)}` : 'no such field in the schema'}.\n  hint: put "phone" on the phone number's own field`,
      );
    }
  }
  const props = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const [k, v] of Object.entries(ui)) if (!k.startsWith('ui:')) walkPhones(props[k], v, path ? `${path}.${k}` : k, out, name, at);
}

/**
 * Where in the schema Ajv's message about it points: "data/properties/a/type" (the schema breaks
 * the meta-schema), "#/properties/a" (a format it does not know), or the first place that uses an
 * unknown keyword. [] when it names none.
 */
export function ajvMessagePath(message: string, schema: unknown): PathSegments {
  const pointer = /(?:\bdata|#)((?:\/[^\s,"/]+)+)/.exec(message);
  if (pointer)
    return pointer[1]
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  if (!keyword) return [];
  const find = (node: unknown, at: PathSegments): PathSegments | null => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = find(node[i], [...at, i]);
        if (found) return found;
      }
    } else if (isObject(node)) {
      if (keyword in node) return [...at, keyword];
      for (const [k, v] of Object.entries(node)) {
        const found = find(v, [...at, k]);
        if (found) return found;
      }
    }
    return null;
  };
  return find(schema, []) ?? [];
}

/** Problems of one form's schema and uiSchema, worded like `npm run validate` (with places when the files' text is given). */
export function formProblems(name: string, schema: unknown, ui: unknown, places: FormPlaces = {}): string[] {
  const at = placesAt(places);
  const problems: string[] = [];
  try {
    const ajv = new Ajv({ strict: true, allErrors: true });
    for (const k of FORM_KEYWORDS) ajv.addKeyword({ keyword: k });
    ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    ajv.addFormat('data-url', /^data:/);
    // Labels may be { en, ne }: each language must be a valid schema on its own.
    for (const lang of ['en', 'ne'] as const) ajv.compile({ ...localizeJson(schema as object, lang), $id: `${name}-${lang}` });
  } catch (e) {
    const message = (e as Error).message;
    // A deployed studio's page allows no eval, and compiling a schema needs it: say so, rather
    // than blame the schema.
    if (e instanceof EvalError)
      problems.push(
        `✗ schemas/forms/${name}.schema.json: not checked on this page, whose security policy allows no eval (compiling a form schema needs it): ` +
          'check the exported file with `npm run validate`, or edit forms in the development studio (`npm start`)',
      );
    else
      problems.push(
        `✗ schemas/forms/${name}.schema.json${at('schema', ajvMessagePath(message, schema))}: does not compile under Ajv strict mode: ${message}`,
      );
  }
  const used: Array<{ path: string; widget: string }> = [];
  walkWidgets(ui, '', used);
  for (const u of used) {
    if (!widgetNames.includes(u.widget)) {
      const near = closest(u.widget, [...widgetNames]);
      problems.push(
        `✗ schemas/forms/${name}.ui.json ${u.path}${at('ui', [...segmentsOf(u.path), 'ui:widget'])}: expected a registered ui:widget (${widgetNames.join(', ')}), found "${u.widget}".${near ? `\n  hint: did you mean "${near}"?` : ''}`,
      );
    }
  }
  walkOrders(schema, ui, '', problems, name, at);
  walkPhones(schema, ui, '', problems, name, at);
  return problems;
}
