// What a form needs to go to the ERP: the object its delivery kind fills (erp-objects.ts), its
// mapping (schemas/forms/<form>.erp.json), where its choices come from and the English labels
// of its fields (for the texts that gather several answers). Null when the form is not delivered
// to the ERP, or its mapping is missing or for another object (npm run validate refuses both).
import type { UiSchema } from '@rjsf/utils';
import { localizeJson } from '../../i18n/localize-json';
import { asObject } from '../core/form-json';
import { choiceTargets } from './choices';
import { ERP_KINDS, isErpKind, type ErpKind, type ErpListName, type ErpObject } from './erp-objects';
import { erpRules, withErpRules } from './erp-rules';
import { readMapping, schemaAt, sourceOf, type ErpMapping } from './mapping';

export interface ErpPlan {
  kind: ErpKind;
  object: ErpObject;
  mapping: ErpMapping;
  /** The fields whose choices come from an ERP list. */
  targets: { segs: string[]; list: ErpListName }[];
  /** Form path → its English label. */
  labels: Record<string, string>;
}

export function erpPlan(kind: string, rawMapping: unknown, rawSchema: unknown): ErpPlan | null {
  if (!isErpKind(kind)) return null;
  const mapping = readMapping(rawMapping);
  const object = ERP_KINDS[kind];
  if (!mapping || mapping.object !== object.name) return null;
  const english = localizeJson(asObject(rawSchema), 'en');
  const labels: Record<string, string> = {};
  const specs = [...Object.values(mapping.fields), ...Object.values(mapping.attachments?.fields ?? {})];
  for (const spec of specs) {
    for (const path of sourceOf(spec).from) {
      const title = asObject(schemaAt(english, path)).title;
      labels[path] = typeof title === 'string' ? title : path;
    }
  }
  return { kind, object, mapping, targets: choiceTargets(object, mapping), labels };
}

/** The form's uiSchema with the ERP's rules on the mapped fields (localized schema: the messages name fields in the visitor's language). */
export function uiWithErpRules(plan: ErpPlan | null, schema: unknown, ui: UiSchema): UiSchema {
  return plan ? withErpRules(ui, erpRules(plan.object, plan.mapping, schema)) : ui;
}

/** The lists a plan reads. */
export function listsOf(plan: ErpPlan | null): Set<ErpListName> {
  return new Set((plan?.targets ?? []).map((t) => t.list));
}
