// Every URL that comes from data is checked here before it becomes an href, src or iframe.
// Only http(s) survives by default; mailto:/tel: are built by us from plain values.

/** The URL if it is an absolute http(s) URL (or a site-relative path when allowed), else null. */
export function safeHttpUrl(raw: unknown, opts: { allowRelative?: boolean } = {}): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!s) return null;
  // Control characters and whitespace inside a URL are how "java\nscript:" tricks work.
  if (/[\u0000-\u001f\u007f\s]/.test(s)) return null;
  if (opts.allowRelative && s.startsWith('/')) return sitePath(s);
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return null;
  }
  return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
}

// A site path must stay on the site: browsers read '//evil.com' and '/\evil.com' (a backslash is
// a slash to them) as another host. Resolved against a stand-in origin as a browser resolves it, a
// path that leaves it is refused; one that stays is kept as written.
const HOME = 'https://site.invalid';
function sitePath(s: string): string | null {
  try {
    return new URL(s, HOME).origin === HOME ? s : null;
  } catch {
    return null;
  }
}

/** A mailto: link for a plain e-mail address, or null. */
export function mailtoHref(email: string): string | null {
  const e = email.trim();
  return /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(e) ? `mailto:${e}` : null;
}

/** A tel: link keeping only digits and a leading +, or null when there is no number. */
export function telHref(phone: string): string | null {
  const first = phone.split(/[,/;]/)[0];
  const digits = first.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 5 ? `tel:${digits}` : null;
}
