// SPEC §4 "Mobile flag": true below 768 px, following resizes. False during prerendering and the
// first client render (same HTML on both sides); CSS handles the phone layout before JS runs.
import { useSyncExternalStore } from 'react';
import { constants } from '../config/site-config';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(`(max-width: ${constants.mobileBreakpoint - 0.02}px)`) : null;
}

function subscribe(cb: () => void): () => void {
  const q = query();
  if (!q) return () => {};
  q.addEventListener('change', cb);
  return () => q.removeEventListener('change', cb);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
