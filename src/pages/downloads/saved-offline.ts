// Whether a document is kept for offline use: the service worker keeps each document the visitor
// downloads in its downloads cache (src/sw/sw-template.js). Browser-only: call from effects.
import { DOWNLOADS_CACHE } from '../../sw/sw-route.js';

export async function isSavedOffline(
  url: string,
  store: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): Promise<boolean> {
  if (!store) return false;
  try {
    // (CacheStorage.match with a cacheName does not create the cache, unlike open().)
    return (await store.match(url, { cacheName: DOWNLOADS_CACHE, ignoreVary: true })) !== undefined;
  } catch {
    return false; // Cache Storage refused (e.g. an insecure origin, private mode)
  }
}
