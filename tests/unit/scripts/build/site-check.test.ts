// The one check of the site's config and form schemas (scripts/build/site-check.ts) that both
// `npm run validate` and a build make: the config is parsed once, with the rules that need the
// registries and the forms, and a build is given the value it parsed.
import { join, resolve } from 'node:path';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/config-check/parse-site-config', async (original) =>
  (await import('@test/counted-parses')).countedParses(await original(), parses),
);

const { checkSite } = await import('@scripts/build/site-check');
const { readSiteConfig } = await import('@scripts/build/site-config');

const ROOT = resolve(import.meta.dirname, '../../../..');
const CONFIG = join(ROOT, 'site.config.json');

describe('the check of the site', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const configWith = (edit: (c: { routes: { page: string }[] }) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'site-check-'));
    dirs.push(dir);
    const value = JSON.parse(readFileSync(CONFIG, 'utf8'));
    edit(value);
    const file = join(dir, 'site.config.json');
    writeFileSync(file, JSON.stringify(value, null, 2));
    return file;
  };

  it('parses the config once and gives the value a build is made from', () => {
    parses.count = 0;
    const check = checkSite({ root: ROOT, file: CONFIG, shown: 'site.config.json', production: false });
    expect(parses.count).toBe(1);
    expect(check.formsPassed).toBe(true);
    expect(check.messages.filter((m) => m.level === 'problem')).toEqual([]);
    expect(check.messages.map((m) => m.text)).toContain('✓ site.config.json is valid');
    expect(check.site?.value).toEqual(readSiteConfig(ROOT).value);
  });

  it('refuses a page kind the registry has not, which the schema alone lets through', () => {
    const file = configWith((c) => (c.routes[1].page = 'no-such-page'));
    const check = checkSite({ root: ROOT, file, shown: 'other.json', production: false });
    expect(check.site).toBeNull();
    expect(check.messages.find((m) => m.level === 'problem')?.text).toMatch(/other\.json.*[\s\S]*no-such-page/);
    expect(check.messages.map((m) => m.text)).not.toContain('✓ other.json is valid');
  });

  it("refuses the demo's placeholders for production only, each with its place", () => {
    const demo = checkSite({ root: ROOT, file: CONFIG, shown: 'site.config.json', production: false });
    const school = checkSite({ root: ROOT, file: CONFIG, shown: 'site.config.json', production: true });
    // (The repository's config is the demo's: it has placeholders.)
    expect(demo.site).not.toBeNull();
    expect(demo.messages.some((m) => m.level === 'warning' && /demo placeholders/.test(m.text))).toBe(true);
    expect(school.site).toBeNull();
    expect(school.messages.find((m) => m.level === 'problem')?.text).toMatch(/refused for production:\n {2}\S+ \(line \d+, column \d+\)/);
  });
});
