/* Service worker (written to dist/sw.js by scripts/write-sw.mjs with its version, file list, the
   file host's origin and src/sw/sw-route.js, which decides what is cached).
   Offline: the app shell, the build's assets, recently viewed images (of this site and of the
   file host) and the documents the visitor downloaded are cached, so a visitor on a flaky
   connection can still open the site, read what was last loaded (the data itself is kept by the
   page in localStorage) and open the documents saved before. A page already kept is answered from
   the cache at once (following a link is instant) and fetched again behind it, so the next visit
   has the latest build; the page itself asks the back-end for newer data (src/islands/freshness.ts).
   A page not kept yet comes from the network, or, on a connection that is up but not answering,
   the app shell after a few seconds. A new worker takes over at once and deletes the old shell
   caches (no one is trapped on an old version). */
/* global __PRECACHE__, __FILE_ORIGIN__, swRoute, DOWNLOADS_CACHE -- filled in by scripts/write-sw.mjs */
const VERSION = '__VERSION__';
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

/* __SW_ROUTE__ */

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then((c) => c.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('shell-') && k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, max) {
  const c = await caches.open(cacheName);
  const keys = await c.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - max))) await c.delete(k);
}

const PAGE_TIMEOUT_MS = 3000;

async function page(event) {
  const { request } = event;
  const cache = await caches.open(SHELL);
  const network = fetch(request).then((res) => {
    if (res.ok) cache.put(request, res.clone()).catch(() => {});
    return res;
  });
  const kept = await cache.match(request);
  if (kept) {
    event.waitUntil(network.catch(() => {}));
    return kept;
  }
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
      if (res.ok || res.type === 'opaque') cache.put(request, res.clone()).then(() => trim(cacheName, max)).catch(() => {});
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
