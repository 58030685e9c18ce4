// After an edit that moves a row (up, down, into or out of a dropdown, a drag, an add, a removal)
// React draws the row in its new place: focus goes back to the control that was used, there, so
// a keyboard user can press the same key again and a screen reader stays on the row it announced.
// Used by every studio list (sections, menu entries, form fields, lists inside the config).
import { useCallback, useEffect, useRef } from 'react';

/** The move that takes over when a move button is disabled in the row's new place (top or bottom). */
const OPPOSITE: Record<string, string> = { up: 'down', down: 'up' };

/**
 * Rows carry `rowAttr` (a value that names the row after the edit) and their controls
 * `data-control`. Returns the ref for the list's container and `focusAfterRender(row, control)`,
 * called with the edit. The control is looked for among the row's own controls (a menu entry's,
 * not its dropdown's children's); when it is disabled, the opposite move; else the row's first
 * `fallback` element.
 */
export function useFocusAfterMove<E extends HTMLElement>(rowAttr: string, fallback: string) {
  const container = useRef<E>(null);
  const pending = useRef<{ row: string; control: string } | null>(null);

  // After every render: the edit's render is the first one after focusAfterRender.
  useEffect(() => {
    const p = pending.current;
    const root = container.current;
    if (!p || !root) return;
    pending.current = null;
    const row = [...root.querySelectorAll<HTMLElement>(`[${rowAttr}]`)].find((el) => el.getAttribute(rowAttr) === p.row);
    if (!row) return;
    const own = (selector: string) => [...row.querySelectorAll<HTMLElement>(selector)].find((el) => el.closest(`[${rowAttr}]`) === row);
    const enabled = (el: HTMLElement | undefined) => (el && !(el as HTMLButtonElement).disabled ? el : undefined);
    const opposite = OPPOSITE[p.control];
    (
      enabled(own(`[data-control="${p.control}"]`)) ??
      (opposite ? enabled(own(`[data-control="${opposite}"]`)) : undefined) ??
      own(fallback)
    )?.focus();
  });

  const focusAfterRender = useCallback((row: string, control: string) => {
    pending.current = { row, control };
  }, []);
  return [container, focusAfterRender] as const;
}
