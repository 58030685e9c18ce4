// @vitest-environment node
// Releases (scripts/publish/release.ts): each build a complete folder of its own, dist a link
// switched in one rename, a plain dist/ of an older build adopted in place, the previous ones kept
// for rollback and the rest pruned, one publish at a time, and a rebuild that starts from the live
// release without its pages (so a withdrawn item's page is simply not there).
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import {
  adoptPlainDist,
  archiveBuild,
  archivedUrl,
  dropUnlisted,
  filesUnder,
  finishRelease,
  layout,
  listReleases,
  liveRelease,
  lock,
  lockOwner,
  markRollback,
  prune,
  releaseId,
  stageFromLive,
  startRelease,
  switchTo,
} from '@scripts/publish/release';
import { moveRecords, readBuild, readBundle } from '@scripts/build/record';
import { pagesOf } from '@scripts/publish/report';

// (Another process: Node with tsx, as the pipeline runs, since the module is TypeScript.)
const importLock = `import { lock } from ${JSON.stringify(path.resolve('scripts/publish/release.ts'))}`;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  dirs.push(root);
  return layout({ dist: path.join(root, 'dist') });
}
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
/** A finished release whose index.html says `text`. */
function release(L: ReturnType<typeof layout>, ms: number, text: string, builtAt: number | null = ms) {
  const r = startRelease(L, ms);
  write(path.join(r.site, 'index.html'), text);
  finishRelease(r, { createdAt: ms, builtAt, kind: 'build' });
  return r.id;
}
const served = (L: ReturnType<typeof layout>) => fs.readFileSync(path.join(L.dist, 'index.html'), 'utf8');

describe('releases', () => {
  it('names a release by its time, sortable and a valid file name', () => {
    expect(releaseId(Date.UTC(2026, 10, 27, 10, 15, 0, 123))).toBe('20261127-101500-123');
  });

  it('switches dist to a release as a relative link, and switches again', () => {
    const L = site();
    const a = release(L, 1000, 'A');
    const b = release(L, 2000, 'B');
    switchTo(L, a);
    expect(fs.lstatSync(L.dist).isSymbolicLink()).toBe(true);
    expect(path.isAbsolute(fs.readlinkSync(L.dist))).toBe(false);
    expect(served(L)).toBe('A');
    expect(liveRelease(L)?.id).toBe(a);
    switchTo(L, b);
    expect(served(L)).toBe('B');
    expect(liveRelease(L)?.id).toBe(b);
    // No switch link left behind.
    expect(fs.readdirSync(path.dirname(L.dist)).filter((f) => f.startsWith('dist.'))).toEqual([]);
  });

  it('lists only finished releases, oldest first', () => {
    const L = site();
    release(L, 3000, 'C');
    release(L, 1000, 'A');
    startRelease(L, 2000); // a build that never finished
    expect(listReleases(L).map((r) => r.createdAt)).toEqual([1000, 3000]);
  });

  it('adopts a plain dist/ (and dist-ssr/) of an older build as the first release, in place', () => {
    const L = site();
    write(path.join(L.dist, 'index.html'), 'OLD');
    write(path.join(path.dirname(L.dist), 'dist-ssr', 'entry-server.js'), 'ssr');
    const id = adoptPlainDist(L, 5000);
    expect(id).toMatch(/adopted$/);
    expect(fs.lstatSync(L.dist).isSymbolicLink()).toBe(true);
    expect(served(L)).toBe('OLD');
    expect(fs.readFileSync(path.join(L.releases, id!, 'ssr', 'entry-server.js'), 'utf8')).toBe('ssr');
    expect(adoptPlainDist(L)).toBeNull();
  });

  it('keeps the newest releases and the live one, and removes unfinished folders but the current', () => {
    const L = site();
    const ids = [1, 2, 3, 4, 5, 6].map((n) => release(L, n * 1000, `R${n}`));
    switchTo(L, ids[0]);
    const current = startRelease(L, 7000).id;
    const crashed = startRelease(L, 500).id;
    const removed = prune(L, { keep: 3, current });
    expect(removed.sort()).toEqual([ids[1], ids[2], crashed].sort());
    expect(fs.readdirSync(L.releases).sort()).toEqual([ids[0], ids[3], ids[4], ids[5], current].sort());
  });

  it('lets one publish run at a time, and takes over the lock of a process that is gone', () => {
    const L = site();
    const first = lock(L);
    expect(first.release).toBeTypeOf('function');
    // Another process holding it:
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `${importLock}; console.log(JSON.stringify(lock(${JSON.stringify(L)})))`],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(child.stdout)).toEqual({ busy: process.pid });
    first.release!();
    expect(lockOwner(L)).toBeNull();
    // A lock left by a process that died (a pid no process has):
    fs.writeFileSync(path.join(L.lockDir, '000007'), JSON.stringify({ pid: 999999999, start: '1', token: 'gone' }));
    const again = lock(L);
    expect(again.release).toBeTypeOf('function');
    expect(lockOwner(L)?.pid).toBe(process.pid);
    // (The stale generation is gone; the new one is the next number.)
    expect(fs.readdirSync(L.lockDir)).toEqual(['000008']);
    again.release!();
    expect(fs.readdirSync(L.lockDir)).toEqual([]);
  });

  it("takes over a lock whose pid is now another process's (a pid given again), and a lock it cannot read", () => {
    const L = site();
    fs.mkdirSync(L.lockDir, { recursive: true });
    // This very process's pid, recorded with another start time: the run that wrote it is gone.
    fs.writeFileSync(path.join(L.lockDir, '000001'), JSON.stringify({ pid: process.pid, start: '1', token: 'old' }));
    const held = lock(L);
    expect(held.release).toBeTypeOf('function');
    held.release!();
    fs.writeFileSync(path.join(L.lockDir, '000003'), '{"pid": 12');
    const next = lock(L);
    expect(next.release).toBeTypeOf('function');
    next.release!();
  });

  it('a run removes only its own lock: not one that is no longer its own', () => {
    const L = site();
    const held = lock(L);
    if (!held.release) throw new Error('the lock was not taken');
    // (As if another run had taken it over in the meantime.)
    const other = JSON.stringify({ pid: process.pid, start: lockOwner(L)!.start, token: 'another-run' });
    fs.writeFileSync(held.file, other);
    held.release();
    expect(fs.readFileSync(held.file, 'utf8')).toBe(other);
  });

  it('after a run killed half-way, of many runs started together exactly one holds the lock, each round', async () => {
    const L = site();
    const ROUNDS = 6;
    const RUNS = 6;
    for (let round = 0; round < ROUNDS; round++) {
      // A run that took the lock and was killed (SIGKILL: no exit handler ran), its file left.
      const crashed = spawnSync(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `${importLock}; lock(${JSON.stringify(L)}); process.kill(process.pid, 'SIGKILL')`,
      ]);
      expect(crashed.signal).toBe('SIGKILL');
      expect(fs.readdirSync(L.lockDir).filter((f) => /^\d+$/.test(f)).length).toBeGreaterThan(0);
      expect(lockOwner(L)).toBeNull();
      // Each run waits for the same moment, takes the lock, says what it got, and holds it (if it
      // got it) until every run has said: a slow start cannot come after the holder's exit.
      const at = Date.now() + 1500;
      const done = path.join(L.publishDir, `done-${round}`);
      const script = `${importLock}; import { existsSync } from 'node:fs'; while (Date.now() < ${at}); const r = lock(${JSON.stringify(L)}); console.log(JSON.stringify({ pid: process.pid, held: !!r.release, busy: r.busy })); const wait = setInterval(() => existsSync(${JSON.stringify(done)}) && clearInterval(wait), 20);`;
      const children = Array.from({ length: RUNS }, () =>
        spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] }),
      );
      const said = children.map(
        (c) =>
          new Promise<{ pid: number; held: boolean; busy?: number }>((resolve, reject) => {
            let out = '';
            c.stdout.on('data', (d) => {
              out += d;
              if (out.includes('\n')) resolve(JSON.parse(out));
            });
            c.on('error', reject);
            c.on('exit', (code) => reject(new Error(`a run ended (${code}) without saying what it got: ${out}`)));
          }),
      );
      const exited = children.map((c) => new Promise((resolve) => c.on('exit', resolve)));
      const results = await Promise.all(said);
      fs.writeFileSync(done, '');
      await Promise.all(exited);
      const holders = results.filter((r) => r.held);
      expect(holders, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1);
      for (const r of results.filter((r) => !r.held)) expect(r.busy).toBe(holders[0].pid);
      // (Each ended normally: the holder's exit removed its own lock.)
      expect(lockOwner(L)).toBeNull();
      expect(fs.readdirSync(L.lockDir).filter((f) => /^\d+$/.test(f))).toEqual([]);
    }
  }, 120_000);
});

describe('a rebuild starts from the live release', () => {
  it('takes the code, shell and public files, not the pages, their data or the files made again', () => {
    const L = site();
    const live = startRelease(L, 1000);
    const files: Record<string, string> = {
      'assets/app-1a2b.js': 'js',
      'assets/app-1a2b.js.br': 'br',
      'img/abc-320.webp': 'webp',
      'img/old-320.webp': 'old webp',
      'spa.html': 'shell',
      'favicon.svg': 'icon',
      '.vite/manifest.json': '{}',
      'index.html': 'home',
      'index.html.br': 'home br',
      'page-data.json': '{}',
      'media/notice/7/x/index.html': 'notice 7',
      'media/notice/7/x/page-data.json': '{}',
      'sitemap.xml': 'map',
      'robots.txt': 'robots',
      'sw.js': 'sw',
      '404.html': 'nf',
      '_b/1000/page-data.json': '{}',
    };
    for (const [f, t] of Object.entries(files)) write(path.join(live.site, f), t);
    const listed = [
      'index.html',
      'page-data.json',
      'media/notice/7/x/index.html',
      'media/notice/7/x/page-data.json',
      'img/abc-320.webp',
      'img/old-320.webp',
    ];
    write(path.join(live.site, '.prerendered.json'), JSON.stringify(listed));
    const next = startRelease(L, 2000);
    stageFromLive(live.site, next.site);
    expect(filesUnder(next.site).sort()).toEqual(
      [
        'assets/app-1a2b.js',
        'assets/app-1a2b.js.br',
        'img/abc-320.webp',
        'img/old-320.webp',
        'spa.html',
        'favicon.svg',
        '.vite/manifest.json',
      ].sort(),
    );
    // Every file of the site is shared (one file, two names: a rebuild adds no bytes for it); the
    // records, which the build writes its own among, are copies.
    const ino = (site: string, f: string) => fs.statSync(path.join(site, f)).ino;
    for (const f of ['assets/app-1a2b.js', 'assets/app-1a2b.js.br', 'spa.html', 'favicon.svg'])
      expect(ino(next.site, f), f).toBe(ino(live.site, f));
    expect(ino(next.site, '.vite/manifest.json')).not.toBe(ino(live.site, '.vite/manifest.json'));
    // After the prerenderer: the hero images no page uses any more go.
    write(path.join(next.site, '.prerendered.json'), JSON.stringify(['index.html', 'img/abc-320.webp']));
    expect(dropUnlisted(next.site)).toBe(1);
    expect(fs.existsSync(path.join(next.site, 'img/old-320.webp'))).toBe(false);
    expect(fs.existsSync(path.join(live.site, 'img/old-320.webp'))).toBe(true);
  });
});

describe("the build's records are kept beside the release, not in what is served", () => {
  it('moves every dot entry of the site beside it, reads them there, and a rebuild of the pages gets them back while it builds', () => {
    const L = site();
    const live = startRelease(L, 1000);
    const records = {
      '.vite/build-record.json': JSON.stringify({ builtAt: 1000, source: 'https://erp.school.edu.np', pages: [{ path: '/', dir: '' }] }),
      '.vite/islands.json': JSON.stringify({ entry: { file: 'assets/index.js', css: [] }, named: {}, modules: {} }),
      '.vite/manifest.json': '{}',
      '.vite/sw-code.js': 'self;',
      '.prerendered.json': JSON.stringify(['index.html']),
    };
    for (const [f, t] of Object.entries({ ...records, 'index.html': 'home', 'assets/index.js': 'js' })) write(path.join(live.site, f), t);
    expect(moveRecords(live.site).sort()).toEqual(['.prerendered.json', '.vite']);
    finishRelease(live, { createdAt: 1000, builtAt: 1000, kind: 'build' });
    switchTo(L, live.id);
    // Nothing under a dot path is served.
    expect(filesUnder(L.dist).filter((f) => f.split('/').some((seg) => seg.startsWith('.')))).toEqual([]);
    expect(filesUnder(path.join(live.dir, 'records')).sort()).toEqual(Object.keys(records).sort());
    // Read where they are, through the served link too (the size budgets' DIST_DIR, the report, a rebuild).
    expect(readBuild(L.dist)?.source).toBe('https://erp.school.edu.np');
    expect(readBundle(live.site)?.entry.file).toBe('assets/index.js');
    expect(pagesOf(liveRelease(L))).toEqual([{ path: '/', file: 'index.html' }]);
    // A rebuild of the pages: its site gets the bundle's records while it builds, not the page list it makes again.
    const next = startRelease(L, 2000);
    stageFromLive(live.site, next.site);
    expect(
      filesUnder(next.site)
        .filter((f) => f.startsWith('.'))
        .sort(),
    ).toEqual(['.vite/build-record.json', '.vite/islands.json', '.vite/manifest.json', '.vite/sw-code.js']);
  });
});

describe("a page keeps its own build's data files (the archive)", () => {
  it("links this build's page-data and later files under _b/<build>, and carries the previous builds' within the window", () => {
    const L = site();
    const HOUR = 3600_000;
    const now = 100 * HOUR;
    const prev = startRelease(L, now - HOUR);
    write(path.join(prev.site, 'x/page-data.json'), '{"a":1}');
    write(path.join(prev.site, `_b/${now - HOUR}/x/page-data.json`), '{"a":1}');
    write(path.join(prev.site, `_b/${now - HOUR}/later.html`), 'later 1');
    write(path.join(prev.site, `_b/${now - 30 * HOUR}/x/page-data.json`), '{"a":0}');
    const next = startRelease(L, now);
    write(path.join(next.site, 'x/page-data.json'), '{"a":1}');
    write(path.join(next.site, 'x/index.html'), 'page');
    write(path.join(next.site, 'x/fresh.json'), '{"ops":{}}');
    write(path.join(next.site, 'index.html'), 'home');
    write(path.join(next.site, 'later.html'), 'later 2');
    write(path.join(next.site, 'later.html.br'), 'later 2 br');
    write(path.join(next.site, 'assets/page-data.json'), 'not a page');
    const r = archiveBuild({ site: next.site, builtAt: now, previous: { site: prev.site, builtAt: now - HOUR }, now });
    expect(r).toEqual({ files: 3, shared: 1, carried: [now - HOUR], dropped: 0, pinned: 0 });
    const read = (f: string) => fs.readFileSync(path.join(next.site, f), 'utf8');
    expect(read(`_b/${now}/x/page-data.json`)).toBe('{"a":1}');
    expect(read(`_b/${now}/later.html`)).toBe('later 2');
    expect(read(`_b/${now}/x/fresh.json`)).toBe('{"ops":{}}');
    expect(read(`_b/${now}/later.html.br`)).toBe('later 2 br');
    expect(read(`_b/${now - HOUR}/later.html`)).toBe('later 1');
    // Older than the window: gone. Unchanged since the last build: the same bytes, linked.
    expect(fs.existsSync(path.join(next.site, `_b/${now - 30 * HOUR}`))).toBe(false);
    expect(fs.statSync(path.join(next.site, `_b/${now}/x/page-data.json`)).ino).toBe(
      fs.statSync(path.join(prev.site, `_b/${now - HOUR}/x/page-data.json`)).ino,
    );
    expect(filesUnder(path.join(next.site, '_b', String(now))).sort()).toEqual([
      'later.html',
      'later.html.br',
      'x/fresh.json',
      'x/page-data.json',
    ]);
  });

  it('after a rollback, carries nothing of the releases rolled back from: not from them, nor what they carried of theirs', () => {
    const L = site();
    const now = 1_000_000;
    const older = startRelease(L, now - 3000);
    write(path.join(older.site, 'index.html'), 'home');
    write(path.join(older.site, `_b/${now - 3000}/page-data.json`), 'old');
    finishRelease(older, { createdAt: now - 3000, builtAt: now - 3000, kind: 'build' });
    const bad = startRelease(L, now - 2000);
    write(path.join(bad.site, 'index.html'), 'home');
    write(path.join(bad.site, `_b/${now - 3000}/page-data.json`), 'old');
    write(path.join(bad.site, `_b/${now - 2000}/page-data.json`), 'bad');
    finishRelease(bad, { createdAt: now - 2000, builtAt: now - 2000, kind: 'build' });
    switchTo(L, bad.id);
    // npm run rollback: the older one live again, the bad one marked.
    const target = listReleases(L).find((r) => r.id === older.id)!;
    switchTo(L, target.id);
    markRollback(L, target, now - 1000);
    expect(listReleases(L).map((r) => [r.id, r.rolledBackAt])).toEqual([
      [older.id, undefined],
      [bad.id, now - 1000],
    ]);
    // The next build (as scripts/build/pipeline.ts calls it: the live one, and every kept release).
    const next = startRelease(L, now);
    write(path.join(next.site, 'index.html'), 'home');
    write(path.join(next.site, 'page-data.json'), 'next');
    const r = archiveBuild({ site: next.site, builtAt: now, previous: liveRelease(L), others: listReleases(L), now });
    expect(r.carried).toEqual([now - 3000]);
    expect(fs.existsSync(path.join(next.site, `_b/${now - 2000}`))).toBe(false);
    // Even carried by another release (one that is not rolled back from), the bad build's files stay out.
    const other = { site: bad.site.replace(bad.id, 'copy'), builtAt: now - 2500 };
    fs.cpSync(bad.site, other.site, { recursive: true });
    const again = startRelease(L, now + 1);
    write(path.join(again.site, 'index.html'), 'home');
    const r2 = archiveBuild({ site: again.site, builtAt: now + 1, previous: liveRelease(L), others: [...listReleases(L), other], now });
    expect(r2.carried).toEqual([now - 3000]);
    // Rolled forward to it again, it is no longer marked.
    markRollback(
      L,
      listReleases(L).find((x) => x.id === bad.id)!,
      now,
    );
    expect(listReleases(L).map((x) => x.rolledBackAt)).toEqual([undefined, undefined]);
  });

  it("drops from the past builds it carries the files of a page this build no longer has (a withdrawn notice's)", () => {
    const L = site();
    const now = 1_000_000;
    const prev = startRelease(L, now - 1000);
    for (const page of ['media/notice', 'media/notice/204/Library-week'])
      for (const f of ['page-data.json', 'page-data.json.br', 'fresh.json'])
        write(path.join(prev.site, `_b/${now - 1000}/${page}/${f}`), `${page} ${f}: Library week`);
    const next = startRelease(L, now);
    write(path.join(next.site, 'media/notice/index.html'), 'the list');
    write(path.join(next.site, 'media/notice/page-data.json'), '{}');
    const r = archiveBuild({ site: next.site, builtAt: now, previous: { site: prev.site, builtAt: now - 1000 }, now });
    expect(r).toMatchObject({ carried: [now - 1000], dropped: 3 });
    expect(filesUnder(path.join(next.site, `_b/${now - 1000}`)).sort()).toEqual([
      'media/notice/fresh.json',
      'media/notice/page-data.json',
      'media/notice/page-data.json.br',
    ]);
  });

  it('gives the URL a page fetches its data from', () => {
    expect(archivedUrl(17, '/media/news/page-data.json')).toBe('/_b/17/media/news/page-data.json');
  });
});
