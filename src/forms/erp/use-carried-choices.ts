// Keeps a parent's choices when the ERP's lists change under the form (carry-choices.ts): the
// prerendered form offers the build's lists, the page's data refresh may bring other ids a moment
// later, and the form's data, which holds the ids, follows.
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { FormDefinition } from '../definitions';
import { carryChoices } from './carry-choices';

/** Carries the form's data (from its root) over each change of `def`'s lists. */
export function useCarriedChoices<T>(def: FormDefinition, setData: Dispatch<SetStateAction<T>>): void {
  const lists = def.erpLists;
  const targets = def.erp?.targets;
  const before = useRef(lists);
  useEffect(() => {
    const old = before.current;
    before.current = lists;
    if (!targets || !old || !lists || old === lists) return;
    setData((data) => carryChoices(data, targets, old, lists));
  }, [lists, targets, setData]);
}
