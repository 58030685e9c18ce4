// Nothing a visitor types is lost while an island wakes. Hydration keeps what the fields show, but
// React's state still holds the prerendered values, so it would not know about the typing (and
// would submit without it). After hydration each field the visitor changed is put back to the
// prerendered value through React's own tracking, then set to what was typed with the browser's
// setter and announced with the event React listens to: the island's state takes the typed value
// exactly as if it had been typed after waking.
import { eachFrameUntilDone, reactOwns } from './react-owned';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);

function isCheckable(f: Field): f is HTMLInputElement {
  return f instanceof HTMLInputElement && CHECKABLE.has(f.type);
}

function prerenderedValue(f: Field): string {
  if (f instanceof HTMLSelectElement) return [...f.options].find((o) => o.defaultSelected)?.value ?? f.options[0]?.value ?? '';
  return f.defaultValue;
}

/** The fields in `el` whose value differs from the HTML's (files are the browser's to keep). */
export function captureTyped(el: HTMLElement): Typed[] {
  const out: Typed[] = [];
  for (const field of el.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && field.type === 'file') continue;
    const changed = isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== prerenderedValue(field);
    if (changed) out.push({ field, value: field.value, checked: isCheckable(field) ? field.checked : false });
  }
  return out;
}

/**
 * Keeps what the visitor types into the island's fields from now until React has taken each
 * over, then hands it to React (call the returned function once the island has committed). It
 * is kept apart from the fields: React may draw a field again before its part has committed (a
 * render puts back the value React holds), and the part that holds the fields (the form engine)
 * may hydrate a moment after the island itself. A file chosen before React took its input over
 * stays in the input; React is told of it. Gives up after `waitMs`.
 */
export function watchTyped(el: HTMLElement, waitMs = 15_000): () => void {
  const typed = new Map<Field, Typed>();
  const seen = new WeakSet<Field>();
  const keep = (f: Field) => {
    typed.delete(f); // (last typed last: a radio chosen, then another)
    typed.set(f, { field: f, value: f.value, checked: isCheckable(f) ? f.checked : false });
  };
  captureTyped(el).forEach((t) => keep(t.field));
  const record = (e: Event) => {
    const f = e.target as Field;
    if (!(f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement || f instanceof HTMLSelectElement) || seen.has(f)) return;
    if (f instanceof HTMLInputElement && f.type === 'file') return;
    const group =
      f instanceof HTMLInputElement && f.type === 'radio' && f.name
        ? [...el.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(f.name)}"]`)]
        : [f];
    group.forEach(keep);
  };
  el.addEventListener('input', record, true);
  el.addEventListener('change', record, true);
  return () =>
    eachFrameUntilDone(() => {
      const fields = [...el.querySelectorAll<Field>('input, textarea, select')].filter((f) => !seen.has(f));
      const ready = fields.filter(reactOwns);
      ready.forEach((f) => seen.add(f));
      // A field React drew anew (not the element typed into) is found by its id.
      const kept = (f: Field) => typed.get(f) ?? [...typed.values()].find((t) => !t.field.isConnected && f.id && t.field.id === f.id);
      replayNow(
        ready.flatMap((f) => {
          const t = kept(f);
          return t ? [{ ...t, field: f }] : [];
        }),
      );
      for (const f of ready)
        if (f instanceof HTMLInputElement && f.type === 'file' && f.files?.length) f.dispatchEvent(new Event('change', { bubbles: true }));
      const done = ready.length === fields.length;
      if (done) {
        el.removeEventListener('input', record, true);
        el.removeEventListener('change', record, true);
      }
      return done;
    }, waitMs);
}

function replayNow(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (isCheckable(field)) {
      // A radio the visitor moved away from follows the one they chose (its click below).
      if (field.type === 'radio' && !checked) continue;
      // The instance setter resets React's record too; the click then changes it as a tap would.
      field.checked = !checked;
      field.click();
      continue;
    }
    field.value = prerenderedValue(field);
    const proto = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
