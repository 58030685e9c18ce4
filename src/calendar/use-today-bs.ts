// Today's BS date in Nepal for components, prerender-safe: null on the server and while hydrating
// (so server and client markup match), the real day right after; re-read every minute so an open
// page rolls over at Nepal's midnight. A client-only render gets the day on its first render.
import { useMemo, useSyncExternalStore } from 'react';
import { formatBs, todayBs, tryParseBs, type BsDate } from './bs-date';

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

function read(): string {
  try {
    return formatBs(todayBs());
  } catch {
    return ''; // today is after the table's last year
  }
}

const readOnServer = () => '';

export function useTodayBs(): BsDate | null {
  const iso = useSyncExternalStore(subscribe, read, readOnServer);
  return useMemo(() => (iso ? tryParseBs(iso) : null), [iso]);
}
