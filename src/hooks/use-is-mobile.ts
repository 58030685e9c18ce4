// SPEC §4 "Mobile flag": true below 768 px (constants.mobileBreakpoint), following resizes. False
// during prerendering and the first client render (same HTML on both sides); CSS handles the
// phone layout before JS runs.
import { useCallback, useSyncExternalStore } from 'react';
import { useConstants } from '../site-config/config-context';

function query(breakpoint: number): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(`(max-width: ${breakpoint - 0.02}px)`) : null;
}

export function useIsMobile(): boolean {
  const breakpoint = useConstants().mobileBreakpoint;
  const subscribe = useCallback(
    (cb: () => void) => {
      const q = query(breakpoint);
      if (!q) return () => {};
      q.addEventListener('change', cb);
      return () => q.removeEventListener('change', cb);
    },
    [breakpoint],
  );
  return useSyncExternalStore(
    subscribe,
    () => query(breakpoint)?.matches ?? false,
    () => false,
  );
}
