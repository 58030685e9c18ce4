// "Now" for time-bound lists (notice expiry). A prerendered page is rendered at its build's time
// (the render context's `now`: src/render/render-context.ts): its notices are in the HTML, each
// marked with when it expires (data-expires), and the page's loader removes one the moment it
// does (src/islands/behaviors.ts). Hydration starts from that same time (the browser's context
// has the page's build time), so it matches the HTML, then moves to the browser's clock. Rendered
// afresh in the browser it is the browser's time at once, refreshed every minute while something
// listens. Rounded to the minute so that repeated reads within a render agree.
import { useSyncExternalStore } from 'react';
import { renderTimeOf, useRenderContext } from '../render/render-context';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

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

/** Epoch ms (to the minute); while prerendering and hydrating, the render's time (null if unknown). */
export function useNow(): number | null {
  const render = useRenderContext();
  return useSyncExternalStore(subscribe, clientNow, () => renderTimeOf(render));
}
