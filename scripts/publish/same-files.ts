// Files a run wrote again with the very bytes the live release has (the search index, the feeds
// and the compressed copies of both, the 404 pages when nothing changed): each becomes a hard
// link to the live one, so a rebuild with nothing new adds nothing on disk, and what compares
// releases by file (the tests, a bucket's sync by digest) finds nothing new. Pages are reused
// before this (scripts/build/page-reuse.ts); this takes what the other steps write.
import { linkSync, lstatSync, readFileSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` written by this run alone (one link), as paths relative to `dir`; dot entries left out. */
function newFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...newFiles(dir, r));
    else if (e.isFile() && lstatSync(join(dir, r)).nlink === 1) out.push(r);
  }
  return out;
}

/**
 * Links each file of `site` that this run wrote (a single link) and whose bytes equal the live
 * release's file at the same path to that file. Returns how many it linked.
 */
export function linkUnchanged(liveSite: string | null | undefined, site: string): number {
  if (!liveSite) return 0;
  let linked = 0;
  const link = (mine: string, theirs: string) => {
    const tmp = `${mine}.same-${process.pid}`;
    linkSync(theirs, tmp);
    renameSync(tmp, mine);
    linked++;
  };
  const copies: string[] = [];
  for (const rel of newFiles(site)) {
    // A compressed copy is taken after its source (below): its bytes depend on the quality it was
    // made at (scripts/build/precompress.ts), not only on what it compresses.
    if (COPY.test(rel)) {
      copies.push(rel);
      continue;
    }
    const other = statOf(join(liveSite, rel));
    const own = statSync(join(site, rel));
    if (!other?.isFile() || other.size !== own.size || other.ino === own.ino) continue;
    if (readFileSync(join(site, rel)).equals(readFileSync(join(liveSite, rel)))) link(join(site, rel), join(liveSite, rel));
  }
  // The copy of a source that is the live one's file (linked above, or reused before) is the
  // live one's copy.
  for (const rel of copies) {
    const source = rel.replace(COPY, '');
    const mine = statOf(join(site, source));
    const theirs = statOf(join(liveSite, source));
    if (mine && theirs && mine.ino === theirs.ino && statOf(join(liveSite, rel))?.isFile()) link(join(site, rel), join(liveSite, rel));
  }
  return linked;
}

const COPY = /\.(br|gz)$/;

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
