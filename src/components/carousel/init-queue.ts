// Starting a carousel (embla measures every slide) costs a phone 30–50 ms. The home page has up to
// eight; started in the same commit they would block the main thread for a third of a second just
// as the visitor starts to scroll. Queued here, each one starts in its own task, and the browser
// gets to paint and handle input between them.
const queue: Array<() => void> = [];
let scheduled = false;

function runOne(): void {
  scheduled = false;
  queue.shift()?.();
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runOne, 0);
}

/** Runs `start` in a task of its own, after those queued before it. Returns a cancel function. */
export function queueStart(start: () => void): () => void {
  let cancelled = false;
  const job = () => {
    if (!cancelled) start();
  };
  queue.push(job);
  schedule();
  return () => {
    cancelled = true;
    const i = queue.indexOf(job);
    if (i >= 0) queue.splice(i, 1);
  };
}
