// The one validation of site.config.json, used by the build (vite plugin), the CLI
// (npm run validate), the studio and the tests. Returns a typed SiteConfig or throws a
// ConfigError listing every problem at once.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import schema from '../../schemas/site-config.schema.json';
import type { SiteConfig } from '../generated/site-config';
import { ConfigError, type ConfigProblem } from './config-error';
import { readJsonText } from './json-text';
import { schemaProblems } from './schema-problems';
import { semanticProblems, type Registered } from './semantic-rules';

/** How the config's schema is compiled: here, and precompiled for the studio (scripts/compile-validators.ts). */
export const CONFIG_AJV_OPTIONS = { allErrors: true, discriminator: true, strict: true, verbose: true } as const;

let validator: ValidateFunction | null = null;
function getValidator() {
  if (!validator) {
    const ajv = new Ajv2020(CONFIG_AJV_OPTIONS);
    validator = ajv.compile(schema);
  }
  return validator;
}

export interface ParseOptions extends Registered {
  /** Name used in messages. */
  file?: string;
  /**
   * The schema's validator when it must not be compiled here: the studio passes the precompiled
   * one (src/generated/site-config-validator.js), as compiling needs eval, which the site's
   * security policy forbids.
   */
  validate?: ValidateFunction;
}

/**
 * Accepts the file's text or an already parsed value. From a text, every problem (syntax errors
 * included, all at once) carries the line and column of its place in the file.
 */
export function parseSiteConfig(input: unknown, opts: ParseOptions = {}): SiteConfig {
  const file = opts.file ?? 'site.config.json';
  const text = typeof input === 'string' ? readJsonText(input) : null;
  const value = text ? text.value : input;
  const problems: ConfigProblem[] = [...(text?.problems ?? [])];
  // With syntax errors, what could be read is still checked, so staff see everything at once.
  if (value !== undefined) {
    const validate = opts.validate ?? getValidator();
    if (!validate(value)) problems.push(...schemaProblems(validate.errors ?? [], value));
    else problems.push(...semanticProblems(value as SiteConfig, opts));
  }
  if (problems.length) throw new ConfigError(file, text ? problems.map((p) => (p.line ? p : { ...p, ...text.placeOf(p.path) })) : problems);
  return value as SiteConfig;
}
