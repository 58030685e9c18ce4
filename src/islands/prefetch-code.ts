// After load, when the browser is idle: the code of the islands on the page that can wake, fetched
// at low priority, so that a tap after the first seconds finds it in the page's module map instead
// of waiting for it over a phone network (issue 33). What each island needs is the page's list
// (page-code.ts); nothing here runs it. One island at a time, the nearest to the screen first
// (chosen again at each step: the visitor scrolls): with every island's files asked for at once
// (60 on the home page), a tap on an island far down waited behind the others' low-priority
// requests, since a file already asked for is not asked again at the wake's priority. A chunk of
// its own, loaded then: the page's up-front script stays within its budget. Called again once a
// long page's later part is in, for its islands. With the code, the page's data file and its full
// stylesheets (full-styles.ts), which a wake waits for too.
import { siteOnly } from '../components/safe-html/site-markers';
import { arrived, askCode } from './page-code';
import { loadPageData } from '../app/snapshot';
import { fullStyles } from './full-styles';

const done = new Set<string | undefined>();
let running = false;

/**
 * How far above or below the screen an island is (0: on it). Its element is display: contents. One
 * in a part the browser draws only near the screen ([data-later], content-visibility: auto) is
 * measured by that part's own box: measuring inside it makes the browser lay the part out there
 * and then, 7–40 ms a part on a phone (traced at 4× CPU: 190 ms in one task on the home page).
 */
function distance(el: HTMLElement): number {
  const box = (el.closest(siteOnly('[data-later]')) ?? el.firstElementChild ?? el.parentElement)?.getBoundingClientRect();
  return box ? Math.max(box.top - innerHeight, -box.bottom, 0) : Infinity;
}

export async function prefetchIslandCode(root: HTMLElement): Promise<void> {
  // Not with the browser's Data Saver on: a tap then fetches its island's code, as it did.
  if (running || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  running = true;
  // The page's data file too (what its islands show beyond the HTML's): a wake waits for it as
  // well, and it was one more round trip after the tap (snapshot.ts keeps the one answer).
  if (root.querySelector(siteOnly('[data-island]:not([data-wake="static"])'))) {
    void loadPageData();
    void fullStyles();
  }
  try {
    for (;;) {
      // Nearest first, measured once per island that has code of its own to ask for: most share
      // what they need (what wakes islands, the carousel), and measuring each again after asking
      // for the one before (the new links restyle the page) forced a layout per island, over
      // 100 ms of a phone's main thread in one piece on the home page (traced at 4× CPU).
      const order = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-island]:not([data-wake="static"])'))]
        .filter((el) => !done.has(el.dataset.idp))
        .map((el) => ({ el, far: distance(el) }))
        .sort((a, b) => a.far - b.far);
      let links: HTMLLinkElement[] = [];
      for (const { el } of order) {
        done.add(el.dataset.idp);
        links = askCode(el.dataset.idp, true);
        if (links.length) break;
      }
      if (!links.length) return;
      await Promise.all(links.map(arrived));
      // (The next measure in a task of its own: a tap waiting meanwhile goes first.)
      await new Promise((r) => setTimeout(r, 0));
    }
  } finally {
    running = false;
  }
}
