// What a rendered page's HTML says of it, read in one pass as a parser reads it (parse5, the parser
// jsdom uses), once for each piece of HTML the renderer makes (its first screen; its later part),
// so that nothing after the renderer reads the page's files back:
// - for its head (page-head.ts): the first paragraph that reads as prose (≥ 40 characters, else
//   the first one) and the first real image inside <main> (the page's content, not its header,
//   menu or footer), and its page header's heading;
// - for the prerenderer: every link on it, which it follows to find the pages to build;
// - for the page writer: the classes its elements carry (the first-paint CSS keeps the rules
//   that can match them: scripts/build/first-paint-css.ts), the data-* attributes they carry (the
//   marks the loader acts on at once: the size budget), and its <link>, <script> and <iframe>
//   elements (what its first paint could wait on: scripts/build/first-paint-rules.ts).
// A <noscript> is read as a browser without script reads it: its elements' classes count (it is
// shown, with the inlined CSS only), but not its links, marks or frames (with script, it is text).
import { parseFragment } from 'parse5';

/** An element as its tag and attributes (entities decoded; a bare attribute has the value ''). */
export interface ElementTag {
  tag: string;
  attrs: Record<string, string>;
}

export interface PageFacts {
  /** Plain text of the page's first paragraph ('' when it has none). */
  paragraph: string;
  /** The src of its content's first real image (not the placeholder, not inline data), or ''. */
  image: string;
  /** Every href on the page, as written (entities decoded), in document order. */
  links: string[];
  /**
   * The text of its page header's <h1> (the page's heading, as its host wrote it: for one item's
   * page the item's title), or '' when it has none; and whether that header says there is no
   * such item (data-missing-item, src/components/page-header/page-header.tsx).
   */
  heading: string;
  missing: boolean;
  /** The class names its elements carry, sorted, each once. */
  classes: string[];
  /** The data-* attributes its elements carry (names), sorted, each once. */
  marks: string[];
  /** Its <link>, <script> and <iframe> elements, in document order. */
  fetches: ElementTag[];
}

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

interface Found {
  value: string;
  inMain: boolean;
}

const FETCHING = new Set(['link', 'script', 'iframe']);
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const kids = (n: Node): Node[] => n.content?.childNodes ?? n.childNodes ?? [];

/** The text of an element as a reader sees it: each tag a space, comments nothing, whitespace collapsed. */
function textOf(n: Node): string {
  let out = '';
  const walk = (x: Node) => {
    for (const c of kids(x)) {
      if (c.nodeName === '#text') out += c.value ?? '';
      else if (c.tagName) {
        out += ' ';
        walk(c);
        out += ' ';
      }
    }
  };
  walk(n);
  return out.replace(/\s+/g, ' ').trim();
}

export function pageFacts(html: string): PageFacts {
  // (Without scripting, the parser reads a <noscript>'s content as elements: their classes.)
  const root = parseFragment(html, { scriptingEnabled: false }) as unknown as Node;
  const links: string[] = [];
  const classes = new Set<string>();
  const marks = new Set<string>();
  const fetches: ElementTag[] = [];
  // (Each paragraph's text and image's src, and whether it is inside the first <main>.)
  const paragraphs: Found[] = [];
  const images: Found[] = [];
  let header: Node | null = null;
  let seenMain = false;

  /** One walk of every element, knowing whether it is inside a <noscript> and inside the first <main>. */
  const visit = (n: Node, noscript: boolean, inMain: boolean) => {
    for (const el of kids(n)) {
      if (!el.tagName) continue;
      for (const name of (attr(el, 'class') ?? '').split(/\s+/)) if (name) classes.add(name);
      const hidden = noscript || el.tagName === 'noscript';
      let main = inMain;
      if (!hidden) {
        for (const a of el.attrs ?? []) if (a.name.startsWith('data-')) marks.add(a.name);
        if (el.tagName === 'a') {
          const href = attr(el, 'href');
          if (href !== undefined) links.push(href);
        }
        if (FETCHING.has(el.tagName))
          fetches.push({ tag: el.tagName, attrs: Object.fromEntries((el.attrs ?? []).map((a) => [a.name, a.value])) });
        if (el.tagName === 'main' && !seenMain) main = seenMain = true;
        // (The page header: a <header> with an <h1>, which the site's frame's header has not.)
        if (el.tagName === 'header' && !header && hasH1(el)) header = el;
        if (el.tagName === 'p') {
          const t = textOf(el);
          if (t) paragraphs.push({ value: t, inMain: main });
        } else if (el.tagName === 'img') {
          const src = attr(el, 'src');
          if (src && !/placeholder\.svg|^data:/i.test(src)) images.push({ value: src, inMain: main });
        }
      }
      visit(el, hidden, main);
    }
  };
  visit(root, false, false);
  // The content: the first <main>'s, or the whole page's when it has none.
  const inContent = (list: Found[]) => list.filter((x) => x.inMain || !seenMain).map((x) => x.value);
  const texts = inContent(paragraphs);
  const h1 = header ? findH1(header) : undefined;
  return {
    paragraph: texts.find((t) => t.length >= 40) ?? texts[0] ?? '',
    image: inContent(images)[0] ?? '',
    links,
    heading: h1 ? textOf(h1) : '',
    missing: header ? attr(header, 'data-missing-item') !== undefined : false,
    classes: [...classes].sort(),
    marks: [...marks].sort(),
    fetches,
  };
}

function findH1(n: Node): Node | undefined {
  for (const c of kids(n)) {
    if (!c.tagName) continue;
    if (c.tagName === 'h1') return c;
    const found = findH1(c);
    if (found) return found;
  }
  return undefined;
}
const hasH1 = (n: Node) => findH1(n) !== undefined;
