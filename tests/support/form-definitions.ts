// Loading the real form definitions (schemas/forms + generated validators) in tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { siteConfig } from '@src/site-config/config-file';
import type { SiteConfig } from '@src/generated/site-config';
import { loadFormDefinition, validatorFor, type FormDefinition } from '@src/forms/definitions';
import { transformErrorsIn } from '@src/forms/core/messages';
import { validateFieldRules } from '@src/forms/field-rules';
import type { Lang } from '@src/i18n/t';

export const FORMS_DIR = join(import.meta.dirname, '../../schemas/forms');

/** The form as the config delivers it (the shipped config unless given), in `lang` (English unless given). */
export async function definition(id: string, config: Pick<SiteConfig, 'forms'> = siteConfig, lang: Lang = 'en'): Promise<FormDefinition> {
  const def = await loadFormDefinition(config, id, lang);
  if (!def) throw new Error(`no form ${id}`);
  return def;
}

export function readForm(id: string): { schema: RJSFSchema; ui: UiSchema } {
  return {
    schema: JSON.parse(readFileSync(join(FORMS_DIR, `${id}.schema.json`), 'utf8')),
    ui: JSON.parse(readFileSync(join(FORMS_DIR, `${id}.ui.json`), 'utf8')),
  };
}

export function formIds(): string[] {
  return readdirSync(FORMS_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.schema\.json$/, ''))
    .sort();
}

/** Messages by field path ('.firstName') after validating `data` against one of the form's root
 *  schemas, as the form engine validates it (schema, messages, the phone rule, the ERP's rules), in the form's language. */
export function messagesOf(def: FormDefinition, schema: RJSFSchema, ui: UiSchema, data: unknown): Record<string, string[]> {
  const { errors } = validatorFor(def.validators, schema, def.lang).validateFormData(
    data,
    schema,
    validateFieldRules(def.lang),
    transformErrorsIn(def.lang),
    ui,
  );
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.property ?? ''] ??= []).push(e.message ?? '');
  return out;
}

/** The schema and uiSchema of one wizard step. */
export function step(def: FormDefinition, key: string): { schema: RJSFSchema; ui: UiSchema } {
  return { schema: (def.schema.properties as Record<string, RJSFSchema>)[key], ui: (def.ui as Record<string, UiSchema>)[key] };
}
