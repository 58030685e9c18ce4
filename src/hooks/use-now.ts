// "Now" for time-bound lists (notice expiry). A prerendered page is rendered at its build's time
// (setRenderNow): its notices are in the HTML, each marked with when it expires (data-expires),
// and the page's loader removes one the moment it does (src/islands/behaviors.ts). Hydration
// starts from that same time, so it matches the HTML, then moves to the browser's clock. Rendered
// afresh in the browser it is the browser's time at once, refreshed every minute while something
// listens. Rounded to the minute so that repeated reads within a render agree.
import { useSyncExternalStore } from 'react';
import { renderTime, setRenderTime } from './render-time';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The time a prerendered page was built at: the prerenderer, and the browser before hydrating it. */
export function setRenderNow(ms: number | null): void {
  setRenderTime(ms === null ? null : Math.floor(ms / MINUTE) * MINUTE);
}

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  if (!timer) timer = setInterval(() => listeners.forEach((l) => l()), MINUTE);
  return () => {
    listeners.delete(cb);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const clientNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const serverNow = renderTime;

/** Epoch ms (to the minute); while prerendering and hydrating, the build's time (null if unknown). */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, clientNow, serverNow);
}
