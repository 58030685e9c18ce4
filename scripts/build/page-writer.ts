// The page writer: turns a page as the renderer returns it (src/entry-server.tsx renderUrl: its
// head fields, its first screen and later part, its islands and their data) into the files of its
// folder — index.html, page-data.json and, for a long page, later.html — as text. The one place a
// page's document and head are built; nothing here reads HTML back: what a page's HTML says of it
// (its classes, marks and the elements it fetches) came with it, from the renderer's one pass over
// it (src/prerender/page-facts.ts), and what the build must know of the written page (the marks the
// loader acts on, what its first paint would wait on) is the writer's facts(page).
//
// - The head: the shell's tags (SHELL_HEAD, which the app shell index.html gets too:
//   scripts/build/vite/shell-head.ts) with the site's Content-Security-Policy <meta> right after the
//   charset, before anything it governs (for static hosts that send no headers: the policy is
//   scripts/build/security-headers.ts's, less what a meta cannot carry), then the page's own (title,
//   description, link preview, canonical URL, its address in each language), then the language
//   choice's script (src/i18n/lang-choice.js: a visitor who chose the other language goes to the
//   page there before anything is painted; the one inline script, allowed by its hash), then its
//   CSS and the island loader. <html lang> is the page's language. The CSS of everything the page
//   shows — the frame, its page, its sections, its islands, the lazy parts drawn in them — is
//   inline in one <style>: on a phone network a stylesheet to fetch before the first paint costs a
//   round trip or two. Of each file, only the rules that can match the page's HTML are inlined
//   (first-paint-css.ts). Each file is also named by a disabled <link>, in the same order: when an
//   island wakes, Vite's loader sees its CSS is there and does not add it again (a stylesheet added
//   later would re-apply rules in another order and shift the page); one inlined in part is marked
//   data-full, and the loader enables it after load, before any island changes the page
//   (src/islands/full-styles.ts): the full rules then come after the inlined ones, in the same
//   order, so the cascade is the full files'. Which files each part needs is the island manifest's.
// - The loader is the only script fetched, a module script with fetchpriority=low and no modulepreload: a
//   module script never blocks parsing, but browsers fetch it at high priority, beside the first
//   screen's image, and Lighthouse counts a high-priority script that arrived before the first
//   paint as one the paint waited for (+160 ms of a 900 ms FCP). An island's code is fetched after
//   load, when the browser is idle, at low priority, or at once when it wakes: the page lists it
//   as data (page-code.ts, src/islands/page-code.ts).
// - The data the page's islands need at once (those waking on load or when idle) is in its HTML;
//   all of it is in page-data.json beside it, fetched when a later island wakes
//   (src/app/snapshot.ts): the HTML a phone must download before the first paint stays small.
//   (?b=<build time>: a page's data file never changes within a build, so it can be kept as such.)
//   A page fetches it, and its later part, from its own build's copy
//   (/_b/<build time>/<path>/page-data.json: scripts/publish/release.ts archivedUrl, archiveBuild),
//   which the next releases keep: a page opened before a rebuild never gets the next build's data.
// - A long page's later part goes to later.html beside it, a page of its own (a visitor without
//   JavaScript follows the slot's link to it), with the CSS only it needs.
// - The page's freshness plan (each operation it shows: its request and the build's answer's
//   fingerprint) is fresh.json beside it, fetched from its build's archive like the rest
//   (src/islands/freshness-probe.ts, seconds after load): nothing reads it before then, and in
//   the HTML it cost the home page ~0.4 KB of its first round trip.
import { LANG_SCRIPT } from '../../src/i18n/lang-choice.js';
import { wakesUnasked } from '../../src/island-kit/wake';
import type { ImageCopies } from '../../src/lib/image-copy';
import type { Lang } from '../../src/i18n/t';
import type { IslandManifest } from './vite/island-manifest';

import { LATER_SLOT_ATTR } from '../../src/island-kit/later-mark';
import type { ElementTag, PageFacts } from '../../src/prerender/page-facts';
import { CODE_ID, pageCode } from './page-code';
import { firstPaintCss, moduleClasses } from './first-paint-css';
import { firstPaintProblems, tagText } from './first-paint-rules';

/** The files the writer puts in a page's folder. */
export const PAGE_FILE = 'index.html';
export const DATA_FILE = 'page-data.json';
export const LATER_FILE = 'later.html';
export const FRESH_FILE = 'fresh.json';
/** A page's files by name, its HTML always among them. */
export type PageFiles = Record<string, string> & { [PAGE_FILE]: string };
/**
 * The folder of a site keeping each build's data and later files (scripts/publish/release.ts
 * archiveBuild), where its pages fetch them: /_b/<build time>/<the page's path>/<file>.
 */
export const ARCHIVE_DIR = '_b';
/** Where a page of build `builtAt` fetches its file `fileUrl` (a URL path) from. */
export const archivedUrl = (builtAt: number, fileUrl: string): string =>
  `/${ARCHIVE_DIR}/${builtAt}${fileUrl.startsWith('/') ? '' : '/'}${fileUrl}`;

export const esc = (s: unknown): string =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ShellTag {
  tag: string;
  attrs: Record<string, string>;
}

/** The tags every document of the site starts its head with, the app shell's included (the charset first). */
export const SHELL_HEAD: ShellTag[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#1e3a8a' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
];

const tagOf = ({ tag, attrs }: ShellTag): string =>
  `<${tag}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('')} />`;

/**
 * The shell's tags as text, with `csp` (the policy's <meta>: security-headers.ts cspMetaTag) right
 * after the charset, before anything the policy governs; no policy when `csp` is '' (the dev server,
 * whose pages run Vite's inline scripts).
 */
export function shellTags(csp?: string): string[] {
  const [charset, ...rest] = SHELL_HEAD.map(tagOf);
  return [charset, ...(csp ? [csp] : []), ...rest];
}

/** A page's head fields (src/lib/page-head.ts). */
export interface HeadFields {
  lang?: string;
  locale?: string;
  title: string;
  description: string;
  siteName: string;
  image: string;
  url: string;
  alternates?: { hreflang: string; href: string; locale: string }[];
  /** The page's Atom feeds (<link rel="alternate" type="application/atom+xml">). */
  feeds?: { title: string; href: string }[];
  /** Its structured data, each a <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The head tags of a page from its fields (src/lib/page-head.ts), `csp` as in shellTags: a page
 * with addresses in other languages ends them with the language choice's script, which reads them.
 */
export function headTags(head: HeadFields, csp?: string): string[] {
  const alternates = head.alternates ?? [];
  const others = alternates.filter((a) => a.hreflang !== head.lang && a.hreflang !== 'x-default');
  return [
    ...shellTags(csp),
    `<title>${esc(head.title)}</title>`,
    tagOf({ tag: 'meta', attrs: { name: 'description', content: head.description } }),
    tagOf({ tag: 'meta', attrs: { property: 'og:title', content: head.title } }),
    tagOf({ tag: 'meta', attrs: { property: 'og:description', content: head.description } }),
    tagOf({ tag: 'meta', attrs: { property: 'og:type', content: 'website' } }),
    tagOf({ tag: 'meta', attrs: { property: 'og:site_name', content: head.siteName } }),
    ...(head.image
      ? [
          tagOf({ tag: 'meta', attrs: { property: 'og:image', content: head.image } }),
          tagOf({ tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } }),
        ]
      : []),
    ...(head.locale ? [tagOf({ tag: 'meta', attrs: { property: 'og:locale', content: head.locale } })] : []),
    ...others.map((a) => tagOf({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: a.locale } })),
    ...(head.url
      ? [
          tagOf({ tag: 'meta', attrs: { property: 'og:url', content: head.url } }),
          tagOf({ tag: 'link', attrs: { rel: 'canonical', href: head.url } }),
        ]
      : []),
    ...alternates.map((a) => tagOf({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href } })),
    ...(head.feeds ?? []).map((f) =>
      tagOf({ tag: 'link', attrs: { rel: 'alternate', type: 'application/atom+xml', title: f.title, href: f.href } }),
    ),
    // (Structured data: JSON escaped so that no text of the back-end's can end the element.)
    ...(head.jsonLd ?? []).map((d) => `<script type="application/ld+json">${jsonLdText(d)}</script>`),
    ...(others.length ? [`<script>${LANG_SCRIPT}</script>`] : []),
  ];
}

/** JSON inside a <script>: nothing in it can close the element or end a line of script. */
export const jsonForScript = (v: unknown): string =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Structured data as the text of its <script type="application/ld+json">: as jsonForScript, and
 * '>' and '&' too, which some HTML and JSON-LD tools read as markup (the escapes are the same
 * characters to JSON).
 */
export const jsonLdText = (v: unknown): string => jsonForScript(v).replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A site path as a URL path: decoded and encoded again (a path that does not decode stays as it is). */
export const urlPath = (p: string): string => {
  try {
    return encodeURI(decodeURI(p));
  } catch {
    return p;
  }
};

/** An island as the prerenderer rendered it on a page (src/prerender/render-page.tsx). */
export interface WrittenIsland {
  module?: string;
  /** The lazy parts drawn in it (their modules). */
  parts: string[];
  wake: string;
  /** The data keys it reads. */
  keys: string[];
  /** Whether it is in the page's later part (later.html). */
  later: boolean;
  /** Its useId prefix (data-idp), which names it in the page's code list (page-code.ts). */
  idp?: string;
}

/** A page as the renderer returns it (src/entry-server.tsx renderUrl), for the writer. */
export interface WrittenPage {
  path: string;
  lang: Lang;
  head: HeadFields;
  html: string;
  /** The styles React hoisted out of its first screen, for the head (src/prerender/hoisted-styles.ts). */
  styles?: string[];
  later: { at: number; sections: string[]; styles?: string[]; heading?: string; facts: Pick<PageFacts, 'classes'> } | null;
  used: Record<string, unknown>;
  islands: WrittenIsland[];
  reads: string[];
  /** What its first screen's HTML says of it (the renderer's pass over it: src/prerender/page-facts.ts). */
  facts: Pick<PageFacts, 'classes' | 'marks' | 'fetches'>;
}

/** What the build keeps of a written page (its record: scripts/build/prerender.ts PageRecord). */
export interface WrittenFacts {
  /** The marks it carries of those the writer was asked to note (the loader's: scripts/build/loader-up-front.ts LOADER_MARKS). */
  marks: string[];
  /** What its first paint would wait on (scripts/build/first-paint-rules.ts); [] when nothing. */
  waits: string[];
}

/** What the writer takes of the server bundle (src/entry-server.tsx). */
export interface WriterSsr {
  laterSlot: (src: string, href: string, lang: Lang) => string;
  laterTexts: (pageTitle: string, lang: Lang) => { title: string; back: string };
  LATER_MARK: string;
  IMAGE_COPIES_KEY: string;
  copiesFor: (data: Record<string, unknown>, all: ImageCopies) => ImageCopies;
}

/**
 * The CSS files (site paths) parts of a page need, in the order they are inlined: the site's
 * global CSS, the app shell's (the frame outside the islands), each island's (the frame's parts,
 * the page's body, its sections), the lazy parts drawn in them (the form engine), and what wakes
 * islands.
 */
export function cssFiles(bundle: IslandManifest, islands: Pick<WrittenIsland, 'module' | 'parts'>[]): string[] {
  const cssOf = (module: string | undefined) => (module === undefined ? [] : (bundle.modules[module]?.css ?? []));
  const files = [
    ...bundle.entry.css,
    ...cssOf(bundle.named.shell),
    ...islands.flatMap((i) => cssOf(i.module)),
    ...islands.flatMap((i) => i.parts.flatMap(cssOf)),
    ...cssOf(bundle.named.wake),
  ];
  return [...new Set(files)].map((f) => `/${f}`);
}

/**
 * A writer for one build: `bundle` (the island manifest), `readCss(file)` (a CSS file's text, by
 * site path), `builtAt`, `siteUrl` (the site's address, or ''), `csp` (the Content-Security-Policy
 * <meta> every document carries: security-headers.ts cspMetaTag), and from the server bundle
 * `laterSlot`, `laterTexts` and `LATER_MARK`; `fresh(keys)`: the freshness plan of a page showing
 * those data keys (src/entry-server.tsx).
 */
export function pageWriter({
  bundle,
  readCss,
  builtAt,
  ssr,
  fresh,
  csp,
  siteUrl = '',
  marks: noted,
}: {
  bundle: IslandManifest;
  readCss: (file: string) => string;
  builtAt: number;
  ssr: WriterSsr;
  fresh: (keys: string[]) => unknown;
  /** The Content-Security-Policy <meta> every document carries (scripts/build/security-headers.ts cspMetaTag). */
  csp: string;
  siteUrl?: string;
  /** The marks a page's facts note (default: every data-* attribute it carries). */
  marks?: readonly string[];
}): {
  document: (page: WrittenPage, o?: DocumentOptions) => string;
  files: (page: WrittenPage) => PageFiles;
  facts: (page: WrittenPage) => WrittenFacts;
  script: string;
} {
  // Where the page fetches a file of its folder from: its build's archive (never the file beside
  // it, which the next release replaces; src/islands/fill-later-part.ts accepts only this one).
  const fetchUrl = (url: string) => archivedUrl(builtAt, url);
  // (Every document of the site carries the policy: a writer without one is a mistake, not a choice.)
  if (!csp) throw new Error('pageWriter: no Content-Security-Policy <meta> (csp) for the pages');
  const cssText = (files: string[]) => files.map(readCss).join('\n');
  const cssNames = (files: string[], disabled = true) =>
    files
      .map((f) => cssLink(f, { disabled }))
      .map(tagText)
      .join('');
  // A file's first-paint part depends only on which of its module classes the page uses.
  const firstPaintParts = new Map<string, { css: string; pruned: boolean }>();
  const firstPaintOf = (file: string, used: ReadonlySet<string>) => {
    const full = readCss(file);
    const key = `${file} ${[...moduleClasses(full)].filter((c) => used.has(c)).join(' ')}`;
    if (!firstPaintParts.has(key)) firstPaintParts.set(key, firstPaintCss(full, used));
    return firstPaintParts.get(key)!;
  };
  /** The inline <style> and the files' <link>s of a page whose elements carry the classes `used` (null: all of each file). */
  const cssTags = (files: string[], used: ReadonlySet<string> | null) => {
    const parts = files.map((file) => ({ file, ...(used ? firstPaintOf(file, used) : { css: readCss(file), pruned: false }) }));
    return (
      `<style>${parts.map((p) => p.css).join('\n')}</style>` + parts.map((p) => tagText(cssLink(p.file, { pruned: p.pruned }))).join('')
    );
  };
  const loader: ElementTag = {
    tag: 'script',
    attrs: { type: 'module', fetchpriority: 'low', crossorigin: '', src: `/${bundle.entry.file}` },
  };
  const script = `${tagText(loader)}</script>`;
  /**
   * The styles React hoisted out of a page's parts (the theme's colours, a carousel's preset:
   * src/prerender/hoisted-styles.ts), after the CSS files' <link>s: the theme's :root then still
   * wins over global.css's defaults once the full files are enabled, as it did from the body.
   * `attr`: one more attribute for each.
   */
  const hoisted = (styles: string[] = [], attr = '') => styles.map((s) => (attr ? s.replace(/^<style /, `<style ${attr} `) : s)).join('');
  /** The data its islands waking at once need (the rest is in page-data.json). */
  const inlineData = (page: WrittenPage) => {
    const now = new Set(page.islands.filter(wakesUnasked).flatMap((i) => i.keys));
    const inline = Object.fromEntries(Object.entries(page.used).filter(([k]) => now.has(k)));
    // With the copies of the pictures that data names: an island woken with it draws them as the HTML does.
    const copies = page.used[ssr.IMAGE_COPIES_KEY] as ImageCopies | undefined;
    if (copies && Object.keys(inline).length) {
      const shown = ssr.copiesFor(inline, copies);
      if (Object.keys(shown).length) inline[ssr.IMAGE_COPIES_KEY] = shown;
    }
    return inline;
  };

  /**
   * The code islands wake with, for the loader to fetch after load (page-code.ts): the page lists
   * its first screen's, its later part's are in later.html. Nothing when none of them wakes.
   */
  const codeScript = (islands: WrittenIsland[], attr: string, lang: Lang) => {
    const code = pageCode(bundle, islands, lang);
    return code ? `    <script type="application/json" ${attr}>${jsonForScript(code)}</script>\n` : '';
  };

  /**
   * The whole document of a page; `prerendered: false` for one served at any path (404.html), whose
   * CSS is inlined whole. `classes`: those of what the page shows once loaded (its later part too),
   * which its first-paint CSS is for (default: its first screen's).
   */
  function document(
    page: WrittenPage,
    { html = page.html, css = cssFiles(bundle, page.islands), prerendered = true, classes = page.facts.classes }: DocumentOptions = {},
  ) {
    const reads = page.reads.join(' ');
    const rest = `${fetchUrl(urlPath(`${page.path.replace(/\/+$/, '')}/${DATA_FILE}`))}?b=${builtAt}`;
    const firstCode = codeScript(
      page.islands.filter((i) => !i.later),
      `id="${CODE_ID}"`,
      page.lang,
    );
    return (
      `<!doctype html>\n<html lang="${esc(page.lang)}">\n  <head>\n    ${headTags(page.head, csp).join('\n    ')}\n` +
      `    ${cssTags(css, prerendered ? new Set(classes) : null)}${hoisted(page.styles)}\n    ${script}\n  </head>\n  <body>\n` +
      `    <div id="root"${prerendered ? ` data-prerendered="${esc(page.path)}"` : ''}${reads ? ` data-reads="${reads}"` : ''}>${html}</div>\n` +
      `    <script type="application/json" id="__snapshot" data-built-at="${builtAt}" data-rest="${esc(rest)}">${jsonForScript(inlineData(page))}</script>\n` +
      firstCode +
      `  </body>\n</html>\n`
    );
  }

  /**
   * later.html: a page of its own (a visitor without JavaScript follows the slot's link to it, so it
   * starts its head as every page does, links the site's stylesheets and says it is part of its
   * page), whose <style data-later> and parts (`later`: the page's) the loader takes into the page
   * (src/islands/fill-later-part.ts).
   */
  function laterDocument(page: WrittenPage, later: NonNullable<WrittenPage['later']>, firstCss: string[], laterCss: string[]) {
    const texts = ssr.laterTexts(page.head.title, page.lang);
    const mark = ssr.LATER_MARK;
    return (
      `<!doctype html>\n<html lang="${esc(page.lang)}">\n<head>\n${shellTags(csp).join('\n')}\n<meta name="robots" content="noindex">\n` +
      `<title>${texts.title}</title>\n<link rel="canonical" href="${esc(siteUrl + urlPath(page.path))}">\n` +
      // (Its parts' hoisted styles are data-later too, so the loader takes them into the page's head;
      // the first screen's, the theme's, are already there.)
      `${cssNames(firstCss, false)}<style data-later>${cssText(laterCss)}</style>${cssNames(laterCss)}` +
      `${hoisted(page.styles)}${hoisted(later.styles, 'data-later')}\n` +
      codeScript(
        page.islands.filter((i) => i.later),
        'data-code',
        page.lang,
      ) +
      `</head>\n` +
      // (Its heading says which page this is the rest of; the loader takes only the parts.)
      `<body>\n<main id="main" class="container" data-later-part>\n<h1 class="section-title">${texts.title}</h1>\n` +
      // (The heading its parts stand under in the page, when theirs are a level below it.)
      (later.heading ? `<h2>${esc(later.heading)}</h2>\n` : '') +
      mark +
      // (A part holding the mark itself, in text the school wrote, must not be cut in two.)
      later.sections.map((s) => s.split(mark).join('<!-- -->')).join(mark) +
      `${mark}\n<p><a href="${esc(urlPath(page.path))}">${texts.back}</a></p>\n</main>\n</body>\n</html>\n`
    );
  }

  /** The files of a page's folder: { name: text }. */
  function files(page: WrittenPage): PageFiles {
    const keys = Object.keys(page.used).filter((k) => k !== ssr.IMAGE_COPIES_KEY);
    const out = { [DATA_FILE]: JSON.stringify(page.used), [FRESH_FILE]: JSON.stringify(fresh(keys)) };
    if (!page.later) return { [PAGE_FILE]: document(page), ...out };
    // The first screen gets a slot where the later part was, and only the CSS of what it shows.
    const fileUrl = urlPath(`${page.path.replace(/\/+$/, '')}/${LATER_FILE}`);
    const html =
      page.html.slice(0, page.later.at) +
      ssr.laterSlot(`${fetchUrl(fileUrl)}?b=${builtAt}`, fileUrl, page.lang) +
      page.html.slice(page.later.at);
    const firstCss = firstCssOf(page);
    const laterCss = cssFiles(
      bundle,
      page.islands.filter((i) => i.later),
    ).filter((f) => !firstCss.includes(f));
    // (The later part's sections are in the page moments after load, in the first screen's CSS: its
    // rules for them are inlined too. The slot's classes are global ones, whose rules stay anyway.)
    const classes = [...page.facts.classes, ...page.later.facts.classes];
    return {
      [PAGE_FILE]: document(page, { html, css: firstCss, classes }),
      ...out,
      [LATER_FILE]: laterDocument(page, page.later, firstCss, laterCss),
    };
  }

  /** The CSS files a page's first screen needs (its document's; a long page's later part has its own). */
  function firstCssOf(page: WrittenPage): string[] {
    return cssFiles(bundle, page.later ? page.islands.filter((i) => !i.later) : page.islands);
  }

  /**
   * What the build keeps of a page as files(page) writes it: the marks its index.html carries (its
   * first screen's, and the later part's slot) among those noted, and what its first paint would
   * wait on among the elements the writer puts in its head (the shell's, the CSS files' links, the
   * loader) and those of its first screen.
   */
  function facts(page: WrittenPage): WrittenFacts {
    const marks = new Set(page.facts.marks);
    if (page.later) marks.add(LATER_SLOT_ATTR);
    const head: ElementTag[] = [...SHELL_HEAD, ...firstCssOf(page).map((f) => cssLink(f)), loader];
    return {
      marks: [...marks].filter((m) => !noted || noted.includes(m)).sort(),
      waits: firstPaintProblems([...head, ...page.facts.fetches]),
    };
  }

  return { document, files, facts, script };
}

/** A CSS file's <link>: disabled unless said, marked data-full when its first-paint part left rules out. */
const cssLink = (file: string, { disabled = true, pruned = false } = {}): ElementTag => ({
  tag: 'link',
  attrs: { rel: 'stylesheet', href: file, ...(pruned ? { 'data-full': '' } : {}), ...(disabled ? { disabled: '' } : {}) },
});

/** How a page's document is written: `classes`, those of what the page shows once loaded (its later part too), which its first-paint CSS is for. */
export interface DocumentOptions {
  html?: string;
  css?: string[];
  prerendered?: boolean;
  classes?: readonly string[];
}
