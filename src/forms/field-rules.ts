// The checks every form runs beyond its schema, as one RJSF customValidate: the one phone rule on
// phone fields (core/phone-fields.ts), then the ERP's rules on the fields of a form that goes to
// the ERP (erp/erp-rules.ts). Each adds its errors under the fields it checks, in the form's language.
import type { CustomValidator } from '@rjsf/utils';
import type { Lang } from '../i18n/t';
import { validatePhones } from './core/phone-fields';
import { validateErpRules } from './erp/erp-rules';

export function validateFieldRules(lang: Lang): CustomValidator {
  const phones = validatePhones(lang);
  const erp = validateErpRules(lang);
  return (formData, errors, uiSchema, errorSchema) => erp(formData, phones(formData, errors, uiSchema, errorSchema), uiSchema, errorSchema);
}
