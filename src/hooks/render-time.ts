// The time a prerendered page is drawn as of: the build's, while prerendering and while the browser
// hydrates what was prerendered (so both draw the same thing), else unset. A part drawn for a
// particular day (the calendar's "today") says so while prerendering (noteDayBound): the page then
// carries when that day ends, and its loader wakes the part at once on a later day
// (src/entry-server.tsx, src/islands/loader.ts).
let at: number | null = null;
let dayBound = false;
let timeRead = false;

export function setRenderTime(ms: number | null): void {
  at = ms;
}

/** Epoch ms the page is drawn as of, or null when it is drawn as of now. */
export function renderTime(): number | null {
  timeRead = true;
  return at;
}

/**
 * Whether anything drew from renderTime() since the last call (and starts counting again): a page
 * that did not is the same at any build time, and a rebuild whose inputs for it did not change
 * need not render it again (scripts/build/page-reuse.mjs).
 */
export function takeTimeRead(): boolean {
  const was = timeRead;
  timeRead = false;
  return was;
}

/** Called by a part that drew the day of renderTime(). */
export function noteDayBound(): void {
  dayBound = true;
}

/** Whether a part drew the day since the last call (and starts counting again). */
export function takeDayBound(): boolean {
  const was = dayBound;
  dayBound = false;
  return was;
}
