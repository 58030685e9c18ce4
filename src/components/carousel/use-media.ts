// Browser state the carousels react to, read without touching window during render on the server.
import { useSyncExternalStore } from 'react';
import { perViewAt, type Step } from './per-view';

const REDUCED = '(prefers-reduced-motion: reduce)';

function mq(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

function subscribeReduced(cb: () => void): () => void {
  const q = mq(REDUCED);
  if (!q) return () => {};
  q.addEventListener?.('change', cb);
  return () => q.removeEventListener?.('change', cb);
}

/** True when the visitor asked for less motion. True on the server: nothing moves before hydration. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => mq(REDUCED)?.matches ?? false,
    () => true,
  );
}

function subscribeResize(cb: () => void): () => void {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}

/**
 * Items shown at the current window width, from the same steps as the CSS. null on the server and
 * during hydration (the CSS already lays the slides out; arrows wait for the script).
 */
export function usePerView(steps: readonly Step[]): number | null {
  return useSyncExternalStore(
    subscribeResize,
    () => perViewAt(steps, window.innerWidth),
    () => null,
  );
}
