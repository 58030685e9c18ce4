// The search step of the build (scripts/build/pipeline.ts, after the pages): a Pagefind index of the pages
// a visitor searches for (notices, news, achievements, programs and the information pages), in
// each of the site's languages, written into the release's site under pagefind/, where the search
// page (src/pages/search/) loads it once a visitor searches.
//
// Each page's record is made as the pages step writes it, from its HTML (its title, its body's
// text: pageSearchRecord), kept in the page's record (a page reused unrendered keeps its own), and
// given to Pagefind as a custom record, not as HTML: its content is the text as the search's one fold makes
// it (src/lib/search-fold.ts, passed in from the server bundle), which the query gets in the
// browser too, so ि/ी, ु/ू and २०८३/2083 meet. The shown title and excerpt are the page's own
// text, in the record's meta (Pagefind's excerpt would show the folded text). Pagefind strips
// Devanagari vowel signs from words unless a search runs with exactDiacritics: the search page
// does (पानी is not पनि).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { urlPath } from './page-writer';
import type { PageKind } from '../../src/generated/site-config';

/** The kinds of result the search shows, each labelled 'search.kind.<kind>'. */
export type SearchKind = 'notice' | 'news' | 'achievement' | 'program' | 'info';

/** One page as Pagefind indexes it (a custom record). */
export interface SearchRecord {
  url: string;
  language: string;
  content: string;
  meta: { title: string; excerpt: string; kind: string };
}

/** What the report says of an index: how many records, and how many in each language. */
export interface SearchIndexSummary {
  records: number;
  languages: Record<string, number>;
}

/** The page kinds searched, each with the kind of result it shows (its label: 'search.kind.<kind>'). */
export const SEARCHED_KINDS: Readonly<Partial<Record<PageKind, SearchKind>>> = {
  'notice-detail': 'notice',
  'news-detail': 'news',
  'achievement-detail': 'achievement',
  'program-detail': 'program',
  'academic-program': 'program',
  'about-us': 'info',
  'vision-statement': 'info',
  'why-us': 'info',
  'admission-procedure': 'info',
  'rules-regulations': 'info',
  'static-page': 'info',
  services: 'info',
  facilities: 'info',
};

/** The folder of the index in the site, and the address the browser loads it from. */
export const SEARCH_DIR = 'pagefind';

/** What Pagefind writes that the site does not use (its own UIs): left out of the release. */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Parts of a page's body that are not its text: icons, the breadcrumb, buttons back to the list. */
const NOT_TEXT = 'script, style, svg, nav, form, button, .btn';
const EXCERPT_CHARS = 180;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The first `n` characters of `text`, cut at a word, with an ellipsis when cut. */
export function excerptOf(text: string, n = EXCERPT_CHARS): string {
  if (text.length <= n) return text;
  const cut = text.slice(0, n);
  const space = cut.lastIndexOf(' ');
  return `${(space > n / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The search record of one written page, or null when it has no text: its title (the page's h1,
 * else its <title>), its excerpt (the rich text's start, else the body's) and its content folded.
 * `doc` is the page's parsed document (a DOM Document).
 */
export function recordOf(
  doc: Document,
  { url, lang, kind, fold }: { url: string; lang: string; kind: string; fold: (s: string) => string },
): SearchRecord | null {
  const main = doc.querySelector('main') ?? doc.body;
  if (!main) return null;
  const title = squash(main.querySelector('h1')?.textContent ?? doc.title ?? '');
  const body = main.querySelector('[data-page]') ?? main;
  const copy = body.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(NOT_TEXT)) el.remove();
  // (Block elements' text is joined without spaces by textContent: each block ends with one.)
  for (const el of copy.querySelectorAll('p, li, td, th, h1, h2, h3, h4, h5, h6, div, br')) el.append(' ');
  const text = squash(copy.textContent ?? '');
  if (!title && !text) return null;
  const rich = [...copy.querySelectorAll('[data-sanitized]')].map((el) => squash(el.textContent ?? '')).join(' ');
  const excerpt = excerptOf(squash(rich) || (text.startsWith(title) ? text.slice(title.length).trim() : text));
  return {
    url,
    language: lang,
    content: fold(`${title} ${text}`),
    meta: { title: title || url, excerpt, kind: SEARCHED_KINDS[kind as PageKind] ?? 'info' },
  };
}

/**
 * The page's <main> alone, as a document to parse (the head, its styles and the frame around the
 * main are not searched; parsing the whole page took longer than rendering it), or the page.
 */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start < 0 || end < start ? html : `<!doctype html><body>${html.slice(start, end + '</main>'.length)}</body>`;
}

/**
 * The search record of a page as the pages step writes it, from its HTML (`html`, the index.html it
 * writes, in memory: never read back from the file), or null when its kind is not searched or it
 * has no text. `parse(html)` gives a DOM Document (jsdom's in the build): its <main> alone is parsed.
 */
export function pageSearchRecord({
  html,
  path,
  kind,
  lang,
  fold,
  parse,
}: {
  html: string;
  path: string;
  kind: string;
  lang: string;
  fold: (s: string) => string;
  parse: (html: string) => Document;
}): SearchRecord | null {
  if (!(kind in SEARCHED_KINDS)) return null;
  return recordOf(parse(mainOf(html)), { url: urlPath(path), lang, kind, fold });
}

/** Pagefind's index of `records` into `out` (what was there goes first: a rebuild's copy of the live one). */
export async function writeRecords({ out, records }: { out: string; records: SearchRecord[] }): Promise<SearchIndexSummary> {
  const pagefind = await import('pagefind');
  rmSync(out, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    for (const r of records) {
      const added = await index.addCustomRecord(r);
      if (added.errors.length) throw new Error(`pagefind: ${r.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: out });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const f of UNUSED) rmSync(join(out, f), { force: true });
  const languages: Record<string, number> = {};
  for (const r of records) languages[r.language] = (languages[r.language] ?? 0) + 1;
  return { records: records.length, languages };
}
