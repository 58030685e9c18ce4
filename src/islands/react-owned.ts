// Whether React has taken an element of a prerendered island over. An island commits before its
// lazy parts (the form engine) have hydrated: until then their elements are the static HTML, and
// a tap carried out on one would do the HTML's default (a form's submit reloads the page).
/** True once React hydrated this element (it keeps its props on it). */
export function reactOwns(el: Element): boolean {
  return Object.keys(el).some((k) => k.startsWith('__reactProps$'));
}

/** Runs fn once React owns el (checked every frame), or gives up after waitMs. */
export function whenReactOwns(el: Element, fn: () => void, waitMs = 15_000): void {
  const until = Date.now() + waitMs;
  const step = () => {
    if (!el.isConnected) return;
    if (reactOwns(el)) fn();
    else if (Date.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
