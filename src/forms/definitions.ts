// Where a form's parts meet: schemas/forms/<id>.schema.json, <id>.ui.json, the precompiled
// validators in src/generated/validators/<id>.js and site.config.json's `forms.<id>.submit`.
// Each part is its own small chunk, loaded only when that form is shown.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { asObject, propertiesOf, uiOptions } from './core/form-json';
import { DEFAULT_DRAFT_DAYS, schemaVersion } from './core/draft';
import type { SubmitConfig } from './submit/types';
import { submitConfigFor } from './submit/deliver';
import type { SiteConfig } from '../generated/site-config';
import { localizeJson } from '../i18n/localize-json';
import type { Lang } from '../i18n/t';
import { listAwareValidator, twinOf } from './erp/list-validator';
import { erpPlan, uiWithErpRules, type ErpPlan } from './erp/plan';
import type { ErpLists } from './erp/map-to-erp';

export interface FormDefinition {
  id: string;
  /** The language its texts are in, and its messages are given in. */
  lang: Lang;
  schema: RJSFSchema;
  ui: UiSchema;
  validators: ValidatorFunctions;
  submit: SubmitConfig;
  /** Hash of the schema: drafts are keyed by it. */
  version: string;
  /** Wizard forms: step keys (the schema's top-level properties) in ui:order. Empty otherwise. */
  steps: string[];
  /** Whether a draft is kept in the browser ("ui:options": { "draft": true }). */
  draft: boolean;
  /** How many days a draft is kept ("ui:options": { "draftDays": n }; 7 by default). */
  draftDays: number;
  /** How the form goes to the ERP (submit kinds erp-*, schemas/forms/<id>.erp.json); null otherwise. */
  erp: ErpPlan | null;
  /** The ERP's lists its choices came from (erp/use-erp-choices.ts), for sending. */
  erpLists?: Partial<ErpLists>;
}

const schemas = import.meta.glob<RJSFSchema>('../../schemas/forms/*.schema.json', { import: 'default' });
const uis = import.meta.glob<UiSchema>('../../schemas/forms/*.ui.json', { import: 'default' });
const erpMappings = import.meta.glob<unknown>('../../schemas/forms/*.erp.json', { import: 'default' });
const validatorModules = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js', { import: 'default' });

export function knownFormIds(): string[] {
  return Object.keys(schemas)
    .map((p) => /([^/]+)\.schema\.json$/.exec(p)?.[1] ?? '')
    .filter(Boolean)
    .sort();
}

/** Step keys of a wizard: the uiSchema root's ui:order, then any remaining properties. */
export function stepKeys(schema: unknown, ui: unknown): string[] {
  const props = Object.keys(propertiesOf(schema));
  const order = asObject(ui)['ui:order'];
  const ordered = Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string' && props.includes(k)) : [];
  return [...ordered, ...props.filter((k) => !ordered.includes(k))];
}

/** The files as staff wrote them: texts may still be { en, ne }. */
export interface FormParts {
  id: string;
  schema: RJSFSchema;
  ui: UiSchema;
  validators: ValidatorFunctions;
  /** schemas/forms/<id>.erp.json, when the form has a mapping to the ERP. */
  erp?: unknown;
}

/** The form in one language (plain JSON Schema and uiSchema, as RJSF expects). */
export function buildDefinition(
  id: string,
  rawSchema: RJSFSchema,
  rawUi: UiSchema,
  validators: ValidatorFunctions,
  submit: SubmitConfig,
  lang: Lang,
  rawErp?: unknown,
): FormDefinition {
  const schema = localizeJson(rawSchema, lang);
  const erp = erpPlan(submit.kind, rawErp, rawSchema);
  const ui = uiWithErpRules(erp, schema, localizeJson(rawUi, lang));
  const opts = uiOptions(ui);
  return {
    id,
    lang,
    schema,
    ui,
    validators,
    submit,
    // From the file as written, so a draft survives a change of language.
    version: schemaVersion(rawSchema),
    steps: opts.wizard === true ? stepKeys(schema, ui) : [],
    draft: opts.draft === true,
    draftDays: typeof opts.draftDays === 'number' && opts.draftDays > 0 ? opts.draftDays : DEFAULT_DRAFT_DAYS,
    erp,
  };
}

/** Loads a form's parts; null when there is no schema of that name. */
export async function loadFormParts(id: string): Promise<FormParts | null> {
  const base = `${id}`;
  const loadSchema = schemas[`../../schemas/forms/${base}.schema.json`];
  const loadValidators = validatorModules[`../generated/validators/${base}.js`];
  if (!loadSchema || !loadValidators) return null;
  const loadUi = uis[`../../schemas/forms/${base}.ui.json`];
  const loadErp = erpMappings[`../../schemas/forms/${base}.erp.json`];
  const [schema, ui, validators, erp] = await Promise.all([
    loadSchema(),
    loadUi ? loadUi() : Promise.resolve({}),
    loadValidators(),
    loadErp ? loadErp() : Promise.resolve(undefined),
  ]);
  return { id, schema, ui, validators, erp };
}

/** Loads a form in one language, sent as `config` says. */
export async function loadFormDefinition(config: Pick<SiteConfig, 'forms'>, id: string, lang: Lang): Promise<FormDefinition | null> {
  const parts = await loadFormParts(id);
  return parts && buildDefinition(parts.id, parts.schema, parts.ui, parts.validators, submitConfigFor(config, parts.id), lang, parts.erp);
}

const cache = new WeakMap<object, Partial<Record<Lang, ValidatorType>>>();

/** The precompiled validator for a root schema (the form's, or one wizard step's); one with the
 *  ERP's choices (erp/choices.ts) is validated by the schema it was made from, and refuses an id
 *  not in the list in `lang` (the form's). */
export function validatorFor(validators: ValidatorFunctions, schema: RJSFSchema, lang: Lang): ValidatorType {
  const byLang = cache.get(schema) ?? {};
  let v = byLang[lang];
  if (!v) {
    const twin = twinOf(schema);
    v = twin
      ? listAwareValidator(validatorFor(validators, twin.written, lang), twin.written, twin.targets, lang)
      : createPrecompiledValidator(validators, schema);
    byLang[lang] = v;
    cache.set(schema, byLang);
  }
  return v;
}
