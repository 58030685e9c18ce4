// SPEC §9's minimum drag (carousels.dragMin, 80 px; 40 on the phone highlights). Embla 8 has no
// such setting: its dragThreshold only decides when a drag swallows the click, and a quick 30 px
// flick still changes the slide. So we watch the gesture ourselves with the site's one swipe rule
// (components/swipe/swipe.ts) and, when the release is no swipe (shorter than the minimum, more
// vertical than sideways, or made with two fingers: a pinch-zoom), send the carousel back to the
// slide selected at the press.
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import { createSwipeTracker, type PointerKey, type Swipe } from '../swipe/swipe';

/** The slide to return to after a drag that made `swipe`, or null to keep where embla went. */
export function snapBackTo(swipe: Swipe | null, startIndex: number, current: number): number | null {
  return swipe || current === startIndex ? null : startIndex;
}

interface Point {
  id: PointerKey;
  x: number;
  y: number;
}

/** The pointers a mouse or touch event starts or ends: the mouse, or each touch that changed. */
export function pointsOf(evt: Event): Point[] {
  if ('changedTouches' in evt)
    return [...(evt as TouchEvent).changedTouches].map((t) => ({ id: t.identifier, x: t.clientX, y: t.clientY }));
  const m = evt as MouseEvent;
  return typeof m.clientX === 'number' ? [{ id: 'mouse', x: m.clientX, y: m.clientY }] : [];
}

/**
 * Enforces `dragMin` on a started embla carousel. Embla listens to mouse and touch events (not
 * pointer events), so we read the same ones: presses on the root, releases on the document in the
 * capture phase (before embla's own release handler emits 'pointerUp').
 */
export function useDragMin(api: EmblaCarouselType | undefined, dragMin: number, jump: boolean): void {
  useEffect(() => {
    if (!api || !(dragMin > 0)) return;
    const root = api.rootNode();
    const doc = root.ownerDocument;
    const tracker = createSwipeTracker(dragMin);
    let startIndex = 0;
    let pressed = 0;
    let swipe: Swipe | null = null;
    // Embla let go of a drag while a finger was still down (it does so on a second finger, and on
    // a vertical move): the decision waits for the last one to lift.
    let pending = false;
    const decide = () => {
      pending = false;
      const back = snapBackTo(swipe, startIndex, api.selectedScrollSnap());
      if (back !== null) api.scrollTo(back, jump);
    };
    const onDown = (e: Event) => {
      if (!pressed) startIndex = api.selectedScrollSnap();
      for (const p of pointsOf(e)) {
        pressed++;
        tracker.down(p.id, p.x, p.y);
      }
    };
    const onUp = (e: Event) => {
      if (!pressed) return;
      for (const p of pointsOf(e)) {
        pressed = Math.max(0, pressed - 1);
        if (e.type === 'touchcancel') {
          tracker.cancel(p.id);
          swipe = null;
        } else swipe = tracker.up(p.id, p.x, p.y);
      }
      if (!pressed && pending) decide();
    };
    // Embla's release (after ours, which runs in the capture phase): embla accepted the press as a
    // drag (it ignores right clicks and presses on form fields) and has placed its target.
    const onPointerUp = () => {
      if (pressed) pending = true;
      else decide();
    };
    const capture = { capture: true, passive: true };
    root.addEventListener('mousedown', onDown, capture);
    root.addEventListener('touchstart', onDown, capture);
    for (const type of ['mouseup', 'touchend', 'touchcancel']) doc.addEventListener(type, onUp, capture);
    api.on('pointerUp', onPointerUp);
    return () => {
      root.removeEventListener('mousedown', onDown, capture);
      root.removeEventListener('touchstart', onDown, capture);
      for (const type of ['mouseup', 'touchend', 'touchcancel']) doc.removeEventListener(type, onUp, capture);
      api.off('pointerUp', onPointerUp);
    };
  }, [api, dragMin, jump]);
}
