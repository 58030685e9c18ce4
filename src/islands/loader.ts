// The island loader: the only script a prerendered page runs up front (a few KB, no React). It
// finds the page's islands (elements with data-island, written by the prerenderer) and wakes
// each as its data-wake says (wake.ts): the island's code — React and the component — runs only
// then (hydrate.tsx); it is fetched after load at idle (page-code.ts), or at the wake if it has not
// come yet. A tap on an island that has not woken yet is held and carried out once it has; a link
// inside one is followed at once, as the plain link it is.
import type { Wake, Waiting } from '../island-kit/wake';
import { siteOnly } from '../components/safe-html/site-markers';
import { askIslandCode } from './page-code';

/** What an awake island's taps need (react-owned.ts), which comes with the code that woke it. */
type Owned = Pick<typeof import('./hydrate'), 'whenReactOwns' | 'inPendingPart'>;
// (All of its code is asked for at once, page-code.ts: what wakes it and its own, in one wave.)
const wake = (el: HTMLElement): Promise<Owned> => {
  askIslandCode(el);
  return import('./hydrate').then((m) => m.wakeIsland(el).then(() => m));
};

/** Waits for an island's wake, then runs `start` (at once: its code is there) or `soon` (it asks for its code first). */
type Wait = (el: HTMLElement, start: () => void, soon: () => void) => void;

/**
 * How the loader waits for each wake that ships code (src/island-kit/wake.ts, whose table says
 * which: a wake added there that ships code fails tsc until it has its wait here).
 */
const WAITS: Record<Waiting, Wait> = {
  load: (_, start) => start(),
  idle: (_, start) => afterLoad(start),
  visible: (el, _, soon) => whenNear(el, soon),
  interaction: (el, _, soon) => {
    for (const type of INTENT) el.addEventListener(type, soon, { capture: true, passive: true, once: true });
  },
};

export function armIslands(root: HTMLElement): void {
  // (Only islands the site wrote: never a marker inside the back-end's rich text, site-markers.ts.)
  for (const el of root.querySelectorAll<HTMLElement>(siteOnly('[data-island]'))) {
    // (A wake that ships no code, 'static', has no wait: its island is never woken.)
    const wait = (WAITS as Partial<Record<Wake, Wait>>)[el.dataset.wake as Wake];
    if (!wait) continue;
    // Whatever its wake, a tap on an island not awake yet wakes it and is carried out after.
    const start = holdTapsUntilAwake(el);
    // (Its code is asked for at once; it runs once no tap is under way: afterTap.)
    const soon = () => (askIslandCode(el), afterTap(start));
    if (mustWakeNow(el)) start();
    else wait(el, start, soon);
  }
  trackPresses();
  // Every form of a prerendered page is an island's, whose script handles and stops each submit
  // once awake. One the browser would carry out itself (the island's code could not be had) is
  // stopped here: its answers go nowhere, not even to about:blank (src/forms/themed-form.tsx).
  // A search form (role="search": the header's box, the search page's before it wakes) is a plain
  // GET to the search page, which the browser carries out. (Rich text has no forms: sanitize.ts.)
  root.addEventListener('submit', (e) => {
    if (!(e.target as Element).matches('[role=search]')) e.preventDefault();
  });
  document.documentElement.dataset.islands = 'armed';
}

/**
 * An island that would wait wakes at once when what it shows is not what the visitor should see:
 * it drew a day other than the visitor's (data-until: when the build's day ended in Nepal, where
 * a day is always 24 hours; a clock behind the build's counts too), or the visitor has something
 * stored for it (a form's draft, [data-wake-if-stored] naming the keys' prefix, to offer back).
 */
function mustWakeNow(el: HTMLElement): boolean {
  const until = Number(el.dataset.until);
  const now = Date.now();
  if (until > 0 && (now >= until || now < until - DAY)) return true;
  const prefixes = [...el.querySelectorAll<HTMLElement>(siteOnly('[data-wake-if-stored]'))]
    .map((e) => e.dataset.wakeIfStored ?? '')
    .filter(Boolean);
  return prefixes.length > 0 && storedKeys().some((key) => prefixes.some((p) => key.startsWith(p)));
}

/** The keys of what this browser keeps for the site (none where storage is blocked). */
export function storedKeys(): string[] {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
}

/**
 * Runs fn once the page has loaded, has painted and the browser is idle; `soon`: in the task after
 * the load event's, or after the first paint when that comes later (what a tap may wait for: an
 * idle moment comes late on a busy phone).
 */
export function afterLoad(fn: () => void, soon?: boolean): void {
  const idle = () =>
    soon ? setTimeout(fn, 0) : window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 200);
  const loaded = () => afterFirstPaint(idle);
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

/**
 * Runs fn once the page has painted its first content. A small page can load before it has painted
 * (a busy phone, 2 cores under load), and what comes after load must not compete with that paint.
 * (At once where the browser cannot say; after 3 s at the latest. An observer, not the timeline:
 * a test's fake clock empties performance.getEntriesByName.)
 */
function afterFirstPaint(fn: () => void): void {
  if (!window.PerformanceObserver) return fn();
  const go = () => {
    if (!po) return;
    po.disconnect();
    po = undefined;
    fn();
  };
  let po: PerformanceObserver | undefined = new PerformanceObserver(
    (list) => void (list.getEntriesByName('first-contentful-paint').length && go()),
  );
  po.observe({ type: 'paint', buffered: true });
  setTimeout(go, 3000);
}

function whenNear(el: HTMLElement, fn: () => void): void {
  // The island's element is display: contents (no box of its own): watch what it holds, or, when
  // it holds nothing yet (a part drawn only in the browser, such as the birthdays), where it is.
  const boxes = el.children.length ? [...el.children] : [el.parentElement].filter((p): p is HTMLElement => p !== null);
  if (typeof IntersectionObserver === 'undefined' || !boxes.length) return afterLoad(fn);
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      fn();
    },
    { rootMargin: '200px' },
  );
  boxes.forEach((b) => io.observe(b));
}

const DAY = 86_400_000;

/**
 * A touch wakes the island it lands on (pointerover, pointerdown and touchstart are its intents)
 * tens of milliseconds before its click. With the island's code already there (prefetch-code.ts),
 * waking ran it then: React's evaluation and the hydration, 100–200 ms of a phone's main thread
 * (traced at 4× CPU), between the touch and its click, and the click's plain-script answer
 * (first-answers.ts) waited for them. So a wake that comes while a finger or a button is down
 * waits until it is lifted, its click has been answered and that answer painted (two frames, then
 * a task); one that comes with no press (a hover, focus, a key) runs in the task after, by when a
 * touch's own pointerdown has been seen. A tap held for its island (holdTapsUntilAwake) does not
 * wait: nothing answered it.
 */
let pressed = false;
let waiting: Array<() => void> = [];
let tracking = false;

function afterTap(fn: () => void): void {
  setTimeout(() => (pressed ? waiting.push(fn) : fn()), 0);
}

function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  const opts = { capture: true, passive: true };
  const release = () => {
    const run = waiting;
    waiting = [];
    // (After the frame that shows the click's answer, and the one after it: the browser's own
    // work after an answer, such as its focus and toggle events, comes first.)
    const go = () => (pressed ? waiting.push(...run) : run.forEach((fn) => fn()));
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  };
  let lift: ReturnType<typeof setTimeout> | undefined;
  const liftIn = (ms: number) => (clearTimeout(lift), (lift = setTimeout(() => ((pressed = false), release()), ms)));
  // (A press whose end the page never hears of, such as a mouse let go over the map's frame,
  // holds them at most HELD_MS.)
  addEventListener('pointerdown', () => ((pressed = true), liftIn(HELD_MS)), opts);
  addEventListener('pointercancel', () => (clearTimeout(lift), (pressed = false), release()), opts);
  // A press that ends in no click (a long press) lets them run a moment after it is lifted.
  addEventListener('pointerup', () => liftIn(LIFT_MS), opts);
  addEventListener('click', () => pressed && (clearTimeout(lift), (pressed = false), release()), opts);
}

const LIFT_MS = 300;
const HELD_MS = 2000;

// (change: a file chosen, or a box ticked by assistive technology, with no pointer or focus first.)
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'change'] as const;

/**
 * Until the island is awake, a click on it (other than on a real link, which works as it is) is
 * held and the island woken; once awake, the click is carried out. A click in a part of an awake
 * island that is still hydrating (the form engine: its static submit button would reload the
 * page) is held the same way until React has it. Returns the island's wake, safe to call any
 * number of times.
 */
function holdTapsUntilAwake(el: HTMLElement): () => void {
  let waking: Promise<unknown> | null = null;
  let awake: Owned | null = null;
  let held: HTMLElement | null = null;
  // Once React owns the element tapped (a lazy part, such as the form engine, hydrates after the
  // island commits) and a frame has passed.
  const carryOut = (tapped: HTMLElement) => awake?.whenReactOwns(tapped, () => tapped.click());
  const start = () => {
    waking ??= wake(el).then(
      (owned) => {
        awake = owned;
        if (held) carryOut(held);
      },
      (e: unknown) => {
        // Its code could not be fetched (offline, or a page from before a deploy): the island
        // stays as it is, and taps are no longer held for it.
        el.removeEventListener('click', hold, true);
        console.warn('An island could not wake:', e);
      },
    );
  };
  const hold = (e: MouseEvent) => {
    const target = e.target as Element;
    const link = target.closest?.('a[href]');
    // A real link works without the island; so does a field (a radio, a box, a list: what it
    // holds is handed to React when it wakes, typed-before-wake.ts). Anything else waits for it.
    if (link && !link.getAttribute('href')?.startsWith('#')) return;
    if (target.closest?.('input:not([type="submit"], [type="button"], [type="image"], [type="reset"]), select, textarea, label')) return;
    const tapped =
      target.closest?.<HTMLElement>('button, a, input, label, select, summary, [role="button"], [tabindex]') ?? (target as HTMLElement);
    if (awake && !awake.inPendingPart(tapped)) return;
    e.preventDefault();
    e.stopPropagation();
    if (awake) return carryOut(tapped);
    held = tapped;
    start();
  };
  el.addEventListener('click', hold, true);
  return start;
}
