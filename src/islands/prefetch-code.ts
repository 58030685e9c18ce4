// After load, when the browser is idle: the code of the islands on the page that can wake, fetched
// at low priority, those nearest to the screen first, so that a tap after the first seconds finds
// it in the page's module map instead of waiting for it over a phone network (issue 33). What each
// island needs is the page's list (page-code.ts); nothing here runs it. A chunk of its own, loaded
// then: the page's up-front script stays within its budget. Run again once a long page's later
// part is in, for its islands.
import { siteOnly } from '../components/safe-html/site-markers';
import { askCode } from './page-code';

/** How far above or below the screen an island is (0: on it). Its element is display: contents. */
function distance(el: HTMLElement): number {
  const box = (el.firstElementChild ?? el.parentElement)?.getBoundingClientRect();
  return box ? Math.max(box.top - innerHeight, -box.bottom, 0) : Infinity;
}

export function prefetchIslandCode(root: HTMLElement): void {
  // Not with the browser's Data Saver on: a tap then fetches its island's code, as it did.
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const islands = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-island]:not([data-wake="static"])'))];
  for (const { el } of islands.map((el) => ({ el, far: distance(el) })).sort((a, b) => a.far - b.far)) askCode(el.dataset.idp, true);
}
