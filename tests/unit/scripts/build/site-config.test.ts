// The site's config is read and checked once per build (scripts/build/site-config.ts), and the
// Vite plugins of both of the build's bundles (the client's, the server's) are given that value:
// the plugins that used to read or check the file themselves (the config check, the shell's head,
// the studio's entry, the studio switch of vite.config.ts) no longer do.
import { join, resolve } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, ResolvedConfig, UserConfig } from 'vite';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/config-check/parse-site-config', async (original) =>
  (await import('@test/counted-parses')).countedParses(await original(), parses),
);

const { readSiteConfig } = await import('../../../../scripts/build/site-config');
const { siteVite } = await import('../../../../vite.config');

const ROOT = resolve(import.meta.dirname, '../../../..');
/** The plugins that read the config (the others' hooks need all of Vite's resolved config). */
const OURS = ['site-config-file', 'site-config-check', 'studio-entry', 'shell-head'];

/**
 * The site's Vite config as the bundling step builds with it, and every hook of its plugins that
 * read the config (called as Vite calls them: they use no more of its context than this).
 */
function resolveBuild(site: ReturnType<typeof readSiteConfig>, isSsrBuild: boolean) {
  const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild, isPreview: false };
  const config = siteVite(() => site)(env);
  const plugins = ((config.plugins ?? []).flat(3) as Plugin[]).filter((p) => OURS.includes(p.name));
  expect(plugins.map((p) => p.name).sort()).toEqual([...OURS].sort());
  const resolved = { command: 'build', mode: 'production', envDir: ROOT, root: ROOT } as ResolvedConfig;
  const context = {
    addWatchFile: () => {},
    error: (m: string) => {
      throw new Error(m);
    },
  };
  const added: UserConfig[] = [];
  for (const p of plugins) {
    const hook = (h: unknown) =>
      (typeof h === 'function' ? h : (h as { handler?: unknown } | undefined)?.handler) as
        ((this: typeof context, ...args: unknown[]) => unknown) | undefined;
    const more = hook(p.config)?.call(context, config, env) as UserConfig | undefined;
    if (more) added.push(more);
    hook(p.configResolved)?.call(context, resolved);
    hook(p.buildStart)?.call(context);
  }
  return { config, added };
}

describe("the build's config", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('is checked once for the client and the server bundle and every plugin of both', () => {
    parses.count = 0;
    const site = readSiteConfig(ROOT);
    expect(parses.count).toBe(1);
    const client = resolveBuild(site, false);
    resolveBuild(site, true);
    expect(parses.count).toBe(1);
    // (The plugins did get it: the client build's input is the config's, the studio's page only when it is on.)
    expect(client.added.find((c) => c.build?.rolldownOptions?.input)?.build?.rolldownOptions?.input).toEqual(
      site.value.site.studio ? { index: join(ROOT, 'index.html'), studio: join(ROOT, 'studio.html') } : { index: join(ROOT, 'index.html') },
    );
  });

  it('refuses a config with its problems, each with its place and fix, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
    dirs.push(dir);
    const file = join(dir, 'site.config.json');
    writeFileSync(file, '{\n  "site": {}\n}\n');
    expect(() => readSiteConfig(ROOT, file)).toThrow(/site\.config\.json[\s\S]*line 2/);
  });
});
