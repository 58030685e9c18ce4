// Generates TypeScript types from every JSON Schema under schemas/ into src/generated/.
// Types are written once, in the schemas; nothing in src/ restates them by hand.
// `--check` fails (exit 1) when the committed files differ from what would be generated.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, readdirSync, existsSync, mkdirSync } from 'node:fs';
import { join, basename, relative } from 'node:path';
import { localizeJson } from '../src/i18n/localize-json';

const root = join(import.meta.dirname, '..');
const defaultSchemasDir = join(root, 'schemas');
const defaultOutDir = join(root, 'src/generated');
const banner = '/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */';

function pascal(name: string): string {
  return name.replace(/(^|[-_.])([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
}

/** Every type file src/generated/ should hold, by path below it, generated from `schemasDir`. */
export async function generate(schemasDir = defaultSchemasDir): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const jobs: Array<[string, string, string]> = [[join(schemasDir, 'site-config.schema.json'), 'SiteConfig', 'site-config.ts']];
  const formsDir = join(schemasDir, 'forms');
  if (existsSync(formsDir)) {
    for (const f of readdirSync(formsDir)
      .filter((f) => f.endsWith('.schema.json'))
      .sort()) {
      const name = basename(f, '.schema.json');
      jobs.push([join(formsDir, f), `${pascal(name)}FormData`, `forms/${name}.ts`]);
    }
  }
  for (const [file, typeName, target] of jobs) out.set(target, await typesOf(file, typeName, file.startsWith(formsDir)));
  return out;
}

/** The types of one schema file; a file that cannot be read as a schema is named in the error (npm run validate says more). */
async function typesOf(file: string, typeName: string, isForm: boolean): Promise<string> {
  try {
    return await compileTypes(file, typeName, isForm);
  } catch (e) {
    throw new Error(`✗ ${relative(root, file)}: ${(e as Error).message.split('\n')[0]} (npm run validate names each problem and its fix)`);
  }
}

function compileTypes(file: string, typeName: string, isForm: boolean): Promise<string> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as JSONSchema;
  // Form labels may be { en, ne }: types are generated from the English version (plain JSON Schema).
  const schema = isForm ? localizeJson(raw, 'en') : raw;
  // The form's own title would otherwise name the root type; pin a predictable name.
  return compile({ ...schema, title: typeName }, typeName, {
    bannerComment: banner,
    additionalProperties: false,
    style: { singleQuote: true },
    cwd: join(file, '..'),
    unreachableDefinitions: false,
  });
}

/** Type files in `outDir` that differ from what `schemasDir` generates (or are missing). */
export function staleFiles(files: Map<string, string>, outDir = defaultOutDir): string[] {
  return [...files]
    .filter(([target, ts]) => {
      const path = join(outDir, target);
      return (existsSync(path) ? readFileSync(path, 'utf8') : '') !== ts;
    })
    .map(([target]) => target);
}

export async function staleTypes(schemasDir = defaultSchemasDir, outDir = defaultOutDir): Promise<string[]> {
  return staleFiles(await generate(schemasDir), outDir);
}

const isMain = process.argv[1] && import.meta.filename === process.argv[1];
if (isMain) {
  const check = process.argv.includes('--check');
  const files = await generate().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
  const stale = staleFiles(files);
  for (const target of stale) {
    if (check) {
      console.error(`src/generated/${target} is stale: run \`npm run gen:types\` and commit the result.`);
    } else {
      const path = join(defaultOutDir, target);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, files.get(target)!);
      console.log(`wrote src/generated/${target}`);
    }
  }
  if (check && stale.length) process.exit(1);
}
