// @vitest-environment node
// The publisher's report (scripts/publish/report.mjs): the exit code each outcome gives, the pages
// added, removed and changed between two releases (a build's own time stamp is no change), and the
// lines a timer's log shows.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXIT, addOperations, comparePages, exitCodeOf, formatReport, newReport, pagesOf } from '../../../scripts/publish/report.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'report-'));
  dirs.push(d);
  return d;
};
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

describe('exit codes', () => {
  it('0 when all is fresh, 2 when anything was held, failed or skipped, 3 when nothing was published', () => {
    const r = newReport({ command: 'pages', startedAt: 0 });
    expect(exitCodeOf(r)).toBe(EXIT.NOTHING_PUBLISHED);
    r.published = true;
    expect(exitCodeOf(r)).toBe(EXIT.OK);
    addOperations(r, [
      { name: 'GetNewsList', status: 'fresh' },
      { name: 'GetNoticeList', status: 'emptied', reason: 'confirmed' },
    ]);
    expect(exitCodeOf(r)).toBe(EXIT.OK);
    for (const change of [
      () => addOperations(r, [{ name: 'GetAboutCompany', status: 'held', reason: 'timeout' }]),
      () => addOperations(r, [{ name: 'GetSliderList', status: 'held-empty', reason: 'came back empty' }]),
      () => addOperations(r, [{ name: 'GetEventHoliday', status: 'failed', reason: 'http 500' }]),
      () => r.pages.skipped.push({ path: '/programs/%E0', reason: 'URI malformed' }),
    ]) {
      const copy = structuredClone(r);
      change.call(null);
      expect(exitCodeOf(r)).toBe(EXIT.PUBLISHED_WITH_PROBLEMS);
      Object.assign(r, copy);
    }
    expect([EXIT.OK, EXIT.PUBLISHED_WITH_PROBLEMS, EXIT.NOTHING_PUBLISHED]).toEqual([0, 2, 3]);
  });
});

describe('comparePages', () => {
  it('finds pages added, removed and changed, not counting the build time stamped in each page', () => {
    const a = tmp();
    const b = tmp();
    const page = (site: string, file: string, html: string, data = '{}') => {
      write(path.join(site, file), html);
      write(path.join(site, file.replace('index.html', 'page-data.json')), data);
    };
    page(a, 'index.html', '<p data-built-at="111">home</p><a href="/_b/111/page-data.json?b=111">');
    page(b, 'index.html', '<p data-built-at="222">home</p><a href="/_b/222/page-data.json?b=222">');
    page(a, 'n/1/index.html', 'one');
    page(b, 'n/1/index.html', 'one', '{"changed":1}');
    page(a, 'n/2/index.html', 'two');
    page(b, 'n/3/index.html', 'three');
    write(path.join(b, 'later.html'), 'later part');
    const before = [
      { path: '/', file: 'index.html' },
      { path: '/n/1', file: 'n/1/index.html' },
      { path: '/n/2', file: 'n/2/index.html' },
    ];
    const after = [
      { path: '/', file: 'index.html' },
      { path: '/n/1', file: 'n/1/index.html' },
      { path: '/n/3', file: 'n/3/index.html' },
    ];
    // The home page gained a later part: changed. Without it, the same page.
    expect(comparePages({ before, beforeSite: a, beforeBuiltAt: 111, after, site: b, builtAt: 222 })).toEqual({
      added: ['/n/3'],
      removed: ['/n/2'],
      changed: ['/', '/n/1'],
    });
    fs.rmSync(path.join(b, 'later.html'));
    expect(comparePages({ before, beforeSite: a, beforeBuiltAt: 111, after, site: b, builtAt: 222 }).changed).toEqual(['/n/1']);
  });

  it("reads a release's pages from pages.json, or from the prerenderer's list of an older release", () => {
    const dir = tmp();
    write(
      path.join(dir, 'site', '.prerendered.json'),
      JSON.stringify(['index.html', 'page-data.json', 'a/100% results/index.html', 'img/x.webp']),
    );
    expect(pagesOf({ dir, site: path.join(dir, 'site') })).toEqual([
      { path: '/', file: 'index.html' },
      { path: '/a/100%25%20results', file: 'a/100% results/index.html' },
    ]);
    write(path.join(dir, 'pages.json'), JSON.stringify([{ path: '/', file: 'index.html' }]));
    expect(pagesOf({ dir, site: path.join(dir, 'site') })).toEqual([{ path: '/', file: 'index.html' }]);
    expect(pagesOf(null)).toEqual([]);
  });
});

describe('formatReport', () => {
  it('names each operation held or failed, each page skipped, and the changes, then the exit code', () => {
    const r = newReport({ command: 'pages', startedAt: 0 });
    r.published = true;
    r.release = '20261127-101500-000';
    addOperations(r, [
      { name: 'GetAboutCompany', status: 'held', reason: 'timeout', lastGoodAt: '2026-11-27T09:45:00.000Z' },
      {
        name: 'GetNoticeList',
        status: 'held-empty',
        reason: 'came back empty',
        lastGoodAt: '2026-11-27T09:45:00.000Z',
        emptySince: '2026-11-27T10:00:00.000Z',
        publishEmptyAt: '2026-11-27T11:00:00.000Z',
      },
      { name: 'GetEventHoliday', status: 'failed', reason: 'http 500' },
    ]);
    r.pages = {
      count: 3,
      added: ['/n/3'],
      removed: ['/media/news/101/Two%20players'],
      changed: [],
      skipped: [{ path: '/programs/%E0', reason: 'URI malformed' }],
    };
    r.exitCode = exitCodeOf(r);
    const text = formatReport(r, '/srv/x/report.json');
    expect(text.split('\n')).toEqual([
      'publish: release 20261127-101500-000 is live: 3 pages (1 added, 1 removed, 0 changed)',
      '  held    GetAboutCompany: timeout (last good answer of 2026-11-27 09:45 UTC)',
      '  held    GetNoticeList: came back empty (last good answer of 2026-11-27 09:45 UTC); published empty if still empty at 2026-11-27 11:00 UTC, or with --confirm-empty GetNoticeList',
      '  failed  GetEventHoliday: http 500 (no good answer kept: its parts are empty)',
      '  skipped /programs/%E0: URI malformed',
      '  added   /n/3',
      '  removed /media/news/101/Two players',
      'exit 2: published with 2 held, 1 failed, 1 page skipped (report: /srv/x/report.json)',
    ]);
    r.pages.skipped = [{ path: `/media/notice/1/${'x'.repeat(300)}`, reason: 'a part of the address is too long for a file name' }];
    expect(formatReport(r)).toContain(`  skipped /media/notice/1/${'x'.repeat(104)}…: a part of the address is too long`);
    const none = newReport({ command: 'pages', startedAt: 0 });
    none.error = 'another publish is running (process 42)';
    none.exitCode = exitCodeOf(none);
    expect(formatReport(none)).toBe(
      'publish: nothing published; the live site is as it was: another publish is running (process 42)\nexit 3: nothing published',
    );
  });
});
