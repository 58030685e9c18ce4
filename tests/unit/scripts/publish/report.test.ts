// @vitest-environment node
// The report of a run (scripts/publish/report.ts), made from the run's one record (what
// scripts/build/pipeline.ts writes as the build record): the exit code each outcome gives, the pages added,
// removed and changed between two releases (a build's own time stamp is no change), and the lines
// a timer's log shows.
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXIT, comparePages, exitCodeOf, formatReport, pagesOf, reportOf, type RunRecord } from '@scripts/publish/report';

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
  it('0 when all is fresh, 2 when anything was held, failed or skipped, 3 when nothing was published, 1 for a build over its budgets', () => {
    const r: RunRecord = { command: 'pages', published: false, operations: [], skipped: [] };
    expect(exitCodeOf(r)).toBe(EXIT.NOTHING_PUBLISHED);
    r.published = true;
    expect(exitCodeOf(r)).toBe(EXIT.OK);
    r.operations = [
      { name: 'GetNewsList', status: 'fresh' },
      { name: 'GetNoticeList', status: 'emptied', reason: 'confirmed' },
    ];
    expect(exitCodeOf(r)).toBe(EXIT.OK);
    for (const change of [
      { operations: [{ name: 'GetAboutCompany', status: 'held', reason: 'timeout' }] },
      { operations: [{ name: 'GetSliderList', status: 'held-empty', reason: 'came back empty' }] },
      { operations: [{ name: 'GetEventHoliday', status: 'failed', reason: 'http 500' }] },
      { skipped: [{ path: '/programs/%E0', reason: 'URI malformed' }] },
      // A picture without new copies: the school has something to upload again.
      { images: { pictures: 2, made: 1, reused: 0, kept: 0, failed: [{ url: '/Attachments/a.heic', reason: 'an HEIC photo' }] } },
    ] as Partial<RunRecord>[])
      expect(exitCodeOf({ ...r, ...change })).toBe(EXIT.PUBLISHED_WITH_PROBLEMS);
    // The size budgets fail a build (the code moved them), not a rebuild of the pages (the data did).
    expect(exitCodeOf({ ...r, budgets: ['home page HTML: 14 KB'] })).toBe(EXIT.OK);
    expect(exitCodeOf({ ...r, command: 'build', budgets: ['home page HTML: 14 KB'] })).toBe(EXIT.BUDGETS);
    expect(exitCodeOf({ ...r, command: 'build', published: false, budgets: ['x'] })).toBe(EXIT.NOTHING_PUBLISHED);
    expect([EXIT.OK, EXIT.BUDGETS, EXIT.PUBLISHED_WITH_PROBLEMS, EXIT.NOTHING_PUBLISHED]).toEqual([0, 1, 2, 3]);
  });
});

describe('reportOf', () => {
  it("is the run's record as a monitoring check reads it: the operations by what became of them, the pages, the seconds", () => {
    const record: RunRecord = {
      command: 'pages',
      published: true,
      release: '20261127-101500-000',
      previousRelease: '20261127-100000-000',
      startedAt: Date.UTC(2026, 10, 27, 10, 15),
      finishedAt: Date.UTC(2026, 10, 27, 10, 16),
      source: 'https://erp.school.edu.np',
      operations: [
        { name: 'GetAboutCompany', status: 'held', reason: 'timeout', lastGoodAt: '2026-11-27T09:45:00.000Z' },
        { name: 'GetNewsList', status: 'fresh' },
        { name: 'GetNoticeList', status: 'held-empty', reason: 'came back empty', publishEmptyAt: '2026-11-27T11:00:00.000Z' },
        { name: 'GetEventHoliday', status: 'failed', reason: 'http 500' },
        { name: 'GetSliderList', status: 'emptied', reason: 'confirmed by --confirm-empty' },
      ],
      pages: [
        { path: '/', dir: '' },
        { path: '/n/3', dir: 'n/3' },
      ],
      skipped: [{ path: '/programs/%E0', reason: 'URI malformed' }],
      changes: { added: ['/n/3'], removed: [], changed: ['/'] },
      images: { pictures: 3, made: 1, reused: 1, kept: 0, failed: [{ url: '/Attachments/x.png', reason: 'not fetched (HTTP 404)' }] },
      took: { stage: 120, data: 1449, pages: 6190 },
    };
    expect(reportOf(record)).toEqual({
      version: 1,
      command: 'pages',
      published: true,
      exitCode: 2,
      release: '20261127-101500-000',
      previousRelease: '20261127-100000-000',
      startedAt: '2026-11-27T10:15:00.000Z',
      finishedAt: '2026-11-27T10:16:00.000Z',
      source: 'https://erp.school.edu.np',
      operations: {
        held: [
          { name: 'GetAboutCompany', reason: 'timeout', lastGoodAt: '2026-11-27T09:45:00.000Z' },
          { name: 'GetNoticeList', reason: 'came back empty', publishEmptyAt: '2026-11-27T11:00:00.000Z' },
        ],
        failed: [{ name: 'GetEventHoliday', reason: 'http 500' }],
        emptied: [{ name: 'GetSliderList', reason: 'confirmed by --confirm-empty' }],
      },
      pages: {
        count: 2,
        added: ['/n/3'],
        removed: [],
        changed: ['/'],
        skipped: [{ path: '/programs/%E0', reason: 'URI malformed' }],
        reused: 0,
        unrendered: 0,
      },
      images: { pictures: 3, made: 1, reused: 1, kept: 0, failed: [{ url: '/Attachments/x.png', reason: 'not fetched (HTTP 404)' }] },
      budgets: [],
      firstScreen: [],
      error: null,
      bucket: null,
      refused: null,
      seconds: { stage: 0.1, data: 1.4, pages: 6.2 },
    });
    // A run that published nothing: what it knew, and why.
    expect(reportOf({ command: 'build', error: 'the build failed: x', startedAt: 0 })).toMatchObject({
      published: false,
      exitCode: 3,
      release: null,
      error: 'the build failed: x',
      operations: { held: [], failed: [], emptied: [] },
      pages: { count: 0, added: [], removed: [], changed: [], skipped: [] },
    });
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

  it("reads a release's pages from its build record, or from the prerenderer's list of a site adopted from before releases", () => {
    const dir = tmp();
    write(
      path.join(dir, 'site', '.prerendered.json'),
      JSON.stringify(['index.html', 'page-data.json', 'a/100% results/index.html', 'img/x.webp']),
    );
    expect(pagesOf({ site: path.join(dir, 'site') })).toEqual([
      { path: '/', file: 'index.html' },
      { path: '/a/100%25%20results', file: 'a/100% results/index.html' },
    ]);
    write(
      path.join(dir, 'site', '.vite', 'build-record.json'),
      JSON.stringify({
        pages: [
          { path: '/', dir: '', kind: 'home' },
          { path: '/n/%E0%A4%95', dir: 'n/क', kind: 'notice-detail' },
        ],
      }),
    );
    expect(pagesOf({ site: path.join(dir, 'site') })).toEqual([
      { path: '/', file: 'index.html' },
      { path: '/n/%E0%A4%95', file: 'n/क/index.html' },
    ]);
    expect(pagesOf(null)).toEqual([]);
  });
});

describe('formatReport', () => {
  it('names each operation held or failed, each page skipped, and the changes, then the exit code', () => {
    const record: RunRecord = {
      command: 'pages',
      published: true,
      release: '20261127-101500-000',
      operations: [
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
      ],
      pages: [
        { path: '/', dir: '' },
        { path: '/a', dir: 'a' },
        { path: '/n/3', dir: 'n/3' },
      ],
      changes: { added: ['/n/3'], removed: ['/media/news/101/Two%20players'], changed: [] },
      skipped: [{ path: '/programs/%E0', reason: 'URI malformed' }],
      images: { pictures: 4, made: 1, reused: 1, kept: 0, failed: [{ url: '/Attachments/appcms/a.heic', reason: 'an HEIC photo' }] },
    };
    const text = formatReport(reportOf(record), '/srv/x/report.json');
    expect(text.split('\n')).toEqual([
      'publish: release 20261127-101500-000 is live: 3 pages (1 added, 1 removed, 0 changed)',
      '  held    GetAboutCompany: timeout (last good answer of 2026-11-27 09:45 UTC)',
      '  held    GetNoticeList: came back empty (last good answer of 2026-11-27 09:45 UTC); published empty if still empty at 2026-11-27 11:00 UTC, or with --confirm-empty GetNoticeList',
      '  failed  GetEventHoliday: http 500 (no good answer kept: its parts are empty)',
      '  skipped /programs/%E0: URI malformed',
      '  image   /Attachments/appcms/a.heic: an HEIC photo',
      '  added   /n/3',
      '  removed /media/news/101/Two players',
      'exit 2: published with 2 held, 1 failed, 1 page skipped, 1 picture without new copies (report: /srv/x/report.json)',
    ]);
    record.skipped = [{ path: `/media/notice/1/${'x'.repeat(300)}`, reason: 'a path segment is too long for a file name' }];
    expect(formatReport(reportOf(record))).toContain(`  skipped /media/notice/1/${'x'.repeat(104)}…: a path segment is too long`);
    const none = reportOf({ command: 'pages', error: 'another publish is running (process 42)' });
    expect(formatReport(none)).toBe(
      'publish: nothing published; the live site is as it was: another publish is running (process 42)\nexit 3: nothing published',
    );
    // A build refused for content the live site has: what is lost, the other failures, what to do.
    const lost = reportOf({
      command: 'pages',
      error: 'the new pages would lose what the live site shows: …',
      operations: [
        { name: 'GetEventHoliday', status: 'failed', reason: 'http 500' },
        { name: 'GetNewsList', status: 'fresh', empty: true, first: true },
        { name: 'GetNoticeList', status: 'failed', reason: 'network' },
      ],
      refused: {
        why: 'content-lost',
        operations: [
          { name: 'GetNewsList', reason: 'came back empty' },
          { name: 'GetNoticeList', reason: 'network' },
        ],
        fix: 'publish without it: npm run rebuild:pages -- --confirm-empty GetNewsList,GetNoticeList',
      },
    });
    expect(lost).toMatchObject({ published: false, exitCode: 3, refused: { why: 'content-lost' } });
    expect(formatReport(lost).split('\n')).toEqual([
      'publish: nothing published; the live site is as it was: the new pages would lose what the live site shows: …',
      '  failed  GetEventHoliday: http 500 (no good answer kept)',
      '  lost    GetNewsList: came back empty (no good answer kept from this address; the live site has its content)',
      '  lost    GetNoticeList: network (no good answer kept from this address; the live site has its content)',
      '  to do   publish without it: npm run rebuild:pages -- --confirm-empty GetNewsList,GetNoticeList',
      'exit 3: nothing published',
    ]);
    const heavy = reportOf({
      command: 'build',
      published: true,
      release: 'r',
      budgets: ['home page HTML: 14.0 KB brotli (budget 13.2 KB)'],
    });
    expect(formatReport(heavy).split('\n').slice(1)).toEqual([
      '  budget  home page HTML: 14.0 KB brotli (budget 13.2 KB)',
      'exit 1: published, but the size budgets are exceeded',
    ]);
    // The build moved home sections below the first screen to fit the first round trip: said, and
    // published as all fresh (the staff's content is not a failure; issue 42).
    const fitted = reportOf({
      command: 'build',
      published: true,
      release: 'r',
      firstScreen: [{ path: '/ne', configured: 4, used: 2, moved: ['notices', 'news'], bytes: 13000, fits: true, limit: 13500 }],
    });
    expect(fitted.exitCode).toBe(0);
    expect(fitted.firstScreen).toHaveLength(1);
    expect(formatReport(fitted).split('\n').slice(1)).toEqual([
      "  moved   the home page /ne moved notices, news below the first screen (2 of the 4 home.firstScreenSections shown first): its HTML is 12.7 KB brotli, within the 13.2 KB of a connection's first round trip",
      'exit 0: published, all fresh',
    ]);
  });

  it('says what the bucket took (uploaded, copied, unchanged, deleted, kept), or why it took nothing: exit 3, the bucket as it was', () => {
    const base = { command: 'pages', published: true, release: 'r2', pages: [{ path: '/', dir: '' }], startedAt: 0 };
    const ok = reportOf({
      ...base,
      bucket: { target: 's3://site/school', release: 'r2', uploaded: 3, copied: 2, unchanged: 400, deleted: 1, kept: 5, bytes: 2048 },
    });
    expect(ok.exitCode).toBe(0);
    expect(formatReport(ok)).toContain(
      '  bucket  s3://site/school: release r2 is live there: 3 uploaded (2.0 KB), 2 copied in the bucket, 400 unchanged, 1 deleted, 5 kept one more release',
    );
    const failed = reportOf({
      ...base,
      bucket: { target: 's3://site/school', release: 'r2', error: 'there is no bucket site at this store' },
    });
    expect(failed.exitCode).toBe(3);
    const text = formatReport(failed);
    expect(text).toContain(
      "  bucket  s3://site/school: there is no bucket site at this store; the bucket's site is as it was, and the next run publishes release r2 there",
    );
    expect(text).toMatch(/exit 3: published here, but not in the bucket$/);
    // Without a bucket the report says nothing of one.
    expect(formatReport(reportOf(base))).not.toContain('bucket');
  });
});
