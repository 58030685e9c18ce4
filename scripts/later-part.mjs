// The rest of a long page, kept out of its HTML (scripts/prerender.mjs; the home page).
// A phone on slow 4G gets the first ~14 KB of a page in the first round trip of its connection
// (TCP's initial window: 10 packets); every further 14–29 KB costs another round trip, 150 ms,
// before the first paint. The home page's sections below the first screen (those with data-later,
// after home.firstScreenSections) and their CSS were 11 KB of its 23 KB as brotli. So they are
// written to a file of their own beside the page (later.html), and the page keeps a slot in their
// place: the loader fetches the file after load and puts the sections there, as static HTML whose
// islands it arms as usual (src/islands/later-part.ts). Without JavaScript the slot is a link to
// that file, a page of its own.
import { parseFragment } from 'parse5';

/** The file beside a page that holds the rest of it. */
export const LATER_FILE = 'later.html';
/** Between two sections in that file: the loader inserts one section per task. */
export const LATER_MARK = '<!--later-section-->';

/**
 * Splits a page's HTML (its #root's content) where its later sections start. Those are the
 * elements with both data-section and data-later that are not inside another section, and they
 * must be the last elements of one parent, one after the other (the home page's section hosts).
 * Returns null when the page has none, else { before, after, sections } where before + the
 * sections' HTML + after is the page, and each section is its exact source text (parse5, the
 * parser jsdom uses, says where each element starts and ends in it).
 *
 * @param {string} html
 * @returns {{ before: string, after: string, sections: string[] } | null}
 */
export function splitLater(html) {
  if (!html.includes('data-later')) return null;
  const has = (node, name) => node.attrs?.some((a) => a.name === name);
  const isHost = (node) => has(node, 'data-section') && has(node, 'data-later');
  /** @type {any[]} */
  const hosts = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      if (isHost(child)) hosts.push(child);
      // (Nothing inside a section is a section of the page.)
      else if (!has(child, 'data-section')) walk(child.content ?? child);
    }
  };
  walk(parseFragment(html, { sourceCodeLocationInfo: true }));
  if (!hosts.length) return null;
  const siblings = hosts[0].parentNode.childNodes.filter((n) => n.tagName);
  const from = siblings.indexOf(hosts[0]);
  // One run of sections to the end of their parent: anything else is not a page we know how to split.
  if (siblings.length - from !== hosts.length || hosts.some((h, i) => siblings[from + i] !== h)) return null;
  const at = (node) => node.sourceCodeLocation;
  const sections = hosts.map((h) => html.slice(at(h).startOffset, at(h).endOffset));
  return {
    before: html.slice(0, at(hosts[0]).startOffset),
    after: html.slice(at(hosts[hosts.length - 1]).endOffset),
    sections,
  };
}

/** The useId prefixes (data-idp) of the islands in some HTML: which islands a part holds. */
export const islandPrefixes = (html) => new Set([...html.matchAll(/\bdata-idp="([^"]+)"/g)].map((m) => m[1]));

/**
 * later.html: a page of its own (a visitor without JavaScript follows the slot's link to it, so it
 * links the site's stylesheets and says it is part of `pagePath`), whose <style data-later> and
 * sections the loader takes into the page.
 *
 * `csp`: the page's Content-Security-Policy <meta> (scripts/csp-meta-plugin.ts), which this page of
 * its own carries too.
 *
 * @param {{ lang: string, title: string, pagePath: string, canonical: string, sharedCss: string[], css: string, named: string, sections: string[], backLabel: string, csp?: string }} p
 */
export function laterDocument(p) {
  const links = p.sharedCss.map((f) => `<link rel="stylesheet" href="${f}">`).join('');
  return (
    `<!doctype html>\n<html lang="${p.lang}">\n<head>\n<meta charset="utf-8">\n${p.csp ? `${p.csp}\n` : ''}` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n` +
    `<title>${p.title}</title>\n<link rel="canonical" href="${p.canonical}">\n${links}<style data-later>${p.css}</style>${p.named}\n</head>\n` +
    `<body>\n<main id="main" class="container" data-later-part>\n${LATER_MARK}` +
    // (A section holding the mark itself, in text the school wrote, must not be cut in two.)
    p.sections.map((s) => s.split(LATER_MARK).join('<!-- -->')).join(LATER_MARK) +
    `${LATER_MARK}\n<p><a href="${p.pagePath}">${p.backLabel}</a></p>\n</main>\n</body>\n</html>\n`
  );
}
