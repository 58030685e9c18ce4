// The Nu HTML Checker step of npm test (scripts/build/html-check.ts): which files it gives the checker,
// and how it reads the checker's JSON report into page, line and message.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesToCheck, problemLine, vnuProblems } from '@scripts/build/html-check';

const tmp = mkdtempSync(join(tmpdir(), 'html-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const site = join(tmp, 'release', 'site');
const url = (rel: string) => pathToFileURL(join(site, rel)).href;

describe('the pages it checks', () => {
  it("takes every .html of the site through the link to its release and its shared folders, in both languages, but not the build's archive", () => {
    for (const f of [
      'index.html',
      'later.html',
      '404.html',
      'ne/index.html',
      'ne/404.html',
      'media/notice/1/A b/index.html',
      '_b/17/later.html',
    ]) {
      mkdirSync(join(site, f, '..'), { recursive: true });
      writeFileSync(join(site, f), '<!doctype html>');
    }
    writeFileSync(join(site, 'page-data.json'), '{}');
    // A folder the release shares with others: a link into the store (scripts/publish/shared-dirs.ts).
    mkdirSync(join(tmp, 'store', 'k1'), { recursive: true });
    writeFileSync(join(tmp, 'store', 'k1', 'index.html'), '<!doctype html>');
    symlinkSync('../../store/k1', join(site, 'about'));
    symlinkSync(site, join(tmp, 'dist'));
    const rel = pagesToCheck(join(tmp, 'dist')).map((f) => f.slice(site.length + 1));
    expect(rel).toEqual([
      '404.html',
      'about/index.html',
      'index.html',
      'later.html',
      'media/notice/1/A b/index.html',
      'ne/404.html',
      'ne/index.html',
    ]);
  });
});

describe("reading the checker's report", () => {
  const report = {
    version: '26.9.27',
    messages: [
      {
        type: 'error',
        url: url('ne/later.html'),
        lastLine: 42,
        firstColumn: 703,
        lastColumn: 710,
        message: 'The selector “:root” matches, or might match, an element that comes before the parent of this “style” element.',
      },
      { type: 'info', url: url('index.html'), lastLine: 3, message: 'Trailing slash on void elements has no effect.' },
      { type: 'info', subType: 'warning', url: url('index.html'), lastLine: 4, message: 'Consider adding a “lang” attribute.' },
      {
        type: 'error',
        url: url('media/notice/206/Winter uniform/index.html'),
        lastLine: 55,
        lastColumn: 21616,
        message: 'Element “p” not allowed as child of element “span” in this context.',
      },
      { type: 'non-document-error', subType: 'io', url: url('gone.html'), message: 'File not found.' },
    ],
  };

  it('names each error and each file it could not check by page, line and column; leaves out info and warnings', () => {
    expect(vnuProblems(JSON.stringify(report), site)).toEqual([
      { page: 'ne/later.html', line: 42, column: 703, message: report.messages[0].message },
      { page: 'media/notice/206/Winter uniform/index.html', line: 55, column: 21616, message: report.messages[3].message },
      { page: 'gone.html', line: 0, column: 0, message: 'File not found.' },
    ]);
  });

  it('finds nothing in a clean report', () => {
    expect(
      vnuProblems(JSON.stringify({ version: '26.9.27', messages: [{ type: 'info', url: url('index.html'), message: 'x' }] }), site),
    ).toEqual([]);
  });

  it('fails on a report that is not JSON, saying so, rather than passing', () => {
    const [p] = vnuProblems('Error: Unable to access jarfile', site);
    expect(p.message).toContain('not JSON');
  });

  it('writes a problem as page:line:column: message', () => {
    expect(problemLine({ page: 'ne/later.html', line: 42, column: 703, message: 'Bad.' })).toBe('ne/later.html:42:703: Bad.');
    expect(problemLine({ page: 'gone.html', line: 0, column: 0, message: 'File not found.' })).toBe('gone.html: File not found.');
  });
});
