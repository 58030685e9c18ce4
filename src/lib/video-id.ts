// SPEC §3 "Video": the id is read from the 'v=' query parameter up to '&'. Admins also paste
// youtu.be/ID, /embed/ID, /shorts/ID and /live/ID links. Whatever we read is embedded only when
// it matches the provider's id pattern (11 of A–Z a–z 0–9 _ -), so nothing typed into the
// back-end can reach an iframe src except a well-formed id.
const ID = /^[A-Za-z0-9_-]{11}$/;

function accept(candidate: string | undefined): string | null {
  return candidate !== undefined && ID.test(candidate) ? candidate : null;
}

/** The video id of a URL as typed by the school, or null (missing, other shapes, hostile). */
export function videoId(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const s = url.trim();
  if (!s) return null;
  // A bare id pasted on its own.
  if (ID.test(s)) return s;
  // SPEC: the 'v=' query parameter, up to '&' (and never past a fragment).
  const q = /[?&]v=([^&#]*)/.exec(s);
  if (q) return accept(q[1]);
  const p = /(?:^|\/\/)(?:www\.|m\.)?(?:youtu\.be\/|(?:youtube(?:-nocookie)?\.com)\/(?:embed|shorts|live|v)\/)([^/?&#]*)/i.exec(s);
  return p ? accept(p[1]) : null;
}

/** The privacy-enhanced player URL for a checked id (autoplay: it loads on the visitor's click). */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}

/** The provider's thumbnail for a checked id. */
export function thumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
