// Whether React has taken an element of a prerendered island over. An island commits before its
// lazy parts (the form engine) have hydrated: until then their elements are the static HTML, and
// a tap carried out on one would do the HTML's default (a form's submit reloads the page).
import { siteOnly } from '../components/safe-html/site-markers';

/** True once React hydrated this element and committed it. */
export function reactOwns(el: Element): boolean {
  if (!Object.keys(el).some((k) => k.startsWith('__reactProps$'))) return false;
  // React puts its props on an element while it renders, before the commit: an event sent in
  // between reaches a component not yet mounted (its state update is dropped) and React then puts
  // the field back to the value it renders, so what was typed is lost. A part that hydrates on its
  // own (the form engine, lazy) marks its commit with data-ready.
  return !inPendingPart(el);
}

/** True while el is in a part of its island that hydrates on its own and has not committed yet. */
export function inPendingPart(el: Element): boolean {
  const part = el.closest(siteOnly('[data-form-id], [data-wizard]'));
  return !!part && !part.hasAttribute('data-ready');
}

/** Runs step now and then once a frame until it says it is done (true), or waitMs has passed. */
export function eachFrameUntilDone(step: () => boolean, waitMs = 15_000): void {
  const until = Date.now() + waitMs;
  const run = () => {
    if (!step() && Date.now() < until) requestAnimationFrame(run);
  };
  run();
}

/** Runs fn, from the next frame on, once React owns el; gives up after waitMs or when el leaves. */
export function whenReactOwns(el: Element, fn: () => void, waitMs = 15_000): void {
  requestAnimationFrame(() =>
    eachFrameUntilDone(() => {
      if (!el.isConnected) return true;
      if (!reactOwns(el)) return false;
      fn();
      return true;
    }, waitMs),
  );
}
