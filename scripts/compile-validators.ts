// Precompiles the validators of every form under schemas/forms/ into src/generated/validators/,
// so the browser never compiles a schema (no Ajv compiler, no eval/new Function; CSP-safe) and
// the form chunk stays small. Uses @rjsf/validator-ajv8's compileSchemaValidators code path.
//
// One module per form: src/generated/validators/<name>.js (+ .d.ts), default export a map of
// validator functions keyed by schema hash, as createPrecompiledValidator() expects. It holds the
// form's root schema or, for a wizard (`"ui:options": { "wizard": true }` at the uiSchema root),
// each step (the root's top-level properties), because each step is validated as its own form.
// `--check` fails (exit 1) when the committed files differ from what would be generated.
//
// Labels may be { en, ne } (src/i18n/localize-json.ts), and RJSF finds a precompiled function by
// the hash of the schema it is given, so the English and the Nepali schema have different keys.
// Titles never change what is valid, so the code is compiled once (English) and each Nepali key
// is an alias of its English twin (checked to be the same schema but for its texts).
//
// Also src/generated/site-config-validator.js: site.config.json's schema compiled the way
// parseSiteConfig compiles it, for the studio, whose page runs under the site's security policy
// (no eval, so no compiling in the browser: docs/deployment.md).
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { CONFIG_AJV_OPTIONS } from '../src/config-check/parse-site-config';
import { localizeJson } from '../src/i18n/localize-json';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const defaultFormsDir = join(root, 'schemas/forms');
const defaultOutDir = join(root, 'src/generated/validators');
const banner = '/* Generated from schemas/forms/ by `npm run gen:types` (scripts/compile-validators.ts). Do not edit by hand. */';

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

/** The schemas a form validates against: its root, or for a wizard each step (the root is never used). */
export function validationRoots(schema: Json, ui: Json): Json[] {
  const options = (ui['ui:options'] ?? {}) as Json;
  if (options.wizard !== true) return [schema];
  return Object.values((schema.properties ?? {}) as Record<string, Json>);
}

// Ajv's runtime helper for maxLength/minLength (length in code points), inlined instead of required.
const runtime = 'function ucs2length(str) { let n = 0; for (const _ of str) n++; return n; }\n';

// Ajv's standalone output is CommonJS (`exports["<hash>"] = validate10;`); ESM export names cannot
// be hashes. Each root's code runs in its own function scope (its helper names repeat), writing
// into one shared object.
export function formModule(name: string, roots: Json[], aliases: string[] = []): string {
  const parts = roots.map((schema) => {
    const code = compileSchemaValidatorsCode(schema as RJSFSchema, {
      ajvOptionsOverrides: { code: { lines: false, source: true } },
    }).replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length');
    const required = /require\(("[^"]+")\)/.exec(code);
    if (required) {
      throw new Error(
        `schemas/forms/${name}.schema.json needs ${required[1]} at run time (an Ajv format or keyword that cannot be ` +
          'inlined). Use plain keywords (type, enum, required, maxLength, pattern) and the formats email or data-url.',
      );
    }
    return `(function (exports) {\n${code}\n})(validators);`;
  });
  return `${banner}\n${runtime}const validators = {};\n${parts.join('\n')}\n${aliases.join('')}export default validators;\n`;
}

// Annotation keywords: they describe a value, never decide whether it is valid.
const TEXT_KEYS = new Set(['title', 'description', '$id']);
function withoutTexts(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutTexts);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => !TEXT_KEYS.has(k))
      .map(([k, x]) => [k, withoutTexts(x)]),
  );
}

/** `validators["<nepali hash>"] = validators["<english hash>"];` for every schema RJSF may look up. */
export function aliasLines(name: string, enRoots: Json[], otherRoots: Json[]): string[] {
  const lines: string[] = [];
  enRoots.forEach((enRoot, i) => {
    const en = Object.entries(schemaParser(enRoot as RJSFSchema));
    const other = Object.entries(schemaParser(otherRoots[i] as RJSFSchema));
    if (en.length !== other.length) throw new Error(`schemas/forms/${name}: the Nepali texts change the schema's shape`);
    en.forEach(([enKey, enSchema], j) => {
      const [key, schema] = other[j];
      if (JSON.stringify(withoutTexts(enSchema)) !== JSON.stringify(withoutTexts(schema))) {
        throw new Error(`schemas/forms/${name}: the Nepali texts change a rule (only texts may differ between languages)`);
      }
      if (key !== enKey) lines.push(`validators[${JSON.stringify(key)}] = validators[${JSON.stringify(enKey)}];\n`);
    });
  });
  return lines;
}

const declaration = `${banner}
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const validators: ValidatorFunctions;
export default validators;
`;

/** Every file src/generated/validators/ should hold, by file name, generated from `formsDir`. */
export function generate(formsDir = defaultFormsDir): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(formsDir)) return out;
  for (const file of readdirSync(formsDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const name = basename(file, '.schema.json');
    const uiPath = join(formsDir, `${name}.ui.json`);
    const rawUi = existsSync(uiPath) ? readJson(uiPath) : {};
    const rawSchema = readJson(join(formsDir, file));
    const roots = validationRoots(localizeJson(rawSchema, 'en'), localizeJson(rawUi, 'en'));
    const neRoots = validationRoots(localizeJson(rawSchema, 'ne'), localizeJson(rawUi, 'ne'));
    out.set(`${name}.js`, formModule(name, roots, aliasLines(name, roots, neRoots)));
    out.set(`${name}.d.ts`, declaration);
  }
  return out;
}

const configBanner =
  '/* Generated from schemas/site-config.schema.json by `npm run gen:types` (scripts/compile-validators.ts). Do not edit by hand. */';
const configValidatorPath = join(root, 'src/generated/site-config-validator.js');

/** site-config-validator.js and its declaration, by path: Ajv's standalone code of the config's schema. */
export function configValidatorFiles(schemaPath = join(root, 'schemas/site-config.schema.json')): Map<string, string> {
  const ajv = new Ajv2020({ ...CONFIG_AJV_OPTIONS, code: { source: true, esm: true, lines: false } });
  const code = standaloneCode(ajv, ajv.compile(readJson(schemaPath))).replaceAll(
    'require("ajv/dist/runtime/ucs2length").default',
    'ucs2length',
  );
  const required = /require\(("[^"]+")\)/.exec(code);
  if (required) throw new Error(`schemas/site-config.schema.json needs ${required[1]} at run time: use keywords Ajv can inline`);
  const declaration = `${configBanner}\nimport type { ValidateFunction } from 'ajv';\n\ndeclare const validate: ValidateFunction;\nexport default validate;\n`;
  return new Map([
    [configValidatorPath, `${configBanner}\n${runtime}${code}\n`],
    [configValidatorPath.replace(/\.js$/, '.d.ts'), declaration],
  ]);
}

/** The config validator's files that differ from what the schema generates now (paths under the root). */
export function staleConfigValidator(files = configValidatorFiles()): string[] {
  return [...files]
    .filter(([path, text]) => (existsSync(path) ? readFileSync(path, 'utf8') : '') !== text)
    .map(([path]) => path.slice(root.length + 1));
}

/**
 * Validator files in `outDir` that differ from what `formsDir` generates (or are missing): a form
 * schema was changed without `npm run gen:types`. The browser would then find no precompiled
 * validator for the changed schema and the form would throw. Used by `--check` (npm test),
 * scripts/check-generated.ts and `npm run validate`.
 */
export function staleValidators(formsDir = defaultFormsDir, outDir = defaultOutDir, files = generate(formsDir)): string[] {
  return [...files]
    .filter(([target, text]) => {
      const path = join(outDir, target);
      return (existsSync(path) ? readFileSync(path, 'utf8') : '') !== text;
    })
    .map(([target]) => target);
}

const isMain = process.argv[1] && import.meta.filename === process.argv[1];
if (isMain) {
  const check = process.argv.includes('--check');
  // compileSchemaValidatorsCode is quiet; compileSchemaValidators (the file-writing wrapper) logs.
  const files = generate();
  const stale = staleValidators(defaultFormsDir, defaultOutDir, files);
  for (const target of stale) {
    if (check) {
      console.error(`src/generated/validators/${target} is stale: run \`npm run gen:types\` and commit the result.`);
    } else {
      mkdirSync(defaultOutDir, { recursive: true });
      writeFileSync(join(defaultOutDir, target), files.get(target)!);
      console.log(`wrote src/generated/validators/${target}`);
    }
  }
  const configFiles = configValidatorFiles();
  const staleConfig = staleConfigValidator(configFiles);
  for (const target of staleConfig) {
    if (check) console.error(`${target} is stale: run \`npm run gen:types\` and commit the result.`);
    else {
      writeFileSync(join(root, target), configFiles.get(join(root, target))!);
      console.log(`wrote ${target}`);
    }
  }
  if (check && (stale.length || staleConfig.length)) process.exit(1);
}
