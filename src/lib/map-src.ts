// The map route gets ?frame=<map url> where the stored value may be a whole <iframe …> snippet or
// a bare URL. We take the src out and embed it only when it is a Google Maps embed URL; anything
// else never becomes an iframe.
// The same two origins the Content Security Policy allows as frames (scripts/build/security-headers.ts).
const ALLOWED = [/^https:\/\/www\.google\.com\/maps\/embed(\/|\?)/i, /^https:\/\/maps\.google\.com\/maps\?.*output=embed/i];

export function extractMapSrc(frame: string | null | undefined): string | null {
  if (!frame) return null;
  const v = frame.trim();
  const m = /<iframe[^>]*\ssrc\s*=\s*(["'])(.*?)\1/i.exec(v) ?? /<iframe[^>]*\ssrc\s*=\s*([^\s>]+)/i.exec(v);
  const src = (m ? (m[2] ?? m[1]) : v).replace(/&amp;/g, '&').trim();
  if (/[\s"'<>]/.test(src)) return null;
  return ALLOWED.some((re) => re.test(src)) ? src : null;
}
