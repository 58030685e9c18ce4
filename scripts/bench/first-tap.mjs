// The first-tap table (issue 33): how long a visitor's first tap on each kind of island waits for
// its visible answer, on a phone with DevTools' Slow 4G and 4× CPU (slow-4g.ts), in a fresh
// browser context (empty caches and storage, no service worker yet) per measurement, the tap made
// `delayMs` after the page's load event.
//   - The page is loaded throttled; the home page's banner popup, which opens by itself after
//     load, is waited for and closed with Escape, as a visitor would; the part to tap is scrolled
//     to the middle of the screen as soon as it is in the page (a part below the first screen is
//     on screen from then on, so an island that wakes when visible has been woken by the scroll),
//     and the in-page observer (first-tap-page.mjs) is armed. A tap due before all that (the home
//     page's later sections come after load) goes out late, with its real time after load.
//   - At load + delay the tap is sent through the DevTools protocol as a touch (touchStart, then
//     touchEnd 60 ms later, sent without waiting for the page: a finger does not wait either).
//   - The page's own clock gives the figure: from the touch's event.timeStamp to the end of the
//     first frame whose state of the answering part differs from the state at the tap. 'lost'
//     when nothing changed within LOST_AFTER_MS; 'missed' when the touch landed on something else
//     (the harness's fault, not the page's).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOST_AFTER_MS, TAP_OBSERVER } from './first-tap-page.mjs';
import { throttleSlow4g } from './slow-4g.ts';
import { REFERENCE_MENU_PATH } from './reference-page.mjs';

// Lighthouse's Moto G Power, as in chromium-timing.mjs; the nav's dropdowns show from 768 px, so
// they are tapped on a small tablet held upright.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TABLET = { viewport: { width: 800, height: 1280 }, deviceScaleFactor: 1.5, isMobile: true, hasTouch: true };

export const FIRST_TAP_TARGETS = { at3sMs: 200, at1sMs: 500 };
export const FIRST_TAP_DELAYS = [3000, 1000];

/**
 * Each row: what is tapped (the first element on screen matching `target`, whose text matches
 * `text` when given), where, and the region whose change is the answer (first-tap-page.mjs).
 * `issue` is issue 33's figure for it, where it gave one. `page` names the bench page it is on
 * (`--only` takes it), `path` is used when the page is not one of the bench's pages. `first` is a
 * tap made, and answered, before the timed one (the drawer before its accordion); the timed tap
 * then follows 300 ms after that answer, a visitor's glance.
 * (The news category filter and the language switch are no taps answered in the page any more:
 * each is a link to another prerendered page (issue 32), a page load, which the bench measures as
 * such: the service-worker navigation and the returning Nepali visitor, scripts/bench/lang-return.mjs.)
 */
/** The photo widget is on an album's own page (the gallery lists covers): the demo's first album. */
const ALBUM_PATH = '/media/gallery/1/Annual%20Day%202082';

export const FIRST_TAPS = [
  { name: 'phone menu button (about us)', page: 'about us', target: '[data-testid=menu-toggle]', region: '@dialog', issue: '343–362 ms' },
  {
    name: 'gallery photo → viewer',
    page: 'gallery',
    path: ALBUM_PATH,
    target: 'main button[aria-haspopup=dialog]',
    region: '@dialog',
    issue: '352–398 ms',
  },
  {
    name: 'admission inquiry: Next, nothing filled',
    page: 'admission inquiry',
    target: 'main form button',
    text: '^next$',
    region: '@errors',
    issue: '549–597 ms',
  },
  {
    name: 'carousel arrow (gallery album, next)',
    page: 'gallery',
    path: ALBUM_PATH,
    target: 'main [aria-roledescription=carousel] button[aria-label^="Next"]',
    region: '@carousel',
  },
  { name: 'calendar: next month (home)', page: 'home', target: '[data-testid=next-month]', region: '[data-testid=shown-month]' },
  {
    name: 'menu drawer: accordion (about us)',
    page: 'about us',
    first: { target: '[data-testid=menu-toggle]', region: '@dialog' },
    target: 'dialog[open] button[aria-expanded][aria-controls]',
    region: '@controls',
  },
  {
    name: 'nav dropdown (about us, 800 px tablet)',
    page: 'about us',
    tablet: true,
    target: 'nav button[aria-expanded]',
    region: '@submenu',
  },
  { name: "message 'see more' (home)", page: 'home', target: 'main article button[aria-controls]', text: 'see more', region: '@controls' },
  {
    name: "testimonial 'see more'",
    page: 'testimonials',
    path: '/media/testimonials',
    target: 'main button[aria-expanded][aria-controls]',
    text: 'see more',
    region: '@controls',
  },
  { name: 'vision tab (home)', page: 'home', target: '[role=tab][aria-selected=false]', region: '@controls' },
];

/** The reference: the bench's no-JavaScript page with a menu button opening a <dialog> in a line of plain script. */
export const REFERENCE_TAP = {
  name: 'reference page: plain-script menu',
  path: REFERENCE_MENU_PATH,
  target: '#menu',
  region: '@dialog',
};

// How long the home page's banner popup is waited for before a tap (it may not open at all:
// dismissed this session, or no banners).
const POPUP_WAIT_MS = 8000;

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function read(cdp, expression, { awaitPromise = false, timeout } = {}) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise, timeout });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Polls expression (from here, every pollMs) until it is truthy; its value, or null after timeoutMs. */
async function readWhen(cdp, expression, timeoutMs, pollMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read(cdp, expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) return null;
    await sleep(pollMs);
  }
}

/** Finds the target, scrolls it to the middle of the screen and arms the observer; its centre, or null. */
function aimExpression(tap, scroll) {
  return `(() => {
    const S = window.__firstTap;
    const el = S && S.find(${JSON.stringify(tap.target)}, ${JSON.stringify(tap.text ?? null)});
    if (!el) return null;
    ${scroll ? `el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });` : ''}
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, h: r.height, vw: innerWidth, vh: innerHeight };
  })()`;
}

async function touch(cdp, { x, y }) {
  const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, radiusX: 4, radiusY: 4, force: 1 }] });
  await sleep(60);
  const up = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await Promise.all([down, up]);
}

/**
 * Aims at tap's target once it is in the page (scrolling it on screen), arms the observer, waits
 * until `at` (a Date.now() time; the target is found again before it, in case the page moved),
 * touches it and waits for the answer. Returns the page's figures.
 */
async function timedTap(cdp, tap, at, lostAfterMs = LOST_AFTER_MS) {
  const aimed = await readWhen(cdp, aimExpression(tap, true), Math.max(at - Date.now(), 0) + lostAfterMs);
  if (!aimed) return { error: `nothing on the page matches ${tap.target}${tap.text ? ` with text /${tap.text}/i` : ''}` };
  await read(
    cdp,
    `window.__firstTap.arm(${JSON.stringify({ target: tap.target, text: tap.text ?? null, region: tap.region, lostAfterMs })})`,
  );
  // Where it is half a second and a quarter before the tap, and again until it stays put: a part
  // that came late (the home page's later sections) may still move as the parts above it are laid
  // out for the first time; the tap then goes out late rather than beside it (tapAfterLoad says
  // by how much). Nothing is read from the page in the last quarter second: a read waits for a
  // busy main thread, and the tap must not.
  const where = async (fallback) => (await read(cdp, aimExpression(tap, false)).catch(() => null)) ?? fallback;
  await sleep(at - Date.now() - 500);
  let point = await where(aimed);
  await sleep(at - Date.now() - 250);
  for (let tries = 0; tries < 20; tries++) {
    const now = await where(point);
    const still = Math.abs(now.x - point.x) < 2 && Math.abs(now.y - point.y) < 2;
    point = now;
    if (still) break;
    await sleep(100);
  }
  await sleep(at - Date.now());
  if (point.x < 0 || point.y < 0 || point.x > point.vw || point.y > point.vh) return { error: `${tap.target} is off screen at the tap` };
  await touch(cdp, point);
  const answered = await read(cdp, 'window.__firstTap.done', { awaitPromise: true, timeout: lostAfterMs + 20000 }).catch((e) => ({
    error: String(e?.message ?? e),
  }));
  if (answered?.error) return { error: `no answer from the page: ${answered.error.split('\n')[0]}` };
  const facts = await read(
    cdp,
    `JSON.stringify({ tap: window.__firstTap.tap, answer: window.__firstTap.answer, events: window.__firstTap.events,
       load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN })`,
  );
  return JSON.parse(facts);
}

/** The tap's Event Timing figure: the longest entry of its interaction (next paint after its handlers). */
function eventTiming(events, tapAt) {
  const own = events.find((e) => e.interactionId > 0 && Math.abs(e.start - tapAt) < 2);
  if (!own) return { eventMs: NaN, eventUnder16: true };
  return { eventMs: Math.max(...events.filter((e) => e.interactionId === own.interactionId).map((e) => e.duration)), eventUnder16: false };
}

/**
 * For looking at what the figure measured (--frames): the screen as the browser drew it, frame
 * by frame (a screencast sends a frame each time the screen changes, stamped with the time it was
 * shown). keep() writes three: the screen at the tap, the last one before the answer was seen, and
 * the first one from then on. (Filming costs the page time: figures of a filmed run are for
 * looking, not for the table.)
 */
async function startFilm(cdp) {
  const shot = [];
  cdp.on('Page.screencastFrame', (f) => {
    shot.push({ at: f.metadata.timestamp * 1000, data: f.data });
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  return {
    async keep(prefix, tap, answer) {
      // (The frame that shows the answer reaches us a moment after the page saw it.)
      await sleep(1000);
      await cdp.send('Page.stopScreencast').catch(() => {});
      const origin = await read(cdp, 'performance.timeOrigin');
      const tapAt = origin + tap.at;
      const seenAt = answer.lost ? Infinity : origin + answer.seenAt;
      const last = (t) => shot.filter((f) => f.at <= t).at(-1);
      const picks = { '1-at-tap': last(tapAt), '2-before-answer': last(seenAt), '3-answer': shot.find((f) => f.at > seenAt) };
      mkdirSync(dirname(prefix), { recursive: true });
      for (const [label, f] of Object.entries(picks)) {
        if (f) writeFileSync(`${prefix}-${label}.png`, Buffer.from(f.data, 'base64'));
      }
      return Object.fromEntries(Object.entries(picks).map(([label, f]) => [label, f ? Math.round(f.at - tapAt) : null]));
    },
  };
}

/**
 * One measurement: a fresh context, the page loaded throttled, the tap at load + delayMs.
 * Returns { ms, lost, missed, tapAfterLoad, eventMs, before, after } or { error }. Options:
 * frames (a path prefix: film it, startFilm), lostAfterMs (how long an answer may take).
 */
export async function measureFirstTap(browser, origin, tap, delayMs, { frames, lostAfterMs = LOST_AFTER_MS } = {}) {
  const context = await browser.newContext(tap.tablet ? TABLET : PHONE);
  let throttle;
  try {
    const page = await context.newPage();
    await page.addInitScript(TAP_OBSERVER);
    throttle = await throttleSlow4g(browser, context, page);
    const { cdp } = throttle;
    await page.goto(origin + tap.path, { waitUntil: 'load', timeout: 90000 });
    // The tap's time on the page's clock (the same system clock as ours): load + delay, however
    // late the harness heard of the load on a busy machine.
    const loadedAt = await read(cdp, `performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd`);
    const at = loadedAt + delayMs;
    // A popup that opens by itself (the home page's banner, from a chunk after load; its markup
    // is in the page) would take the tap: it is let open and closed with Escape first, as a
    // visitor would (Escape reaches the dialog, outside every island: it wakes none). A tap due
    // before that goes out late, and says so.
    if (await read(cdp, `!!document.querySelector('dialog[data-banner-popup]')`)) {
      const opened = await readWhen(cdp, `!!document.querySelector('dialog[data-banner-popup][open]')`, POPUP_WAIT_MS, 50);
      if (opened) {
        for (const type of ['keyDown', 'keyUp'])
          await cdp.send('Input.dispatchKeyEvent', { type, key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 });
        if (!(await readWhen(cdp, `!document.querySelector('dialog[open]')`, 5000, 50)))
          return { error: 'the banner popup did not close on Escape' };
      }
    }
    const film = frames ? await startFilm(cdp) : null;
    let result;
    if (tap.first) {
      const opened = await timedTap(cdp, { ...tap.first }, at);
      if (opened.error || opened.answer?.lost) return { error: `the first tap (${tap.first.target}) was not answered` };
      result = await timedTap(cdp, tap, Date.now() + 300, lostAfterMs);
    } else {
      result = await timedTap(cdp, tap, at, lostAfterMs);
    }
    if (result.error) return result;
    const { tap: t, answer, events, load } = result;
    const filmed = film ? await film.keep(frames, t, answer) : undefined;
    return {
      ms: answer.lost ? NaN : answer.paintedAt - t.at,
      seenMs: answer.lost ? NaN : answer.seenAt - t.at,
      answerFrame: answer.lost ? NaN : answer.frame,
      lost: !!answer.lost,
      missed: !t.hit,
      tappedOn: t.on,
      tapAfterLoad: t.at - load,
      // (How long the touch waited for the main thread, and what our own listener cost the page.)
      listenerDelay: t.handledAt - t.at,
      observerMs: t.ownMs,
      observerReadMs: t.readMs,
      ...eventTiming(events, t.at),
      before: t.before,
      after: answer.after ?? null,
      workers: throttle.workers,
      filmed,
    };
  } catch (err) {
    return { error: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await throttle?.stop();
    await context.close();
  }
}
