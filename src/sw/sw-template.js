/* Service worker (bundled with src/sw/sw-route.js, which decides what is cached, by the build's
   bundling step, scripts/build/worker.ts; written to dist/sw.js by scripts/build/write-sw.ts after the
   names it declares: its version, file list and the file host's origin).
   Offline: the app shell, the build's assets, the pages last visited, recently viewed pictures the
   school published (of this site and of the file host) and the documents the visitor downloaded
   are cached, so a visitor on a flaky connection can still open the site, read what was last
   loaded (the data itself is kept by the page in localStorage) and open the documents saved
   before. Photos of people drawn from live-only data (the birthdays) are never kept (sw-route.js).
   A page already kept is answered from the cache at once (following a link is instant) and
   fetched again behind it, so the next visit has the latest build; the page itself asks the
   back-end for newer data (src/islands/freshness.ts). At most MAX_PAGES pages (and their data
   files) are kept, none older than MAX_PAGE_AGE_MS.
   A page not kept yet comes from the network, or, on a connection that is up but not answering,
   the app shell after PAGE_TIMEOUT_MS (it renders the page itself). Either way the network's
   answer is kept for next time, even when it arrives late. The network's answer is the browser's
   navigation preload where it has one: the request starts while this worker is still waking up,
   not after.
   The version is a hash of what the site publishes (pages, data files, assets: write-sw.ts), so
   a rebuild that changed the content (npm run rebuild:pages) is a new worker too. A new worker
   takes over at once and deletes the caches of the old one, its kept pages with them: a returning
   visitor's next page is the new build's, never an old copy (no one is trapped on an old
   version); a tab left open across a deploy reloads once when a chunk it asks for is gone
   (src/app/stale-chunk-reload.ts). */
/* global __VERSION__, __PRECACHE__, __FILE_ORIGIN__ -- declared by scripts/build/write-sw.ts before this code */
import { DOWNLOADS_CACHE, swRoute } from './sw-route.js';

const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const FILE_ORIGIN = __FILE_ORIGIN__;
const SHELL = `shell-${VERSION}`;
// Pages visited and their data files, of this version only (an old page names old assets).
const PAGES = `pages-${VERSION}`;
const MAX_PAGES = 60;
// As long as the page keeps the back-end's answers (src/app/persisted-cache.ts).
const MAX_PAGE_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// (v2: the v1 caches could hold pupils' birthday photos; the new worker deletes them.)
const IMAGES = 'images-v2';
const MAX_IMAGES = 80;
// Images of another host are opaque to us (no CORS): the browser counts each one as much larger
// than it is against the site's storage, so fewer are kept.
const FILE_IMAGES = 'file-images-v2';
const MAX_FILE_IMAGES = 30;
const MAX_DOWNLOADS = 30;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // (Where the browser has it: others ask the network themselves in page().)
      self.registration?.navigationPreload?.enable(),
      // Every cache but this version's: the old shells and pages, and caches of workers before
      // (images-v1 kept pupils' photos).
      caches.keys().then((keys) => {
        const own = [SHELL, PAGES, IMAGES, FILE_IMAGES, DOWNLOADS_CACHE];
        return Promise.all(keys.filter((k) => !own.includes(k)).map((k) => caches.delete(k)));
      }),
    ]).then(() => self.clients.claim()),
  );
});

async function trim(cacheName, max) {
  const c = await caches.open(cacheName);
  const keys = await c.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - max))) await c.delete(k);
}

// The kept pages: those older than MAX_PAGE_AGE_MS (by the Date the server sent them with), then
// the least recently kept over MAX_PAGES (a page is kept again at each visit, so it moves last).
async function trimPages() {
  const c = await caches.open(PAGES);
  const now = Date.now();
  for (const k of await c.keys()) {
    const res = await c.match(k);
    const at = Date.parse(res?.headers.get('date') ?? '');
    if (now - at > MAX_PAGE_AGE_MS) await c.delete(k);
  }
  await trim(PAGES, MAX_PAGES);
}

// Keeps a page or a part of one. Not awaited by the page: a failure (storage full) loses only the copy.
function keepPage(request, res) {
  return caches
    .open(PAGES)
    .then((c) => c.put(request, res))
    .then(trimPages)
    .catch(() => {});
}

// How long a page not kept yet waits for the network before the app shell stands in: a connection
// that is up but not answering (a weak mobile signal, a captive portal) would otherwise leave the
// visitor looking at a blank tab for as long as the browser waits, which can be minutes.
const PAGE_TIMEOUT_MS = 3000;

async function page(event) {
  const { request } = event;
  // The navigation preload the browser started (resolves to undefined without one), else our own
  // request. The worker waits on it whatever answers the page (a preload left unread is
  // cancelled), and keeps its copy for the next visit, even when it arrives after the shell.
  let keeping;
  const network = Promise.resolve(event.preloadResponse)
    .then((preloaded) => preloaded || fetch(request))
    .then((res) => {
      if (!res.ok) return res;
      // (Copied now, before the page reads the body; not awaited: the page gets the answer as it
      // streams in while the copy is stored.)
      keeping = keepPage(request, res.clone());
      return res;
    });
  event.waitUntil(
    network.then(
      () => keeping,
      () => {},
    ),
  );
  const cache = await caches.open(SHELL);
  // (The home page is also in the shell, precached.)
  const kept = (await (await caches.open(PAGES)).match(request)) || (await cache.match(request));
  if (kept) return kept;
  const shell = async () => (await cache.match('/spa.html')) || (await cache.match('/')) || Response.error();
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(shell()), PAGE_TIMEOUT_MS)));
  try {
    return await Promise.race([network, late]);
  } catch {
    return shell();
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) cache.put(request, res.clone());
  return res;
}

// A page's data file or later part, named for its build: it never changes, so the kept copy is
// the answer; kept with the pages (and trimmed with them).
async function pagePart(event) {
  const { request } = event;
  const hit = await (await caches.open(PAGES)).match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) event.waitUntil(keepPage(request, res.clone()));
  return res;
}

async function staleWhileRevalidate(request, cacheName, max) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  const fresh = fetch(request)
    .then((res) => {
      if (res.ok || res.type === 'opaque')
        cache
          .put(request, res.clone())
          .then(() => trim(cacheName, max))
          .catch(() => {});
      return res;
    })
    .catch(() => hit || Response.error());
  return hit || fresh;
}

// A document the visitor downloads: from the network when there is one, and kept (before the page
// gets it, so the page can then show it as saved); the kept copy when offline.
async function download(request) {
  const cache = await caches.open(DOWNLOADS_CACHE);
  try {
    const res = await fetch(request);
    if (res.ok && res.type !== 'opaque') {
      try {
        await cache.put(request.url, res.clone());
        await trim(DOWNLOADS_CACHE, MAX_DOWNLOADS);
      } catch {
        /* storage full: the download itself still works */
      }
    }
    return res;
  } catch {
    return (await cache.match(request.url, { ignoreVary: true })) || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = swRoute(request, { origin: self.location.origin, fileOrigin: FILE_ORIGIN });
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'asset') event.respondWith(cacheFirst(request));
  else if (route === 'page-part') event.respondWith(pagePart(event));
  else if (route === 'image') event.respondWith(staleWhileRevalidate(request, IMAGES, MAX_IMAGES));
  else if (route === 'file-image') event.respondWith(staleWhileRevalidate(request, FILE_IMAGES, MAX_FILE_IMAGES));
  else if (route === 'download') event.respondWith(download(request));
});
