// Back-end HTML as plain text, for SPEC's character rules (teasers count characters of the visible
// text, so HTML is cut on text, never inside a tag; testimonials: "Description may contain HTML,
// stripped to text"). Unlike a blunt tag strip it keeps inline markup inline ("fix
// <strong>them</strong>." → "fix them."), turns blocks and <br> into line breaks, and decodes
// entities once, after the tags are gone (so "&lt;script&gt;" stays text and "&amp;lt;" stays "&lt;").
const NAMED: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  rupee: '₹',
  euro: '€',
  pound: '£',
  cent: '¢',
  sect: '§',
  para: '¶',
  shy: '',
  zwj: '\u200d',
  zwnj: '\u200c',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : m;
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

const BLOCK = 'p|div|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|header|footer|pre';

export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi'), '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** The first `limit` characters and '...' when longer; the text unchanged otherwise. */
export function truncateText(text: string, limit: number, ellipsis = '...'): string {
  return text.length > limit ? text.slice(0, limit).trimEnd() + ellipsis : text;
}
