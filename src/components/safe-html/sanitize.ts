// The one place back-end HTML is cleaned. DOMPurify needs a DOM; where there is none (Node during
// prerendering without one) we fall back to plain text rather than pass HTML through unchecked.
// Rich text is content, never instructions: no script, no unsafe URL, and no data-* attribute, since
// the page's own scripts act on data-* markers (a map frame, the rest of the page, an island, the
// banner popup: site-markers.ts). The prerenderer's DOMPurify (its render context's purifier, bound
// to a server-side DOM) gets the same settings.
import DOMPurifyDefault from 'dompurify';
import { htmlToText } from '../../lib/truncate';
import { safeHttpUrl } from '../../lib/safe-url';
import { fixStructure } from './rich-structure';

type Purifier = typeof DOMPurifyDefault;
/** The purifiers our hooks are added to (each once). */
const hooked = new WeakSet<Purifier>();
/** Google Docs' not-bold <b>s, seen before their style is removed, marked after the attributes are checked. */
const notBold = new WeakSet<Element>();

function addHooks(DOMPurify: Purifier): void {
  if (hooked.has(DOMPurify)) return;
  hooked.add(DOMPurify);
  // Google Docs pastes wrap whole paragraphs in <b style="font-weight:normal">; styles are
  // removed below, so remember that such a <b> is not bold. (Written after the attributes are
  // checked: data-weight is the sanitizer's own mark for the CSS, which no script reads.)
  DOMPurify.addHook('beforeSanitizeAttributes', (node) => {
    if (node.nodeType === 1 && node.tagName === 'B' && /font-weight\s*:\s*(normal|400)/i.test(node.getAttribute('style') ?? '')) {
      notBold.add(node);
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // nodeType, not instanceof Element: on the server the DOM is jsdom's, not a global one.
    if (node.nodeType !== 1) return;
    if (notBold.has(node)) node.setAttribute('data-weight', 'normal');
    for (const attr of ['href', 'src']) {
      const v = node.getAttribute(attr);
      if (v === null) continue;
      // Links and images in content: http(s), site-relative paths, mail and phone links only.
      const ok = safeHttpUrl(v, { allowRelative: true }) ?? (attr === 'href' && /^(mailto:|tel:|#)/i.test(v.trim()) ? v : null);
      if (!ok) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // A media <source> left with no address (its one was unsafe, or never there) is no source: an
    // element HTML does not allow without one (the Nu HTML Checker fails it).
    if (node.tagName === 'SOURCE' && !node.getAttribute('src') && !node.getAttribute('srcset')) {
      node.remove();
      return;
    }
    if (node.tagName === 'IMG') {
      // An image whose source was unsafe (removed above) or missing shows nothing: drop it.
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      // Content images pasted without alt text: a screen reader would read out the file name, so
      // they are marked decorative; one that has alt text keeps it.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/**
 * `html` cleaned; its headings, if any, start at h`headingsFrom` (rich-structure.ts). `DOMPurify`:
 * the browser's, or the prerenderer's bound to a server-side DOM, so HTML is the same on both sides.
 */
export function sanitizeHtml(html: string, headingsFrom = 2, DOMPurify: Purifier = DOMPurifyDefault): { html: string } | { text: string } {
  if (!DOMPurify.isSupported) return { text: htmlToText(html) };
  addHooks(DOMPurify);
  const body = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
    // No data-* attribute: each would be a marker the page's scripts may act on.
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as Element;
  // (Then as HTML allows it where it is placed: rich-structure.ts.)
  fixStructure(body, headingsFrom);
  return { html: body.innerHTML };
}
