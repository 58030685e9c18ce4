// The config's side of the forms that go to the ERP: a form delivered with kind erp-enquiry,
// erp-tc or erp-alumni needs its mapping (schemas/forms/<form>.erp.json) for that kind's ERP
// object, and the ERP's key for it in `site` (tcPassKey, alumniHashKey). The mapping's own checks
// are src/config/erp-mapping-problems.ts.
import type { SiteConfig } from '../generated/site-config';
import { ERP_KINDS, isErpKind } from '../forms/erp/erp-objects';
import type { ConfigProblem } from './config-error';

const KEYS = { 'erp-tc': 'tcPassKey', 'erp-alumni': 'alumniHashKey' } as const;

/** `mappings`: each form's mapping file's object (null: no mapping file); undefined when the files are not known. */
export function erpDeliveryProblems(cfg: SiteConfig, mappings?: Readonly<Record<string, string | null>>): ConfigProblem[] {
  const out: ConfigProblem[] = [];
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
