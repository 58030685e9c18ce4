// Whether the visitor has pinch-zoomed the page (the visual viewport is scaled). Zoomed into a
// photo, a sideways finger must move around the photo, not swipe to the next one.
import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void): () => void {
  const vv = typeof window !== 'undefined' ? window.visualViewport : null;
  vv?.addEventListener('resize', cb);
  return () => vv?.removeEventListener('resize', cb);
}

export function useZoomed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (window.visualViewport?.scale ?? 1) > 1.01,
    () => false,
  );
}
