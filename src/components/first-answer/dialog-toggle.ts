// The phone menu's dialog in plain script (answer-marker.ts), opened and closed as the React
// dialogs are (components/dialog/modal.ts: the page behind inert, focus moved in, Escape and the
// back gesture close it). Its toggle names it in aria-controls and says aria-expanded until it
// closes, however it closes; focus then goes back to the toggle.
import { canShowModal, closeModal, onBackdrop, openModal } from '../dialog/modal';

const isDialog = (el: Element | null): el is HTMLDialogElement => el?.tagName === 'DIALOG';

export function openDialogOf(toggle: HTMLElement): void {
  const dialog = toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!isDialog(dialog) || dialog.hasAttribute('open')) return;
  openModal(dialog);
  toggle.setAttribute('aria-expanded', 'true');
  dialog.addEventListener(
    'close',
    () => {
      toggle.setAttribute('aria-expanded', 'false');
      const active = toggle.ownerDocument.activeElement;
      if (!active || active === toggle.ownerDocument.body || dialog.contains(active)) toggle.focus();
    },
    { once: true },
  );
}

/** Closes the dialog `el` is in (its close button). */
export function closeDialogOf(el: Element): void {
  const dialog = el.closest('dialog');
  if (dialog) closeDialog(dialog);
}

export function closeDialog(dialog: HTMLDialogElement): void {
  if (!dialog.hasAttribute('open')) return;
  closeModal(dialog);
  // A browser without <dialog> (an old WebView) sends no close event of its own.
  if (typeof dialog.close !== 'function') dialog.dispatchEvent(new Event('close'));
}

/** A press on a dialog's backdrop closes it; Escape does too where the browser does not. */
export function closeOnBackdrop(dialog: Element, e: MouseEvent): boolean {
  if (!isDialog(dialog) || !onBackdrop(dialog, e)) return false;
  closeDialog(dialog);
  return true;
}

export function closeOnEscape(dialog: Element | null): boolean {
  if (!isDialog(dialog) || canShowModal(dialog)) return false;
  closeDialog(dialog);
  return true;
}
