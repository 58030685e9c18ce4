// The page's plain scripts act on data-* markers that the site writes (behaviors.ts, loader.ts,
// fill-later-part.ts, the popup and the slider: a frame made, a file fetched, an island woken, a
// dialog opened). The back-end's rich text must never carry one: the sanitizer drops every data-*
// attribute (sanitize.ts), and, should one ever get through, a behaviour still ignores it, since
// each looks its markers up with siteOnly(selector), which no element inside a SafeHtml container
// matches. No imports, and a selector rather than code: it is in the page's up-front script.

/** On SafeHtml's container: what is inside it is the back-end's content, never the site's markup. */
export const CONTENT_ATTR = 'data-sanitized';

/**
 * The selector for the elements matching `selector` that the site itself rendered: for
 * querySelector(All), and for closest(), which then finds the nearest such element above, passing
 * over any inside rich text.
 */
export const siteOnly = (selector: string): string => `:is(${selector}):not([${CONTENT_ATTR}] *)`;
