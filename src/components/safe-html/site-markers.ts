// The page's plain scripts act on data-* markers that the site writes (behaviors.ts, loader.ts,
// later-part.ts, the popup and the slider: a frame made, a file fetched, an island woken, a
// dialog opened). The back-end's rich text must never carry one: the sanitizer drops every data-*
// attribute (sanitize.ts), and, should one ever get through, a behaviour still ignores it, since
// each looks its markers up through these, which pass over anything inside a SafeHtml container.
// No imports: the page's up-front script (the island loader) uses it.

/** On SafeHtml's container: what is inside it is the back-end's content, never the site's markup. */
export const CONTENT_ATTR = 'data-sanitized';
const CONTENT = `[${CONTENT_ATTR}]`;

/** Whether el is (inside) the back-end's rich text. */
export const inContent = (el: Element): boolean => el.closest(CONTENT) !== null;

/** The elements under root (root included only as a parent) matching selector that the site itself rendered. */
export function siteMarkers<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  return [...root.querySelectorAll<E>(selector)].filter((el) => !inContent(el));
}

/** The first of them, or null. */
export function siteMarker<E extends Element = HTMLElement>(root: ParentNode, selector: string): E | null {
  for (const el of root.querySelectorAll<E>(selector)) if (!inContent(el)) return el;
  return null;
}

/**
 * The nearest element from `from` upwards (itself included) matching selector that the site
 * rendered: a match inside rich text is passed over, and the search goes on above the text.
 * `from` is an event's target (it may be the document or a text node's parent).
 */
export function closestSiteMarker<E extends Element = HTMLElement>(from: EventTarget | null, selector: string): E | null {
  let el = from instanceof Element ? from.closest<E>(selector) : null;
  while (el) {
    const content = el.closest(CONTENT);
    if (!content) return el;
    el = content.parentElement?.closest<E>(selector) ?? null;
  }
  return null;
}
