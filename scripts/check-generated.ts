// npm test's "generated types and validators are fresh" step: src/generated/ (types from every
// schema, precompiled form validators) must be what `npm run gen:types` makes from schemas/ now.
// A stale validator is not cosmetic: the browser finds validators by the schema's hash, so a form
// whose schema changed without regeneration throws "No precompiled validator function was found".
// Exit 1 with one line per stale file.
import { staleConfigValidator, staleValidators } from './compile-validators';
import { staleTypes } from './gen-types';

const stale = [
  ...(await staleTypes()).map((f) => `src/generated/${f}`),
  ...staleValidators().map((f) => `src/generated/validators/${f}`),
  ...staleConfigValidator(),
];
for (const f of stale) console.error(`${f} is stale: run \`npm run gen:types\` and commit the result.`);
if (!stale.length) console.log('✓ src/generated/ matches schemas/');
process.exit(stale.length ? 1 : 0);
