// The rest of a long page (the home page's sections below its first screen), which the build
// keeps out of the page's HTML so that the first screen arrives in the connection's first round
// trip (src/island-kit/later-part.tsx). After load, this fetches it from the file the slot names,
// when that is the page's own file of this build (ownLaterUrl), and puts its sections where the
// slot is, one section per task so no task is long on a phone; they are static HTML like the rest
// of the page, and their islands are armed as the loader arms any. Until then (and if the file
// cannot be had) the slot holds a link to the same sections as a page of their own. A chunk of
// its own: only a page with a slot loads it.
import { armIslands } from './loader';
import { nextTask, startBehaviorsIn } from './behaviors';
import { ownPageFileUrl } from './page-file-url';
import { LATER_MARK as MARK } from '../island-kit/later-mark';
import { takeCode } from './page-code';

/** The file beside a page that holds the rest of it (scripts/build/page-writer.ts: LATER_FILE). */
export const LATER_FILE = 'later.html';

export { ARCHIVE_DIR } from './page-file-url';

/**
 * The one file a page may take its rest from: its own later.html of this very build
 * (page-file-url.ts). Not merely a file of this origin: any other (another page's, another
 * build's, the copy beside the page, which the next release replaces, a page of the site) would
 * put markup the page did not come with into it. null when the page does not say which page or
 * build it is.
 */
export const ownLaterUrl = (root: HTMLElement): string | null => ownPageFileUrl(root, LATER_FILE);

/** A moment for the browser between two sections (input, a frame) before the next. */
const yieldToBrowser = () => new Promise<void>((resolve) => nextTask(resolve));

/**
 * Fills the slot with the page's later sections. Resolves when they are in the page (or when the
 * slot is left as its link); never rejects.
 */
export async function fillLaterSlot(slot: HTMLElement, root: HTMLElement): Promise<void> {
  try {
    const url = new URL(slot.dataset.src ?? '', location.href);
    const own = ownLaterUrl(root);
    if (url.href !== own) throw new Error(`not this page's own later file: ${url.href} (expected ${own})`);
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const chunks = (await res.text()).split(MARK);
    if (chunks.length < 3) throw new Error('not a later part');
    const head = parse(chunks[0]);
    // Its own CSS, and the names of the files it holds (disabled links: never fetched), so that
    // an island waking in it finds its styles there.
    for (const el of head.querySelectorAll('style[data-later], link[rel="stylesheet"][disabled]')) document.head.append(el);
    // And the list of its islands' code (page-code.ts).
    takeCode(head.querySelector('script[data-code]')?.textContent);
    await yieldToBrowser();
    const added: HTMLElement[] = [];
    for (const html of chunks.slice(1, -1)) {
      // The page was handed to the client-rendered app meanwhile (another language): it has them all.
      if (!slot.isConnected) return;
      const parts = [...parse(html).children].filter((el): el is HTMLElement => el instanceof HTMLElement);
      slot.before(...parts);
      parts.forEach((part) => armIslands(part));
      added.push(...parts);
      await yieldToBrowser();
    }
    slot.remove();
    startBehaviorsIn(root, added);
  } catch (e) {
    // Offline with nothing kept, or a file from another build: the link stays, and shows.
    slot.dataset.failed = '';
    console.warn('The rest of the page could not be loaded:', e);
  }
}

/** Inert markup (a template's content: no image is fetched, nothing runs) to take nodes from. */
function parse(html: string): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}
