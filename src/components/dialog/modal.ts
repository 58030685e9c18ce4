// Opening and closing a native <dialog> as a modal, for the React dialogs (use-modal-dialog.ts) and
// the plain-script banner popup alike. showModal() does what a hand-written trap only imitated: the
// dialog goes to the top layer, the page behind becomes inert (no Tab, no click, no screen-reader
// reading), ::backdrop covers it, and Escape or Android's back gesture sends `cancel` then
// `close`. A browser without it (jsdom; an old WebView) gets an open, non-modal element instead.

/** Whether this browser can show `dialog` as a real modal. */
export function canShowModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === 'function';
}

export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute('open')) return;
  if (canShowModal(dialog)) dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function closeModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') {
    if (dialog.open) dialog.close();
  } else dialog.removeAttribute('open');
}

/**
 * Whether a pointer event on the dialog landed on its ::backdrop: the backdrop's events target the
 * dialog itself, outside its box.
 */
export function onBackdrop(dialog: HTMLDialogElement, e: MouseEvent): boolean {
  if (e.target !== dialog) return false;
  const r = dialog.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}
