// Types for scripts/build/first-paint-css.mjs.
export function usedClasses(html: string): Set<string>;
export function moduleClasses(css: string): Set<string>;
export function firstPaintCss(css: string, used: ReadonlySet<string>): { css: string; pruned: boolean };
