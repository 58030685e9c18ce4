// What the service worker does with a request. Bundled into the worker (src/sw/sw-template.js,
// scripts/build/worker.ts), and the downloads page imports DOWNLOADS_CACHE from it to tell which
// documents are saved for offline use.

import { CMS_UPLOAD } from '../lib/image-copy';

/** Where downloaded documents are kept (the downloads page reads it for its "Saved for offline" badge). */
export const DOWNLOADS_CACHE = 'downloads-v1';

/**
 * The build's copy of a CMS picture (src/lib/image-copy.ts): kept like the picture. A person's
 * photo's copies are under /img/p/, which this does not match: the worker never keeps them, as it
 * never keeps the photos themselves (CMS_UPLOAD: only CMS uploads are kept).
 */
const CMS_COPY = /^\/img\/[0-9a-f]+-\d+\.webp$/;

/**
 * 'page' (a navigation of this site), 'asset' (the build's hashed files), 'page-part' (a
 * prerendered page's data file or the rest of a long page, named for their build: ?b=), 'image' (a
 * CMS picture served by this site, /Attachments/appcms/…, or its copy, /img/…), 'file-image' (a CMS picture from the
 * configured file host), 'download' (a document the page fetches: the downloads page's files), or
 * null (left to the network: other hosts, API calls, anything but GET, a picture of a person).
 *
 * A picture the page asks for with referrerpolicy="no-referrer" is one of a person drawn from
 * live-only data (the birthdays): never kept, whatever folder it is in.
 *
 * @param {{ method: string, url: string, mode: string, destination: string, referrerPolicy?: string }} request
 * @param {{ origin: string, fileOrigin: string }} where this site's origin; the file host's ('' when files come from this site)
 * @returns {'page' | 'asset' | 'page-part' | 'image' | 'file-image' | 'download' | null}
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
  // A prerendered page's data file, its freshness plan and the rest of a long page (later.html),
  // each named for its build (?b=): kept with the pages.
  if (own && /\/(page-data\.json|later\.html|fresh\.json)$/.test(url.pathname) && url.searchParams.has('b')) return 'page-part';
  if (request.destination === 'image') {
    if (request.referrerPolicy === 'no-referrer') return null;
    if (own && CMS_COPY.test(url.pathname)) return 'image';
    if (!CMS_UPLOAD.test(url.pathname)) return null;
    return own ? 'image' : fileHost ? 'file-image' : null;
  }
  // fetch() from the page (destination ''): the downloads page saving a document.
  if (request.destination === '' && ((own && attachment) || fileHost)) return 'download';
  return null;
}
