// Releases: every build and every rebuild of the pages writes a complete site into a folder of its
// own, .publish/releases/<id>/site, and the served path (dist) is a symbolic link switched to it in
// one rename(2), so a visitor gets one release or the other, never half of one. The previous
// releases stay (a few) for `npm run rollback`. Beside each site: the server bundle it was made
// with (ssr/, so a rebuild and a rollback use the code of their own release), what it holds
// (release.json, written last: a folder without it is an unfinished build) and its report.
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve } from 'node:path';
// (The archive's folder and its URLs are the page writer's, which names them in every page.)
import { ARCHIVE_DIR, PAGE_FILE } from '../build/page-writer';
import { recordFile, recordsOf } from '../build/record';
import { STORE_DIR, sweepStore } from './shared-dirs';
export { ARCHIVE_DIR, archivedUrl } from '../build/page-writer';

/** How many finished releases are kept besides the live one. */
export const KEEP_RELEASES = 4;
/**
 * How long a build's page-data and later files stay reachable after it was made: a page opened
 * before a rebuild fetches its own build's data when an island wakes (/_b/<build>/…), never the
 * next build's (which would not match its HTML). A tab older than this gets no data file and falls
 * back to the data in its HTML.
 */
export const ARCHIVE_MS = 24 * 3600_000;

/** Where things are (layout). */
export interface Layout {
  dist: string;
  publishDir: string;
  releases: string;
  lockDir: string;
  lastReport: string;
  /** The store of the folders releases share (scripts/publish/shared-dirs.ts). */
  store: string;
}
/** A release folder's paths (startRelease). */
export interface ReleaseDir {
  id: string;
  dir: string;
  site: string;
  ssr: string;
}
/** A release.json: what a finished release holds. */
export interface ReleaseMeta {
  createdAt: number;
  builtAt: number | null;
  kind: string;
  /** When a rollback to an older release left it (markRollback): no later build carries its data files. */
  rolledBackAt?: number;
}
/** A finished release (listReleases). */
export type Release = ReleaseDir & ReleaseMeta;
/** The owner a lock's file names. */
interface LockOwner {
  pid: number;
  start: string | null;
  token: string;
}
/** A release's site and its build time, as archiveBuild reads them. */
interface BuiltSite {
  site: string;
  builtAt?: number | null;
  rolledBackAt?: number;
}

/**
 * Where things are: dist (the served link), .publish (state, releases), the lock's folder, the
 * store of the folders releases share (scripts/publish/shared-dirs.ts).
 */
export function layout({ dist, publishDir }: { dist: string; publishDir?: string }): Layout {
  const d = resolve(dist);
  const p = resolve(publishDir ?? join(dirname(d), '.publish'));
  return {
    dist: d,
    publishDir: p,
    releases: join(p, 'releases'),
    lockDir: join(p, 'locks'),
    lastReport: join(p, 'last-report.json'),
    store: join(p, STORE_DIR),
  };
}

/** A release id from a time: sortable, readable, a valid file name (20261127-101500-123). */
export const releaseId = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.(\d+)Z$/, '-$1');

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};
const kind = (p: string) => {
  try {
    const s = lstatSync(p);
    return s.isSymbolicLink() ? 'link' : s.isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
};

/** The finished releases, oldest first: { id, dir, site, ssr, createdAt, builtAt, kind }. */
export function listReleases(L: Layout): Release[] {
  if (!existsSync(L.releases)) return [];
  const out: Release[] = [];
  for (const id of readdirSync(L.releases)) {
    const dir = join(L.releases, id);
    const meta = readJson<ReleaseMeta>(join(dir, 'release.json'));
    if (meta) out.push({ ...meta, id, dir, site: join(dir, 'site'), ssr: join(dir, 'ssr') });
  }
  return out.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** The release dist points at, or null (no link yet, or a link to somewhere else). */
export function liveRelease(L: Layout): Release | null {
  if (kind(L.dist) !== 'link') return null;
  const target = resolve(dirname(L.dist), readlinkSync(L.dist));
  return listReleases(L).find((r) => r.site === target) ?? null;
}

/**
 * A dist/ that is a plain folder (a build from before releases) becomes the first release, with
 * dist-ssr/ beside it as its server bundle, and dist a link to it: in place, by renames.
 */
export function adoptPlainDist(L: Layout, now = Date.now()): string | null {
  if (kind(L.dist) !== 'dir') return null;
  const id = `${releaseId(now)}-adopted`;
  const dir = join(L.releases, id);
  mkdirSync(dir, { recursive: true });
  const ssr = join(dirname(L.dist), 'dist-ssr');
  if (kind(ssr) === 'dir') renameSync(ssr, join(dir, 'ssr'));
  renameSync(L.dist, join(dir, 'site'));
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ createdAt: now, builtAt: null, kind: 'adopted' }, null, 1));
  switchTo(L, id);
  return id;
}

/** A new, empty release folder (not yet finished: no release.json). */
export function startRelease(L: Layout, ms: number): ReleaseDir {
  mkdirSync(L.releases, { recursive: true });
  for (let n = 0; ; n++) {
    const id = releaseId(ms) + (n ? `-${n}` : '');
    const dir = join(L.releases, id);
    try {
      mkdirSync(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw e;
    }
    return { id, dir, site: join(dir, 'site'), ssr: join(dir, 'ssr') };
  }
}

/** Marks a release finished (the last file written before it may go live). */
export function finishRelease(release: { dir: string }, meta: ReleaseMeta | Record<string, unknown>): void {
  const tmp = join(release.dir, 'release.json.tmp');
  writeFileSync(tmp, JSON.stringify(meta, null, 1));
  renameSync(tmp, join(release.dir, 'release.json'));
}

/**
 * Points dist at a release in one step: a new link beside it, renamed over it (rename(2) replaces
 * a link atomically, so every request finds one release or the other). A relative link, so the
 * site's folder can be moved as a whole.
 */
export function switchTo(L: Layout, id: string): void {
  if (kind(L.dist) === 'dir') throw new Error(`${L.dist} is a folder, not a link: adoptPlainDist first`);
  const site = join(L.releases, id, 'site');
  if (!existsSync(site)) throw new Error(`release ${id} has no site/`);
  const tmp = `${L.dist}.switch-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(relative(dirname(L.dist), site), tmp);
  renameSync(tmp, L.dist);
}

/**
 * Removes finished releases beyond the newest `keep` (never the live one) and unfinished folders
 * (a build that crashed), except `current` (the one being made), then the shared folders none of
 * the releases left links to. Call it under the lock.
 */
export function prune(L: Layout, { keep = KEEP_RELEASES, current }: { keep?: number; current?: string } = {}): string[] {
  if (!existsSync(L.releases)) return [];
  const live = liveRelease(L)?.id;
  const finished = listReleases(L);
  const keepIds = new Set(finished.slice(-keep).map((r) => r.id));
  const removed: string[] = [];
  for (const id of readdirSync(L.releases)) {
    if (id === live || id === current || keepIds.has(id)) continue;
    // (A release's folders are links into the store: removing them leaves the store as it is.)
    rmSync(join(L.releases, id), { recursive: true, force: true });
    removed.push(id);
  }
  sweepStore(
    L.store ?? join(L.publishDir, STORE_DIR),
    readdirSync(L.releases).map((id) => join(L.releases, id, 'site')),
  );
  return removed;
}

/**
 * One publish at a time per site (a manual build while the timer's rebuild runs would mix them).
 * The lock is a file in .publish/locks/ named by a generation number (000001, 000002, …), made in
 * one step with its owner inside (written to a file of its own, then link(2)ed to its name, which
 * fails if the name exists): the owner is the process id, its start time (Linux's /proc: a pid the
 * system gave again to another process is not the owner) and a random token. The lock is held by
 * the newest generation while its owner runs. A generation whose owner is gone (killed, power cut)
 * is never removed to be taken: it is superseded by the next number, which exactly one run can
 * make; the holder then removes the ones below its own. A run that finds a newer number than its
 * own once it made it looked too long ago: it takes its file back and looks again. A run removes
 * only its own file, checked by its token. Returns a release function (and the lock's file), or
 * { busy: pid } when a live process holds it.
 */
export function lock(
  L: Layout,
): { release: () => void; file: string; busy?: undefined } | { busy: number; release?: undefined; file?: undefined } {
  mkdirSync(L.lockDir, { recursive: true });
  const me: LockOwner = { pid: process.pid, start: startTimeOf(process.pid), token: randomBytes(12).toString('hex') };
  const tmp = join(L.lockDir, `.${me.token}`);
  writeFileSync(tmp, `${JSON.stringify(me)}\n`);
  try {
    for (;;) {
      const gens = generations(L);
      const newest = gens.at(-1);
      if (newest) {
        const owner = readJson<LockOwner>(join(L.lockDir, newest.name));
        // (Gone since: look again. Unreadable: no owner, superseded like a dead one's.)
        if (!owner && !existsSync(join(L.lockDir, newest.name))) continue;
        if (owner && owns(owner)) return { busy: owner.pid };
      }
      const newestN = newest?.n ?? 0;
      const name = genName(newestN + 1);
      try {
        linkSync(tmp, join(L.lockDir, name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue; // another run made that number first: see who holds it
        throw e;
      }
      const file = join(L.lockDir, name);
      // A newer generation than this one means this run looked long ago: it holds nothing.
      if (generations(L).some((g) => g.n > newestN + 1)) {
        if (readJson<LockOwner>(file)?.token === me.token) rmSync(file, { force: true });
        continue;
      }
      // Held. The generations below are stale (their owners gone): removed.
      for (const g of gens) rmSync(join(L.lockDir, g.name), { force: true });
      const release = () => {
        if (readJson<LockOwner>(file)?.token === me.token) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release, file };
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}
/** Who holds the lock: the owner of its newest generation while it runs ({ pid, start, token }), or null. */
export function lockOwner(L: Layout): LockOwner | null {
  if (!existsSync(L.lockDir)) return null;
  const newest = generations(L).at(-1);
  const owner = newest && readJson<LockOwner>(join(L.lockDir, newest.name));
  return owner && owns(owner) ? owner : null;
}
const genName = (n: number) => String(n).padStart(6, '0');
/** The lock's generations in L.lockDir, oldest first. */
function generations(L: Layout) {
  return readdirSync(L.lockDir)
    .filter((f) => /^\d+$/.test(f))
    .map((name) => ({ name, n: Number(name) }))
    .sort((a, b) => a.n - b.n);
}
/** A process's start time (clock ticks after boot, /proc/<pid>/stat), or null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // (After the command's name, which is in parentheses and may hold spaces: field 22 is the 20th.)
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
/** Whether the owner a lock file names is still running: its pid alive and started when it was. */
function owns(owner: LockOwner) {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (!alive(owner.pid)) return false;
  const start = startTimeOf(owner.pid);
  return !(owner.start && start && owner.start !== start);
}
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ----- a rebuild of the pages starts from the live release -----

/** Files a build of the pages writes again: never taken from the live release. */
const REGENERATED = new Set(['.prerendered.json', '404.html', 'sitemap.xml', 'robots.txt', 'sw.js']);
/** Folders whose files are never rewritten in place (hashed names): shared by hard links. */
const IMMUTABLE = /^(assets|img)\//;
const baseOf = (rel: string) => rel.replace(/\.(br|gz)$/, '');

/**
 * Every file under dir, as paths relative to it with '/' (folders named in `skip` left out). A
 * link to a folder is followed: a finished release's folders are links into the store of shared
 * folders (scripts/publish/shared-dirs.ts).
 */
export function filesUnder(dir: string, skip = new Set<string>(), prefix = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    const type = e.isSymbolicLink() ? statSync(join(dir, rel), { throwIfNoEntry: false }) : e;
    if (type?.isDirectory()) {
      if (!skip.has(rel)) out.push(...filesUnder(dir, skip, rel));
    } else if (type?.isFile()) out.push(rel);
  }
  return out;
}

/** A copy that keeps the file's times (precompress tells a fresh .br copy by them). */
function copyKeepingTimes(from: string, to: string) {
  copyFileSync(from, to);
  const s = statSync(from);
  utimesSync(to, s.atime, s.mtime);
}

/**
 * Fills a new release's site with what the live one has besides its pages: the built code and
 * styles, the app shell, the public files, the hero images (kept for the prerenderer to reuse; the
 * ones no page uses any more are removed after it ran: dropUnlisted), each with its .br/.gz
 * copies: hard links, so a rebuild adds no bytes for them. (No step writes into a file it did not
 * make: a page file is removed before it is written or linked anew, compression renames its copies
 * over, and the files every run writes again are not staged.) The pages, their data and the files
 * the prerenderer writes again are left out, so a page the back-end no longer lists is simply not
 * there. The bundle's records are copied: the build writes its own record among them.
 */
export function stageFromLive(liveSite: string, site: string): { linked: number; copied: number } {
  const listed = new Set((readJson<unknown[]>(recordFile(liveSite, '.prerendered.json')) ?? []).filter((f) => typeof f === 'string'));
  let linked = 0;
  let copied = 0;
  // The bundle's records (the island manifest, what the loader imports, the worker's code), kept
  // beside the live site: back in the new site while it is built (moveRecords takes them out again).
  const records = recordsOf(liveSite);
  if (records && existsSync(records))
    for (const rel of filesUnder(records)) {
      if (REGENERATED.has(rel)) continue;
      mkdirSync(dirname(join(site, rel)), { recursive: true });
      copyKeepingTimes(join(records, rel), join(site, rel));
      copied++;
    }
  for (const rel of filesUnder(liveSite, new Set([ARCHIVE_DIR]))) {
    const base = baseOf(rel);
    if (REGENERATED.has(base) || (listed.has(base) && !IMMUTABLE.test(base))) continue;
    const to = join(site, rel);
    mkdirSync(dirname(to), { recursive: true });
    if (rel.startsWith('.')) {
      // (A site from before the records moved out keeps them in it: copied, as above.)
      copyKeepingTimes(join(liveSite, rel), to);
      copied++;
    } else {
      linkSync(join(liveSite, rel), to);
      linked++;
    }
  }
  return { linked, copied };
}

/**
 * A full build's new site gets the live release's hero copies (img/: named by the picture's bytes,
 * never rewritten) as hard links: a picture seen before is not made again, and when it cannot be
 * fetched (the back-end is down) its copies stay. The ones no page uses are removed after the
 * pages are made (dropUnlisted).
 */
export function linkImages(liveSite: string, site: string): number {
  if (!existsSync(join(liveSite, 'img'))) return 0;
  let n = 0;
  for (const rel of filesUnder(liveSite, new Set(), 'img')) {
    const to = join(site, rel);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    linkSync(join(liveSite, rel), to);
    n++;
  }
  return n;
}

/** The server bundle of the live release, for a rebuild of the pages (hard links). */
export function stageSsr(liveSsr: string, ssr: string): void {
  for (const rel of filesUnder(liveSsr)) {
    mkdirSync(dirname(join(ssr, rel)), { recursive: true });
    linkSync(join(liveSsr, rel), join(ssr, rel));
  }
}

/** Removes the hero images the new pages no longer use (img/ files not in its .prerendered.json). */
export function dropUnlisted(site: string): number {
  const listed = new Set(readJson<unknown[]>(join(site, '.prerendered.json')) ?? []);
  if (!existsSync(join(site, 'img'))) return 0;
  let n = 0;
  for (const rel of filesUnder(site).filter((f) => f.startsWith('img/'))) {
    if (!listed.has(baseOf(rel))) {
      rmSync(join(site, rel));
      n++;
    }
  }
  return n;
}

// ----- the data files of past builds stay reachable -----

const sameBytes = (a: string, b: string) => {
  try {
    return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
};
const linkTrio = (fromBase: string, toBase: string) => {
  for (const ext of ['', '.br', '.gz']) if (existsSync(fromBase + ext)) linkSync(fromBase + ext, toBase + ext);
};

/**
 * Gives a release its archive (site/_b/): this build's page-data.json, fresh.json and later.html files under
 * _b/<builtAt>/ (what its pages fetch), and the builds made within ARCHIVE_MS that the live
 * release (`previous`) or another kept one (`others`) holds, so a page a visitor opened before
 * the switch still gets its own build's data. Not carried: the build of a release rolled back
 * from (rolledBackAt, markRollback: the school chose not to show it, and a rebuild must not bring
 * it back), nor a past build's files of a page this build no longer has (a withdrawn notice: its
 * text is not served on under /_b/). A page this build still has keeps its past builds' files
 * until they are ARCHIVE_MS old (a list there may still name an item since removed). Hard links
 * throughout; a file equal to the previous build's shares its bytes. Run after precompress (the
 * .br/.gz copies are linked with their files).
 *
 * `pages`: the build's pages ({ dir, builtAt }, its record's). A page taken unchanged from the
 * release before (scripts/build/page-reuse.ts) carries the stamp of the build that wrote it and
 * fetches its files from that build's folder: they are kept there (links to the page's own) for as
 * long as a live page names them, whatever their age, and not under this build's folder, which
 * holds only the pages this build wrote (a rebuild with nothing new adds no folder of its own).
 */
export function archiveBuild({
  site,
  builtAt,
  previous,
  others = [],
  now = Date.now(),
  keepMs = ARCHIVE_MS,
  pages = [],
}: {
  site: string;
  builtAt: number;
  previous?: BuiltSite | null;
  others?: BuiltSite[];
  now?: number;
  keepMs?: number;
  /** The build's pages: a page whose files carry another build's stamp keeps them in that build's folder. */
  pages?: { dir: string; builtAt?: number }[];
}): { files: number; shared: number; carried: number[]; dropped: number; pinned: number } {
  const own = join(site, ARCHIVE_DIR, String(builtAt));
  const prevOwn = previous?.builtAt ? join(previous.site, ARCHIVE_DIR, String(previous.builtAt)) : null;
  const stampOf = new Map(pages.filter((p) => p.builtAt && Number(p.builtAt) !== Number(builtAt)).map((p) => [p.dir, String(p.builtAt)]));
  const pinned: [string, string][] = [];
  let files = 0;
  let shared = 0;
  for (const rel of filesUnder(site, new Set([ARCHIVE_DIR, 'assets', 'img']))) {
    if (!/(^|\/)(page-data\.json|later\.html|fresh\.json)$/.test(rel)) continue;
    const dir = dirname(rel) === '.' ? '' : dirname(rel);
    if (stampOf.has(dir)) {
      pinned.push([stampOf.get(dir)!, rel]);
      continue;
    }
    mkdirSync(dirname(join(own, rel)), { recursive: true });
    if (prevOwn && sameBytes(join(site, rel), join(prevOwn, rel))) {
      linkTrio(join(prevOwn, rel), join(own, rel));
      shared++;
    } else linkTrio(join(site, rel), join(own, rel));
    files++;
  }
  const withdrawn = new Set(
    [previous, ...others].filter((r): r is BuiltSite => !!(r?.rolledBackAt && r.builtAt)).map((r) => String(r.builtAt)),
  );
  // (A past build's file of a page this build still has: its folder has the page.)
  const pageStays = (rel: string) => existsSync(join(site, dirname(baseOf(rel)), PAGE_FILE));
  const carried: number[] = [];
  let dropped = 0;
  for (const from of [previous, ...others]) {
    const archive = from && !from.rolledBackAt ? join(from.site, ARCHIVE_DIR) : null;
    if (!archive || !existsSync(archive)) continue;
    for (const b of readdirSync(archive)) {
      if (!/^\d+$/.test(b) || b === String(builtAt) || withdrawn.has(b) || carried.includes(Number(b)) || now - Number(b) > keepMs)
        continue;
      for (const rel of filesUnder(join(archive, b))) {
        if (!pageStays(rel)) {
          dropped++;
          continue;
        }
        mkdirSync(dirname(join(site, ARCHIVE_DIR, b, rel)), { recursive: true });
        linkSync(join(archive, b, rel), join(site, ARCHIVE_DIR, b, rel));
      }
      carried.push(Number(b));
    }
  }
  // (Carried above when its build is recent; else linked from the page's own files, the same bytes.)
  for (const [stamp, rel] of pinned) {
    const to = join(site, ARCHIVE_DIR, stamp, rel);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    linkTrio(join(site, rel), to);
  }
  return { files, shared, carried: carried.sort((a, b) => a - b), dropped, pinned: pinned.length };
}

/**
 * After a rollback to `target`: every release made after it is marked rolled back from
 * (release.json's rolledBackAt), so no later build carries its data files (archiveBuild), and the
 * ones up to it are not (a rollback forward again clears them).
 */
export function markRollback(L: Layout, target: { id: string; createdAt: number }, now = Date.now()): void {
  for (const r of listReleases(L)) {
    const after = r.createdAt > target.createdAt || (r.createdAt === target.createdAt && r.id > target.id);
    if (after === !!r.rolledBackAt) continue;
    // (A finished release has its release.json.)
    const meta = readJson<ReleaseMeta>(join(r.dir, 'release.json'))!;
    if (after) meta.rolledBackAt = now;
    else delete meta.rolledBackAt;
    finishRelease(r, meta);
  }
}
