// What renderToString writes before a part's own HTML, and where it goes instead.
//
// - <link rel=preload as=image>: dropped. The first screen's main image is an <img
//   fetchpriority=high> in the first bytes of the page, which the browser's preload scanner finds at
//   once. A preload link (React writes one for each such image) fetched it no sooner, and made the
//   page's first paint wait on that image in Lighthouse's estimate (FCP 2.1x the reference's; 1.4x
//   without).
// - <style href precedence> (a carousel's preset, the theme's colours): taken out, for the page
//   writer to put in the document's head (scripts/build/page-writer.ts). Left where React writes
//   it, it is a <style> in <body>, which HTML allows only when its selectors match nothing before
//   its parent (the Nu HTML Checker fails :root and [data-carousel-preset] there). In the head it
//   keeps its data-href: a carousel hydrating in the browser finds its preset there (React looks
//   for its style by data-href anywhere in the document) and adds none of its own.

const PRELOAD = '<link rel="preload" as="image"';
const HOISTED_STYLE = '<style data-precedence=';
const STYLE_END = '</style>';

/** `html` as renderToString returned it, without what React wrote first: its own HTML, and the styles taken out. */
export function takeHoisted(html: string): { html: string; styles: string[] } {
  const styles: string[] = [];
  let out = html;
  for (;;) {
    // (React escapes '>' in attribute values: the first '>' ends the tag.)
    if (out.startsWith(PRELOAD)) out = out.slice(out.indexOf('>') + 1);
    else if (out.startsWith(HOISTED_STYLE) && out.includes(STYLE_END)) {
      const end = out.indexOf(STYLE_END) + STYLE_END.length;
      styles.push(out.slice(0, end));
      out = out.slice(end);
    } else return { html: out, styles };
  }
}

/** The data-href a hoisted style was written with (React's key for it), or the whole element. */
const hrefOf = (style: string) => /^<style[^>]* data-href="([^"]*)"/.exec(style)?.[1] ?? style;

/**
 * Styles each once (two carousels of one preset write the same one), in the order of their
 * data-href: the page's islands render side by side, so the order they were met in changed from
 * one build to the next, and with it the page's bytes (each rule has selectors of its own: the
 * order does not change the cascade).
 */
export function uniqueStyles(styles: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const s of styles) if (!seen.has(hrefOf(s))) seen.set(hrefOf(s), s);
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}
