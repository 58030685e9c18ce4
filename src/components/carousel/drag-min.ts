// SPEC §9's minimum drag (carousels.dragMin, 80 px; 40 on the phone highlights). Embla 8 has no
// such setting: its dragThreshold only decides when a drag swallows the click, and a quick 30 px
// flick still changes the slide. So we watch the pointer ourselves and, when a drag is released
// having moved less than the minimum, send the carousel back to the slide selected at pointer-down.
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

export interface DragStart {
  /** Pointer position along the carousel's axis when the drag began (px). */
  x: number;
  /** Slide selected when the drag began. */
  index: number;
}

/**
 * The slide to return to after a drag, or null to keep where embla went. A drag shorter than
 * `dragMin` px does not change the slide; one of at least `dragMin` does.
 */
export function snapBackTo(start: DragStart, endX: number, current: number, dragMin: number): number | null {
  if (Math.abs(endX - start.x) >= dragMin) return null;
  return current === start.index ? null : start.index;
}

/** clientX of a mouse or touch event (touchend has only changedTouches); null when it has none. */
export function pointerX(evt: Event): number | null {
  if ('touches' in evt) {
    const t = (evt as TouchEvent).touches[0] ?? (evt as TouchEvent).changedTouches?.[0];
    return t ? t.clientX : null;
  }
  return typeof (evt as MouseEvent).clientX === 'number' ? (evt as MouseEvent).clientX : null;
}

/**
 * Enforces `dragMin` on a started embla carousel. Embla listens to mouse and touch events (not
 * pointer events), so we read the same ones: the start on the root, moves and the release on the
 * document in the capture phase (before embla's own release handler emits 'pointerUp').
 */
export function useDragMin(api: EmblaCarouselType | undefined, dragMin: number, jump: boolean): void {
  useEffect(() => {
    if (!api || !(dragMin > 0)) return;
    const root = api.rootNode();
    const doc = root.ownerDocument;
    let candidate: DragStart | null = null;
    let drag: DragStart | null = null;
    let lastX = 0;
    const onDown = (e: Event) => {
      const x = pointerX(e);
      candidate = x === null ? null : { x, index: api.selectedScrollSnap() };
      lastX = x ?? 0;
    };
    const onMove = (e: Event) => {
      const x = pointerX(e);
      if (x !== null) lastX = x;
    };
    // Embla accepted the press as a drag (it ignores right clicks and presses on form fields).
    const onPointerDown = () => {
      drag = candidate;
    };
    const onPointerUp = () => {
      const start = drag;
      drag = candidate = null;
      if (!start) return;
      const back = snapBackTo(start, lastX, api.selectedScrollSnap(), dragMin);
      if (back !== null) api.scrollTo(back, jump);
    };
    const capture = { capture: true, passive: true };
    root.addEventListener('mousedown', onDown, capture);
    root.addEventListener('touchstart', onDown, capture);
    for (const type of ['mousemove', 'touchmove', 'mouseup', 'touchend', 'touchcancel']) doc.addEventListener(type, onMove, capture);
    api.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      root.removeEventListener('mousedown', onDown, capture);
      root.removeEventListener('touchstart', onDown, capture);
      for (const type of ['mousemove', 'touchmove', 'mouseup', 'touchend', 'touchcancel']) doc.removeEventListener(type, onMove, capture);
      api.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, [api, dragMin, jump]);
}
