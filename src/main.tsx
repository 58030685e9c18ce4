// The page's one up-front script. A prerendered page stays static HTML: the island loader wakes
// its interactive parts as each needs (src/islands/loader.ts) and plain script does the rest
// (src/islands/behaviors.ts), in either language (each has its own prerendered pages). Everything
// else — a path with no prerendered page, ?cold, the studio's preview, a query the page reads —
// gets the client-rendered app (src/app/start-app.tsx). Keep this file's imports tiny: they are
// all loaded before anything else.
import { startPlan } from './app/start-plan';
import { registerServiceWorker } from './app/register-sw';
import { reloadOnStaleChunk } from './app/stale-chunk-reload';
import { DRAFT_PREFIX } from './forms/core/draft-prefix';
import { afterLoad, armIslands, storedKeys } from './islands/loader';
import { importLow } from './islands/page-code';
import { nextTask, startBehaviors } from './islands/behaviors';
import { siteOnly } from './components/safe-html/site-markers';
import './styles/global.css';

const FRESHNESS_DELAY_MS = 4000;

/**
 * Runs fn once the page's first contentful paint is on screen. This script can arrive before the
 * first paint (from the service worker's cache, on the next page), and on a small page the load
 * event can come before it too: its start (finding the islands, arming them, asking for the first
 * answers after load) would then come before the paint, at a phone's speed a few tens of
 * milliseconds. The HTML is the page until then. The paint is the browser's own report of it (a
 * frame's script runs before that frame is presented); where there is none, the next frame. A tab
 * opened in the background draws nothing: a timer starts it, as it does a paint never reported;
 * the visitor's first touch or key does too.
 */
function afterFirstPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const seen = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      seen.disconnect();
      setTimeout(once, 0);
    });
    seen.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
  const hidden = () => document.visibilityState === 'hidden' && setTimeout(once, 250);
  if (!hidden()) document.addEventListener('visibilitychange', hidden);
  setTimeout(once, PAINT_WAIT_MS);
  // A visitor who touches or types before then starts it at once: the islands are armed before
  // the tap's click, which is then held for its island and carried out, not lost.
  for (const type of ['pointerdown', 'touchstart', 'keydown'] as const)
    addEventListener(type, once, { capture: true, once: true, passive: true });
}

/** The longest the page's start waits for its first paint to be reported. */
const PAINT_WAIT_MS = 3000;

// Before anything below asks for a chunk: after a deploy, one that is gone reloads the tab once.
reloadOnStaleChunk();
const root = document.getElementById('root')!;
const plan = startPlan({
  prerendered: root.dataset.prerendered,
  pathname: location.pathname,
  search: location.search,
  reads: (root.dataset.reads ?? '').split(' ').filter(Boolean),
});
if (plan === 'islands') {
  // (Arming the islands is a task of its own: with the behaviours in one piece it held a phone's
  // main thread over 50 ms.)
  afterFirstPaint(() => {
    startBehaviors(root);
    nextTask(() => armIslands(root));
  });
  // The rest of a long page (the home page below its first screen) comes after load, when the
  // first screen's pictures no longer need the network (src/islands/fill-later-part.ts).
  const slot = root.querySelector<HTMLElement>(siteOnly('[data-later-slot]'));
  // The first seconds after load are the visitor's: on a slow network the page's pictures are still
  // arriving, and they scroll and tap. The probe's answers (one per piece of data the page shows;
  // the calendar's alone is over 100 KB) would compete with both, so they wait a little longer,
  // and for the rest of the page, which they may draw again too.
  afterLoad(() => {
    // The code of the page's islands, at low priority, so a first tap finds it (prefetch-code.ts).
    // (Its own chunk too: an import() after load is fetched at high priority, script up front.)
    const prefetch = () => void importLow(() => import('./islands/prefetch-code')).then((m) => m.prefetchIslandCode(root));
    prefetch();
    // (The probe is a chunk of its own, fetched then: the up-front script stays within its budget.)
    const probe = () =>
      setTimeout(() => void importLow(() => import('./islands/freshness-probe')).then((m) => m.probeFreshness(root)), FRESHNESS_DELAY_MS);
    if (!slot) return probe();
    void import('./islands/fill-later-part')
      .then(
        (m) => m.fillLaterSlot(slot, root),
        () => void (slot.dataset.failed = ''),
      )
      .finally(() => {
        // (The later part's islands too.)
        prefetch();
        probe();
      });
  });
} else {
  void import('./app/start-app').then((m) => m.startApp(plan));
}
registerServiceWorker();
// On any page, whatever it shows: a form's draft past its age is removed, not kept until that form
// is opened again (a small chunk of its own, when the page is idle and a draft is stored).
afterLoad(
  () => storedKeys().some((k) => k.startsWith(DRAFT_PREFIX)) && void import('./forms/core/draft-age').then((m) => m.sweepExpiredDrafts()),
);
