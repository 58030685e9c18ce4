// Folders shared between releases (issue 41: a rebuild with nothing new added 20.7 MB on disk,
// 5,392 folders of 4 KB each, the page tree and its _b/ archive, though every file in them was a
// hard link to the live release's). A finished release's folders are kept once, in a store beside
// the releases (.publish/dirs/<key>/), each named by what it holds: its files by inode (the
// store's own link keeps each inode alive, so while an entry is there its inode numbers name its
// very files, which no step ever writes into: they are replaced, never changed) and its folders by
// their keys. Each folder of the release's site is a symbolic link to its entry; in the store, a
// folder's folders are links to their own entries (../<key>). A folder equal in the next release
// is the same entry, so a rebuild adds only the folders whose content changed and those above
// them; a symbolic link this short lives in its inode, and takes no block of its own.
//
// A store entry is complete when it appears: its folders go in first, then it is renamed into
// place and sealed (its modification time set to one second past 1970). Once in the store it is
// never changed (a step that writes into a finished release would write into every release
// sharing the folder: none does); one changed by hand loses its seal, and the next release that
// has that folder whole puts it back whole. The entries no release links to go
// after the releases are pruned (sweepStore, under the publish lock). The web server follows the
// links (nginx and Apache do by default, as for dist itself; docs/deployment.md), as does
// filesUnder (scripts/publish/release.ts), which everything reading a release's files uses.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The store's folder, in the publish folder (.publish/dirs). */
export const STORE_DIR = 'dirs';

const KEY = /^[0-9a-f]{32}$/;

/** What a share did: the entries found in the store, and those put there. */
interface Counts {
  shared: number;
  stored: number;
}

/**
 * The key of every folder under `dir` (its path relative to `dir` → key), children before parents;
 * null for a folder holding something that is neither a file nor a folder (it and the folders
 * above it stay as they are).
 */
function keysOf(dir: string, rel: string, keys: Map<string, string | null>): string | null {
  const entries = readdirSync(join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  let shareable = true;
  for (const e of entries) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      const k = keysOf(dir, r, keys);
      if (!k) shareable = false;
      hash.update(`d\0${e.name}\0${k}\0`);
    } else if (e.isFile()) {
      const s = lstatSync(join(dir, r));
      hash.update(`f\0${e.name}\0${s.dev}:${s.ino}\0`);
    } else shareable = false;
  }
  const key = shareable ? hash.digest('hex').slice(0, 32) : null;
  keys.set(rel, key);
  return key;
}

/**
 * An entry's modification time once it is complete: a folder's changes when a name in it is
 * added or removed, so an entry changed by hand since (`rm -r dist/_b/<build>` removes a link in
 * the entry of _b/) is not taken for what its key says.
 */
const SEAL_S = 1;
const sealed = (entry: string) => statSync(entry, { throwIfNoEntry: false })?.mtimeMs === SEAL_S * 1000;

/**
 * Puts the folder `path` (a real folder, its folders' keys in `keys` by `rel`) into the store as
 * entry `key`, or finds it there (its folders first, each checked the same way); either way `path`
 * is gone afterwards. Counts in `n`.
 */
function store(storeDir: string, path: string, rel: string, key: string, keys: Map<string, string | null>, n: Counts): void {
  const folders = readdirSync(path, { withFileTypes: true }).filter((e) => e.isDirectory());
  // (keysOf gave every folder under a shareable one a key.)
  for (const e of folders) store(storeDir, join(path, e.name), `${rel}/${e.name}`, keys.get(`${rel}/${e.name}`)!, keys, n);
  const entry = join(storeDir, key);
  if (sealed(entry)) {
    rmSync(path, { recursive: true, force: true });
    n.shared++;
    return;
  }
  // (Its folders are in the store now: links to them, as the entry holds them.)
  for (const e of folders) symlinkSync(`../${keys.get(`${rel}/${e.name}`)!}`, join(path, e.name));
  // (An entry changed by hand is replaced by the whole one: the releases linking to it had it whole.)
  if (existsSync(entry)) rmSync(entry, { recursive: true, force: true });
  renameSync(path, entry);
  utimesSync(entry, SEAL_S, SEAL_S);
  n.stored++;
}

/**
 * Moves the folders of a finished release's site (`site`) into the store `storeDir` and puts a
 * link in the place of each: the site keeps its own top folder and the files in it (its dot
 * entries too: the build's records leave it first, scripts/build/record.ts moveRecords). Run
 * last, once nothing writes into the release. Returns { folders, shared, stored }: the folders
 * linked at the top, the entries found in the store and those put there.
 */
export function shareDirs(site: string, storeDir: string): Counts & { folders: number } {
  mkdirSync(storeDir, { recursive: true });
  const n = { folders: 0, shared: 0, stored: 0 };
  const up = relative(resolve(site), resolve(storeDir));
  for (const e of readdirSync(site, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const keys = new Map<string, string | null>();
    const key = keysOf(site, e.name, keys);
    if (!key) continue;
    store(storeDir, join(site, e.name), e.name, key, keys, n);
    symlinkSync(join(up, key), join(site, e.name));
    n.folders++;
  }
  return n;
}

/**
 * Removes the store's entries that none of `sites` links to (every release there is, finished or
 * not: an entry a release being made needs stays). Call it under the publish lock, after the
 * releases are pruned. Returns how many it removed.
 */
export function sweepStore(storeDir: string, sites: string[]): number {
  if (!existsSync(storeDir)) return 0;
  const store = resolve(storeDir);
  const used = new Set<string>();
  const mark = (key: string) => {
    if (used.has(key) || !KEY.test(key)) return;
    used.add(key);
    let entries;
    try {
      entries = readdirSync(join(store, key), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isSymbolicLink()) mark(basename(readlinkSync(join(store, key, e.name))));
  };
  for (const site of sites) {
    let entries;
    try {
      entries = readdirSync(site, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isSymbolicLink()) continue;
      const target = resolve(site, readlinkSync(join(site, e.name)));
      if (dirname(target) === store) mark(basename(target));
    }
  }
  let removed = 0;
  for (const name of readdirSync(store)) {
    if (used.has(name)) continue;
    rmSync(join(store, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
