// The <head> tags of one prerendered page (scripts/prerender.mjs): title, a description of its
// own (the page's title and its first paragraph, ~155 characters, what search engines and chat
// link previews show), Open Graph tags with an image (the page's first image, else the school's
// logo; only as an absolute URL, which link previews require) and the canonical URL.

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textOf = (t) => (typeof t === 'string' ? t : (t?.en ?? ''));
export const DESCRIPTION_MAX = 155;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decode(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The page's own content: inside <main> when there is one (not the header, menu or footer). */
function mainOf(html) {
  const start = html.search(/<main\b/);
  if (start < 0) return html;
  const end = html.indexOf('</main>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** Plain text of the first paragraph of the page's content that reads as prose (≥ 40 characters), else of the first one. */
export function firstParagraph(html) {
  const texts = [...mainOf(html).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .map((m) =>
      decode(m[1].replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return texts.find((t) => t.length >= 40) ?? texts[0] ?? '';
}

/** The src of the page content's first real image (not the placeholder, not inline data). */
export function firstImage(html) {
  for (const m of mainOf(html).matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = decode(m[1]);
    if (!/placeholder\.svg|^data:/i.test(src)) return src;
  }
  return '';
}

/** An absolute http(s) URL for `src`: kept when already absolute, joined to siteUrl when it is a path; else ''. */
export function absoluteUrl(src, siteUrl) {
  if (!src) return '';
  if (/^https?:\/\//i.test(src)) return src;
  return siteUrl && src.startsWith('/') && !src.startsWith('//') ? siteUrl.replace(/\/$/, '') + src : '';
}

/** Cut at a word boundary so that the result, with its ellipsis, is at most `max` characters. */
export function clip(text, max = DESCRIPTION_MAX) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '') + '…';
}

/** The page's title: the school's name on the home page, else "<route title> | <school>". */
export function pageTitle(path, route, schoolName) {
  return route.page === 'home' ? schoolName : `${plainTitle(path, route)} | ${schoolName}`;
}

/** The route's title, or for a page without one (a news item…) its last path segment in words. */
export function plainTitle(path, route) {
  const t = textOf(route.title);
  if (t) return t;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/-/g, ' ');
  } catch {
    return last;
  }
}

export function description({ path, route, html, schoolName, slogan }) {
  const para = firstParagraph(html);
  if (route.page === 'home') return clip(slogan ? `${schoolName}: ${slogan}` : para ? `${schoolName}: ${para}` : schoolName);
  const title = plainTitle(path, route);
  return clip(para ? `${title}: ${para}` : `${title} | ${schoolName}${slogan ? ` — ${slogan}` : ''}`);
}

/**
 * The head tags for one page. `logo` is the school logo's URL (absolute, or a path on this site);
 * `siteUrl` the site's public address ('' when unknown: then no canonical URL, and an image only
 * when its URL is already absolute).
 */
export function pageHead({ path, route, html, schoolName, slogan = '', siteUrl = '', logo = '' }) {
  const title = pageTitle(path, route, schoolName);
  const desc = description({ path, route, html, schoolName, slogan });
  const image = absoluteUrl(firstImage(html), siteUrl) || absoluteUrl(logo, siteUrl);
  const url = siteUrl ? siteUrl.replace(/\/$/, '') + path : '';
  return [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(desc)}" />`,
    `<meta property="og:title" content="${esc(title)}" />`,
    `<meta property="og:description" content="${esc(desc)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${esc(schoolName)}" />`,
    image ? `<meta property="og:image" content="${esc(image)}" />\n    <meta name="twitter:card" content="summary_large_image" />` : '',
    url ? `<meta property="og:url" content="${esc(url)}" />\n    <link rel="canonical" href="${esc(url)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
