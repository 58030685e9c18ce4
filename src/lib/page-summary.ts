// What a prerendered page's own content says of it, read from its HTML as a parser reads it
// (parse5, the parser jsdom uses): the first paragraph that reads as prose (≥ 40 characters, else
// the first one) and the first real image inside <main> (the page's content, not its header,
// menu or footer), for its description and link preview (page-head.ts); and every link on it,
// which the prerenderer follows to find the pages to build.
import { parseFragment } from 'parse5';

export interface PageSummary {
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
}

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const kids = (n: Node): Node[] => n.content?.childNodes ?? n.childNodes ?? [];

function* elements(n: Node): Generator<Node> {
  for (const c of kids(n)) {
    if (c.tagName) yield c;
    yield* elements(c);
  }
}

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

export function pageSummary(html: string): PageSummary {
  const root = parseFragment(html) as unknown as Node;
  const links: string[] = [];
  let main: Node | null = null;
  let header: Node | null = null;
  for (const el of elements(root)) {
    if (el.tagName === 'a') {
      const href = attr(el, 'href');
      if (href !== undefined) links.push(href);
    }
    if (el.tagName === 'main' && !main) main = el;
    // (The page header: a <header> with an <h1>, which the site's frame's header has not.)
    if (el.tagName === 'header' && !header && [...elements(el)].some((c) => c.tagName === 'h1')) header = el;
  }
  const h1 = header ? [...elements(header)].find((c) => c.tagName === 'h1') : undefined;
  const heading = h1 ? textOf(h1) : '';
  const missing = header ? attr(header, 'data-missing-item') !== undefined : false;
  const content = main ?? root;
  const texts: string[] = [];
  let image = '';
  for (const el of elements(content)) {
    if (el.tagName === 'p') {
      const t = textOf(el);
      if (t) texts.push(t);
    } else if (el.tagName === 'img' && !image) {
      const src = attr(el, 'src');
      if (src && !/placeholder\.svg|^data:/i.test(src)) image = src;
    }
  }
  return { paragraph: texts.find((t) => t.length >= 40) ?? texts[0] ?? '', image, links, heading, missing };
}
