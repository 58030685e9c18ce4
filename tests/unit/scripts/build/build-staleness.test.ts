// @vitest-environment node
// `npm run demo` builds again when what the build is made from changed after it (a staff member
// edited site.config.json or a form schema), and says which file; decided from file times.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimes, sourceTimes, staleBuild } from '@scripts/build/build-staleness';

const T = 1_800_000_000_000;
const built = { at: T, finished: true };
const files = (over: Record<string, number> = {}) =>
  ['site.config.json', 'schemas/forms/admission.schema.json', 'src/main.tsx', 'index.html', 'vite.config.ts'].map((path) => ({
    path,
    mtimeMs: over[path] ?? T - 60_000,
  }));

describe('staleBuild', () => {
  it('keeps a build newer than every source', () => {
    expect(staleBuild(built, files())).toBeNull();
    expect(staleBuild(built, files({ 'site.config.json': T }))).toBeNull();
  });

  it('names the config when it changed after the build', () => {
    expect(staleBuild(built, files({ 'site.config.json': T + 1000 }))).toBe('site.config.json changed since the last build: rebuilding…');
  });

  it('names a schema, the source, the page template or the vite config', () => {
    expect(staleBuild(built, files({ 'schemas/forms/admission.schema.json': T + 1 }))).toBe(
      'schemas/forms/admission.schema.json changed since the last build: rebuilding…',
    );
    expect(staleBuild(built, files({ 'src/main.tsx': T + 1 }))).toBe('src/main.tsx changed since the last build: rebuilding…');
    expect(staleBuild(built, files({ 'index.html': T + 1 }))).toBe('index.html changed since the last build: rebuilding…');
    expect(staleBuild(built, files({ 'vite.config.ts': T + 1 }))).toBe('vite.config.ts changed since the last build: rebuilding…');
  });

  it('names the config first among several, and counts the others', () => {
    expect(
      staleBuild(built, files({ 'src/main.tsx': T + 9000, 'site.config.json': T + 10, 'schemas/forms/admission.schema.json': T + 20 })),
    ).toBe('site.config.json and 2 other files changed since the last build: rebuilding…');
    expect(staleBuild(built, files({ 'src/main.tsx': T + 9000, 'schemas/forms/admission.schema.json': T + 20 }))).toBe(
      'schemas/forms/admission.schema.json and 1 other file changed since the last build: rebuilding…',
    );
  });

  it('names the file SITE_CONFIG points at as the config', () => {
    const sources = [...files(), { path: '../configs/school-b.json', mtimeMs: T + 5 }];
    expect(staleBuild(built, sources, '../configs/school-b.json')).toBe(
      '../configs/school-b.json changed since the last build: rebuilding…',
    );
  });

  it('builds when there is no build, or the last one stopped half way', () => {
    expect(staleBuild(null, files())).toBe('No build yet: building…');
    expect(staleBuild({ at: T, finished: false }, files())).toBe('The last build did not finish: building again…');
  });
});

describe('the times on disk', () => {
  it('reads the build from dist/ and the sources from the project, a config elsewhere included', () => {
    const root = mkdtempSync(join(tmpdir(), 'staleness-'));
    try {
      const at = (file: string, ms: number, text = '{}') => {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, text);
        utimesSync(file, ms / 1000, ms / 1000);
      };
      const dist = join(root, 'dist');
      expect(buildTimes(dist)).toBeNull();
      at(join(dist, 'index.html'), T);
      at(join(dist, '.vite/manifest.json'), T);
      expect(buildTimes(dist)).toEqual({ at: T, finished: false });
      at(join(dist, 'sw.js'), T + 30_000);
      expect(buildTimes(dist)).toEqual({ at: T, finished: true });

      at(join(root, 'site.config.json'), T - 1000);
      at(join(root, 'schemas/forms/a.schema.json'), T - 1000);
      at(join(root, 'src/app/x.ts'), T - 1000);
      at(join(root, 'other.json'), T + 1000);
      expect(
        sourceTimes(root)
          .map((s) => s.path)
          .sort(),
      ).toEqual(['schemas/forms/a.schema.json', 'site.config.json', 'src/app/x.ts']);
      expect(staleBuild(buildTimes(dist), sourceTimes(root))).toBeNull();
      expect(staleBuild(buildTimes(dist), sourceTimes(root, join(root, 'other.json')), 'other.json')).toBe(
        'other.json changed since the last build: rebuilding…',
      );
      at(join(root, 'site.config.json'), T + 2000);
      expect(staleBuild(buildTimes(dist), sourceTimes(root))).toBe('site.config.json changed since the last build: rebuilding…');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
