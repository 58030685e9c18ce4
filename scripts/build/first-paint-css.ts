// The CSS a prerendered page inlines for its first paint: of each stylesheet the page needs, the
// rules that can match something in its HTML. A rule whose selector needs a CSS-module class
// (vite.config.ts shortClassNames: `_` and six characters) that no element of the page carries
// styles nothing there until the page changes, and the page changes only once its islands'
// code runs, which first loads the full stylesheets (src/islands/full-styles.ts). A page's
// rules for other states (an open dialog, a wizard's later steps, messages, the page header on
// the home page) were up to a third of its inline CSS and of the first round trip it has to fit.
//
// Global class names (container, btn, sr-only, reveal-in…) may be put on an element by the page's
// plain script, so a rule needing only those is kept; so is every at-rule other than the
// conditional groups (@media, @supports, @container, @layer blocks), which are pruned inside. Only
// the classes a selector needs count: none inside parentheses (`:not()`, `:is()`, `:has()`). The
// classes a page's elements carry are the renderer's pass's (src/prerender/page-facts.ts classes).
import postcss from 'postcss';

/** A CSS-module class in a selector (the class name, without its dot). */
const MODULE_CLASS = /\.(_[A-Za-z0-9_-]{6})(?![A-Za-z0-9_-])/g;
const GROUPS = new Set(['media', 'supports', 'container', 'layer']);

/** A selector without what is inside parentheses (`:not(._a)` matches where `._a` is absent; `:is(._a, ._b)` needs only one). */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let out = '';
  for (const c of selector) {
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out;
}

/** Whether a selector list can match an element of a page whose classes are `used`: some selector needs no class the page lacks. */
function canMatch(selectors: readonly string[], used: ReadonlySet<string>): boolean {
  return selectors.some((selector) => [...outsideParentheses(selector).matchAll(MODULE_CLASS)].every(([, name]) => used.has(name)));
}

/** The CSS-module classes `css` names. */
export const moduleClasses = (css: string): Set<string> => new Set([...css.matchAll(MODULE_CLASS)].map(([, name]) => name));

/**
 * `css` without the rules no element of a page whose classes are `used` can match; `pruned`: whether
 * any rule was left out (the page then needs the full stylesheet before it changes).
 */
export function firstPaintCss(css: string, used: ReadonlySet<string>): { css: string; pruned: boolean } {
  const root = postcss.parse(css);
  let pruned = false;
  root.walk((node) => {
    // (A rule inside @keyframes is a step, not a selector.)
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name))) return;
    if (!canMatch(node.selectors, used)) {
      node.remove();
      pruned = true;
    }
  });
  // A conditional group left empty goes too (from the innermost out).
  for (let emptied = pruned; emptied;) {
    emptied = false;
    root.walk((node) => {
      if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return { css: pruned ? root.toString() : css, pruned };
}
