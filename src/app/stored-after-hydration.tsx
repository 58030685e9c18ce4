// After a prerendered page is hydrated with exactly the snapshot its HTML was made from, stored
// data newer than the build (or that the snapshot lacks: the notices of a page prerendered without
// them) takes its place, so a returning or offline visitor sees what they last loaded.
// Through SWR's cache, not its fallback: a hook still inside a part that has not hydrated yet
// reads the cache once it hydrates (useSyncExternalStore re-renders it right after, without a
// mismatch), whereas a changed fallback context reaching such a part is never applied.
// Each swap also asks for a refresh, so the network's answer replaces the stored data.
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { TimedCache, type StoredEntry } from './persisted-cache';

export function StoredDataAfterHydration({ entries }: { entries: () => StoredEntry[] }) {
  const { mutate, cache } = useSWRConfig();
  useEffect(() => {
    for (const [key, data, at] of entries()) {
      void mutate(key, data, { revalidate: true });
      // Kept data keeps its own age (it is not fresh from the network).
      if (cache instanceof TimedCache) cache.times.set(key, at);
    }
  }, [entries, mutate, cache]);
  return null;
}
