/* Generated from schemas/site-config.schema.json by `npm run gen:types` (scripts/compile-validators.ts). Do not edit by hand. */
import type { ValidateFunction } from 'ajv';

declare const validate: ValidateFunction;
export default validate;
