// @vitest-environment node
// Folders shared between releases (scripts/publish/shared-dirs.ts): a finished release's folders
// go into the store beside the releases, each a link there; the next release's folder with the
// same files (hard links: the same inodes) is the same entry, so a rebuild with nothing new adds
// no folder; a changed page makes new entries for its folder and those above it only; rollback
// serves the older release from its own entries; pruning a release removes the entries only it
// used, and a withdrawn page's folder stays only while a kept release shows it.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder, finishRelease, layout, liveRelease, prune, startRelease, switchTo } from '@scripts/publish/release';
import { shareDirs, sweepStore } from '@scripts/publish/shared-dirs';
import { describeSite } from '@scripts/publish/s3-manifest';

const roots: string[] = [];
afterEach(() => {
  for (const d of roots.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-dirs-'));
  roots.push(root);
  return layout({ dist: path.join(root, 'dist') });
}
type L = ReturnType<typeof layout>;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const PAGES: Record<string, string> = {
  'index.html': 'home',
  'media/notice/1/first/index.html': 'notice 1',
  'media/notice/1/first/page-data.json': '{"n":1}',
  'media/notice/2/second/index.html': 'notice 2',
  'media/notice/index.html': 'notices',
  'about/index.html': 'about',
  '_b/100/media/notice/1/first/page-data.json': '{"n":1}',
};
/**
 * A release as the pipeline makes one: from the live release (its files hard links, as
 * stageFromLive and the page reuse make them) with `changes` written anew (null: the file goes),
 * then shared, finished and switched to.
 */
function publish(L: L, ms: number, changes: Record<string, string | null>) {
  const live = liveRelease(L);
  const r = startRelease(L, ms);
  fs.mkdirSync(r.site, { recursive: true });
  // (The live release's files, hard links: what stageFromLive, the page reuse and the archive make.)
  if (live)
    for (const rel of filesUnder(live.site)) {
      fs.mkdirSync(path.dirname(path.join(r.site, rel)), { recursive: true });
      fs.linkSync(path.join(live.site, rel), path.join(r.site, rel));
    }
  for (const [rel, text] of Object.entries(changes)) {
    fs.rmSync(path.join(r.site, rel), { force: true });
    if (text !== null) write(path.join(r.site, rel), text);
  }
  const shared = shareDirs(r.site, L.store);
  finishRelease(r, { createdAt: ms, builtAt: ms, kind: 'build' });
  switchTo(L, r.id);
  return { ...r, shared };
}
/** Every folder of the store's entries and of the releases' sites that takes room (not a link). */
const realFolders = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .reduce((n, e) => n + 1 + realFolders(path.join(dir, e.name)), 0);
const read = (L: L, rel: string) => fs.readFileSync(path.join(L.dist, rel), 'utf8');

describe('folders shared between releases', () => {
  it('puts a release’s folders into the store, each a link, and serves every file through them', () => {
    const L = site();
    const r = publish(L, 1000, PAGES);
    // The site's own folder keeps its files; its folders are links into the store.
    for (const name of ['media', 'about', '_b']) expect(fs.lstatSync(path.join(r.site, name)).isSymbolicLink()).toBe(true);
    expect(realFolders(r.site)).toBe(0);
    // (Short relative links: they live in their inode, and the publish folder can be moved whole.)
    for (const name of ['media', '_b']) {
      const target = fs.readlinkSync(path.join(r.site, name));
      expect(path.isAbsolute(target)).toBe(false);
      expect(target.length).toBeLessThan(60);
    }
    expect(filesUnder(L.dist).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [rel, text] of Object.entries(PAGES)) expect(read(L, rel)).toBe(text);
    expect(r.shared).toEqual({ folders: 3, shared: 0, stored: 13 });
  });

  it('adds no folder for a rebuild with nothing new, and only the changed path for a changed page', () => {
    const L = site();
    const a = publish(L, 1000, PAGES);
    const entries = fs.readdirSync(L.store).length;
    const b = publish(L, 2000, {});
    expect(b.shared).toEqual({ folders: 3, shared: 13, stored: 0 });
    expect(fs.readdirSync(L.store).length).toBe(entries);
    for (const name of ['media', 'about', '_b'])
      expect(fs.readlinkSync(path.join(b.site, name))).toBe(fs.readlinkSync(path.join(a.site, name)));
    // One notice changed: its folder, notice/2/, notice/, media/ are new entries; the rest is shared.
    const c = publish(L, 3000, { 'media/notice/2/second/index.html': 'notice 2, corrected' });
    expect(c.shared.stored).toBe(4);
    expect(fs.readdirSync(L.store).length).toBe(entries + 4);
    expect(fs.readlinkSync(path.join(c.site, 'about'))).toBe(fs.readlinkSync(path.join(a.site, 'about')));
    expect(fs.realpathSync(path.join(c.site, 'media/notice/1'))).toBe(fs.realpathSync(path.join(a.site, 'media/notice/1')));
    expect(read(L, 'media/notice/2/second/index.html')).toBe('notice 2, corrected');
    // The release before still shows its own page.
    expect(fs.readFileSync(path.join(b.site, 'media/notice/2/second/index.html'), 'utf8')).toBe('notice 2');
  });

  it('rolls back to a kept release, whose folders are still in the store', () => {
    const L = site();
    const a = publish(L, 1000, PAGES);
    publish(L, 2000, { 'about/index.html': 'about, new', 'media/notice/1/first/index.html': null });
    expect(read(L, 'about/index.html')).toBe('about, new');
    expect(fs.existsSync(path.join(L.dist, 'media/notice/1/first/index.html'))).toBe(false);
    prune(L, { keep: 4 });
    switchTo(L, a.id);
    expect(read(L, 'about/index.html')).toBe('about');
    expect(read(L, 'media/notice/1/first/index.html')).toBe('notice 1');
  });

  it('removes with a pruned release the entries only it used, and keeps those the kept ones use', () => {
    const L = site();
    publish(L, 1000, PAGES);
    // Notice 1 withdrawn; then releases enough for the first to be pruned.
    publish(L, 2000, { 'media/notice/1/first/index.html': null, 'media/notice/1/first/page-data.json': null });
    const withdrawn = () =>
      fs
        .readdirSync(L.store)
        .filter(
          (k) =>
            fs.existsSync(path.join(L.store, k, 'index.html')) &&
            fs.readFileSync(path.join(L.store, k, 'index.html'), 'utf8') === 'notice 1',
        );
    expect(withdrawn()).toHaveLength(1);
    for (const ms of [3000, 4000, 5000]) publish(L, ms, { 'index.html': `home ${ms}` });
    prune(L, { keep: 4 }); // (five finished: the first goes)
    expect(fs.readdirSync(L.releases)).toHaveLength(4);
    expect(withdrawn()).toEqual([]);
    // Every kept release still serves all its files, and no entry is left that none links to.
    for (const id of fs.readdirSync(L.releases)) {
      const s = path.join(L.releases, id, 'site');
      for (const rel of filesUnder(s)) expect(fs.readFileSync(path.join(s, rel), 'utf8').length).toBeGreaterThan(0);
      expect(filesUnder(s)).toContain('about/index.html');
    }
    expect(
      sweepStore(
        L.store,
        fs.readdirSync(L.releases).map((id) => path.join(L.releases, id, 'site')),
      ),
    ).toBe(0);
  });

  it('takes no entry changed by hand for what its key says: the next release with that folder whole puts it back', () => {
    const L = site();
    const a = publish(L, 1000, PAGES);
    // Through the live release, a file removed from a shared folder (the entry of media/notice/1/first/),
    // whose bytes live on under another name (as a page's own files do in its build's archive).
    const kept = path.join(path.dirname(L.dist), 'kept.json');
    fs.linkSync(path.join(L.dist, 'media/notice/1/first/page-data.json'), kept);
    fs.rmSync(path.join(L.dist, 'media/notice/1/first/page-data.json'));
    // The next release has that folder whole: the same files, so the same key.
    const r = startRelease(L, 2000);
    for (const rel of Object.keys(PAGES)) {
      fs.mkdirSync(path.dirname(path.join(r.site, rel)), { recursive: true });
      fs.linkSync(rel === 'media/notice/1/first/page-data.json' ? kept : path.join(a.site, rel), path.join(r.site, rel));
    }
    const before = path.join(r.site, 'media/notice/1/first/index.html');
    const ino = fs.statSync(before).ino;
    shareDirs(r.site, L.store);
    expect(fs.readFileSync(path.join(r.site, 'media/notice/1/first/page-data.json'), 'utf8')).toBe('{"n":1}');
    expect(fs.statSync(path.join(r.site, 'media/notice/1/first/index.html')).ino).toBe(ino);
    // (The release that linked to it has it whole again: its key said so.)
    expect(fs.readFileSync(path.join(a.site, 'media/notice/1/first/page-data.json'), 'utf8')).toBe('{"n":1}');
  });

  it('gives a bucket every file of a release whose folders are links', () => {
    const L = site();
    const r = publish(L, 1000, PAGES);
    expect(Object.keys(describeSite(r.site)).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('keeps a folder holding something else than files and folders as it is', () => {
    const L = site();
    const r = startRelease(L, 1000);
    write(path.join(r.site, 'a/b/index.html'), 'x');
    write(path.join(r.site, 'c/index.html'), 'y');
    fs.symlinkSync('/elsewhere', path.join(r.site, 'a/b/odd'));
    const n = shareDirs(r.site, L.store);
    expect(fs.lstatSync(path.join(r.site, 'a')).isDirectory()).toBe(true);
    expect(fs.lstatSync(path.join(r.site, 'c')).isSymbolicLink()).toBe(true);
    expect(n).toEqual({ folders: 1, shared: 0, stored: 1 });
  });
});
