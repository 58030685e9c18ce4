/* Generated from schemas/forms/ by `npm run gen:types` (scripts/compile-validators.ts). Do not edit by hand. */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validators: ValidatorFunctions;
export default validators;
