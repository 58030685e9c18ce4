// @vitest-environment node
// Pages a build takes unchanged from the live release (scripts/build/page-reuse.ts): a page's
// files are compared but for the build's time stamp, and an equal page is the live one's files
// (hard links: the same inodes, with their .br/.gz copies), never a write; its record keeps the
// stamp of the build that wrote it, whose archive folder keeps its data files for as long as a
// live page names them (archiveBuild `pages`), and the service worker's version leaves every such
// stamp out (scripts/build/content-version.ts).
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputDigests, pageDigest, pageReuse } from '@scripts/build/page-reuse';
import { archiveBuild } from '@scripts/publish/release';
import { comparePages } from '@scripts/publish/report';
import { contentVersion } from '@scripts/build/content-version';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'page-reuse-'));
  dirs.push(d);
  return d;
};
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};
const inode = (file: string) => fs.statSync(file).ino;

/** A page's files as the writer makes them at build `stamp`. */
const pageFiles = (stamp: number, title = 'Fee payment deadline') => ({
  'index.html': `<h1>${title}</h1><script data-built-at="${stamp}" data-rest="/_b/${stamp}/n/1/page-data.json?b=${stamp}"></script>`,
  'page-data.json': JSON.stringify({ GetNoticeList: [{ headline: title }] }),
});

describe('pageDigest', () => {
  it('is the same for the same page at another build, and differs with anything else', () => {
    expect(pageDigest(pageFiles(1000), 1000)).toBe(pageDigest(pageFiles(2000), 2000));
    expect(pageDigest(pageFiles(1000), 1000)).not.toBe(pageDigest(pageFiles(2000, 'Exams postponed'), 2000));
    // (The stamp is taken out, not ignored: the same bytes read with another stamp differ.)
    expect(pageDigest(pageFiles(1000), 1000)).not.toBe(pageDigest(pageFiles(1000), 2000));
    expect(pageDigest({ ...pageFiles(1000), 'later.html': 'more' }, 1000)).not.toBe(pageDigest(pageFiles(1000), 1000));
  });
});

describe('pageReuse', () => {
  /** A live site with the page /n/1 written at build 1000, and its record. */
  function live() {
    const site = tmp();
    for (const [name, text] of Object.entries(pageFiles(1000))) {
      write(path.join(site, 'n/1', name), text);
      write(path.join(site, 'n/1', `${name}.br`), `br of ${name}`);
    }
    const record = {
      path: '/n/1',
      dir: 'n/1',
      builtAt: 1000,
      digest: pageDigest(pageFiles(1000), 1000),
      files: ['index.html', 'page-data.json'],
    };
    return { site, record };
  }

  it("links an unchanged page's files and their compressed copies from the live release, and says which build wrote them", () => {
    const { site, record } = live();
    const out = tmp();
    // (A file in the page's place, as Vite's app shell is at index.html: replaced, not written into.)
    write(path.join(out, 'n/1/index.html'), 'the app shell');
    const shell = inode(path.join(out, 'n/1/index.html'));
    const reuse = pageReuse({ liveSite: site, livePages: [record], liveBuiltAt: 1500 });
    const made = pageFiles(2000);
    expect(reuse.take('/n/1', pageDigest(made, 2000), Object.keys(made).sort(), ['n', '1'], out)).toBe(1000);
    for (const f of ['index.html', 'index.html.br', 'page-data.json', 'page-data.json.br'])
      expect(inode(path.join(out, 'n/1', f)), f).toBe(inode(path.join(site, 'n/1', f)));
    expect(fs.readFileSync(path.join(site, 'n/1/index.html'), 'utf8')).toContain('data-built-at="1000"');
    expect(inode(path.join(out, 'n/1/index.html'))).not.toBe(shell);
  });

  it('writes a page whose files changed, whose live twin lost a file, or that the live record has no digest for', () => {
    const { site, record } = live();
    const out = tmp();
    const changed = pageFiles(2000, 'Exams postponed');
    const names = Object.keys(changed).sort();
    expect(pageReuse({ liveSite: site, livePages: [record] }).take('/n/1', pageDigest(changed, 2000), names, ['n', '1'], out)).toBeNull();
    const same = pageFiles(2000);
    const digest = pageDigest(same, 2000);
    expect(
      pageReuse({ liveSite: site, livePages: [{ ...record, digest: undefined }] }).take('/n/1', digest, names, ['n', '1'], out),
    ).toBeNull();
    expect(pageReuse({ liveSite: site, livePages: [record] }).take('/n/2', digest, names, ['n', '2'], out)).toBeNull();
    expect(pageReuse({ liveSite: null, livePages: [record] }).take('/n/1', digest, names, ['n', '1'], out)).toBeNull();
    fs.rmSync(path.join(site, 'n/1/page-data.json'));
    expect(pageReuse({ liveSite: site, livePages: [record] }).take('/n/1', digest, names, ['n', '1'], out)).toBeNull();
    expect(fs.existsSync(path.join(out, 'n/1/index.html'))).toBe(false);
  });
});

describe("a reused page's archive", () => {
  it("keeps the files of the build that wrote it, however old, and adds none of them under this build's folder", () => {
    const HOUR = 3600_000;
    const now = 100 * HOUR;
    const old = now - 30 * HOUR;
    const site = tmp();
    write(path.join(site, 'n/1/page-data.json'), '{"old":1}');
    write(path.join(site, 'n/1/page-data.json.br'), 'br');
    write(path.join(site, 'n/2/page-data.json'), '{"new":1}');
    const r = archiveBuild({
      site,
      builtAt: now,
      now,
      pages: [
        { dir: 'n/1', builtAt: old },
        { dir: 'n/2', builtAt: now },
      ],
    });
    expect(r).toMatchObject({ files: 1, pinned: 1 });
    expect(inode(path.join(site, `_b/${old}/n/1/page-data.json`))).toBe(inode(path.join(site, 'n/1/page-data.json')));
    expect(inode(path.join(site, `_b/${old}/n/1/page-data.json.br`))).toBe(inode(path.join(site, 'n/1/page-data.json.br')));
    expect(fs.existsSync(path.join(site, `_b/${now}/n/1`))).toBe(false);
    expect(fs.readFileSync(path.join(site, `_b/${now}/n/2/page-data.json`), 'utf8')).toBe('{"new":1}');
  });
});

describe('a release of reused pages, compared and versioned', () => {
  /** A site whose notice page was written at `noticeStamp` and its home page at `stamp`. */
  function site(stamp: number, noticeStamp: number, notice = 'Fee payment deadline') {
    const dir = tmp();
    write(path.join(dir, 'index.html'), `<p>home</p><script data-built-at="${stamp}"></script>`);
    for (const [name, text] of Object.entries(pageFiles(noticeStamp, notice))) write(path.join(dir, 'n/1', name), text);
    return dir;
  }
  const pages = (stamp: number, noticeStamp: number) => [
    { path: '/', file: 'index.html', builtAt: stamp },
    { path: '/n/1', file: 'n/1/index.html', builtAt: noticeStamp },
  ];

  it('finds no change, and the same worker version, when pages carry an older build stamp', () => {
    const before = site(1000, 1000);
    const after = site(2000, 1000);
    expect(
      comparePages({
        before: pages(1000, 1000),
        beforeSite: before,
        beforeBuiltAt: 1000,
        after: pages(2000, 1000),
        site: after,
        builtAt: 2000,
      }),
    ).toEqual({ added: [], removed: [], changed: [] });
    expect(contentVersion(after, { stamp: '2000', stamps: ['1000'] })).toBe(contentVersion(before, { stamp: '1000' }));
    // (Without the older stamp left out, the version would change with nothing new.)
    expect(contentVersion(after, { stamp: '2000' })).not.toBe(contentVersion(before, { stamp: '1000' }));
  });

  it('finds the page that changed, and a new worker version', () => {
    const before = site(1000, 1000);
    const after = site(2000, 2000, 'Exams postponed');
    expect(
      comparePages({
        before: pages(1000, 1000),
        beforeSite: before,
        beforeBuiltAt: 1000,
        after: pages(2000, 2000),
        site: after,
        builtAt: 2000,
      }),
    ).toEqual({ added: [], removed: [], changed: ['/n/1'] });
    expect(contentVersion(after, { stamp: '2000', stamps: ['2000'] })).not.toBe(contentVersion(before, { stamp: '1000' }));
  });
});

describe("a page's inputs (a page not rendered again)", () => {
  const snapshot = { GetNewsList: [{ id: 1, headline: 'Science fair' }], GetAboutCompany: { name: 'School' } };
  const route = { path: '/media/news/:id/:slug', page: 'news-detail' };
  const digests = (o: Partial<Parameters<typeof inputDigests>[0]> = {}) =>
    inputDigests({ global: { code: 'abc' }, snapshot, fingerprints: { GetNewsList: 'f1' }, ...o });
  const of = (d: ReturnType<typeof inputDigests>, keys = ['GetNewsList']) => d(keys, '/media/news/1/x', route);

  it('are the same for the same data, code and keys, and differ when any of them changes', () => {
    expect(of(digests())).toBe(of(digests()));
    expect(of(digests({ global: { code: 'abd' } }))).not.toBe(of(digests()));
    expect(of(digests({ snapshot: { ...snapshot, GetNewsList: [{ id: 1, headline: 'Science fair!' }] } }))).not.toBe(of(digests()));
    expect(of(digests({ fingerprints: { GetNewsList: 'f2' } }))).not.toBe(of(digests()));
    expect(of(digests(), ['GetNewsList', 'GetAboutCompany'])).not.toBe(of(digests()));
    expect(digests()(['GetNewsList'], '/ne/media/news/1/x', route)).not.toBe(of(digests()));
    // A key it did not read changes nothing, but a key the snapshot gains may be one it looked for.
    expect(of(digests({ snapshot: { ...snapshot, GetAboutCompany: { name: 'Other' } } }))).toBe(of(digests()));
    expect(of(digests({ snapshot: { ...snapshot, GetNoticeList: [] } }))).not.toBe(of(digests()));
  });

  it('change with the copies of the pictures its data names', () => {
    const copiesFor = (_data: Record<string, unknown>, images: Record<string, unknown>) => images;
    expect(of(digests({ images: { a: { i: 'x1' } }, copiesFor }))).not.toBe(of(digests({ images: { a: { i: 'x2' } }, copiesFor })));
  });

  it("name a live page's links through its record's table", () => {
    const reuse = pageReuse({ liveSite: '/x', livePages: [], liveLinks: ['/', '/media/news'] });
    expect(reuse.linksOf({ path: '/', dir: '', links: [1, 0] })).toEqual(['/media/news', '/']);
    expect(reuse.linksOf({ path: '/', dir: '', links: [2] })).toBeNull();
    expect(pageReuse({ liveSite: '/x', livePages: [] }).linksOf({ path: '/', dir: '', links: [0] })).toBeNull();
  });
});
