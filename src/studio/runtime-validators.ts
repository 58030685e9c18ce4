// The forms engine validates with validators precompiled by `npm run gen:types`; a schema being
// edited in the studio has none yet. This builds the same map (validator functions keyed by schema
// hash, as createPrecompiledValidator expects) with Ajv at run time, the way
// scripts/compile-validators.ts does at build time: the form's root, or each step of a wizard.
import type { RJSFSchema } from '@rjsf/utils';
import { schemaParser } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

import { localizeJson } from '../i18n/localize-json';
import type { Lang } from '../i18n/t';
import { asObject, type JsonObject } from '../lib/json';

/** The schemas a form validates against (same rule as validationRoots in compile-validators.ts). */
export function validationRoots(schema: JsonObject, ui: JsonObject): JsonObject[] {
  if (asObject(ui['ui:options']).wizard !== true) return [schema];
  return Object.values(asObject(schema.properties)).map(asObject);
}

/** Validators of the form in one language (labels may be { en, ne }; RJSF finds validators by the
 *  hash of the localized schema). */
export function runtimeValidators(schema: JsonObject, ui: JsonObject, lang: Lang = 'en'): ValidatorFunctions {
  const fns: Record<string, unknown> = {};
  for (const root of validationRoots(localizeJson(schema, lang), localizeJson(ui, lang))) {
    const maps = schemaParser(root as RJSFSchema);
    const ajv = createAjvInstance(undefined, undefined, { schemas: Object.values(maps) });
    for (const key of Object.keys(maps)) fns[key] = ajv.getSchema(key);
  }
  return fns as unknown as ValidatorFunctions;
}
