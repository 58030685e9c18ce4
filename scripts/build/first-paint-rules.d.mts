// Types for scripts/build/first-paint-rules.mjs.
/** Problems with what a page's first paint could wait on; [] when there are none. */
export function firstPaintProblems(html: string): string[];
