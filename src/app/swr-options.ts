// Data fetching defaults for visitors on slow mobile networks: no refetch on every tab focus,
// identical requests de-duplicated, a few spaced retries, and the last good value kept on error.
import type { SWRConfiguration } from 'swr';

export const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: true,
  // Prerendered or stored data shows at once and is refreshed in the background.
  revalidateOnMount: true,
  dedupingInterval: 60_000,
  errorRetryCount: 2,
  errorRetryInterval: 4000,
  keepPreviousData: true,
};
