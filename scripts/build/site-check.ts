// The whole check of what staff edit: the site's config (parsed once, with every rule that needs
// the registries, the form schemas and their ERP mappings) and every form schema under
// schemas/forms/. `npm run validate` prints it (scripts/validate.ts); a build runs the same check
// at its start and builds from the value it parsed (scripts/build/pipeline.ts), so a build reads
// and checks its config once, in one process, and refuses what validate refuses.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../../src/config-check/config-error';
import { crossOriginApiProblems } from '../../src/config-check/erp-delivery-rules';
import { parseSiteConfig } from '../../src/config-check/parse-site-config';
import { checkFormSchemas, formErpMappings, formFieldsNotMapped, formTextsWithoutNepali } from '../../src/config-check/check-form-schemas';
import { missingNepali } from '../../src/config-check/missing-nepali';
import { placeholderProblems } from '../../src/config-check/placeholders';
import { readJsonText } from '../../src/config-check/json-text';
import { pageRegistry } from '../../src/pages/page-registry';
import { sectionRegistry } from '../../src/sections/section-registry';
import type { BuildSiteConfig } from './site-config';

/** One line of the check: what refuses the site (✗, naming its place and fix), what is allowed but worth saying (!), what passed (✓). */
export interface CheckMessage {
  level: 'problem' | 'warning' | 'passed';
  text: string;
}

export interface SiteCheck {
  /** The checked config, or null when it or a form schema was refused. */
  site: BuildSiteConfig | null;
  /** Its lines, in the order they are printed. */
  messages: CheckMessage[];
  /** Whether the form schemas passed (the generated validators are compared with them only then). */
  formsPassed: boolean;
}

export interface SiteCheckOptions {
  root: string;
  /** The config file, and the file as messages name it. */
  file: string;
  shown: string;
  /** A school's build: the demo's placeholders are refused. */
  production: boolean;
  /** The build's VITE_API_BASE, held to the same rule as site.apiBase. */
  envApi?: string;
}

const built = (reg: Record<string, unknown>) => Object.keys(reg).filter((k) => reg[k] !== null);

export function checkSite({ root, file, shown, production, envApi }: SiteCheckOptions): SiteCheck {
  const messages: CheckMessage[] = [];
  let refused = false;
  const problem = (text: string) => (messages.push({ level: 'problem', text }), (refused = true));
  const warning = (text: string) => messages.push({ level: 'warning', text });
  const passed = (text: string) => messages.push({ level: 'passed', text });
  const formsDir = join(root, 'schemas/forms');
  const formNames = existsSync(formsDir)
    ? readdirSync(formsDir)
        .filter((f) => f.endsWith('.schema.json'))
        .map((f) => f.replace(/\.schema\.json$/, ''))
    : [];

  let site: BuildSiteConfig | null = null;
  try {
    const text = readFileSync(file, 'utf8');
    const value = parseSiteConfig(text, {
      file: shown,
      pageKinds: Object.keys(pageRegistry),
      sectionTypes: Object.keys(sectionRegistry),
      forms: formNames,
      erpMappings: formErpMappings(formsDir),
    });
    const notBuilt = [
      ...value.routes.filter((r) => !built(pageRegistry).includes(r.page)).map((r) => `route ${r.path} (page kind "${r.page}")`),
      ...value.home.sections
        .filter((s) => s.enabled && !built(sectionRegistry).includes(s.type))
        .map((s) => `home section "${s.id}" (type "${s.type}")`),
    ];
    if (notBuilt.length)
      warning(`! ${shown}: ${notBuilt.length} entries have no component yet and render as placeholders:\n  ${notBuilt.join('\n  ')}`);
    const placeholders = placeholderProblems(value);
    if (placeholders.length && production) {
      // Each named with its place in the file, as every other config problem is.
      const { placeOf } = readJsonText(text);
      const placed = placeholders.map((p) => {
        const key = p.slice(0, p.indexOf(':'));
        const at = placeOf(key);
        return at ? `${key} (line ${at.line}, column ${at.column})${p.slice(key.length)}` : p;
      });
      problem(
        `✗ ${shown}: ${placeholders.length} demo placeholder${placeholders.length === 1 ? '' : 's'}, refused for production:\n  ${placed.join('\n  ')}`,
      );
    } else if (placeholders.length)
      warning(
        `! ${shown}: ${placeholders.length} demo placeholders (fine for the demo; a production build refuses them): ${placeholders.map((p) => p.split(':')[0]).join(', ')}`,
      );
    const noNepali = missingNepali(value);
    if (noNepali.length)
      warning(
        `! ${shown}: ${noNepali.length} texts have no Nepali version yet (English is shown), e.g. ${noNepali.slice(0, 4).join(', ')}. Write them as { "en": "…", "ne": "…" }.`,
      );
    // The build's VITE_API_BASE overrides site.apiBase (src/api/endpoint.ts): held to the same rule.
    const envProblems = envApi ? crossOriginApiProblems(value, envApi, 'VITE_API_BASE') : [];
    if (envProblems.length) problem(`✗ the build's environment: ${envProblems.map((p) => formatProblem(p).replace(/^✗ /, '')).join('\n')}`);
    if (!refused) {
      passed(`✓ ${shown} is valid`);
      site = { file, shown, value };
    }
  } catch (e) {
    problem((e as Error).message);
  }

  const formProblems = checkFormSchemas(formsDir);
  for (const p of formProblems) problem(p);
  if (!formProblems.length) passed(`✓ ${formNames.length} form schemas compile and use only registered widgets`);
  const formNoNepali = formTextsWithoutNepali(formsDir);
  if (formNoNepali.length)
    warning(
      `! ${formNoNepali.length} form texts have no Nepali version yet (English is shown), e.g. ${formNoNepali.slice(0, 4).join(', ')}. Write them as { "en": "…", "ne": "…" }.`,
    );
  const notMapped = formFieldsNotMapped(formsDir);
  if (notMapped.length)
    warning(
      `! ${notMapped.length} form fields are not sent to the ERP and not listed under "notSent" in their form's .erp.json: ${notMapped.join(', ')}. Map each, or list it under "notSent" (schemas/forms/README.md).`,
    );
  // A form schema that fails its check refuses the site as a config problem does.
  if (formProblems.length) site = null;
  return { site, messages, formsPassed: !formProblems.length };
}
