// The home page's HTML in a connection's first round trip is the school's content's and its
// staff's choice (home.sections, home.firstScreenSections): a build meets it itself, moving
// sections below the first screen (scripts/build/first-window.ts), so the budgets step of a build never
// fails on it; checked on its own (CI, on the demo's content) the code is held to it, and a
// section the build had to move fails there (issue 42: a valid reorder made npm run build exit 1).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizeBudgets } from '@scripts/build/size-budget';
import { FIRST_WINDOW } from '@scripts/build/first-window';

let out = '';
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A built site whose home page's brotli copy is `brBytes` long. */
function built(brBytes: number): Parameters<typeof sizeBudgets>[0] {
  out = mkdtempSync(join(tmpdir(), 'size-budget-home-'));
  mkdirSync(join(out, 'assets'));
  writeFileSync(join(out, 'assets/index.js'), 'export const x = 1;');
  writeFileSync(join(out, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(out, 'index.html.br'), randomBytes(brBytes));
  return {
    out,
    bundle: {
      entry: { file: 'assets/index.js', css: [] },
      named: { wake: 'src/islands/hydrate.tsx' },
      modules: { 'src/islands/hydrate.tsx': { file: 'assets/hydrate.js', own: true, js: [], css: [] } },
      loaderImports: { entry: 'assets/index.js', imports: {} },
    },
    pages: [{ path: '/', kind: 'home', lang: 'en', dir: '', js: ['assets/index.js'], islands: [], marks: [], waits: [] }],
  };
}
const homeHtml = (r: { problems: string[] }) => r.problems.filter((p) => /home page/.test(p) && /round trip/.test(p));
const moved = { path: '/', configured: 4, used: 2, moved: ['notices', 'news'], bytes: FIRST_WINDOW - 100, fits: true, limit: FIRST_WINDOW };

describe("the home page's HTML in the first round trip", () => {
  it('in a build (content: report): over it, or fitted by moving sections, it fails nothing and is printed', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const over = {
      path: '/',
      configured: 4,
      used: 0,
      moved: ['slider', 'calendar', 'notices', 'about'],
      bytes: FIRST_WINDOW + 900,
      fits: false,
      limit: FIRST_WINDOW,
    };
    expect(homeHtml(sizeBudgets({ ...built(FIRST_WINDOW + 900), firstScreen: [over], content: 'report' }))).toEqual([]);
    expect(homeHtml(sizeBudgets({ ...built(FIRST_WINDOW - 100), firstScreen: [moved], content: 'report' }))).toEqual([]);
    expect(log.mock.calls.flat().join('\n')).toContain('moved notices, news below the first screen');
  });

  it('checked on its own (CI): over it fails, and so does a section the build had to move', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(homeHtml(sizeBudgets(built(FIRST_WINDOW + 900)))).toEqual([expect.stringContaining('over the 13.2 KB')]);
    expect(homeHtml(sizeBudgets({ ...built(FIRST_WINDOW - 100), firstScreen: [moved] }))).toEqual([
      expect.stringContaining('only with notices, news moved below its first screen'),
    ]);
    expect(homeHtml(sizeBudgets(built(FIRST_WINDOW - 100)))).toEqual([]);
  });
});
