// Rich text as HTML allows it on our pages, after the sanitizer (sanitize.ts): staff paste from
// Google Docs and word processors, whose HTML browsers show but the Nu HTML Checker fails.
//
// - An inline element holding blocks (Google Docs wraps whole paragraphs in <b style="font-weight:
//   normal">; pasted text often comes as <span><p>…</p></span>): a <p> may not be inside a <b> or
//   a <span>. A wrapper that means nothing (a not-bold <b>, a bare <span>) is taken away; any other
//   goes inside each block instead, around the block's content, so the text looks the same.
// - Headings: the text stands under a heading of the page (its h1, or an item's h2), so its
//   headings start one level below that one (`from`: 2 by default) and go down one level at a time,
//   in the order of the levels it uses (under the h1, h3 and h5 become h2 and h3): an outline that
//   skips a level fails the checker and confuses a screen reader's list of headings. Each keeps the size of the level it was written at (data-h, safe-html.module.css).
// Works on the DOM the sanitizer returns (the browser's, or jsdom's while prerendering): no globals.

/** Elements that hold phrasing content only: a block inside one is out of place. */
const INLINE = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'S', 'SPAN', 'SMALL', 'SUB', 'SUP', 'MARK', 'CODE', 'FONT', 'ABBR', 'Q', 'CITE']);
/** Elements that are flow content only, not phrasing. */
const BLOCK = new Set(
  (
    'P DIV H1 H2 H3 H4 H5 H6 UL OL DL TABLE BLOCKQUOTE PRE HR FIGURE ' +
    'SECTION ARTICLE ASIDE HEADER FOOTER NAV ADDRESS DETAILS FIELDSET MAIN HGROUP'
  ).split(' '),
);
/** Blocks whose children must be items or rows: an inline wrapper cannot go inside them. */
const NO_WRAP_INSIDE = new Set(['UL', 'OL', 'DL', 'TABLE', 'HR']);
const HEADING = /^H([1-6])$/;

const isElement = (n: Node): n is Element => n.nodeType === 1;
const isBlock = (n: Node): n is Element => isElement(n) && BLOCK.has(n.tagName);
/** An inline element with a block among its children (its descendants are already in order: fixNesting). */
const outOfPlace = (el: Element) => INLINE.has(el.tagName) && [...el.children].some(isBlock);

/** A wrapper that adds nothing: a <b> marked not bold, or an element with no attributes that only groups (<span>, <font>). */
const meansNothing = (el: Element) =>
  (el.tagName === 'B' && el.getAttribute('data-weight') === 'normal') ||
  ((el.tagName === 'SPAN' || el.tagName === 'FONT') && !el.attributes.length);

/**
 * `el`, an inline element holding blocks, replaced by its children; each block then holds a copy
 * of `el` around its own content (and that copy, holding blocks in turn, goes down again).
 */
function pushDown(el: Element): void {
  const keep = !meansNothing(el);
  // Runs of inline content between the blocks stay inside a copy of el; each block gets one inside.
  let run: Element | null = null;
  for (const child of [...el.childNodes]) {
    if (isBlock(child)) {
      run = null;
      el.parentNode!.insertBefore(child, el);
      if (keep && !NO_WRAP_INSIDE.has(child.tagName) && child.firstChild) {
        const inner = el.cloneNode(false) as Element;
        while (child.firstChild) inner.appendChild(child.firstChild);
        child.appendChild(inner);
        if (outOfPlace(inner)) pushDown(inner);
      }
    } else if (keep) {
      if (!run) el.parentNode!.insertBefore((run = el.cloneNode(false) as Element), el);
      run.appendChild(child);
    } else el.parentNode!.insertBefore(child, el);
  }
  el.remove();
}

/**
 * Every inline element of `root` holding blocks undone (pushDown), in one pass from the last
 * element to the first: an element's descendants come after it, so they are in order before it is
 * looked at, and rich text however nested (hostile content) costs a walk, not a walk per element.
 */
function fixNesting(root: Element): void {
  const all = [...root.querySelectorAll('*')];
  for (let i = all.length - 1; i >= 0; i--) if (outOfPlace(all[i])) pushDown(all[i]);
}

/** The headings of `root` renumbered from h`from`, one level per level used (see the top). */
function fixHeadings(root: Element, from: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map((h) => Number(HEADING.exec(h.tagName)![1])))].sort((a, b) => a - b);
  const to = new Map(levels.map((l, i) => [l, Math.min(from + i, 6)]));
  for (const h of headings) {
    const was = Number(HEADING.exec(h.tagName)![1]);
    const level = to.get(was)!;
    if (level === was) continue;
    const renamed = h.ownerDocument.createElement(`h${level}`);
    for (const a of [...h.attributes]) renamed.setAttribute(a.name, a.value);
    renamed.setAttribute('data-h', String(was));
    while (h.firstChild) renamed.appendChild(h.firstChild);
    h.replaceWith(renamed);
  }
}

/**
 * `root`'s content made to fit HTML's content models and a page's outline (see the top), its
 * headings starting at h`headingsFrom`.
 */
export function fixStructure(root: Element, headingsFrom = 2): void {
  fixNesting(root);
  fixHeadings(root, headingsFrom);
}
