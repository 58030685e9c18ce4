// Scrolls to one element once it exists (`ready`: the data it belongs to has arrived): smoothly,
// or instantly for visitors who prefer reduced motion. Pages with ?TranId= (SPEC §2: academic
// programs, services) pass the DOM id of the section the query names, or null while the data is
// not there yet; each id is scrolled to once. Focus then moves there (without a second jump; the
// target gets tabindex -1 if it has none) so keyboard and screen-reader users land on it too.
import { useEffect, useRef } from 'react';

export function useScrollToTarget(elementId: string | null, ready = true): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!elementId || !ready || done.current === elementId) return;
    const el = document.getElementById(elementId);
    if (!el) return;
    done.current = elementId;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }, [elementId, ready]);
}

/** The TranId query value (any capitalisation of the name), trimmed; null when absent. */
export function queryTranId(params: URLSearchParams): string | null {
  for (const [k, v] of params) if (k.toLowerCase() === 'tranid' && v.trim()) return v.trim();
  return null;
}
