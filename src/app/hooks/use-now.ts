// "Now" for time-bound lists (notice expiry) without breaking prerendering: null on the server and
// during hydration (so the HTML never depends on the build's clock), the current time on the
// client, refreshed every minute while something listens. Rounded to the minute so that repeated
// reads within a render agree.
import { useSyncExternalStore } from 'react';

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
const serverNow = () => null;

/** Epoch ms (to the minute) in the browser; null while prerendering or hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, clientNow, serverNow);
}
