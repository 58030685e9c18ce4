// What the three ERP adapters share: the form's answers mapped to the ERP's object (erp/map-to-erp.ts)
// with every id the ERP wants. A choice the page's lists could not name (a name from SPEC's fallback
// list, the list unread so far) is matched against the list fetched now; if the list cannot be had
// the submission waits like any other that never left the phone (the form itself was not posted);
// if the list has no such entry, a required id stops the sending with a plain message (the ERP
// would refuse it), an optional one is left out (a document's type then stays in its
// description). A name is never sent where the ERP wants an id.
import type { ErpChoice } from '../../api/guards/erp-choices';
import { ops } from '../../api/operations';
import { loadOperation, OperationError } from '../../api/operation';
import type { ErpListName } from '../erp/erp-objects';
import { mapToErp, type ErpLists, type MappedErp } from '../erp/map-to-erp';
import type { ErpPlan } from '../erp/plan';
import type { DeliveryResult } from './types';

export interface ErpSend {
  plan: ErpPlan;
  /** The lists the page has (empty ones are fetched when a choice needs them). */
  lists: Partial<ErpLists>;
  /** Fetches a list (tests give their own). */
  loadList?: (name: ErpListName) => Promise<readonly ErpChoice[]>;
}

const LIST_OPERATIONS = { classes: ops.registrationClasses, castes: ops.castes, documentTypes: ops.documentTypes } as const;

export const loadErpList = (name: ErpListName): Promise<readonly ErpChoice[]> => loadOperation(LIST_OPERATIONS[name]);

/** The mapped object, or the result that ends this attempt. */
export async function prepareErp(send: ErpSend, data: unknown): Promise<{ mapped: MappedErp } | { result: DeliveryResult }> {
  const { plan } = send;
  const label = (path: string) => plan.labels[path] ?? path;
  const lists: Partial<ErpLists> = { ...send.lists };
  let mapped = mapToErp(plan.object, plan.mapping, data, { lists, label });
  const missing = new Set(mapped.unresolved.filter((u) => !lists[u.list]?.length).map((u) => u.list));
  if (missing.size) {
    for (const name of missing) {
      try {
        lists[name] = await (send.loadList ?? loadErpList)(name);
      } catch (e) {
        // The ERP out of reach: the submission waits. A list the ERP fails to give (a database
        // error) is empty: an optional id is left out, a required one stops the sending below.
        const problem = e instanceof OperationError ? (e.result.problem ?? '') : 'network';
        if (/^(network|timeout|http 50[234])$/.test(problem)) return { result: { ok: false, kind: plan.kind, problem, unsent: true } };
      }
    }
    mapped = mapToErp(plan.object, plan.mapping, data, { lists, label });
  }
  const required = mapped.unresolved.find((u) => u.required);
  if (required) return { result: { ok: false, kind: plan.kind, problem: `unresolved ${required.field}` } };
  return { mapped };
}
