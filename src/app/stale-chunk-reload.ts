// A tab opened before a deploy still runs the old build: when it later asks for one of that
// build's chunks (an island waking, the app starting), the server no longer has it (the names
// are hashed) and Vite fires `vite:preloadError` on window. Rather than leave the page broken,
// the tab reloads once and gets the current build.
//
// "Once" is kept in sessionStorage and names the build that reloaded (this module's own URL,
// hashed with the build): a reload that brings the same build again (the chunk is missing from
// the build itself) lets the error through instead of reloading forever, while a tab left open
// across a later deploy may reload once more for that one.

export const STALE_CHUNK_RELOAD_KEY = 'school-site:stale-chunk-reload';
/** The build this page runs: this module's URL, which is the entry chunk's, hashed with the build. */
export const THIS_BUILD = import.meta.url;

export interface StaleChunkDeps {
  /** The build this page runs. */
  build: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  /** Drops the copy of this page the service worker keeps, so the reload cannot get it back. */
  forgetPage: () => Promise<void>;
}

/** Handles one `vite:preloadError`: reloads (and keeps the error quiet) once per build; else lets it through. */
export function onStaleChunk(event: Event, deps: StaleChunkDeps): void {
  let last: string | null;
  try {
    last = deps.storage.getItem(STALE_CHUNK_RELOAD_KEY);
    if (last !== deps.build) deps.storage.setItem(STALE_CHUNK_RELOAD_KEY, deps.build);
  } catch {
    // Storage blocked: nothing could stop a loop, so no reload; the error goes through.
    return;
  }
  if (last === deps.build) return;
  event.preventDefault();
  void deps
    .forgetPage()
    .catch(() => {})
    .finally(deps.reload);
}

/**
 * The service worker answers a page it keeps from its cache (src/sw/sw-template.js): that copy is
 * the old build's HTML, which would ask for the same missing chunk. Removed from whichever cache
 * holds it, the reload goes to the network.
 */
async function forgetThisPage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const url = location.href.split('#')[0];
  for (const name of await caches.keys()) await (await caches.open(name)).delete(url);
}

/**
 * Listens for missing chunks. The tab's sessionStorage is opened only when one is missing: its first
 * use loads the storage from the browser process, 5–10 ms of the page's main thread (more on a
 * phone) that every page would otherwise spend in its up-front script. Blocked storage throws
 * there, and onStaleChunk then lets the error through (no guard, so no reload).
 */
export function reloadOnStaleChunk(): void {
  const storage: StaleChunkDeps['storage'] = {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  };
  window.addEventListener('vite:preloadError', (event) =>
    onStaleChunk(event, { build: THIS_BUILD, storage, reload: () => location.reload(), forgetPage: forgetThisPage }),
  );
}
