// @vitest-environment node
// The service worker's version follows what the site publishes (scripts/build/content-version.ts, used
// by scripts/build/write-sw.ts, with the build's time stamp from the build record): a rebuild of the pages with changed data is a new worker, so returning
// visitors' kept pages are replaced; a rebuild that changed nothing (only the build's time stamp
// differs) keeps the worker they have, and their kept pages with it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersion, publishedFiles } from '@scripts/build/content-version';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A small built site made at time `stamp`, as the pipeline writes it (scripts/build/pipeline.ts). */
function site(stamp: string, { notice = 'Fee payment deadline' } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-version-'));
  dirs.push(dist);
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  };
  const page = (body: string, rest: string) =>
    `<html><body><div id="root">${body}</div><script type="application/json" id="__snapshot" data-built-at="${stamp}" data-rest="${rest}?b=${stamp}">{}</script></body></html>`;
  write('spa.html', '<script type="module" src="/assets/index-1.js"></script>');
  write('assets/index-1.js', 'console.log(1)');
  write('index.html', page(`<a href="/later.html">more</a><div data-later-slot="/later.html?b=${stamp}"></div>`, '/page-data.json'));
  write('page-data.json', '{"GetNoticeList":[]}');
  write('later.html', '<html><body>the rest</body></html>');
  write('media/notice/index.html', page(`<h2>${notice}</h2>`, '/media/notice/page-data.json'));
  write('media/notice/page-data.json', JSON.stringify({ GetNoticeList: [{ headline: notice }] }));
  write('img/hero-480.webp', Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]));
  // Not content: compressed copies, the worker itself, dot files.
  write('index.html.br', `compressed ${stamp}`);
  // A copy compression is still writing (it runs beside the rendering and renames it any moment).
  write('media/notice/index.html.gz.tmp', `half-written ${stamp}`);
  write('sw.js', `const VERSION = '${stamp}';`);
  write('.prerendered.json', `["index.html", "${stamp}"]`);
  write('.vite/manifest.json', `{"at": ${stamp}}`);
  // What the worker step reads: the island manifest (the shell's assets), the worker's bundled
  // code and the build record (the build's time stamp).
  write('.vite/islands.json', JSON.stringify({ entry: { file: 'assets/index-1.js', css: [] }, named: {}, modules: {} }));
  write('.vite/sw-code.js', "self.addEventListener('fetch', () => {});");
  write('.vite/build-record.json', JSON.stringify({ builtAt: Number(stamp) }));
  return dist;
}

const versionOf = (dist: string, stamp: string, code = 'worker code') => contentVersion(dist, { stamp, code });

describe('contentVersion', () => {
  it('lists the published files only: no compressed copies, no sw.js, no dot files', () => {
    expect(publishedFiles(site('1700000000000'))).toEqual([
      'assets/index-1.js',
      'img/hero-480.webp',
      'index.html',
      'later.html',
      'media/notice/index.html',
      'media/notice/page-data.json',
      'page-data.json',
      'spa.html',
    ]);
  });

  it('is the same for a rebuild that changed nothing but the time of the build', () => {
    const a = versionOf(site('1700000000000'), '1700000000000');
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(versionOf(site('1700000000000'), '1700000000000')).toBe(a);
    expect(versionOf(site('1700000900000'), '1700000900000')).toBe(a);
  });

  it('changes when a page, its data, a later part, an image or an asset changes, or a file comes or goes', () => {
    const stamp = '1700000000000';
    const before = versionOf(site(stamp), stamp);
    expect(versionOf(site(stamp, { notice: 'Fee payment deadline moved' }), stamp)).not.toBe(before);
    const changes: [string, (dist: string) => void][] = [
      ['a data file', (d) => fs.writeFileSync(path.join(d, 'page-data.json'), '{"GetNoticeList":[1]}')],
      ['the later part', (d) => fs.appendFileSync(path.join(d, 'later.html'), ' ')],
      ['an image', (d) => fs.writeFileSync(path.join(d, 'img/hero-480.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 254]))],
      ['an asset', (d) => fs.writeFileSync(path.join(d, 'assets/index-1.js'), 'console.log(2)')],
      ['a new page', (d) => fs.writeFileSync(path.join(d, 'media/new.html'), 'new')],
      ['a page withdrawn', (d) => fs.rmSync(path.join(d, 'media/notice/index.html'))],
      ['a file renamed', (d) => fs.renameSync(path.join(d, 'later.html'), path.join(d, 'later2.html'))],
    ];
    for (const [what, change] of changes) {
      const dist = site(stamp);
      change(dist);
      expect(versionOf(dist, stamp), what).not.toBe(before);
    }
  });

  it("changes with the worker's own code, and not with what is left out", () => {
    const stamp = '1700000000000';
    const dist = site(stamp);
    const before = versionOf(dist, stamp);
    expect(versionOf(dist, stamp, 'other worker code')).not.toBe(before);
    fs.writeFileSync(path.join(dist, 'index.html.br'), 'other');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'other');
    fs.writeFileSync(path.join(dist, '.prerendered.json'), '[]');
    // Past builds' data files, kept for the pages open before a rebuild (scripts/publish/release.ts).
    fs.mkdirSync(path.join(dist, '_b/1699990000000/media'), { recursive: true });
    fs.writeFileSync(path.join(dist, '_b/1699990000000/media/page-data.json'), '{"GetNoticeList":[]}');
    expect(versionOf(dist, stamp)).toBe(before);
  });
});

describe('scripts/build/write-sw.ts', () => {
  const write = (dist: string) => {
    execFileSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../../../scripts/build/write-sw.ts')], {
      env: { ...process.env, DIST_DIR: dist, VITE_FILE_HOST: '' },
      stdio: 'pipe',
    });
    return /const __VERSION__ = "([0-9a-f]{12})";/.exec(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8'))?.[1];
  };

  it('writes a new version when a page changed, and the same one when only the build time did', () => {
    const first = write(site('1700000000000'));
    expect(first).toBeDefined();
    expect(write(site('1700000900000')), 'nothing changed').toBe(first);
    expect(write(site('1700000900000', { notice: 'School closed on Friday' })), 'a notice changed').not.toBe(first);
  });
});
