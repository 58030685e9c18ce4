// Every link on every built page says where it goes when read alone (a search engine, a screen
// reader's list of links): Lighthouse's own `link-text` audit (its list of generic texts, "see
// more", "learn more", "read more"…) run over the links of each file of dist/, the home page's
// later part included. SPEC's short words stay on screen; the rest of the name is visually hidden
// text inside the link (Lighthouse reads the link's text, not an aria-label). The same check again
// with the links' arrows and dots left out ("Read More →", "...see more"). No browser: the built
// HTML is read as files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import LinkText from 'lighthouse/core/audits/seo/link-text.js';
import { parse } from 'parse5';
import { expect, test } from './fixtures.mjs';
import { DIST } from './support.mjs';

const ORIGIN = 'https://school.example';

function htmlFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    // (A folder of a finished release is a link into the store of shared folders: followed.)
    if (e.isDirectory() || (e.isSymbolicLink() && statSync(p).isDirectory())) htmlFiles(p, out);
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}

const attr = (el, name) => el.attrs?.find((a) => a.name === name)?.value;
const textOf = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join(''));

/** The links of a page as Lighthouse's AnchorElements artifact describes them (parse5: a DOM
 *  library would spend seconds on each page's inline CSS). */
function anchorsOf(file) {
  const url = ORIGIN + '/' + relative(DIST, file).replace(/\\/g, '/');
  const anchors = [];
  const walk = (node, lang) => {
    const here = attr(node, 'lang') ?? lang;
    if (node.nodeName === 'a' && attr(node, 'href') !== undefined)
      anchors.push({ href: new URL(attr(node, 'href'), url).href, rel: attr(node, 'rel') ?? '', text: textOf(node), textLang: here });
    for (const child of node.childNodes ?? []) walk(child, here);
    if (node.content) walk(node.content, here); // <template>
  };
  walk(parse(readFileSync(file, 'utf8')), '');
  return { url, anchors };
}

/** Lighthouse's verdict: the links whose whole text is a generic one. */
const generic = (url, anchors) => LinkText.audit({ URL: { finalDisplayedUrl: url }, AnchorElements: anchors }).details.items;

test('no link on a built page has a generic text ("See More", "Learn more") as its whole text', () => {
  const files = htmlFiles(DIST);
  expect(files.length, 'dist/ holds the built pages (npm run build)').toBeGreaterThan(20);
  expect(files.some((f) => f.endsWith('later.html'))).toBe(true);
  const failing = [];
  let links = 0;
  for (const file of files) {
    const { url, anchors } = anchorsOf(file);
    links += anchors.length;
    const bare = anchors.map((a) => ({ ...a, text: a.text.replace(/[^\p{L}\p{N}\s]+/gu, ' ').replace(/\s+/g, ' ') }));
    for (const item of [...generic(url, anchors), ...generic(url, bare)])
      failing.push(`${relative(DIST, file)}: "${item.text}" → ${item.href.replace(ORIGIN, '')}`);
  }
  expect(links).toBeGreaterThan(500);
  expect([...new Set(failing)]).toEqual([]);
});

test('the check fires: Lighthouse finds the generic texts this site used to have', () => {
  const url = `${ORIGIN}/`;
  const link = (text) => ({ href: `${ORIGIN}/who-we-are/about-us`, rel: '', text, textLang: 'en' });
  expect(generic(url, [link('See More'), link(' Learn more '), link('Read More')]).length).toBe(3);
  expect(generic(url, [link('See More about our school'), link('Learn more about Admission Open 2084')])).toEqual([]);
});
