// What the service worker does with a request. Bundled into the worker (src/sw/sw-template.js,
// scripts/build/worker.mjs), and the downloads page imports DOWNLOADS_CACHE from it to tell which
// documents are saved for offline use.

/** Where downloaded documents are kept (the downloads page reads it for its "Saved for offline" badge). */
export const DOWNLOADS_CACHE = 'downloads-v1';

/**
 * 'page' (a navigation of this site), 'asset' (the build's hashed files), 'image' (a back-end
 * image served by this site, /Attachments/…), 'file-image' (an image from the configured file
 * host), 'download' (a document the page fetches: the downloads page's files), or null (left to
 * the network: other hosts, API calls, anything but GET).
 *
 * @param {{ method: string, url: string, mode: string, destination: string }} request
 * @param {{ origin: string, fileOrigin: string }} where this site's origin; the file host's ('' when files come from this site)
 * @returns {'page' | 'asset' | 'image' | 'file-image' | 'download' | null}
 */
export function swRoute(request, where) {
  if (request.method !== 'GET') return null;
  let url;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const own = url.origin === where.origin;
  const fileHost = !own && !!where.fileOrigin && url.origin === where.fileOrigin;
  const attachment = url.pathname.startsWith('/Attachments/');
  if (own && request.mode === 'navigate') return 'page';
  if (own && url.pathname.startsWith('/assets/')) return 'asset';
  // A prerendered page's data file and the rest of a long page (later.html), each named for its
  // build (?b=): kept like an asset.
  if (own && /\/(page-data\.json|later\.html)$/.test(url.pathname) && url.searchParams.has('b')) return 'asset';
  if (request.destination === 'image') return own && attachment ? 'image' : fileHost ? 'file-image' : null;
  // fetch() from the page (destination ''): the downloads page saving a document.
  if (request.destination === '' && ((own && attachment) || fileHost)) return 'download';
  return null;
}
