// Autoplay for a carousel: advances every `ms` while nothing asks it to wait. It waits while the
// mouse is over the carousel or keyboard focus is inside it, stops for good once the visitor
// touches it, stops while the tab is hidden, and never runs for visitors who prefer reduced motion.
import { useEffect, useEffectEvent, useState, type FocusEvent, type PointerEvent } from 'react';
import { usePageVisible, useReducedMotion } from './use-media';

let keyboardLast = false;
let listening = false;
/** Whether the visitor's last input was the keyboard (focus from a script or a click does not pause). */
export function trackModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', (e) => {
    if (!e.metaKey && !e.altKey && !e.ctrlKey) keyboardLast = true;
  }, true);
  document.addEventListener('pointerdown', () => {
    keyboardLast = false;
  }, true);
}

/** Whether the last input was the keyboard (call trackModality in an effect first). */
export function keyboardWasLast(): boolean {
  return keyboardLast;
}

export interface AutoplayControl {
  /** Whether autoplay is running right now. */
  running: boolean;
  /** Spread on the carousel's root element. */
  handlers: {
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onPointerDown: (e: PointerEvent) => void;
    onFocus: (e: FocusEvent) => void;
    onBlur: (e: FocusEvent) => void;
  };
}

/**
 * @param ms interval; 0/undefined disables autoplay.
 * @param advance called each interval.
 * @param enabled false when there is nothing to advance (e.g. all items already shown).
 * @param restartKey changing it restarts the interval (pass the selected index so manual moves reset it).
 */
export function useAutoplay(ms: number | undefined, advance: () => void, enabled: boolean, restartKey: unknown): AutoplayControl {
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [touched, setTouched] = useState(false);
  const onTick = useEffectEvent(() => advance());

  useEffect(trackModality, []);

  const running = Boolean(ms && ms > 0 && enabled && !reduced && visible && !hover && !focus && !touched);

  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(() => onTick(), ms);
    return () => window.clearTimeout(id);
  }, [running, ms, restartKey]);

  return {
    running,
    handlers: {
      onPointerEnter: (e) => {
        if (e.pointerType === 'mouse') setHover(true);
      },
      onPointerLeave: (e) => {
        if (e.pointerType === 'mouse') setHover(false);
      },
      onPointerDown: (e) => {
        if (e.pointerType !== 'mouse') setTouched(true);
      },
      onFocus: () => {
        if (keyboardLast) setFocus(true);
      },
      onBlur: (e) => {
        const next = e.relatedTarget as Node | null;
        if (!next || !(e.currentTarget as Node).contains(next)) setFocus(false);
      },
    },
  };
}
