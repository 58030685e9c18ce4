// Whether a page's address (found in a link of the back-end's content) can be a page folder of the
// site: the pages step (scripts/build/prerender.ts) writes /a/b as a/b/index.html with page-data.json,
// fresh.json (and later.html) beside it, so an address that decodes to no file name, or to a name the site
// writes itself, or into a folder of the site's own, cannot be one. Such a page is skipped and
// reported (the SPA fallback still serves the address); it never stops the build or overwrites
// another page's file. The one check of a page's path: the pipeline asks nothing else.
import { DATA_FILE, FRESH_FILE, LATER_FILE, PAGE_FILE } from '../build/page-writer';

/** File names the page writer puts in a page's folder. */
const PAGE_FILES = new Set([PAGE_FILE, DATA_FILE, FRESH_FILE, LATER_FILE]);
/** Top-level folders of the site that are not pages (the code, the hero images, past builds' data, the build's record). */
const SITE_FOLDERS = new Set(['assets', 'img', '_b', '.vite']);

/** Why `path` (as linked: /programs/%E0%A4%95) cannot be a page folder, or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return 'not a path of the site';
  const segs: string[] = [];
  for (const raw of path.split('/').filter(Boolean)) {
    try {
      segs.push(decodeURIComponent(raw));
    } catch {
      return 'a path segment is not valid percent-encoding (URI malformed)';
    }
  }
  for (const s of segs) {
    if ([...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'a path segment holds a control character';
    if (s.includes('/') || s.includes('\\')) return `a path segment holds a path separator (${JSON.stringify(s)})`;
    if (s === '.' || s === '..') return 'a path segment is a dot name';
    if (Buffer.byteLength(s) > 200) return 'a path segment is too long for a file name';
    // (The server's compressed copies too: /programs/x.json.br would be a folder where one goes.)
    if (PAGE_FILES.has(s.toLowerCase()) || /\.(br|gz)$/i.test(s)) return `a path segment names a file the site writes itself (${s})`;
  }
  if (segs.length && SITE_FOLDERS.has(segs[0].toLowerCase())) return `the address is inside the site's own /${segs[0]}/ folder`;
  return null;
}
