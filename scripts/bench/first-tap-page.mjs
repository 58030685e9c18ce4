// What the first-tap table (first-tap.mjs) runs inside the page, from its first byte, before any
// of the page's own scripts. It does nothing until the harness arms it with the tap to time; then
// its listener, the first on window in the capture phase, takes the tap's own timestamp
// (event.timeStamp: when the browser received the touch, so a main thread busy at that moment
// counts against the page) and the state of the part that must answer, and from then on compares
// that state each animation frame (just before the browser paints), and on each change to the
// DOM made while a frame is being made, until it differs: the visible answer. The time is taken
// after that frame's rendering work (a message posted from the frame's callback runs once it is
// done). Nothing here reads the page before the tap but the arming.
//
// The states ("regions") are read as a visitor would see them: whether the element is shown, its
// rendered text (innerText leaves out what is hidden) and where its visible pictures are.
//   a CSS selector   that element (the first match)
//   @dialog          every open dialog on screen (the phone menu, the photo viewer)
//   @controls        the element the tapped button names in aria-controls (an accordion's list,
//                    a 'see more' text, a tab's panel)
//   @submenu         the list beside the tapped button in its <li> (a nav dropdown)
//   @carousel        the carousel the tapped arrow belongs to ([aria-roledescription=carousel]:
//                    its pictures move or change)
//   @errors          every alert and invalid field shown (a form's messages)
// Also kept: the page's Event Timing entries (durationThreshold 16 ms), which give the next
// paint after the tap's own handlers; a tap held until an island wakes is carried out later by a
// click() of the loader, which Event Timing does not see, hence the explicit answer above.

export const LOST_AFTER_MS = 10000;

export const TAP_OBSERVER = `(() => {
  if (window.__firstTap) return;
  const LOST_AFTER_MS = ${LOST_AFTER_MS};
  let resolve;
  const S = (window.__firstTap = { spec: null, tap: null, answer: null, events: [], done: new Promise((r) => (resolve = r)) });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        S.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (e) {
    /* no Event Timing: the explicit answer is the figure anyway */
  }
  // (A dialog fading in counts from its first frame: its backdrop is already drawn then.)
  const shown = (el, fading = false) =>
    !!el && el.isConnected && el.getClientRects().length > 0 &&
    (el.checkVisibility ? el.checkVisibility({ opacityProperty: !fading, visibilityProperty: true }) : true);
  // Where each picture is within the region (not on the screen: the page itself may still move
  // as the parts above come into layout).
  const pictures = (el) => {
    const o = el.getBoundingClientRect();
    return [...el.querySelectorAll('img')]
      .filter(shown)
      .map((i) => { const r = i.getBoundingClientRect(); return (i.currentSrc || i.src) + '@' + Math.round(r.x - o.x) + ',' + Math.round(r.y - o.y); })
      .join(' ');
  };
  const state = (el) => (shown(el) ? 'shown|' + el.innerText.trim() + '|' + pictures(el) : el ? 'hidden' : 'absent');
  /** The first element matching css that has a box (and, with text, whose text matches it). */
  S.find = (css, text) => {
    const re = text ? new RegExp(text, 'i') : null;
    return [...document.querySelectorAll(css)].find((e) => e.getClientRects().length > 0 && (!re || re.test(e.textContent.trim()))) || null;
  };
  /** How to read the region for the element to tap (resolved when armed, before the tap). */
  const regionReader = (region, tapped) => {
    if (region === '@dialog')
      return () =>
        [...document.querySelectorAll('dialog[open], [role=dialog][aria-modal=true]')]
          .filter((d) => shown(d, true))
          .map((d) => 'open|' + d.innerText.trim() + '|' + pictures(d))
          .join(' || ');
    if (region === '@errors')
      return () =>
        [...document.querySelectorAll('[role=alert], [aria-invalid=true]')]
          .filter((e) => shown(e) && (e.getAttribute('aria-invalid') === 'true' || e.innerText.trim()))
          .map((e) => e.tagName + ':' + e.innerText.trim())
          .join(' || ');
    if (region === '@controls') {
      const id = tapped && tapped.closest('[aria-controls]') && tapped.closest('[aria-controls]').getAttribute('aria-controls');
      return () => (id ? state(document.getElementById(id)) : 'no aria-controls');
    }
    if (region === '@submenu') {
      const li = tapped && tapped.closest('li');
      const all = [...document.querySelectorAll('li')];
      const i = all.indexOf(li);
      return () => { const l = document.querySelectorAll('li')[i]; return state(l && l.querySelector(':scope > ul')); };
    }
    if (region === '@carousel') {
      const c = tapped && tapped.closest('[aria-roledescription=carousel]');
      const i = [...document.querySelectorAll('[aria-roledescription=carousel]')].indexOf(c);
      return () => state(document.querySelectorAll('[aria-roledescription=carousel]')[i]);
    }
    return () => state(document.querySelector(region));
  };
  // Finding the element and its region is done when armed, so the listener costs the page as
  // little as it can at the tap: reading the region once (the state to compare with).
  S.arm = (spec) => {
    S.spec = spec;
    S.aimed = S.find(spec.target, spec.text);
    S.read = regionReader(spec.region, S.aimed);
    S.tap = null;
    S.answer = null;
    S.done = new Promise((r) => (resolve = r));
  };
  window.addEventListener('pointerdown', (e) => {
    if (!S.spec || S.tap) return;
    const spec = S.spec;
    const tapped = e.target instanceof Element ? e.target : null;
    // (Found again only when the page replaced it since.)
    const aimed = S.aimed && S.aimed.isConnected ? S.aimed : S.find(spec.target, spec.text);
    S.tap = {
      at: e.timeStamp,
      handledAt: performance.now(),
      pointerType: e.pointerType,
      hit: !!(tapped && aimed && (aimed === tapped || aimed.contains(tapped))),
      on: tapped ? tapped.tagName.toLowerCase() + (tapped.getAttribute('aria-label') ? '[' + tapped.getAttribute('aria-label') + ']' : '') : '?',
    };
    const read = aimed === S.aimed ? S.read : regionReader(spec.region, aimed || tapped);
    const before = read();
    S.tap.readMs = performance.now() - S.tap.handledAt;
    S.tap.before = before.slice(0, 300);
    // Each frame: our callback compares first; a change the page makes later in the same frame
    // (the loader carries out a held tap from its own animation-frame callback, and React
    // commits a click at once) is painted in that frame too, so while a frame is being made, a
    // change to the DOM is compared at once as well (the observer's callback runs right after
    // the callback that made it, still before the paint). Outside frames, the next frame sees it.
    let inFrame = false;
    let frameTime = NaN;
    let over = false;
    const finish = (answer, answered) => {
      over = true;
      watch.disconnect();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        S.answer = answer.lost ? answer : { ...answer, paintedAt: performance.now() };
        resolve(answered);
      };
      ch.port2.postMessage(0);
    };
    const compare = () => {
      const now = read();
      // (frame: the animation-frame time of the frame that shows it, for the harness's own test.)
      if (now !== before) finish({ seenAt: performance.now(), frame: frameTime, after: now.slice(0, 300) }, true);
    };
    const watch = new MutationObserver(() => {
      if (inFrame && !over) compare();
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = (time) => {
      if (over) return;
      inFrame = true;
      frameTime = time;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (inFrame = false);
      ch.port2.postMessage(0);
      compare();
      if (over) return;
      if (performance.now() - S.tap.at > (spec.lostAfterMs || LOST_AFTER_MS)) return finish({ lost: true }, false);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    S.tap.ownMs = performance.now() - S.tap.handledAt;
  }, { capture: true });
})();`;
