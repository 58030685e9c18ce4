// The ERP's lists a form going to the ERP offers as choices (choices.ts), read as any data of the
// site: through the hooks, so the prerendered form has the build's lists and the page's data
// refresh brings newer ones. A form that does not go to the ERP reads none of them.
import { useMemo } from 'react';
import { useCastes, useDocumentTypes, useRegistrationClasses } from '../../api/hooks';
import type { FormDefinition } from '../definitions';
import { withErpChoices } from './choices';
import { listsOf } from './plan';

/** The form with its choices from the ERP's lists (and the lists, for sending). */
export function useErpChoices(def: FormDefinition): FormDefinition {
  const need = listsOf(def.erp);
  const classes = useRegistrationClasses(need.has('classes')).data;
  const castes = useCastes(need.has('castes')).data;
  const documentTypes = useDocumentTypes(need.has('documentTypes')).data;
  return useMemo(() => {
    if (!def.erp) return def;
    const lists = { classes, castes, documentTypes };
    const { schema, ui } = withErpChoices(def.schema, def.ui, def.erp.targets, lists, def.steps.length > 0);
    return { ...def, schema, ui, erpLists: lists };
  }, [def, classes, castes, documentTypes]);
}
