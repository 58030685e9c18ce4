// Horizontal swipe with pointer events (touch, pen and mouse drag). The element needs
// `touch-action: pan-y` so the browser leaves horizontal moves to us and keeps vertical scroll.
// `didSwipe()` lets a click handler ignore the click that ends a swipe.
import { useRef, type PointerEvent } from 'react';

const MIN_DISTANCE = 40;

export function useSwipe(onPrev: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown(e: PointerEvent) {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
        swiped.current = false;
      },
      onPointerUp(e: PointerEvent) {
        const s = start.current;
        start.current = null;
        if (!s || s.id !== e.pointerId) return;
        const dx = e.clientX - s.x;
        const dy = e.clientY - s.y;
        if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
        swiped.current = true;
        if (dx < 0) onNext();
        else onPrev();
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    /** True once after a swipe ended: the click that follows it should be ignored. */
    didSwipe(): boolean {
      const v = swiped.current;
      swiped.current = false;
      return v;
    },
  };
}
