// Pagefind's browser module, from the index the build wrote (/pagefind/pagefind.js), imported the
// first time a visitor searches and never before: no page loads any of it until then. Not part of
// the bundle (it is the index's own, written with it), so the import is left to the browser.
import { openIndex, PAGEFIND_BASE, type PagefindIndex, type PagefindModule } from './pagefind-search';

let opening: Promise<PagefindIndex> | null = null;

/** The site's index, ready to search (one for the page; a failed load is tried again next time). */
export function loadPagefind(): Promise<PagefindIndex> {
  opening ??= (import(/* @vite-ignore */ `${PAGEFIND_BASE}pagefind.js`) as Promise<PagefindModule>).then(openIndex).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}
