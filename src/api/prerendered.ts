// Whether the page in the browser came prerendered. Then its content is already on screen, so the
// full-screen loader must not replace it while the rest of the start-up data arrives (it would
// also make the first client render differ from the HTML being hydrated).
let prerendered = false;

export function markPrerendered(): void {
  prerendered = true;
}

export function isPrerendered(): boolean {
  return prerendered;
}
