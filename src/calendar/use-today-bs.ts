// Today's BS date in Nepal for components, prerender-safe: while prerendering and hydrating, the
// day of the render's time (src/render/render-context.ts; null when unknown), so server and client
// markup match, and the real day right after; re-read every minute so an open page rolls over at
// Nepal's midnight. A client-only render gets the day on its first render. A prerendered part that
// drew the build's day says so in its render's facts (dayBound): it is woken at once on a later day.
import { useMemo, useSyncExternalStore } from 'react';
import { renderTimeOf, useRenderContext, type RenderContext } from '../render/render-context';
import { formatBs, todayBs, tryParseBs, type BsDate } from './bs-date';

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

function dayAt(now: Date): string {
  try {
    return formatBs(todayBs(now));
  } catch {
    return ''; // today is after the table's last year
  }
}

const read = () => dayAt(new Date());

function readOnServer(render: RenderContext): string {
  const at = renderTimeOf(render);
  if (at === null) return '';
  if (render.facts) render.facts.dayBound = true;
  return dayAt(new Date(at));
}

export function useTodayBs(): BsDate | null {
  const render = useRenderContext();
  const iso = useSyncExternalStore(subscribe, read, () => readOnServer(render));
  return useMemo(() => (iso ? tryParseBs(iso) : null), [iso]);
}

const unknownDay = () => '';

/**
 * Today's BS date for a part that shows it only after a visitor acts (the date picker's popup,
 * never open in prerendered markup): null while prerendering and hydrating, so the part does not
 * mark its page as drawn for a day (that would wake it at once on every later day), then the real
 * day, re-read every minute like useTodayBs.
 */
export function useTodayBsAfterHydration(): BsDate | null {
  const iso = useSyncExternalStore(subscribe, read, unknownDay);
  return useMemo(() => (iso ? tryParseBs(iso) : null), [iso]);
}
