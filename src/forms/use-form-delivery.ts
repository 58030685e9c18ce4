// A form's delivery as its definition says: its submit kind, its way into the ERP with the lists
// it shows, and a waiting submission's note kept as long as the form keeps its draft.
import { useMemo } from 'react';
import type { FormDefinition } from './definitions';
import type { DeliveryResult } from './submit/types';
import { deliver } from './submit/deliver';
import { useDelivery, type Delivery } from './submit/use-delivery';

export function useFormDelivery(def: FormDefinition, onSent: (data: unknown, result: DeliveryResult) => void): Delivery {
  const erp = useMemo(() => (def.erp ? { plan: def.erp, lists: def.erpLists ?? {} } : null), [def.erp, def.erpLists]);
  return useDelivery(def.submit, deliver, { formId: def.id, keepDays: def.draft ? def.draftDays : 0, erp, onSent });
}
