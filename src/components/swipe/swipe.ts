// The site's one swipe rule, for the hero slider, the photo widget, the lightbox and (on top of
// embla's own dragging) the carousels: a release at least `threshold` px from where the press began,
// more sideways than up or down, is a swipe. Leftwards means the next item, rightwards the
// previous. A gesture made with two fingers or more is a pinch-zoom or a two-finger scroll, never a
// swipe, even after the extra fingers have lifted. A gesture the browser took over (a vertical
// scroll, a zoom: `pointercancel`) is none either.
// The elements need `touch-action: pan-y pinch-zoom`: the browser keeps vertical scrolling and
// pinch-zoom and leaves horizontal moves to us.

export type Swipe = 'next' | 'prev';
export type PointerKey = number | string;

/** The swipe a move of (dx, dy) px makes, or null: too short, or more vertical than horizontal. */
export function swipeOf(dx: number, dy: number, threshold: number): Swipe | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

export interface SwipeTracker {
  /** A pointer (a finger, the mouse) went down at (x, y). */
  down(id: PointerKey, x: number, y: number): void;
  /** A pointer went up at (x, y): the swipe it completes, or null. */
  up(id: PointerKey, x: number, y: number): Swipe | null;
  /** The browser took the gesture over (pointercancel, touchcancel): it is no swipe. */
  cancel(id: PointerKey): void;
}

export function createSwipeTracker(threshold: number): SwipeTracker {
  const down = new Map<PointerKey, { x: number; y: number }>();
  // Set once a second pointer joins; cleared when the last one lifts.
  let spoiled = false;
  const lift = (id: PointerKey) => {
    const start = down.get(id);
    down.delete(id);
    const wasSpoiled = spoiled;
    if (!down.size) spoiled = false;
    return wasSpoiled ? undefined : start;
  };
  return {
    down(id, x, y) {
      down.set(id, { x, y });
      if (down.size > 1) spoiled = true;
    },
    up(id, x, y) {
      const start = lift(id);
      return start ? swipeOf(x - start.x, y - start.y, threshold) : null;
    },
    cancel(id) {
      if (down.has(id)) spoiled = true;
      lift(id);
    },
  };
}

export interface SwipeHandlers {
  onPrev: () => void;
  onNext: () => void;
}

/** The pointer-event side of a tracker; `pointerdown` ignores a mouse's other buttons. Plain
 *  functions, not methods: they are handed to addEventListener and React as they are. */
export function swipeListener(threshold: number) {
  const tracker = createSwipeTracker(threshold);
  let swiped = false;
  return {
    pointerdown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      swiped = false;
      tracker.down(e.pointerId, e.clientX, e.clientY);
    },
    /** Calls the handler of the swipe this release completes, if any. */
    pointerup: (e: PointerEvent, { onPrev, onNext }: SwipeHandlers) => {
      const s = tracker.up(e.pointerId, e.clientX, e.clientY);
      if (!s) return;
      swiped = true;
      if (s === 'next') onNext();
      else onPrev();
    },
    pointercancel: (e: PointerEvent) => {
      tracker.cancel(e.pointerId);
    },
    /** True once after a swipe ended: the click that follows it should be ignored. */
    didSwipe: (): boolean => {
      const v = swiped;
      swiped = false;
      return v;
    },
  };
}

/** Listens for swipes on `el` (plain script: the hero slider); returns a clean-up. */
export function bindSwipe(el: HTMLElement, threshold: number, handlers: SwipeHandlers): () => void {
  const l = swipeListener(threshold);
  const off = new AbortController();
  el.addEventListener('pointerdown', l.pointerdown, { signal: off.signal });
  el.addEventListener('pointerup', (e) => l.pointerup(e, handlers), { signal: off.signal });
  el.addEventListener('pointercancel', l.pointercancel, { signal: off.signal });
  return () => off.abort();
}
