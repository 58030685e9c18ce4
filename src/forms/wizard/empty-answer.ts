// A wizard's Next before its island wakes (components/first-answer/answer-marker.ts: form-check).
// The step renders, hidden beside each field, the messages the form gives that field when it is
// empty (data-empty-message, the field's id; computed with the form's own validator, in the
// page's language: ThemedForm's emptyMessages), and its 'errors found' alert, hidden
// (data-errors-found). When a field with such messages is empty, a tap on Next shows them as the
// form would: the messages of the empty fields, aria-invalid and aria-describedby on their
// controls, the alert, focus on the first. When none is empty the form may well be valid, which
// only the form can tell: the tap is not ours and waits for React (the answer must not pretend to
// move on). When React wakes, the form starts from what the page shows (empty-take-over.ts: apart, as a
// module both chunks imported would be a chunk of its own, one more name in the loader, which
// has no byte to spare).
// Plain script, no imports of the form engine: it is in the first answers' chunk.
import { siteOnly } from '../../components/safe-html/site-markers';

const ALERT = siteOnly('[data-errors-found]');

const EMPTY_MESSAGE = siteOnly('[data-empty-message]');

/** The controls of a field: itself, or the inputs of a group (radios, checkboxes). */
function controlsOf(field: Element | null): HTMLElement[] {
  if (!field) return [];
  if (field.matches('input, select, textarea')) return [field as HTMLElement];
  return [...field.querySelectorAll<HTMLElement>('input, select, textarea')];
}

function describe(el: Element, errorId: string, on: boolean): void {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== errorId);
  if (on) ids.unshift(errorId);
  if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
}

/** Marks a field's controls invalid or not, as the form's templates do. */
function markField(message: HTMLElement, on: boolean): HTMLElement[] {
  const field = message.ownerDocument.getElementById(message.getAttribute('data-empty-message') ?? '');
  const controls = controlsOf(field);
  // A group's fieldset is described by the message, as its controls are; only the controls are
  // marked invalid (a single control is its own field: it gets both).
  const group = field?.tagName === 'FIELDSET' ? field : null;
  if (group) describe(group, message.id, on);
  for (const c of controls) {
    if (on) c.setAttribute('aria-invalid', 'true');
    else c.removeAttribute('aria-invalid');
    describe(c, message.id, on);
  }
  return controls;
}

function isEmpty(controls: HTMLElement[]): boolean {
  const choices = controls.filter(
    (c): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox'),
  );
  if (choices.length) return !choices.some((c) => c.checked);
  return controls.every((c) => !(c as HTMLInputElement).value?.trim());
}

/** Next's answer; false when no field with messages is empty (the tap then waits for React). */
export function checkEmptyFields(button: HTMLElement): boolean {
  const form = button.closest('form');
  if (!form) return false;
  const messages = [...form.querySelectorAll<HTMLElement>(EMPTY_MESSAGE)];
  const fieldOf = (m: HTMLElement) => m.ownerDocument.getElementById(m.getAttribute('data-empty-message') ?? '');
  const empty = messages.filter((m) => isEmpty(controlsOf(fieldOf(m))));
  if (!empty.length) return false;
  let first: HTMLElement | undefined;
  for (const m of messages) {
    const on = empty.includes(m);
    m.hidden = !on;
    const controls = markField(m, on);
    if (on) first ??= controls.find((c) => !(c as HTMLInputElement).disabled);
  }
  const alert = form.querySelector<HTMLElement>(ALERT);
  if (alert) alert.hidden = false;
  first?.focus();
  first?.scrollIntoView?.({ block: 'center' });
  return true;
}
