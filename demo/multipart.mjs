// multipart/form-data (RFC 7578) for the demo back-end, from a body already read whole and bounded
// (server.mjs stops reading past its limit). Hand-written rather than busboy: the demo keeps to
// Node built-ins, a bounded buffer needs no streaming, and what it must get right is small:
// quoted parameters with escapes, filename* (RFC 5987), parts named as the ERP reads them, and a
// malformed or oversized body refused instead of half read.

/** Parts at most in one body: a form of ours has a few dozen; more is a client gone wrong. */
export const MAX_PARTS = 200;
/** A part's header block at most (a browser writes about 150 bytes). */
const MAX_HEAD_BYTES = 8 * 1024;

/**
 * The boundary of a multipart/form-data Content-Type (of any multipart/* with anyMultipart, as
 * Web API's reader takes them), or null when it is not one.
 */
export function boundaryOf(contentType, anyMultipart = false) {
  const type = String(contentType ?? '');
  if (!(anyMultipart ? /^\s*multipart\/[^\s;]+\s*(;|$)/i : /^\s*multipart\/form-data\s*(;|$)/i).test(type)) return null;
  const b = headerParams(type.slice(type.indexOf(';') + 1)).boundary;
  // RFC 2046: 1 to 70 characters, not ending in a space.
  return b && b.length <= 70 && !/ $/.test(b) ? b : null;
}

/**
 * Parameters of a header value after its first item: `form-data; name="a"; filename*=UTF-8''b%20c`
 * → { name: 'a', filename: 'b c' } (names lower-cased; \" in a quoted string is a quote; an RFC 5987 value
 * decoded, and it wins over the plain one of the same name).
 */
export function headerParams(text) {
  const out = {};
  const extended = {};
  const re = /\s*;?\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/gy;
  let s = String(text).replace(/^[^;=]*;/, ';'); // drop the leading item ("form-data")
  if (!s.startsWith(';')) s = `;${s}`;
  re.lastIndex = 0;
  let m;
  while (re.lastIndex < s.length && (m = re.exec(s))) {
    const key = m[1].toLowerCase();
    // Only \" is taken as an escape: browsers write a backslash in a file name as it is.
    const value = m[2] !== undefined ? m[2].replace(/\\"/g, '"') : m[3].trim();
    if (key.endsWith('*')) {
      const decoded = decode5987(value);
      if (decoded !== null) extended[key.slice(0, -1)] = decoded;
    } else if (!(key in out)) out[key] = value;
  }
  return { ...out, ...extended };
}

function decode5987(value) {
  const m = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
  if (!m) return null;
  const charset = m[1].toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(m[2]);
    if (charset === 'iso-8859-1') return m[2].replace(/%([0-9a-f]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
  } catch {
    return null;
  }
  return null;
}

/**
 * The parts of a multipart/form-data body: [{ name, filename?, type?, body }] in their order, or
 * null when the body is malformed (no closing delimiter, a part without headers, a header block
 * too long) or holds more than maxParts parts. A part with a filename parameter (even empty) is a
 * file, as ASP.NET counts it; a part that is not form-data or has no name is left out.
 */
export function parseMultipart(buf, boundary, maxParts = MAX_PARTS) {
  if (!boundary) return null;
  const dash = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter opens the body or follows the preamble on a line of its own.
  let pos = buf.subarray(0, dash.length).equals(dash) ? 0 : buf.indexOf(next);
  if (pos < 0) return null;
  pos += pos === 0 ? dash.length : next.length;
  const parts = [];
  let count = 0;
  for (;;) {
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) return parts; // close delimiter
    // Transport padding, then the line break that ends the delimiter line.
    while (buf[pos] === 0x20 || buf[pos] === 0x09) pos++;
    if (buf[pos] !== 0x0d || buf[pos + 1] !== 0x0a) return null;
    const start = pos + 2;
    const end = buf.indexOf(next, start);
    if (end < 0) return null;
    if (++count > maxParts) return null;
    const part = buf.subarray(start, end);
    const headEnd = part.indexOf('\r\n\r\n');
    const emptyHead = part.subarray(0, 2).toString('latin1') === '\r\n';
    if (headEnd < 0 && !emptyHead) return null;
    if (headEnd > MAX_HEAD_BYTES) return null;
    const head = emptyHead ? '' : part.subarray(0, headEnd).toString('utf8');
    const body = part.subarray(emptyHead ? 2 : headEnd + 4);
    const headers = {};
    for (const line of head.split('\r\n')) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] ??= line.slice(i + 1).trim();
    }
    const disposition = headers['content-disposition'] ?? '';
    if (/^\s*form-data\s*(;|$)/i.test(disposition)) {
      const params = headerParams(disposition);
      if (params.name !== undefined) {
        const p = { name: params.name, body };
        if (params.filename !== undefined) p.filename = params.filename;
        if (headers['content-type'] !== undefined) p.type = headers['content-type'];
        parts.push(p);
      }
    }
    pos = end + next.length;
  }
}
