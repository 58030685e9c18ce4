// The code a page's islands wake with, as data for the page (issue 33: the first tap answers at
// once). The page writer puts it in the page as JSON (<script type="application/json" id="__code">,
// and <script data-code> in later.html for the islands of a long page's later part); the loader
// reads it (src/islands/page-code.ts) to fetch that code after load, when the browser is idle, at
// low priority and nearest to the screen first, and, at an island's wake, to ask for all of its
// code at once instead of in two waves (what wakes islands, then the island's chunk and its
// imports). Which files each island needs is the island manifest's (scripts/build/vite/island-manifest.ts:
// the build's own module graph), never read back from the page's text.
//
// By each island's useId prefix (data-idp, unique in its page): the site paths of the files it
// wakes with, those that wake any island first (src/islands/hydrate.tsx and its imports), then its
// component, its lazy parts drawn and their imports. (Each island's list starts with the same files:
// brotli sends a repeat as a reference of a few bytes, and the page's script stays simpler.) The
// loader is left out: it is the page's one script, already there. Only islands that can wake.
// On a page in a language whose dictionary is a chunk of its own (Nepali: src/i18n/t.ts imports
// it when an island wakes, before rendering), that chunk comes right after what wakes islands:
// else a wake on a Nepali page waited a round trip more for it.

import { shipsCode } from '../../src/island-kit/wake';
import type { IslandManifest } from './vite/island-manifest';
import type { WrittenIsland } from './page-writer';

/** The element's id in the page. */
export const CODE_ID = '__code';

/**
 * The code of the islands given (a rendered page's, in `lang`), or null when none of them wakes:
 * by each waking island's data-idp, the site paths of the files it wakes with, what wakes islands first.
 */
export function pageCode(bundle: IslandManifest, islands: WrittenIsland[], lang?: string): Record<string, string[]> | null {
  const waking = islands.filter((i): i is WrittenIsland & { module: string; idp: string } => shipsCode(i) && !!i.module && !!i.idp);
  if (!waking.length) return null;
  const jsOf = (module: string | undefined) =>
    (module === undefined ? [] : (bundle.modules[module]?.js ?? [])).filter((f) => f !== bundle.entry.file).map((f) => `/${f}`);
  const dictionary = bundle.named[`dictionary-${lang}`];
  const wake = [...jsOf(bundle.named.wake), ...(dictionary ? jsOf(dictionary) : [])];
  return Object.fromEntries(waking.map((i) => [i.idp, [...new Set([...wake, ...[i.module, ...i.parts].flatMap(jsOf)])]]));
}
