// The service worker's version: a hash of what the site publishes (every page, data file, later
// part, image and asset under dist/, with its path) and of the worker's own code, so a rebuild
// whose pages changed (npm run rebuild:pages with new data) gives returning visitors a new worker,
// and one that changed nothing keeps the one they have. Left out: the compressed copies beside
// each file (the same content) and those still being written (.tmp: compression runs beside the
// rendering and renames them while this reads), sw.js itself, dot files (.vite's manifest, the
// prerenderer's list), past builds' data files (_b/: scripts/publish/release.ts archiveBuild),
// and the build's time stamp, which every page carries (data-built-at, ?b=) and which changes at
// each run even when nothing else does.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ARCHIVE_DIR } from '../publish/release';

/** Every published file under dir, as paths relative to it with '/', sorted. */
export function publishedFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const e of readdirSync(at, { withFileTypes: true })) {
      if (e.name.startsWith('.') || (at === dir && e.name === ARCHIVE_DIR)) continue;
      const p = join(at, e.name);
      // (A folder may be a link into the store of shared folders: scripts/publish/shared-dirs.ts.)
      if (e.isDirectory() || (e.isSymbolicLink() && statSync(p).isDirectory())) walk(p);
      else if (e.isFile() && !/\.(br|gz)(\.tmp)?$/.test(e.name) && p !== join(dir, 'sw.js'))
        out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * 12 hex digits. opts.stamp: the build's time stamp, left out wherever it appears; opts.stamps: the
 * other builds' stamps the site's pages carry (a page taken unchanged from the release before
 * keeps the stamp of the build that wrote it: scripts/build/page-reuse.ts), left out likewise;
 * opts.code: the worker's own source, hashed with the files.
 */
export function contentVersion(
  dir: string,
  { stamp = '', stamps = [], code = '' }: { stamp?: string; stamps?: string[]; code?: string } = {},
): string {
  const hash = createHash('sha256').update(code).update('\0');
  const all = [...new Set([stamp, ...stamps].map(String).filter(Boolean))].map((s) => [s, Buffer.from(s)] as const);
  for (const file of publishedFiles(dir)) {
    let body = readFileSync(join(dir, file));
    for (const [s, bytes] of all) if (body.includes(bytes)) body = Buffer.from(body.toString('latin1').split(s).join(''), 'latin1');
    hash.update(`${file}\0${body.length}\0`).update(body);
  }
  return hash.digest('hex').slice(0, 12);
}
