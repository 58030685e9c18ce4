// The content pages' budget (scripts/build/size-budget.ts) counts what the bench counts as script up
// front: the loader its HTML loads, and every chunk the loader imports that is not fetched after
// load at low priority (importLow, .vite/loader-imports.json) nor waits for something the page does
// not have. Counting the HTML's scripts alone let 3.5 KB of chunks imported right after the first
// frame pass CI (issue 33).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizeBudgets } from '@scripts/build/size-budget';
import { LOADER_MARKS } from '@scripts/build/loader-up-front';
import { pageFacts } from '@src/prerender/page-facts';

let out = '';
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A file of about `kb` KB gzip (random bytes, as base64: gzip takes back only the base64). */
const sized = (kb: number) => `export const x=${JSON.stringify(randomBytes(Math.round(kb * 1024)).toString('base64'))};`;

type Imports = Record<string, { js: string[]; low: boolean; from: string[] }>;

/**
 * A built site: a 4 KB loader, a 2 KB first-answers chunk and a 1.5 KB popup chunk; an about-us page
 * whose first screen is `html`, its record noting the loader's marks its elements carry (as the
 * page writer's facts do, from the renderer's pass over its HTML).
 */
function built(imports: Imports | undefined, html = '<p>About</p>'): Parameters<typeof sizeBudgets>[0] {
  out = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(out, 'assets'));
  const sizes = { 'assets/index.js': 4, 'assets/first-answers.js': 2, 'assets/banner-popup-behavior.js': 1.5 };
  for (const [f, kb] of Object.entries(sizes)) writeFileSync(join(out, f), sized(kb));
  const marks = pageFacts(html).marks.filter((m) => LOADER_MARKS.includes(m));
  return {
    out,
    bundle: {
      entry: { file: 'assets/index.js', css: [] },
      named: { wake: 'src/islands/hydrate.tsx' },
      modules: { 'src/islands/hydrate.tsx': { file: 'assets/hydrate.js', own: true, js: [], css: [] } },
      ...(imports ? { loaderImports: { entry: 'assets/index.js', imports } } : {}),
    },
    pages: [{ path: '/about', kind: 'about-us', dir: 'about', js: ['assets/index.js'], islands: [], marks, waits: [] }],
  };
}

const answers = (low: boolean): Imports => ({
  'src/islands/first-answers.ts': { js: ['assets/first-answers.js'], low, from: ['src/islands/behaviors.ts'] },
});
const popup: Imports = {
  'src/sections/banner-popup/banner-popup-behavior.ts': {
    js: ['assets/banner-popup-behavior.js'],
    low: false,
    from: ['src/islands/behaviors.ts'],
  },
};
const aboutProblems = (r: { problems: string[] }) => r.problems.filter((p) => p.startsWith('/about '));
const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => {});

describe("a content page's script up front", () => {
  it('counts a chunk the loader imports at once, and fails naming it and its importer when over budget', () => {
    quiet();
    const result = sizeBudgets(built(answers(false)));
    expect(aboutProblems(result)).toEqual([
      expect.stringMatching(
        /over the 5 KB budget: .*assets\/first-answers\.js \(.*imported by src\/islands\/behaviors\.ts: src\/islands\/first-answers\.ts\)/,
      ),
    ]);
  });

  it('does not count one fetched after load at low priority (importLow)', () => {
    const log = quiet();
    const result = sizeBudgets(built(answers(true)));
    expect(aboutProblems(result)).toEqual([]);
    expect(log.mock.calls.flat().join('\n')).toMatch(/JS up front on \/about: 4\.\d KB gzip .* — assets\/index\.js \(4\.\d KB\)\n/);
  });

  it("counts a page's own behaviour's chunk only on a page whose markup has its marker, not its text", () => {
    quiet();
    expect(aboutProblems(sizeBudgets(built(popup)))).toEqual([]);
    expect(aboutProblems(sizeBudgets(built(popup, '<p>Write &lt;dialog data-banner-popup&gt; here</p>')))).toEqual([]);
    const withPopup = sizeBudgets(built(popup, '<dialog data-banner-popup>…</dialog>'));
    expect(aboutProblems(withPopup)).toEqual([expect.stringContaining('assets/banner-popup-behavior.js')]);
  });

  it('fails a build with no record of what the loader imports', () => {
    quiet();
    const result = sizeBudgets(built(undefined));
    expect(result.problems).toContainEqual(expect.stringContaining('no record of what the loader imports'));
  });
});
