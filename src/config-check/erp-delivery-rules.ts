// The config's side of the forms that go to the ERP: a form delivered with kind erp-enquiry,
// erp-tc or erp-alumni needs its mapping (schemas/forms/<form>.erp.json) for that kind's ERP
// object, and the ERP's key for it in `site` (tcPassKey, alumniHashKey). The mapping's own checks
// are src/config-check/erp-mapping-problems.ts. And while a form goes to the ERP, `site.apiBase` is on
// the site's own origin: every form request carries an Idempotency-Key header, which makes the
// browser ask the ERP's origin first (a CORS preflight), and the ERP answers that without CORS
// headers (ERP-FORMS.md G4), so the form would never be sent (docs/deployment.md).
import type { SiteConfig } from '../generated/site-config';
import { ERP_KINDS, isErpKind } from '../forms/erp/erp-objects';
import type { ConfigProblem } from './config-error';

const KEYS = { 'erp-tc': 'tcPassKey', 'erp-alumni': 'alumniHashKey' } as const;

/** `mappings`: each form's mapping file's object (null: no mapping file); undefined when the files are not known. */
export function erpDeliveryProblems(cfg: SiteConfig, mappings?: Readonly<Record<string, string | null>>): ConfigProblem[] {
  const out: ConfigProblem[] = [...crossOriginApiProblems(cfg)];
  for (const [form, entry] of Object.entries(cfg.forms)) {
    const kind = entry.submit.kind;
    if (!isErpKind(kind)) continue;
    const object = ERP_KINDS[kind].name;
    const key = kind in KEYS ? KEYS[kind as keyof typeof KEYS] : null;
    if (key && !cfg.site[key]) {
      out.push({
        path: 'site',
        expected: `site.${key} (forms.${form} goes to the ERP with kind "${kind}")`,
        found: 'none',
        hint: `add "${key}": "<the key the school's ERP expects>" to "site", or deliver forms.${form} another way`,
      });
    }
    if (!mappings) continue;
    const found = mappings[form] ?? null;
    if (found !== object)
      out.push({
        path: `forms.${form}.submit.kind`,
        expected: `schemas/forms/${form}.erp.json mapping the form to the ERP's ${object} (kind "${kind}" fills it)`,
        found: found ? `a mapping to ${found}` : 'no mapping file',
        hint: found
          ? `use the kind that fills ${found}, or write the mapping for ${object}`
          : `write schemas/forms/${form}.erp.json (schemas/forms/README.md explains it), or deliver the form another way`,
      });
  }
  return out;
}

/** The origin of an absolute http(s) address, or null (a path, '' for the site's own origin). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * A back-end on another origin than the site's while a form goes to the ERP (kinds erp-*, and
 * feedback, the ERP's FeedbackSuggestion). `apiBase` is the config's, or the build's VITE_API_BASE
 * (`path` then names it). The site's origin is `site.siteUrl`'s; without it any absolute
 * `apiBase` is taken for another origin.
 */
export function crossOriginApiProblems(cfg: SiteConfig, apiBase: string = cfg.site.apiBase, path = 'site.apiBase'): ConfigProblem[] {
  const api = originOf(apiBase);
  if (!api) return [];
  const site = originOf(cfg.site.siteUrl ?? '');
  if (site === api) return [];
  const forms = Object.entries(cfg.forms)
    .filter(([, entry]) => isErpKind(entry.submit.kind) || entry.submit.kind === 'feedback')
    .map(([form, entry]) => `forms.${form} (kind "${entry.submit.kind}")`);
  if (!forms.length) return [];
  return [
    {
      path,
      expected: `the site's own origin ("" or ${site ?? "site.siteUrl's origin"}) while forms go to the ERP: ${forms.join(', ')}`,
      found: JSON.stringify(apiBase),
      hint:
        `the ERP answers no CORS preflight, and each form request needs one (its Idempotency-Key header), so no form would ever be sent: ` +
        `set ${path === 'site.apiBase' ? '"apiBase": ""' : 'VITE_API_BASE to nothing'} and proxy the ERP's calls on the site's origin (docs/deployment.md, "The forms that go into the ERP"), ` +
        `or deliver those forms another way`,
    },
  ];
}
