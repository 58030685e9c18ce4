// The checks every form runs beyond its schema, as one RJSF customValidate: the one phone rule on
// phone fields (core/phone-fields.ts), then the ERP's rules on the fields of a form that goes to
// the ERP (erp/erp-rules.ts). Each adds its errors under the fields it checks.
import type { CustomValidator } from '@rjsf/utils';
import { validatePhones } from './core/phone-fields';
import { validateErpRules } from './erp/erp-rules';

export const validateFieldRules: CustomValidator = (formData, errors, uiSchema, errorSchema) =>
  validateErpRules(formData, validatePhones(formData, errors, uiSchema, errorSchema), uiSchema, errorSchema);
