// The studio is a page of its own, not a part of the site: no page kind or route of the site
// names it, the site's code never reaches it, it reads the page kinds from one list rather than
// the page registry, and a production build has its entry only when site.studio is true.
// (tests/e2e/studio-entry.spec.mjs checks the same on the built dist/.)
// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { pageKinds } from '@src/config-check/page-kinds';
import { pageRegistry } from '@src/pages/page-registry';
import { buildEntries, studioEntry } from '@scripts/studio-entry-plugin';

const root = join(import.meta.dirname, '../../..');
const config = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')) as {
  routes: Array<{ path: string; page: string }>;
  site: { studio?: boolean };
};

/** Every source file `entry` reaches through relative imports, static or dynamic (paths from the repo root). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    const key = relative(root, file);
    if (seen.has(key)) continue;
    seen.add(key);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const base = resolve(dirname(file), m[1]);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
      if (found) queue.push(found);
    }
  }
  return seen;
}

describe('the studio as its own page', () => {
  it('is no page kind and no route of the site', () => {
    expect(pageKinds).not.toContain('studio');
    expect(Object.keys(pageRegistry)).not.toContain('studio');
    expect(config.routes.filter((r) => r.page === 'studio' || r.path === '/studio')).toEqual([]);
  });

  it('takes the page kinds from one list, the one the page registry is keyed by', () => {
    expect([...pageKinds].sort()).toEqual(Object.keys(pageRegistry).sort());
    const studio = [...reached('src/studio/studio-entry.tsx')];
    expect(studio).toContain('src/config-check/page-kinds.ts');
    expect(studio).not.toContain('src/pages/page-registry.ts');
  });

  it("is never reached from the site's entries (the preview frame's receiver lives with the site)", () => {
    for (const entry of ['src/main.tsx', 'src/entry-server.tsx']) {
      const site = [...reached(entry)];
      expect(site.filter((f) => f.startsWith('src/studio/'))).toEqual([]);
      expect(site).toContain('src/pages/page-registry.ts');
    }
    expect(reached('src/main.tsx')).toContain('src/app/studio-preview.ts');
  });

  it('has its own HTML entry, which mounts src/studio/studio-entry.tsx', () => {
    const html = readFileSync(join(root, 'studio.html'), 'utf8');
    expect(html).toMatch(/<script type="module" src="\/src\/studio\/studio-entry\.tsx"><\/script>/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});

describe('the production build input', () => {
  const dirs: string[] = [];
  const saved = process.env.SITE_CONFIG;
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    if (saved === undefined) delete process.env.SITE_CONFIG;
    else process.env.SITE_CONFIG = saved;
  });

  /** What the plugin adds to Vite's config for a build of `site` (SITE_CONFIG points at a copy). */
  function inputFor(site: Record<string, unknown>, env: Partial<ConfigEnv> = {}): unknown {
    const dir = mkdtempSync(join(tmpdir(), 'studio-entry-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ ...config, site: { ...config.site, ...site } }));
    process.env.SITE_CONFIG = join(dir, 'site.config.json');
    const plugin: Plugin = studioEntry(root);
    expect(plugin.apply).toBe('build');
    // The hook as Vite calls it (it uses no plugin context).
    const hook = plugin.config as unknown as (c: UserConfig, e: ConfigEnv) => UserConfig | undefined;
    const out = hook({}, { command: 'build', mode: 'production', isSsrBuild: false, ...env });
    return out?.build?.rolldownOptions?.input;
  }

  it('has the studio only when site.studio is true', () => {
    expect(inputFor({ studio: false })).toEqual({ index: join(root, 'index.html') });
    expect(inputFor({ studio: undefined })).toEqual({ index: join(root, 'index.html') });
    expect(inputFor({ studio: true })).toEqual({ index: join(root, 'index.html'), studio: join(root, 'studio.html') });
  });

  it('leaves the server-render build alone', () => {
    expect(inputFor({ studio: true }, { isSsrBuild: true })).toBeUndefined();
  });

  it('matches buildEntries', () => {
    expect(buildEntries('/x', { site: { studio: true } })).toEqual({ index: '/x/index.html', studio: '/x/studio.html' });
    expect(buildEntries('/x', {})).toEqual({ index: '/x/index.html' });
  });
});
