// Pages a build takes from the live release instead of writing them again (issue 41: a rebuild
// with nothing new took as long as the full build, most of it compressing files that had not
// changed). The pages step still renders every page: which data a page reads, and which pages it
// links to, are known only once it is rendered, and rendering is the cheap part (the demo's 152
// pages: about 4 s of rendering against 26 s of brotli at quality 11). A rendered page whose files
// are those of its page in the live release, but for the build's time stamp, is not written: its
// files and their .br/.gz copies are hard links to the live release's, stamp and all. So
// everything a page's bytes depend on (its data, the code and CSS it names, the config, a date it
// shows, the picture copies it draws) decides, and nothing else: a notice that expired, a new
// today on the calendar, a picture copied anew, a changed island all change the files.
//
// A reused page keeps its own build's stamp, so it fetches its data file and later part from that
// build's archive (/_b/<its build>/…): the archive keeps those files as long as a live page names
// them (scripts/publish/release.ts archiveBuild, `pages`), however old they are. The record of
// each page says which build wrote it (`builtAt`) and its files' digest (`digest`), which the next
// build compares with its own.
import { createHash } from 'node:crypto';
import { existsSync, linkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../../src/prerender/render-page';
import type { PageIsland } from './home-chunks';
import type { SearchRecord } from './search-index';

/**
 * A page as the live release's build record lists it (the pages step's record of each page it
 * wrote); a record from before digests has none, and older ones lack more.
 */
export interface LivePage {
  path: RenderedPage['path'];
  dir: string;
  /** The build that wrote its files (its stamp), and their digest (pageDigest). */
  builtAt?: number;
  digest?: string;
  files?: string[];
  /** The brotli quality its files were compressed at (scripts/build/precompress.ts BROTLI). */
  brotli?: number;
  /** The data keys it read, and its inputs' digest (inputDigests). */
  keys?: string[];
  inputs?: string;
  timeRead?: RenderedPage['timeRead'];
  /** Its links, as numbers into the record's table of links. */
  links?: number[];
  /** Its islands, as the pages step recorded them (a page reused unrendered keeps them). */
  islands?: PageIsland[];
  /** The page writer's facts of it (a page reused unrendered keeps them). */
  marks?: string[];
  waits?: string[];
  /** Its search record (search-index.ts; null: a page of a searched kind with no text). */
  search?: SearchRecord | null;
}

/** What a page's files hold in place of its build's time stamp, for the digest. */
const STAMP_MARK = '\u0000stamp\u0000';

/**
 * The digest of a page's files ({ name: text }) as they would be in any build: the build's time
 * stamp `builtAt` taken out wherever it appears (data-built-at, ?b=, /_b/<build>/).
 */
export function pageDigest(files: Record<string, string>, builtAt: number): string {
  const stamp = String(builtAt);
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0`).update(files[name].split(stamp).join(STAMP_MARK)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** A live page that can be reused: one whose record has its files' digest and names. */
export type ReusablePage = LivePage & { digest: string; files: string[] };
const reusable = (p: LivePage | null | undefined): p is ReusablePage => !!p?.digest && Array.isArray(p.files);

/**
 * Reuse from the live release's site `liveSite`, whose record lists `livePages` (each { path, dir,
 * digest, builtAt, files }; a record from before digests has none, and nothing is reused).
 * `take(address, digest, names, dir, out)` links the live page's files into `out/<dir>` when its
 * digest and names are this page's and every file is there, and returns the build that wrote them
 * (its stamp), or null (the page is to be written).
 *
 * `churned(address)`: whether the live release's run wrote the page too (rather than taking it from
 * the one before: `incremental`, a run that reused pages), i.e. it changed in two runs in a row
 * and is compressed at the cheap quality (scripts/build/precompress.ts); `twin(address)`: its record.
 *
 * `liveLinks`: the live record's table of links, which each page's `links` number.
 */
export function pageReuse({
  liveSite,
  livePages,
  liveBuiltAt,
  incremental = false,
  liveLinks = null,
}: {
  liveSite?: string | null;
  livePages?: LivePage[] | null;
  liveBuiltAt?: number | null;
  incremental?: boolean;
  liveLinks?: string[] | null;
}) {
  const byPath = new Map<string, ReusablePage>();
  if (liveSite) for (const p of livePages ?? []) if (reusable(p)) byPath.set(p.path, p);
  return {
    /** How many pages the live release has that could be reused. */
    size: byPath.size,
    twin: (address: string): ReusablePage | null => byPath.get(address) ?? null,
    /** A live page's links (site paths), from its record's numbers into the record's table; null when unknown. */
    linksOf(old: LivePage | null | undefined): string[] | null {
      if (!Array.isArray(liveLinks) || !Array.isArray(old?.links)) return null;
      const links = old.links.map((n) => liveLinks[n]);
      return links.every((l) => typeof l === 'string') ? links : null;
    },
    churned(address: string): boolean {
      const old = byPath.get(address);
      return !!(incremental && old && liveBuiltAt && Number(old.builtAt) === Number(liveBuiltAt));
    },
    /** `segs`: the page's folder, as path segments. */
    take(address: string, digest: string, names: string[], segs: string[], out: string): number | null {
      const old = byPath.get(address);
      if (!liveSite || !old || old.digest !== digest || old.files.length !== names.length || !names.every((n) => old.files.includes(n)))
        return null;
      const from = join(liveSite, ...segs);
      if (!names.every((n) => existsSync(join(from, n)))) return null;
      const to = join(out, ...segs);
      for (const name of names)
        for (const ext of ['', '.br', '.gz']) {
          // (A file the folder had, e.g. the app shell Vite wrote as index.html, goes first: a
          // link never writes into a file, which another release may share.)
          unlinkIfThere(join(to, name + ext));
          if (existsSync(join(from, name + ext))) linkSync(join(from, name + ext), join(to, name + ext));
        }
      return Number(old.builtAt) || Number(liveBuiltAt) || null;
    },
  };
}

/**
 * Removes a file before it is written or linked anew: a link another release shares is never
 * written into. (A folder in its place is an error, as writing there would be.)
 */
export function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/**
 * Writes a file of this release as a file of its own: a staged file is a hard link to the live
 * release's (stageFromLive), and writing into it would change the live site under its visitors.
 */
export function writeOwn(file: string, data: string | Uint8Array): void {
  unlinkIfThere(file);
  writeFileSync(file, data);
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * A page's inputs, as a digest, for a build to tell before rendering a page that it would render
 * the same as last time: `global` (the server bundle's and island manifest's hash, the config,
 * the site's address and policy, the back-end, the footer's year, which keys the snapshot has: a
 * key that appears could be read by a page that found nothing there before), and of the page its
 * address, its route, and the value, fingerprint and picture copies of each data key it read.
 * `copiesFor(data, images)`: the server bundle's (the copies a page's data names). A page that
 * read the build's time (a notice's expiry, the calendar's today) is rendered every run whatever
 * its inputs (prerender.ts).
 */
export function inputDigests({
  global,
  snapshot,
  fingerprints = {},
  images,
  copiesFor,
  opOf = (k) => k,
}: {
  global: unknown;
  snapshot: Record<string, unknown>;
  fingerprints?: Record<string, string>;
  images?: unknown;
  copiesFor?: (data: Record<string, unknown>, images: never) => unknown;
  /** The operation a data key is of (a view's: the operation it is made from); the key itself when it is one. */
  opOf?: (key: string) => string | undefined;
}): (keys: string[], address: string, route: unknown) => string {
  const values = new Map<string, string>();
  const valueOf = (k: string) => {
    if (!values.has(k)) values.set(k, sha(JSON.stringify(snapshot[k] ?? null) ?? 'undefined'));
    return values.get(k);
  };
  const base = sha(JSON.stringify({ global, keys: Object.keys(snapshot).sort() }));
  return (keys, address, route) => {
    // A view of an operation (src/api/views.ts: a page of a list, one notice) is not in the
    // snapshot: it stands for the whole answer it is made from, so any change to that answer
    // renders the page again (and its files decide whether it is written).
    const ops = keys.map((k) => opOf(k) ?? k);
    const shown = Object.fromEntries(ops.filter((k) => k in snapshot).map((k) => [k, snapshot[k]]));
    const copies = images && copiesFor ? copiesFor(shown, images as never) : null;
    return sha(
      JSON.stringify({
        base,
        address,
        route,
        data: keys.map((k, i) => [k, ops[i] in snapshot ? valueOf(ops[i]) : null, fingerprints[ops[i]] ?? null]),
        copies,
      }),
    );
  };
}
