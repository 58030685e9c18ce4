// The wake-files budget (scripts/build/size-budget.ts): what wakes islands in at most 4 files, except in
// a build with the studio's page, which keeps Rolldown's own split (vite.config.ts) and is a staff
// build: there the budget is not applied, and says so, rather than failing a school's build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizeBudgets } from '@scripts/build/size-budget';

let out = '';
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A built site's assets with what wakes islands in six files, and its island manifest. */
function builtWithSixWakeFiles(studio: boolean): Parameters<typeof sizeBudgets>[0] {
  out = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(out, 'assets'));
  const files = ['loader', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6'].map((n) => `assets/${n}.js`);
  for (const f of files) writeFileSync(join(out, f), `export const x=${JSON.stringify(f)};`);
  if (studio) writeFileSync(join(out, 'studio.html'), '<!doctype html><title>Studio</title>');
  return {
    out,
    bundle: {
      entry: { file: files[0], css: [] },
      named: { wake: 'src/islands/hydrate.tsx' },
      modules: { 'src/islands/hydrate.tsx': { file: files[1], own: true, js: files, css: [] } },
    },
  };
}

const wakeProblems = (r: { problems: string[] }) => r.problems.filter((p) => p.startsWith('what wakes islands'));

describe('the wake-files budget', () => {
  it('fails a site build whose islands wake from more than 4 files, naming them', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = sizeBudgets(builtWithSixWakeFiles(false));
    expect(wakeProblems(result)).toEqual([expect.stringContaining('6 files, over 4: assets/w1.js')]);
  });

  it('is not applied to a build with the studio, and says so', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = sizeBudgets(builtWithSixWakeFiles(true));
    expect(wakeProblems(result)).toEqual([]);
    expect(log.mock.calls.flat().join('\n')).toContain('the studio is in this build');
  });
});
