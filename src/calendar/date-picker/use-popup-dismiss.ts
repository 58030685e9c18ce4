// Closing the picker's popup the ways a visitor expects: Escape (focus back to the button), a
// pointer press outside the picker, or Tab out of it (in both, focus stays where the visitor put
// it). The document listener is added only while the popup is open, in an effect (never during
// render: the picker renders on the server too).
import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

export function usePopupDismiss(open: boolean, rootRef: RefObject<HTMLDivElement | null>, close: (returnFocus: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, rootRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  return { onKeyDown, onBlur };
}
