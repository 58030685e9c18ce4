// @vitest-environment node
// The pipeline (scripts/build/pipeline.ts: npm run build, rebuild:pages, rollback) when it cannot publish:
// exit 3, a report saying why (stdout and .publish/last-report.json), and the live site exactly as
// it was. The runs that publish, against a real build, are tests/e2e/publish.spec.mjs.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { finishRelease, layout, liveRelease, lock, startRelease, switchTo } from '@scripts/publish/release';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
/** A site root of its own (`inProject`: in the project, as a run that loads its server bundle needs: React from node_modules). */
function site({ inProject = false } = {}) {
  const root = fs.mkdtempSync(inProject ? path.join(ROOT, '.tmp-publish-cli-') : path.join(os.tmpdir(), 'publish-cli-'));
  dirs.push(root);
  return layout({ dist: path.join(root, 'dist') });
}
/** An address nothing listens on (the ERP down: every call is refused). */
async function downAddress() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
function publish(L: ReturnType<typeof layout>, ...args: (string | Record<string, string>)[]) {
  const env = Object.assign({}, ...args.filter((a) => typeof a === 'object')) as Record<string, string>;
  const argv = args.filter((a): a is string => typeof a === 'string');
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build/pipeline.ts'), ...argv], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: L.dist, PRERENDER_DATA: 'demo', FORCE_COLOR: '0', ...env },
  });
  const report = fs.existsSync(L.lastReport) ? JSON.parse(fs.readFileSync(L.lastReport, 'utf8')) : null;
  return { code: r.status, out: r.stdout + r.stderr, report };
}
/** A live release whose server bundle fails as it loads (a broken build). */
function brokenLive(L: ReturnType<typeof layout>) {
  const r = startRelease(L, 1000);
  fs.mkdirSync(r.site, { recursive: true });
  fs.writeFileSync(path.join(r.site, 'index.html'), 'the live home page');
  fs.mkdirSync(r.ssr, { recursive: true });
  fs.writeFileSync(path.join(r.ssr, 'entry-server.js'), "throw new Error('the server bundle is broken');\n");
  finishRelease(r, { createdAt: 1000, builtAt: 1000, kind: 'build' });
  switchTo(L, r.id);
  return r.id;
}

describe('scripts/build/pipeline.ts when nothing can be published', () => {
  it('refuses a rebuild of the pages before any build, saying what to do', () => {
    const L = site();
    const r = publish(L, '--pages');
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/nothing published; the live site is as it was: no live release .*run npm run build first/);
    expect(r.report).toMatchObject({ published: false, exitCode: 3, command: 'pages' });
  });

  it('leaves the live release live when the pages cannot be made, and removes the unfinished one', () => {
    const L = site();
    const id = brokenLive(L);
    const r = publish(L, '--pages');
    expect(r.code).toBe(3);
    expect(r.report.error).toMatch(/the pages could not be made: .*the server bundle is broken/);
    expect(liveRelease(L)?.id).toBe(id);
    expect(fs.readFileSync(path.join(L.dist, 'index.html'), 'utf8')).toBe('the live home page');
    expect(fs.readdirSync(L.releases)).toEqual([id]);
  });

  it('leaves the live release live when a build is refused its config, naming each problem with its place', () => {
    const L = site();
    const id = brokenLive(L);
    const config = path.join(path.dirname(L.dist), 'site.config.json');
    fs.writeFileSync(config, '{ "site": ');
    const r = publish(L, { SITE_CONFIG: config });
    expect(r.code).toBe(3);
    expect(r.report).toMatchObject({ published: false, exitCode: 3, command: 'build', previousRelease: id });
    // (Read and checked once, first: scripts/build/site-config.ts. Nothing was bundled.)
    expect(r.report.error).toMatch(/^the site's config was refused: .*site\.config\.json has \d+ problems?:$/);
    expect(r.out).toMatch(/line 1, column \d+/);
    expect(r.report.seconds).not.toHaveProperty('bundle');
    expect(r.out).toMatch(/publish: nothing published; the live site is as it was: the site's config was refused/);
    expect(liveRelease(L)?.id).toBe(id);
    expect(fs.readFileSync(path.join(L.dist, 'index.html'), 'utf8')).toBe('the live home page');
    expect(fs.readdirSync(L.releases)).toEqual([id]);
  }, 120_000);

  it('refuses what npm run validate refuses, in the one check it makes (a page kind no registry has)', () => {
    const L = site();
    const id = brokenLive(L);
    const config = path.join(path.dirname(L.dist), 'site.config.json');
    const value = JSON.parse(fs.readFileSync(path.join(ROOT, 'site.config.json'), 'utf8'));
    value.routes[1].page = 'no-such-page';
    fs.writeFileSync(config, JSON.stringify(value, null, 2));
    const r = publish(L, { SITE_CONFIG: config });
    expect(r.code).toBe(3);
    expect(r.report.error).toMatch(/^the site's config was refused: /);
    // (The rule that needs the page registry: the schema alone lets any string through.)
    expect(r.out).toContain('no-such-page');
    expect(r.report.seconds).not.toHaveProperty('bundle');
    expect(liveRelease(L)?.id).toBe(id);
  }, 120_000);

  it("publishes no blank site on a school's very first build while its ERP is down, and keeps none of its answers", async () => {
    const L = site({ inProject: true });
    const erp = await downAddress();
    const r = publish(L, '--no-budgets', { PRERENDER_DATA: erp, PUBLISH_TIMEOUT_MS: '8000' });
    expect(r.code, r.out).toBe(3);
    expect(r.report).toMatchObject({ published: false, exitCode: 3, command: 'build', refused: { why: 'nothing-usable' } });
    expect(r.report.error).toMatch(
      new RegExp(`^the back-end at ${erp} answered nothing usable: (\\d+) of \\1 operations failed \\(network ×\\d+\\)`),
    );
    expect(r.out).toContain(`  to do   check that the ERP is running and answers from this machine, and that ${erp} is its address`);
    expect(r.out).toMatch(/exit 3: nothing published/);
    // No site went live, nothing unfinished is left, and no answer of that address is kept.
    expect(fs.existsSync(L.dist)).toBe(false);
    expect(fs.readdirSync(L.releases)).toEqual([]);
    const [store] = fs.readdirSync(path.join(L.publishDir, 'last-good'));
    expect(fs.readdirSync(path.join(L.publishDir, 'last-good', store)).sort()).toEqual(['source.txt']);
  }, 300_000);

  it('does not run beside another publish (the lock), and says which', () => {
    const L = site();
    const id = brokenLive(L);
    const held = lock(L);
    const r = publish(L, '--pages');
    held.release!();
    expect(r.code).toBe(3);
    expect(r.report.error).toBe(`another publish is running (process ${process.pid}; lock ${L.lockDir})`);
    expect(liveRelease(L)?.id).toBe(id);
  });

  it('refuses an option it does not know, and a rollback with nothing before the live release', () => {
    const L = site();
    brokenLive(L);
    expect(publish(L, '--pages', '--confirm-empty').code).toBe(3);
    expect(publish(L, '--pages', '--fast').out).toMatch(/unknown option --fast/);
    expect(publish(L, 'pages').out).toMatch(/unknown option pages/);
    expect(publish(L, '--rollback', '--pages').out).toMatch(/--rollback takes only a release id or --list/);
    const r = publish(L, '--rollback');
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/no release before the live one/);
    // (Five runs, each starting tsx: a loaded machine takes more than the default 20 s.)
  }, 120_000);
});
