// npm run validate [-- --config FILE] [--production]: checks site.config.json (or FILE, else the
// file SITE_CONFIG names, as `npm run build` does) with parseSiteConfig and every form schema
// under schemas/forms/ (Ajv strict; every ui:widget
// registered; every form the config names has a schema; each mapping to the ERP, <form>.erp.json,
// names only fields the ERP's object has and maps every one it requires). For production (--production, or
// NODE_ENV=production, as `npm run build` runs it for a school) the demo's placeholders are refused
// too (src/config-check/placeholders.ts). Exit 0 when clean, 1 with the messages otherwise.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatProblem } from '../src/config-check/config-error';
import { crossOriginApiProblems } from '../src/config-check/erp-delivery-rules';
import { parseSiteConfig } from '../src/config-check/parse-site-config';
import { checkFormSchemas, formErpMappings, formFieldsNotMapped, formTextsWithoutNepali } from '../src/config-check/check-form-schemas';
import { missingNepali } from '../src/config-check/missing-nepali';
import { placeholderProblems } from '../src/config-check/placeholders';
import { readJsonText } from '../src/config-check/json-text';
import { pageRegistry } from '../src/pages/page-registry';
import { sectionRegistry } from '../src/sections/section-registry';
import { staleValidators } from './compile-validators';
import { staleTypes } from './gen-types';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const at = args.indexOf('--config');
const configFile = at >= 0 ? args[at + 1] : (process.env.SITE_CONFIG ?? join(root, 'site.config.json'));
if (at >= 0 && !configFile) {
  console.error('usage: npm run validate -- --config FILE');
  process.exit(2);
}

const formsDir = join(root, 'schemas/forms');
const formNames = existsSync(formsDir)
  ? readdirSync(formsDir)
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace(/\.schema\.json$/, ''))
  : [];
const built = (reg: Record<string, unknown>) => Object.keys(reg).filter((k) => reg[k] !== null);

let failed = false;
const shown = relative(process.cwd(), configFile) || configFile;
try {
  const text = readFileSync(configFile, 'utf8');
  const cfg = parseSiteConfig(text, {
    file: shown,
    pageKinds: Object.keys(pageRegistry),
    sectionTypes: Object.keys(sectionRegistry),
    forms: formNames,
    erpMappings: formErpMappings(formsDir),
  });
  const notBuilt = [
    ...cfg.routes.filter((r) => !built(pageRegistry).includes(r.page)).map((r) => `route ${r.path} (page kind "${r.page}")`),
    ...cfg.home.sections
      .filter((s) => s.enabled && !built(sectionRegistry).includes(s.type))
      .map((s) => `home section "${s.id}" (type "${s.type}")`),
  ];
  if (notBuilt.length)
    console.warn(`! ${shown}: ${notBuilt.length} entries have no component yet and render as placeholders:\n  ${notBuilt.join('\n  ')}`);
  // (npm run build --production reaches here as npm_config_production.)
  const production = args.includes('--production') || process.env.NODE_ENV === 'production' || process.env.npm_config_production === 'true';
  const placeholders = placeholderProblems(cfg);
  if (placeholders.length && production) {
    failed = true;
    // Each named with its place in the file, as every other config problem is.
    const { placeOf } = readJsonText(text);
    const placed = placeholders.map((p) => {
      const key = p.slice(0, p.indexOf(':'));
      const at = placeOf(key);
      return at ? `${key} (line ${at.line}, column ${at.column})${p.slice(key.length)}` : p;
    });
    console.error(
      `✗ ${shown}: ${placeholders.length} demo placeholder${placeholders.length === 1 ? '' : 's'}, refused for production:\n  ${placed.join('\n  ')}`,
    );
  } else if (placeholders.length)
    console.warn(
      `! ${shown}: ${placeholders.length} demo placeholders (fine for the demo; a production build refuses them): ${placeholders.map((p) => p.split(':')[0]).join(', ')}`,
    );
  const noNepali = missingNepali(cfg);
  if (noNepali.length)
    console.warn(
      `! ${shown}: ${noNepali.length} texts have no Nepali version yet (English is shown), e.g. ${noNepali.slice(0, 4).join(', ')}. Write them as { "en": "…", "ne": "…" }.`,
    );
  // The build's VITE_API_BASE overrides site.apiBase (src/api/endpoint.ts): held to the same rule.
  const envApi = process.env.VITE_API_BASE;
  const envProblems = envApi ? crossOriginApiProblems(cfg, envApi, 'VITE_API_BASE') : [];
  if (envProblems.length) {
    failed = true;
    console.error(`✗ the build's environment: ${envProblems.map((p) => formatProblem(p).replace(/^✗ /, '')).join('\n')}`);
  }
  if (!failed) console.log(`✓ ${shown} is valid`);
} catch (e) {
  failed = true;
  console.error((e as Error).message);
}

const formProblems = checkFormSchemas(formsDir);
for (const p of formProblems) console.error(p);
if (!formProblems.length) console.log(`✓ ${formNames.length} form schemas compile and use only registered widgets`);
const formNoNepali = formTextsWithoutNepali(formsDir);
if (formNoNepali.length)
  console.warn(
    `! ${formNoNepali.length} form texts have no Nepali version yet (English is shown), e.g. ${formNoNepali.slice(0, 4).join(', ')}. Write them as { "en": "…", "ne": "…" }.`,
  );
const notMapped = formFieldsNotMapped(formsDir);
if (notMapped.length)
  console.warn(
    `! ${notMapped.length} form fields are not sent to the ERP and not listed under "notSent" in their form's .erp.json: ${notMapped.join(', ')}. Map each, or list it under "notSent" (schemas/forms/README.md).`,
  );
failed ||= formProblems.length > 0;

// Generated code behind the schemas (src/generated/: types, precompiled validators). validate only
// reports it, it writes nothing: it is a check (also of other files, --config), `npm run build`
// regenerates src/generated/ itself before building, and `npm test` fails while the committed
// files are stale. The warning is for staff who edited a form and run the site with `npm start`:
// until they regenerate, the changed form throws in the browser.
if (!formProblems.length) {
  try {
    const stale = [
      ...(await staleTypes()).map((f) => `src/generated/${f}`),
      ...staleValidators().map((f) => `src/generated/validators/${f}`),
    ];
    if (stale.length) {
      console.warn(
        `! ${stale.length} generated files no longer match schemas/ (${stale.join(', ')}): run \`npm run gen:types\` and commit the result. ` +
          "Until then a changed form fails in the browser ('No precompiled validator function was found'); `npm run build` regenerates them itself.",
      );
    }
  } catch (e) {
    // The compiler refuses what the checks above let through (e.g. a Nepali text that changes a rule).
    failed = true;
    console.error(`✗ ${(e as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
