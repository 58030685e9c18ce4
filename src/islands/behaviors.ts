// What a prerendered page does with no island at all, in a few lines of plain script (the page's
// loader runs them; the client-rendered app does the same things through React):
//   [data-sticky-after=N]  data-sticky="true" once the page is scrolled past N px (the bar)
//   [data-show-after=N]    shown once scrolled past N px (back to top)
//   [data-scroll-top]      a click scrolls to the top
//   [data-reveal]          fades in the first time it scrolls into view (SPEC's scroll-in)
//   [data-expires=ms]      hidden the moment it expires (a notice), then its part is drawn again
//                          (freshness.ts)
//   a section's marker     its plain-script behaviour runs: the home page's banner popup and hero
//                          slider (src/sections/section-behaviors.ts: each small script is fetched
//                          only on a page that has its marker)
//   button[data-share]     shown where the browser has a share sheet, once the first answers came
//                          (share-button.ts, started by first-answers.ts)
//   img[data-img]          a missing file shows the placeholder
//   [data-lazy-frame]      the map frame is made after load, near the screen (lazy-frame/)
//   [data-answer]          a first tap answered before its island wakes (first-answers.ts, a
//                          small chunk fetched after load at low priority; a tap before it is held)
//   a[href^="/"]           the page it leads to is fetched when the visitor points at or touches it,
//                          so following it is instant (the service worker keeps it)
// Each marker is one the site wrote: one inside the back-end's rich text is passed over
// (site-markers.ts; the sanitizer lets none through in the first place).
import { PLACEHOLDER } from '../components/image/placeholder';
import { siteOnly } from '../components/safe-html/site-markers';
import { markerOf, sectionBehaviors } from '../sections/section-behaviors';
import { afterLoad } from './loader';
import { importLow } from './page-code';

/** Sent on the page's root with the items that just expired. */
export const EXPIRED_EVENT = 'islands:expired';

export function startBehaviors(root: HTMLElement): void {
  scrollMarks(root);
  root.addEventListener('click', (e) => {
    if ((e.target as Element).closest?.(siteOnly('[data-scroll-top]'))) window.scrollTo({ top: 0 });
  });
  reveal(root);
  expiries(root);
  brokenImages(root);
  lazyFrames(root);
  prefetchOnIntent(root);
  firstAnswers(root);
  // The sections' behaviours (the banner popup, the hero slider) each start in a task of their own:
  // asking for their code (Vite's loader adds a link for each file it needs) and opening the popup
  // (the browser restyles the whole page it makes inert) took a phone's main thread over 100 ms in
  // one piece. (A chunk gone after a deploy gives no module while the tab reloads: nothing starts.)
  for (const b of Object.values(sectionBehaviors)) {
    const el = root.querySelector<HTMLElement>(siteOnly(markerOf(b)));
    if (el) nextTask(() => void b.load().then((m) => m?.start(el)));
  }
}

/**
 * The first answers (first-answers.ts) come in a chunk of their own, right after the load event, at
 * low priority (importLow): the script a page loads before it is usable stays the loader alone (issue
 * 33: 5 KB on a content page; asked for right after the first frame, they and the chunk they share
 * were 3.5 KB more of it). A tap on one of their controls before the chunk is there is held for
 * it, not left to the island's loader (which would carry it out only once the island has woken,
 * seconds later), and asks for the chunk at once; should the chunk not come, the tap goes on to
 * the island as before.
 */
function firstAnswers(root: HTMLElement): void {
  const early: HTMLElement[] = [];
  // Until the chunk came or failed; then the listener lets every tap pass.
  let holding = true;
  let asked = false;
  const came = (m: typeof import('./first-answers')) => holding && ((holding = false), m.startFirstAnswers(root, early));
  const failed = () => holding && ((holding = false), early.forEach((c) => c.click()));
  root.addEventListener(
    'click',
    (e) => {
      const control = holding && (e.target as Element).closest<HTMLElement>(siteOnly('[data-answer]'));
      if (!control) return;
      // (Every control marked data-answer is a button of type button: a click on it has no default.
      // One React has by then is tapped again for React when the chunk comes: startFirstAnswers.)
      e.stopPropagation();
      early.push(control);
      // (At the tap's priority: the visitor waits. A low preload still on its way is joined.)
      if (!asked) void import('./first-answers').then(came, failed);
      asked = true;
    },
    true,
  );
  // (Right after the load event, not at idle: a tap a second after load waited for them.)
  afterLoad(() => void importLow(() => import('./first-answers')).then(came, failed), true);
}

/** Runs fn in a task of its own, after those already waiting (input, a frame, earlier steps). */
export const nextTask = (fn: () => void): void => void setTimeout(fn, 0);

/**
 * Again, after parts were put into the page (the rest of a long page, fill-later-part.ts): the scroll-in
 * and the expiries pass over the page once more (what they have met before, they leave as it is),
 * and the parts' map frames are watched. What listens on root (clicks, broken images,
 * prefetching) already covers them.
 */
export function startBehaviorsIn(root: HTMLElement, parts: HTMLElement[]): void {
  reveal(root);
  expiries(root);
  parts.forEach(lazyFrames);
}

/**
 * The map frames (watch-lazy-frame.ts) are made after load, near the screen: their script is a
 * chunk of its own, fetched then at low priority (importLow), out of the loader's 5 KB.
 */
const lazyFrames = (el: HTMLElement): void =>
  afterLoad(() => void importLow(() => import('../components/lazy-frame/watch-lazy-frame')).then((m) => m.watchLazyFrames(el)), true);

function scrollMarks(root: HTMLElement): void {
  const sticky = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-sticky-after]'))];
  const shown = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-show-after]'))];
  const update = () => {
    const y = window.scrollY;
    for (const el of sticky) el.dataset.sticky = String(y > Number(el.dataset.stickyAfter));
    for (const el of shown) el.hidden = !(y > Number(el.dataset.showAfter));
  };
  window.addEventListener('scroll', update, { passive: true });
  // The HTML is drawn for a page at its top. A page that opens lower (a reload halfway down) is
  // put right in the next frame: reading scrollY now, while the page is still being laid out,
  // would make the browser lay it all out at once inside this script (a forced layout, the
  // longest part of the loader's start on the home page).
  requestAnimationFrame(update);
}

function reveal(root: HTMLElement): void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  // Content on screen at load is never hidden; below the fold it fades in once, when first seen.
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const el = e.target as HTMLElement;
      if (el.dataset.revealSeen === undefined) {
        el.dataset.revealSeen = '';
        if (e.isIntersecting) io.unobserve(el);
        else el.classList.add('reveal-pending');
      } else if (e.isIntersecting) {
        el.classList.replace('reveal-pending', 'reveal-in');
        io.unobserve(el);
      }
    }
  });
  root.querySelectorAll(siteOnly('[data-reveal]')).forEach((el) => io.observe(el));
}

function expiries(root: HTMLElement): void {
  const check = () => {
    const now = Date.now();
    let next = Infinity;
    const expired: HTMLElement[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(siteOnly('[data-expires]'))) {
      const at = Number(el.dataset.expires);
      if (!Number.isFinite(at) || el.hidden) continue;
      if (at < now) {
        el.hidden = true;
        expired.push(el);
      } else next = Math.min(next, at);
    }
    if (expired.length) {
      root.dispatchEvent(new CustomEvent(EXPIRED_EVENT, { detail: expired }));
      redrawParts(expired);
    }
    // (A timer longer than about 24 days would fire at once.)
    if (next < Infinity) setTimeout(check, Math.min(next - now + 1000, 2 ** 31 - 1));
  };
  check();
}

/** The parts holding these items are drawn again as of now (counts, "no notices"); live ones redraw themselves. */
function redrawParts(items: Element[]): void {
  const parts = new Set(
    items.map((i) => i.closest<HTMLElement>(siteOnly('[data-island]'))).filter((p): p is HTMLElement => !!p && p.dataset.awake !== 'true'),
  );
  if (parts.size) void import('./hydrate').then((m) => Promise.all([...parts].map((p) => m.renderIsland(p))));
}

function brokenImages(root: HTMLElement): void {
  const swap = (img: HTMLImageElement) => {
    if (img.src.endsWith(PLACEHOLDER)) return;
    // A right-sized copy (srcset: src/lib/image-copy.ts) would win over src.
    img.removeAttribute('srcset');
    img.src = PLACEHOLDER;
  };
  // Images that failed before this script ran, and those that fail later (error does not bubble).
  root.querySelectorAll<HTMLImageElement>(siteOnly('img[data-img]')).forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) swap(img);
  });
  root.addEventListener(
    'error',
    (e) => {
      const img = e.target as HTMLImageElement;
      if (img instanceof HTMLImageElement && img.matches(siteOnly('img[data-img]'))) swap(img);
    },
    true,
  );
}

function prefetchOnIntent(root: HTMLElement): void {
  const done = new Set<string>([location.pathname]);
  const intent = (e: Event) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
    const path = a.pathname + a.search;
    if (done.has(path)) return;
    done.add(path);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = path;
    document.head.append(link);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) root.addEventListener(type, intent, { passive: true });
}
