// Runs a React-rendered <dialog> as a modal while `open` is true (modal.ts says what the browser
// then does for us). The dialog closes itself on Escape and the back gesture (its `close` event
// reports it through onClose), and on a press on the backdrop. On closing, focus goes back to what
// opened it: `returnTo` when given (Safari does not focus a clicked button, so the element that was
// focused is not always the opener), else the element focused when it opened.
import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { canShowModal, closeModal, onBackdrop, openModal } from './modal';

const FIRST_CONTROL = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  const close = useEffectEvent(() => onClose());
  // At commit, not after paint: a dialog the page's script opened before its island woke
  // (mobile-drawer.tsx) may be closed by the visitor in between, and a passive effect, still
  // holding the state the hydration read, would open it again with nothing left to close it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    openModal(dialog);
    // The browser focuses the first control. When the content has none (yet: a form still
    // loading), that is the close button, which Tab should reach last: the dialog itself takes focus
    // instead (a screen reader reads its name), and Tab goes on into the content.
    const first = dialog.querySelector<HTMLElement>(FIRST_CONTROL);
    if (!first || first.dataset.dialogClose !== undefined) dialog.focus();
    // Without showModal() focus stayed where it was.
    else if (!canShowModal(dialog)) first.focus();
    const off = new AbortController();
    const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | Document, type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
      target.addEventListener(type, fn as EventListener, { signal: off.signal });
    on(dialog, 'close', () => close());
    // Without showModal() there is no cancel event: Escape is ours to read. Nothing keeps Tab inside.
    if (!canShowModal(dialog)) on(document, 'keydown', (e) => e.key === 'Escape' && close());
    // Press and release both on the backdrop: a text selection dragged out of the box is not a dismissal.
    let downOnBackdrop = false;
    on(dialog, 'pointerdown', (e) => (downOnBackdrop = onBackdrop(dialog, e)));
    on(dialog, 'click', (e) => {
      if (downOnBackdrop && onBackdrop(dialog, e)) close();
      downOnBackdrop = false;
    });
    return () => {
      off.abort();
      closeModal(dialog);
      const back = returnTo?.current ?? opener;
      const active = document.activeElement;
      // Only when focus is lost (on the body or still in the closed dialog), not taken elsewhere on purpose.
      if (back instanceof HTMLElement && back.isConnected && (!active || active === document.body || dialog.contains(active))) back.focus();
    };
  }, [open, ref, returnTo]);
}
