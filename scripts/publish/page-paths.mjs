// Whether a page's address (found in a link of the back-end's content) can be a page file of the
// site: the prerenderer writes /a/b as a/b/index.html with page-data.json (and later.html) beside
// it, so an address that decodes to no file name, or to a name the site writes itself, cannot be
// one. Such a page is skipped and reported (the SPA fallback still serves the address); it must
// never stop the build or overwrite another page's file.

/** File names the prerenderer writes in a page's folder. */
const PAGE_FILES = new Set(['index.html', 'page-data.json', 'later.html']);
/** Top-level folders of the site that are not pages (the code, the hero images, the data archive). */
const SITE_FOLDERS = new Set(['assets', 'img', '_b', '.vite']);

/** Why `path` (as linked: /programs/%E0%A4%95) cannot be a page file, or null when it can. */
export function pagePathProblem(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return 'not a path of the site';
  try {
    decodeURI(path);
  } catch {
    return 'the address is not valid percent-encoding (URI malformed)';
  }
  const segs = [];
  for (const raw of path.split('/').filter(Boolean)) {
    try {
      segs.push(decodeURIComponent(raw));
    } catch {
      return 'the address is not valid percent-encoding (URI malformed)';
    }
  }
  for (const s of segs) {
    if ([...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'the address holds a control character';
    if (s.includes('/') || s.includes('\\') || s === '.' || s === '..') return `"${s}" is not a file name`;
    if (Buffer.byteLength(s) > 200) return 'a part of the address is too long for a file name';
    if (PAGE_FILES.has(s.toLowerCase()) || /\.(br|gz)$/i.test(s)) return `the address names a file the site writes itself (${s})`;
  }
  if (segs.length && SITE_FOLDERS.has(segs[0].toLowerCase())) return `the address is inside the site's own /${segs[0]}/ folder`;
  return null;
}
