// @vitest-environment node
// A rebuild's files with the live release's bytes become links to the live ones (scripts/publish/same-files.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, linkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkUnchanged } from '@scripts/publish/same-files';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>) {
  const dir = join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}
const ino = (f: string) => statSync(f).ino;

describe('linkUnchanged', () => {
  it('links the files written again with the same bytes, and only those', () => {
    root = mkdtempSync(join(tmpdir(), 'same-files-'));
    const live = site('live', { 'pagefind/a.pf': 'index', 'feeds/news.xml': 'old feed', 'sitemap.xml': 'map', '.vite/r.json': 'record' });
    const next = site('next', { 'pagefind/a.pf': 'index', 'feeds/news.xml': 'new feed', 'only-here.txt': 'x', '.vite/r.json': 'record' });
    // A file already linked from the live release (a reused page) is left as it is.
    mkdirSync(join(next, 'media'), { recursive: true });
    writeFileSync(join(live, 'page.html'), 'page');
    linkSync(join(live, 'page.html'), join(next, 'page.html'));
    expect(linkUnchanged(join(root, 'live'), next)).toBe(1);
    expect(ino(join(next, 'pagefind/a.pf'))).toBe(ino(join(live, 'pagefind/a.pf')));
    expect(ino(join(next, 'feeds/news.xml'))).not.toBe(ino(join(live, 'feeds/news.xml')));
    expect(readFileSync(join(next, 'feeds/news.xml'), 'utf8')).toBe('new feed');
    // Dot entries (the build's records) are never touched.
    expect(ino(join(next, '.vite/r.json'))).not.toBe(ino(join(live, '.vite/r.json')));
    expect(linkUnchanged(null, next)).toBe(0);
  });

  it('takes the live compressed copies of a source it linked, whatever quality the run compressed at', () => {
    root = mkdtempSync(join(tmpdir(), 'same-files-'));
    const live = site('live', { 'feeds/news.xml': 'feed', 'feeds/news.xml.br': 'q11', 'a.txt': 'old', 'a.txt.br': 'old-q11' });
    const next = site('next', { 'feeds/news.xml': 'feed', 'feeds/news.xml.br': 'q5', 'a.txt': 'new', 'a.txt.br': 'new-q5' });
    expect(linkUnchanged(live, next)).toBe(2);
    expect(ino(join(next, 'feeds/news.xml.br'))).toBe(ino(join(live, 'feeds/news.xml.br')));
    expect(readFileSync(join(next, 'a.txt.br'), 'utf8')).toBe('new-q5');
  });
});
