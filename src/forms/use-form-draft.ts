// A form's draft in this browser (forms whose uiSchema root says "draft": true): looked for once
// after mount (never during render), offered back, saved as the visitor types, cleared after a
// successful submit, and then kept no more: the lists refreshing after the form was sent (the
// connection came back, and with it SWR's revalidation) would otherwise write the sent answers
// back to the device.
import { useCallback, useEffect, useState } from 'react';
import { browserStorage, clearDraft, loadDraft, saveDraft, stripForDraft, type Draft } from './core/draft';
import type { JsonObject } from './core/form-json';
import type { FormDefinition } from './definitions';

export interface FormDraft {
  /** False until the browser was checked for a draft. */
  checked: boolean;
  /** A stored draft waiting for the visitor's choice. */
  offer: Draft | null;
  save: (step: number, data: JsonObject) => void;
  /** Takes the offered draft (and stops offering it). */
  accept: () => Draft | null;
  /** Drops the offered draft. */
  discard: () => void;
  clear: () => void;
  /** The form was sent: removes the draft and keeps none until the visitor starts again. */
  sent: () => void;
  /** The visitor starts another (the summary's "again"): drafts are kept again. */
  again: () => void;
  /** Whether this form keeps a draft on this device now (the visitor may stop it). */
  keeping: boolean;
  /** Removes the kept draft and keeps none for the rest of this visit (a shared computer). */
  stopKeeping: () => void;
}

export function useFormDraft(def: FormDefinition, maxStep: number): FormDraft {
  const [checked, setChecked] = useState(false);
  const [offer, setOffer] = useState<Draft | null>(null);
  const [keeping, setKeeping] = useState(def.draft);
  const [wasSent, setWasSent] = useState(false);
  // Looked for once per form, not again when its definition is made anew (the ERP's lists
  // refreshed, a language switch): that would offer the visitor's own unfinished answers back to
  // them, the form hidden behind "Continue where I left off" while they fill it in.
  const { draft: keepsDrafts, id, version, draftDays } = def;
  useEffect(() => {
    const storage = keepsDrafts ? browserStorage() : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is read after mount on purpose: the render that hydrates the server's markup must not know of a draft
    setOffer(storage ? loadDraft(storage, id, version, maxStep, draftDays) : null);
    setChecked(true);
  }, [keepsDrafts, id, version, draftDays, maxStep]);
  const save = useCallback(
    (step: number, data: JsonObject) => {
      if (!def.draft || !keeping || !checked || offer || wasSent) return; // never overwrite a draft the visitor has not answered
      const storage = browserStorage();
      if (storage)
        saveDraft(storage, def.id, def.version, {
          savedAt: new Date().toISOString(),
          step,
          data: stripForDraft(def.schema, def.ui, data),
          days: def.draftDays,
        });
    },
    [def, keeping, checked, offer, wasSent],
  );
  const clear = useCallback(() => {
    const storage = browserStorage();
    if (storage) clearDraft(storage, def.id);
  }, [def]);
  const sent = useCallback(() => {
    clear();
    setWasSent(true);
  }, [clear]);
  const again = useCallback(() => setWasSent(false), []);
  const accept = useCallback(() => {
    const d = offer;
    setOffer(null);
    return d;
  }, [offer]);
  const discard = useCallback(() => {
    clear();
    setOffer(null);
  }, [clear]);
  const stopKeeping = useCallback(() => {
    setKeeping(false);
    clear();
  }, [clear]);
  return { checked, offer, save, accept, discard, clear, sent, again, keeping: def.draft && keeping, stopKeeping };
}
