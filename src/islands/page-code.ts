// The code of the page's islands, so that a first tap does not wait for it (issue 33). The page
// writer lists it as data (scripts/build/page-code.ts: <script id="__code"> in the page, and one
// in later.html for the islands of a long page's later part): by each island's data-idp, the
// files that wake any island (hydrate.tsx and its imports) and then its own.
// - At an island's wake, all of its code is asked for at once (askIslandCode): without the list,
//   what wakes islands came first and only then the island's own chunk and its imports, two waves
//   of a phone network's round trips.
// - After load, at idle, prefetch-code.ts asks for the code of every island on the page at low
//   priority, nearest to the screen first, so a tap after the first seconds finds it there.
// Each file is asked for as a module preload: fetched and compiled into the page's module map, not
// run (at low priority, fetched by a script preload first: preload below). The loader's own chunks
// after load come the same way (importLow). (The service worker keeps each, as every hashed asset,
// once it controls the page.)
// Part of the page's up-front script: keep it tiny.

/** Each island's code by its data-idp: site paths, what wakes islands first (page-code.ts). */
const code: Record<string, string[] | undefined> = {};
const asked = new Set<string>();
let pageRead = false;

/** Takes in a list the page writer wrote (a page's, or its later part's). */
export function takeCode(json: string | null | undefined): void {
  try {
    Object.assign(code, JSON.parse(json || '{}'));
  } catch (e) {
    // (Its islands then wake as before: their code fetched as it is imported.)
    console.warn('island code list:', e);
  }
}

/** Module preloads for the code of the island `idp` not asked for yet; `low`: at low priority. Returns them. */
export function askCode(idp: string | undefined, low?: boolean): HTMLLinkElement[] {
  if (!pageRead) {
    pageRead = true;
    takeCode(document.getElementById('__code')?.textContent);
  }
  return preload(code[idp ?? ''] ?? [], low);
}

/**
 * Module preloads for the files not asked for yet (by either the islands or importLow). `low`: each
 * once its file has come at low priority. Chromium (150) fetches every module preload at High,
 * fetchpriority="low" or not (CDP's initialPriority: High for both, where a script preload, a
 * fetch() and a module <script> with it are Low), so the file is fetched by a script preload
 * first, whose low priority is honoured; the module preload then takes that response (no second
 * request) and compiles it into the module map, as before. (crossorigin: a module's request, CORS
 * with same-origin credentials, or the preload goes unused; the same href: Vite's preload helper
 * passes over a file a link names.)
 */
function preload(files: readonly string[], low?: boolean): HTMLLinkElement[] {
  const made: HTMLLinkElement[] = [];
  for (const href of files) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    const add = (l: HTMLLinkElement) => document.head.append(l);
    if (low) {
      const first = document.createElement('link');
      first.rel = 'preload';
      first.setAttribute('as', 'script');
      first.crossOrigin = '';
      first.setAttribute('fetchpriority', 'low');
      first.href = href;
      first.onload = first.onerror = () => add(link);
      add(first);
    } else add(link);
    made.push(link);
  }
  return made;
}

/** The preload links whose file could not be had. */
const failedLinks = new WeakSet<HTMLLinkElement>();

/** Resolves once the link's file has come (or failed: an import then asks for it again itself). */
export const arrived = (link: HTMLLinkElement): Promise<void> =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        failedLinks.add(link);
        resolve();
      },
      { once: true },
    );
  });

/**
 * `load` (an import() of a chunk of ours) once that chunk and the chunks it imports have come as
 * module preloads at low priority: an import() is fetched at high priority even after load, and
 * counted as script up front (Lighthouse, the bench). Then it runs from the page's module map,
 * fetching nothing more (Vite's preload helper passes over a file a link already asks for).
 * `files` is the build's (scripts/build/vite/low-imports.ts); without them (the dev server, tests),
 * `load` at once.
 */
export function importLow<T>(load: () => Promise<T>, files: readonly string[] = []): Promise<T> {
  const links = preload(files, true);
  // (A file that could not be had is not asked for again through import(): Vite's preload helper
  // would take the failure for a stale build and reload the tab (stale-chunk-reload.ts), dropping
  // a tap held for what these chunks bring. They are extras: the caller goes on without them.)
  return Promise.all(links.map(arrived)).then(() =>
    links.some((l) => failedLinks.has(l)) ? Promise.reject(new Error(`not had: ${files.join(', ')}`)) : load(),
  );
}

/** At an island's wake: all of its code at once. */
export const askIslandCode = (el: HTMLElement): unknown => askCode(el.dataset.idp);
