// @vitest-environment node
// A unit test sits where its subject sits: tests/unit/<the subject's path in the repository>
// (docs/architecture.md, "Tests"). This fails when a test file's folder names nothing there, so a
// test put in a folder named for a theme, or left behind when its subject moved, is found.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const UNIT = join(ROOT, 'tests/unit');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json', '.md'];

/** Why a file under tests/unit is out of place, or null when its path names a subject. */
function misplaced(path: string, exists: (p: string) => 'file' | 'dir' | null): string | null {
  if (!/\.test\.tsx?$/.test(path)) return 'not a test file: shared helpers belong in tests/support/';
  const parts = path.split('/');
  const folder = parts.slice(0, -1);
  if (folder.length === 0) {
    const stem = parts[0].replace(/\.test\.tsx?$/, '');
    return SOURCE_EXTENSIONS.some((e) => exists(stem + e) === 'file') ? null : `no file ${stem}.* at the root`;
  }
  if (folder[0] === 'tests' || folder[0] === 'node_modules' || folder[0] === 'dist') return `${folder[0]}/ is not a subject`;
  const dir = folder.join('/');
  if (exists(dir) === 'dir') return null;
  // Several tests of one module may share a folder named for it (tests/unit/src/entry-server/).
  if (SOURCE_EXTENSIONS.some((e) => exists(dir + e) === 'file')) return null;
  return `no folder ${dir}/ (nor a file ${dir}.*)`;
}

function onDisk(p: string): 'file' | 'dir' | null {
  const full = join(ROOT, p);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? 'dir' : 'file';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(UNIT, join(dir, e.name))],
  );
}

describe('unit tests mirror their subjects', () => {
  it('every file under tests/unit is a test whose folder names a folder or file of the repository', () => {
    const files = filesUnder(UNIT);
    expect(files.length).toBeGreaterThan(200);
    const wrong = files.map((f) => [f, misplaced(f, onDisk)]).filter(([, why]) => why !== null);
    expect(wrong).toEqual([]);
  });

  it('refuses a folder named for a theme, a helper beside the tests, and a root test of nothing', () => {
    expect(misplaced('speed/page-writer.test.ts', onDisk)).toBe('no folder speed/ (nor a file speed.*)');
    expect(misplaced('src/sections/section-support.tsx', onDisk)).toMatch(/tests\/support/);
    expect(misplaced('bs-date.test.ts', onDisk)).toBe('no file bs-date.* at the root');
    expect(misplaced('tests/support/render.test.tsx', onDisk)).toBe('tests/ is not a subject');
  });

  it('takes a source folder, a folder named for one module, and a root file', () => {
    expect(misplaced('scripts/publish/release.test.ts', onDisk)).toBeNull();
    expect(misplaced('src/entry-server/render-url.test.ts', onDisk)).toBeNull();
    expect(misplaced('eslint.layers.test.ts', onDisk)).toBeNull();
  });
});
