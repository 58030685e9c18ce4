// After a failed Next or Submit, focus goes to the first invalid control (in page order), once
// React has drawn the error messages.
/** Runs fn after the next paint (or soon, where there are no frames, as in tests). */
export function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

export function focusFirstInvalid(root: HTMLElement | null): void {
  if (!root) return;
  afterPaint(() => {
    const el = root.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
    if (!el) return;
    el.focus();
    if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'center' });
  });
}
