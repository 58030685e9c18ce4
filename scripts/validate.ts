// npm run validate [-- --config FILE] [--production]: checks site.config.json (or FILE, else the
// file SITE_CONFIG names, as `npm run build` does) with parseSiteConfig and every form schema
// under schemas/forms/ (Ajv strict; every ui:widget
// registered; every form the config names has a schema; each mapping to the ERP, <form>.erp.json,
// names only fields the ERP's object has and maps every one it requires). For production (--production, or
// NODE_ENV=production, as `npm run build` runs it for a school) the demo's placeholders are refused
// too (src/config-check/placeholders.ts). Exit 0 when clean, 1 with the messages otherwise.
import { relative, join } from 'node:path';
import { checkSite } from './build/site-check';
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

// (npm run build --production reaches here as npm_config_production.)
const production = args.includes('--production') || process.env.NODE_ENV === 'production' || process.env.npm_config_production === 'true';
const check = checkSite({
  root,
  file: configFile,
  shown: relative(process.cwd(), configFile) || configFile,
  production,
  envApi: process.env.VITE_API_BASE,
});
const print = { problem: console.error, warning: console.warn, passed: console.log };
for (const m of check.messages) print[m.level](m.text);
let failed = check.site === null;

// Generated code behind the schemas (src/generated/: types, precompiled validators). validate only
// reports it, it writes nothing: it is a check (also of other files, --config), `npm run build`
// regenerates src/generated/ itself before building, and `npm test` fails while the committed
// files are stale. The warning is for staff who edited a form and run the site with `npm start`:
// until they regenerate, the changed form throws in the browser.
if (check.formsPassed) {
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
