// swipe.ts for a React element: spread `handlers` on it.
import { useState, type PointerEvent } from 'react';
import { swipeListener } from './swipe';

/** The lightbox and photo widget's minimum swipe (px): shorter than a carousel's, for a thumb. */
export const PHOTO_SWIPE_MIN = 40;

export function useSwipe(onPrev: () => void, onNext: () => void, threshold = PHOTO_SWIPE_MIN) {
  const [l] = useState(() => swipeListener(threshold));
  return {
    handlers: {
      onPointerDown: (e: PointerEvent) => l.pointerdown(e.nativeEvent),
      onPointerUp: (e: PointerEvent) => l.pointerup(e.nativeEvent, { onPrev, onNext }),
      onPointerCancel: (e: PointerEvent) => l.pointercancel(e.nativeEvent),
    },
    didSwipe: l.didSwipe,
  };
}
