/* Service worker (bundled with src/sw/sw-route.js, which decides what is cached, by the build's
   bundling step, scripts/build/worker.mjs; written to dist/sw.js by scripts/write-sw.mjs after the
   names it declares: its version, file list and the file host's origin).
   Offline: the app shell, the build's assets, recently viewed images (of this site and of the
   file host) and the documents the visitor downloaded are cached, so a visitor on a flaky
   connection can still open the site, read what was last loaded (the data itself is kept by the
   page in localStorage) and open the documents saved before. A page already kept is answered from
   the cache at once (following a link is instant) and fetched again behind it, so the next visit
   has the latest build; the page itself asks the back-end for newer data (src/islands/freshness.ts).
   A page not kept yet comes from the network, or, on a connection that is up but not answering,
   the app shell after PAGE_TIMEOUT_MS (it renders the page itself). Either way the network's
   answer is kept for next time, even when it arrives late. The network's answer is the browser's
   navigation preload where it has one: the request starts while this worker is still waking up,
   not after. A new worker takes over at once and deletes the old shell caches (no one is trapped
   on an old version); a tab left open across a deploy reloads once when a chunk it asks for is
   gone (src/app/stale-chunk-reload.ts). */
/* global __VERSION__, __PRECACHE__, __FILE_ORIGIN__ -- declared by scripts/write-sw.mjs before this code */
import { DOWNLOADS_CACHE, swRoute } from './sw-route.js';

const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const FILE_ORIGIN = __FILE_ORIGIN__;
const SHELL = `shell-${VERSION}`;
const IMAGES = 'images-v1';
const MAX_IMAGES = 80;
// Images of another host are opaque to us (no CORS): the browser counts each one as much larger
// than it is against the site's storage, so fewer are kept.
const FILE_IMAGES = 'file-images-v1';
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
      caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('shell-') && k !== SHELL).map((k) => caches.delete(k)))),
    ]).then(() => self.clients.claim()),
  );
});

async function trim(cacheName, max) {
  const c = await caches.open(cacheName);
  const keys = await c.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - max))) await c.delete(k);
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
      const copy = res.clone();
      keeping = caches
        .open(SHELL)
        .then((c) => c.put(request, copy))
        .catch(() => {});
      return res;
    });
  event.waitUntil(
    network.then(
      () => keeping,
      () => {},
    ),
  );
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
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
  else if (route === 'image') event.respondWith(staleWhileRevalidate(request, IMAGES, MAX_IMAGES));
  else if (route === 'file-image') event.respondWith(staleWhileRevalidate(request, FILE_IMAGES, MAX_FILE_IMAGES));
  else if (route === 'download') event.respondWith(download(request));
});
