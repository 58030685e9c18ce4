// The one validation of site.config.json, used by the build (vite plugin), the CLI
// (npm run validate), the studio and the tests. Returns a typed SiteConfig or throws a
// ConfigError listing every problem at once.
import Ajv2020 from 'ajv/dist/2020';
import schema from '../../schemas/site-config.schema.json';
import type { SiteConfig } from '../generated/site-config';
import { ConfigError, type ConfigProblem } from './config-error';
import { jsonErrorPosition } from './json-position';
import { schemaProblems } from './schema-problems';
import { semanticProblems, type Registered } from './semantic-rules';

let validator: ReturnType<Ajv2020['compile']> | null = null;
function getValidator() {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, verbose: true });
    validator = ajv.compile(schema);
  }
  return validator;
}

export interface ParseOptions extends Registered {
  /** Name used in messages. */
  file?: string;
}

/** Accepts the file's text or an already parsed value. */
export function parseSiteConfig(input: string | unknown, opts: ParseOptions = {}): SiteConfig {
  const file = opts.file ?? 'site.config.json';
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (err) {
      const at = jsonErrorPosition(input, err);
      const where = at ? `line ${at.line}, column ${at.column}` : 'somewhere';
      throw new ConfigError(file, [{ path: '', expected: 'valid JSON', found: `a syntax error at ${where}`, hint: 'look for a missing or extra comma, quote or bracket just before that place' }]);
    }
  }
  const validate = getValidator();
  if (!validate(value)) {
    throw new ConfigError(file, schemaProblems(validate.errors ?? [], value));
  }
  const cfg = value as SiteConfig;
  const problems: ConfigProblem[] = semanticProblems(cfg, opts);
  if (problems.length) throw new ConfigError(file, problems);
  return cfg;
}
