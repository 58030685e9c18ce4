// Publishing that a school can leave running (issue 30): `npm run rebuild:pages` every 15 minutes
// against an ERP that answers most failures as HTTP 200. Each test has a site of its own (its
// first release the build's, tests/e2e/publish-support.mjs) and runs the pipeline as the
// schedule does, against the demo back-end failing in each of the contract's shapes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATIONS, startDemoServer } from '../../demo/server.mjs';
import { securityHeaders } from '../../scripts/build/security-headers.ts';
import { filesUnder, liveRelease, lockOwner } from '../../scripts/publish/release.ts';
import { expect, recordProblems, test } from './fixtures.mjs';
import { SITE_URL, livePages, liveFile, named, ownSite, publish } from './publish-support.mjs';
import { ROOT, fixturesWith } from './support.mjs';

// Every test here runs `npm run rebuild:pages` (scripts/build/pipeline.ts --pages) two to four times.
test.describe.configure({ timeout: 600_000 });

/** The operations pages are built from (all but the form post and the live-only birthdays), as the report names them. */
const BUILT = Object.keys(OPERATIONS)
  .filter((k) => k !== 'FeedbackSuggestion' && !k.startsWith('Admin.'))
  .map((k) => k.replace('.', '/'))
  .sort();
const MIN = 60_000;

/** Folders and servers a test made, removed and closed when it ends. */
function cleanUp() {
  const jobs = [];
  return {
    add: (job) => (jobs.push(job), job),
    run: async () => {
      for (const j of jobs.reverse()) await j();
    },
  };
}
const tmp = (prefix) => mkdtempSync(join(tmpdir(), prefix));

test('a rebuild against a back-end failing in every shape of the contract publishes the last good site, exits 2 and names what it held', async () => {
  const after = cleanUp();
  try {
    const site = ownSite();
    after.add(site.remove);
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    const api = await startDemoServer({ port: 0, dataDir: data });
    after.add(() => api.close());

    const good = await publish(site, ['--pages'], { api: api.url });
    expect(good.code, good.out).toBe(0);
    // Nothing under a dot path is served: the build's records are beside the release (issue 42).
    expect(filesUnder(site.dist).filter((f) => f.split('/').some((seg) => seg.startsWith('.')))).toEqual([]);
    expect(existsSync(join(liveRelease(site.L).dir, 'records/.vite/build-record.json'))).toBe(true);
    const pages = livePages(site);
    const home = liveFile(site, 'index.html');
    expect(home).toContain('<title>Himalaya Vidya Mandir');

    // Each operation failing in a shape of its own, at once.
    const shapes = {
      GetNoticeList: ['empty', 'came back empty'],
      GetAboutCompany: ['not-success', 'the back-end answered IsSuccess false'],
      GetAllThemeConfig: ['http-500', 'http 500'],
      GetIntroduction: ['invalid-json', 'invalid json'],
      GetNewsList: ['garbage', 'its guard could read nothing in the answer'],
      GetWhoWeAre: ['hang', 'timeout'],
      GetContactUs: ['reset', 'network'],
      GetAcademicCalendar: ['contract', 'the back-end answered IsSuccess false'],
    };
    api.update({
      fail: Object.entries(shapes)
        .map(([op, [shape]]) => `${op}=${shape}`)
        .join(','),
    });
    const shaped = await publish(site, ['--pages'], { api: api.url });
    expect(shaped.code, shaped.out).toBe(2);
    expect(shaped.report.published).toBe(true);
    expect(Object.fromEntries(shaped.report.operations.held.map((o) => [o.name, o.reason]))).toEqual(
      Object.fromEntries(Object.entries(shapes).map(([op, [, reason]]) => [op, reason])),
    );
    expect(shaped.report.operations.failed).toEqual([]);
    for (const op of Object.keys(shapes)) expect(shaped.out).toContain(`held    ${op}:`);
    // Nothing worse: the same pages, each the same as the last good one but for the build's time.
    expect(shaped.report.pages).toMatchObject({ added: [], removed: [], changed: [], skipped: [] });
    expect(livePages(site)).toEqual(pages);
    expect(liveFile(site, 'index.html')).toContain('<title>Himalaya Vidya Mandir');

    // Every operation failing as the contract says it does (`[]` for the lists).
    api.update({ fail: 'all', failShape: 'contract' });
    const contract = await publish(site, ['--pages'], { api: api.url });
    expect(contract.code, contract.out).toBe(2);
    expect(named(contract.report.operations.held)).toEqual(BUILT);
    expect(contract.report.pages).toMatchObject({ added: [], removed: [], changed: [], skipped: [] });

    // The back-end down altogether.
    await api.close();
    const down = await publish(site, ['--pages'], { api: api.url });
    expect(down.code, down.out).toBe(2);
    expect(named(down.report.operations.held)).toEqual(BUILT);
    expect(new Set(down.report.operations.held.map((o) => o.reason))).toEqual(new Set(['network']));
    expect(down.report.pages).toMatchObject({ added: [], removed: [], changed: [], skipped: [] });
    expect(livePages(site)).toEqual(pages);
  } finally {
    await after.run();
  }
});

test('a rebuild against a new address that answers nothing usable, or that would lose content the live site shows, publishes nothing and exits 3; --confirm-empty publishes the loss staff confirm', async () => {
  const after = cleanUp();
  try {
    // The live site: the build's, from the demo's fixtures. Its back-end moves to a new address,
    // which has no last good answers of its own yet, and fails there as the contract says
    // (`[]` for the lists, IsSuccess false or HTTP 500 for the rest).
    const site = ownSite();
    after.add(site.remove);
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    const moved = await startDemoServer({ port: 0, dataDir: data, fail: 'all' });
    after.add(() => moved.close());
    const live = liveRelease(site.L).id;
    const pages = livePages(site);
    const home = liveFile(site, 'index.html');
    const notices = pages.filter((p) => p.startsWith('/media/notice/'));
    expect(notices.length).toBeGreaterThan(1);
    const unchanged = () => {
      expect(liveRelease(site.L).id).toBe(live);
      expect(livePages(site)).toEqual(pages);
      expect(liveFile(site, 'index.html')).toBe(home);
      // (The refused run's unfinished release is gone.)
      expect(readdirSync(site.L.releases)).toEqual([live]);
    };

    const nothing = await publish(site, ['--pages'], { api: moved.url });
    expect(nothing.code, nothing.out).toBe(3);
    expect(nothing.report).toMatchObject({ published: false, exitCode: 3, refused: { why: 'nothing-usable' } });
    expect(nothing.out).toContain(
      `publish: nothing published; the live site is as it was: the back-end at ${moved.url} answered nothing usable`,
    );
    expect(nothing.out).toContain(
      `  to do   check that the ERP is running and answers from this machine, and that ${moved.url} is its address`,
    );
    unchanged();
    // Down altogether at the new address: the same, and --confirm-empty does not make a blank site.
    moved.update({ failShape: 'reset' });
    const down = await publish(site, ['--pages', '--confirm-empty', 'all'], { api: moved.url });
    expect(down.code, down.out).toBe(3);
    expect(down.report.refused.why).toBe('nothing-usable');
    expect(new Set(down.report.refused.operations.map((o) => o.reason))).toEqual(new Set(['network']));
    unchanged();

    // The new address answers, but the notices come back empty and About Us fails: both shown live.
    moved.update({ fail: 'GetNoticeList,GetAboutCompany', failShape: 'contract' });
    const lost = ['GetAboutCompany', 'GetNoticeList'];
    for (const run of ['first', 'again']) {
      // (Run again, as the timer does: the refused run kept none of the new address's answers.)
      const r = await publish(site, ['--pages'], { api: moved.url });
      expect(r.code, `${run}: ${r.out}`).toBe(3);
      expect(r.report.refused).toMatchObject({ why: 'content-lost' });
      expect(named(r.report.refused.operations)).toEqual(lost);
      expect(r.out).toContain('  lost    GetNoticeList: came back empty');
      expect(r.out).toContain('  lost    GetAboutCompany: the back-end answered IsSuccess false');
      expect(r.out).toContain(`--confirm-empty ${lost.join(',')}`);
      unchanged();
    }
    // Confirming one is not enough; confirming both publishes the site without them.
    const one = await publish(site, ['--pages', '--confirm-empty', 'GetNoticeList'], { api: moved.url });
    expect(one.code, one.out).toBe(3);
    expect(named(one.report.refused.operations)).toEqual(['GetAboutCompany']);
    unchanged();
    const confirmed = await publish(site, ['--pages', '--confirm-empty', lost.join(',')], { api: moved.url });
    expect(confirmed.code, confirmed.out).toBe(2);
    expect(confirmed.report).toMatchObject({ published: true, refused: null });
    expect(named(confirmed.report.operations.failed)).toEqual(['GetAboutCompany']);
    expect(liveRelease(site.L).id).not.toBe(live);
    for (const p of notices) expect(livePages(site)).not.toContain(p);
    expect(confirmed.report.pages.removed).toEqual(expect.arrayContaining(notices));
  } finally {
    await after.run();
  }
});

test('a list emptied once is held; emptied again after the interval, or confirmed, it is published empty; a withdrawn item loses its page; rollback puts the last release back', async () => {
  const after = cleanUp();
  try {
    const site = ownSite();
    after.add(site.remove);
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    const api = await startDemoServer({ port: 0, dataDir: data });
    after.add(() => api.close());
    const t0 = Date.now();
    const at = (minutes) => ({ api: api.url, env: { PUBLISH_NOW: String(t0 + minutes * MIN) } });

    expect((await publish(site, ['--pages'], at(0))).code).toBe(0);
    const before = livePages(site);
    // (Every page is published in both languages: an item's Nepali page goes with its English one.
    // The news categories' pages stay: they come from their own list, and say there is no news.)
    const both = (paths) => [...paths, ...paths.map((p) => `/ne${p}`)].sort();
    const notices = before.filter((p) => p.startsWith('/media/notice/'));
    const news = before.filter((p) => /^\/media\/news\/\d+\//.test(p));
    const achievements = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetAchievmentList.json'), 'utf8'));
    const withdrawn = before.find((p) => decodeURIComponent(p) === `/achievements/${achievements[0].Headline}`);
    expect(notices.length).toBeGreaterThan(1);
    expect(news.length).toBeGreaterThan(1);
    expect(withdrawn).toBeTruthy();
    expect(liveFile(site, 'sitemap.xml')).toContain(`${SITE_URL}${withdrawn}<`);

    // Notices and news come back empty; staff confirm the news; an achievement is withdrawn.
    const fixtures = fixturesWith({ GetAchievmentList: (list) => list.slice(1) });
    after.add(() => rmSync(fixtures, { recursive: true, force: true }));
    api.update({ fixtures, fail: 'GetNoticeList=empty,GetNewsList=empty' });
    const once = await publish(site, ['--pages', '--confirm-empty', 'GetNewsList'], at(10));
    expect(once.code, once.out).toBe(2);
    expect(once.report.operations.held).toEqual([
      expect.objectContaining({
        name: 'GetNoticeList',
        reason: 'came back empty',
        publishEmptyAt: new Date(t0 + 70 * MIN).toISOString(),
      }),
    ]);
    expect(named(once.report.operations.emptied)).toEqual(['GetNewsList']);
    expect(once.report.pages.removed).toEqual(both([...news, withdrawn]));
    const live1 = livePages(site);
    for (const p of both(notices)) expect(live1).toContain(p);
    for (const p of both([...news, withdrawn])) {
      expect(live1).not.toContain(p);
      expect(existsSync(join(site.dist, ...decodeURIComponent(p).split('/').filter(Boolean), 'index.html')), p).toBe(false);
    }
    const sitemap = liveFile(site, 'sitemap.xml');
    expect(sitemap).not.toContain(`${SITE_URL}${withdrawn}<`);
    expect(sitemap).toContain(`${SITE_URL}${notices[0]}<`);
    const releaseHeld = liveRelease(site.L).id;

    // Still empty, but sooner than site.publish.confirmEmptyMinutes (60) after the first time: held.
    const soon = await publish(site, ['--pages'], at(69));
    expect(soon.code, soon.out).toBe(2);
    expect(named(soon.report.operations.held)).toEqual(['GetNoticeList']);
    expect(soon.report.pages.removed).toEqual([]);
    const releaseSoon = liveRelease(site.L).id;

    // Still empty an hour after the first time: published empty.
    const twice = await publish(site, ['--pages'], at(71));
    expect(twice.code, twice.out).toBe(0);
    expect(named(twice.report.operations.emptied)).toEqual(['GetNoticeList']);
    expect(twice.report.pages.removed).toEqual(both(notices));
    for (const p of both(notices)) expect(livePages(site)).not.toContain(p);

    // One command puts the release before it back; another, any kept release by its id.
    const back = await publish(site, ['--rollback']);
    expect(back.code, back.out).toBe(0);
    expect(liveRelease(site.L).id).toBe(releaseSoon);
    for (const p of notices) expect(livePages(site)).toContain(p);
    for (const p of notices) expect(liveFile(site, `${decodeURIComponent(p).slice(1)}/index.html`)).toContain(`data-prerendered="${p}"`);
    const byId = await publish(site, ['--rollback', releaseHeld]);
    expect(byId.code, byId.out).toBe(0);
    expect(liveRelease(site.L).id).toBe(releaseHeld);
  } finally {
    await after.run();
  }
});

test('a content link that cannot be a page is skipped and reported, and everything else is published', async () => {
  const after = cleanUp();
  try {
    const site = ownSite();
    after.add(site.remove);
    const hostile = ['/programs/page-data.json', '/programs/%E0', '/programs/%00'];
    const fixtures = fixturesWith({
      GetNoticeList: (list) => {
        list[0].Content += `<p>${hostile.map((h, i) => `<a href="${h}">link ${i}</a>`).join(' ')}</p>`;
        return list;
      },
    });
    after.add(() => rmSync(fixtures, { recursive: true, force: true }));
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    const api = await startDemoServer({ port: 0, dataDir: data, fixtures });
    after.add(() => api.close());
    const built = livePages(site);

    const r = await publish(site, ['--pages'], { api: api.url });
    expect(r.code, r.out).toBe(2);
    expect(r.report.published).toBe(true);
    // (The notice's Nepali page links the same addresses in the Nepali site: skipped there too.)
    const reasons = {
      '/programs/page-data.json': expect.stringMatching(/file the site writes itself/),
      '/programs/%E0': expect.stringMatching(/URI malformed/),
      '/programs/%00': expect.stringMatching(/control character/),
    };
    const skipped = Object.entries(reasons).flatMap(([path, why]) => [
      [path, why],
      [`/ne${path}`, why],
    ]);
    expect(r.report.pages.skipped.map((s) => s.path).sort()).toEqual(skipped.map(([path]) => path).sort());
    expect(Object.fromEntries(r.report.pages.skipped.map((s) => [s.path, s.reason]))).toEqual(Object.fromEntries(skipped));
    for (const [path] of skipped) expect(r.out).toContain(`skipped ${path}:`);
    // Every other page, as before; the programs page's own data file untouched.
    expect(livePages(site)).toEqual(built);
    expect(Object.keys(JSON.parse(liveFile(site, 'programs/page-data.json')))).toContain('GetProgramList');
    expect(liveFile(site, 'sitemap.xml')).not.toMatch(/%E0<|%00<|page-data\.json</);
    // (Past builds' data files are for open pages, not for search engines.)
    expect(liveFile(site, 'robots.txt')).toContain('Disallow: /_b/');
  } finally {
    await after.run();
  }
});

test("a visitor reading pages while the site is rebuilt never gets a missing or half-written page, and an open page keeps its own build's data", async ({
  page,
}) => {
  const after = cleanUp();
  try {
    const site = ownSite();
    after.add(site.remove);
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    // One origin, as a school serves it: the site (dist, the link each rebuild switches) and the API.
    const web = await startDemoServer({ port: 0, dataDir: data, staticDir: site.dist, headers: securityHeaders() });
    after.add(() => web.close());
    expect((await publish(site, ['--pages'], { api: web.url })).code).toBe(0);
    const buildA = liveRelease(site.L).builtAt;
    const notice = livePages(site).find((p) => p.startsWith('/media/notice/'));
    const paths = ['/', '/media/notice', notice, '/who-we-are/about-us'];

    // A visitor opens the notice list of this build.
    const problems = recordProblems(page, web.url);
    await page.goto(`${web.url}/media/notice`);
    const restA = await page.locator('#__snapshot').getAttribute('data-rest');
    expect(restA).toBe(`/_b/${buildA}/media/notice/page-data.json?b=${buildA}`);

    // Another reader polls pages (and the files each names) while two rebuilds switch the site.
    let polling = true;
    const seen = new Set();
    const bad = [];
    let reads = 0;
    const poll = (async () => {
      while (polling) {
        for (const p of paths) {
          const res = await fetch(web.url + p);
          const html = await res.text();
          reads++;
          if (res.status !== 200 || !html.trimEnd().endsWith('</html>') || !html.includes(`data-prerendered="${p}"`)) {
            bad.push(`${p}: ${res.status}, ${html.length} bytes`);
            continue;
          }
          const built = /data-built-at="(\d+)"/.exec(html)?.[1];
          seen.add(built);
          for (const m of html.matchAll(/data-(?:rest|src)="(\/_b\/[^"]+)"/g)) {
            const file = await fetch(web.url + m[1].replace(/&amp;/g, '&'));
            const body = await file.text();
            if (file.status !== 200 || !m[1].startsWith(`/_b/${built}/`)) bad.push(`${p} → ${m[1]}: ${file.status}`);
            else if (m[1].includes('page-data.json')) JSON.parse(body);
          }
        }
      }
    })();
    // The notices revised twice (their texts, not their titles: a title is in the notice's address).
    for (const round of ['(revised)', '(revised again)']) {
      const fixtures = fixturesWith({
        GetNoticeList: (list) =>
          list.map((n) => ({ ...n, Description: `${n.Description} ${round}`, Content: `${n.Content}<p>${round}</p>` })),
      });
      after.add(() => rmSync(fixtures, { recursive: true, force: true }));
      web.update({ fixtures });
      const r = await publish(site, ['--pages'], { api: web.url });
      expect(r.code, r.out).toBe(0);
      expect(r.report.pages.changed).toContain('/media/notice');
    }
    polling = false;
    await poll;
    expect(bad).toEqual([]);
    expect(reads).toBeGreaterThan(paths.length * 3);
    expect(seen.size, 'the reader saw more than one release').toBeGreaterThanOrEqual(2);

    // The page opened from the first build, two releases later, still gets that build's data,
    // and its islands wake with it (no hydration mismatch, no failed request).
    const own = await page.evaluate(async (rest) => {
      const res = await fetch(rest);
      return { status: res.status, body: await res.json() };
    }, restA);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('(revised');
    expect(liveFile(site, 'media/notice/page-data.json')).toContain('(revised again)');
    expect(own.body).toEqual(JSON.parse(readFileSync(join(site.L.releases, liveRelease(site.L).id, 'site', restA.split('?')[0]), 'utf8')));
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await after.run();
  }
});

/** The cron line and the systemd service of docs/deployment.md, for this machine. */
function scheduled(api, log) {
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  const here = (s) =>
    s.replaceAll('/srv/school-site', ROOT).replaceAll('https://erp.school.edu.np', api).replaceAll('/var/log/school-pages.log', log);
  const cron = /^\*\/15 \* \* \* \* (.+)$/m.exec(doc)?.[1];
  const unit = /# \/etc\/systemd\/system\/school-pages\.service\n([\s\S]*?)\n# /.exec(doc)?.[1] ?? '';
  const exec = /^ExecStart=(.+)$/m.exec(unit)?.[1];
  const cwd = /^WorkingDirectory=(.+)$/m.exec(unit)?.[1];
  const env = Object.fromEntries([...unit.matchAll(/^Environment=(\w+)=(.+)$/gm)].map((m) => [m[1], here(m[2])]));
  expect(cron, 'docs/deployment.md has a cron line every 15 minutes').toBeTruthy();
  expect(exec, 'docs/deployment.md has the systemd service').toBeTruthy();
  return { cron: here(cron), exec: here(exec).split(/\s+/), cwd: here(cwd), env };
}
/** Runs a command line or argv; resolves its exit code. */
function runCommand(cmd, opts) {
  return new Promise((resolve) => {
    const child = Array.isArray(cmd) ? spawn(cmd[0], cmd.slice(1), opts) : spawn('/bin/sh', ['-c', cmd], opts);
    child.on('exit', (code) => resolve(code));
  });
}

test('the schedule in docs/deployment.md (cron and systemd) runs without overlapping, and against a failing back-end exits 2 with a report naming what it held', async () => {
  const after = cleanUp();
  try {
    const site = ownSite();
    after.add(site.remove);
    const data = tmp('publish-data-');
    after.add(() => rmSync(data, { recursive: true, force: true }));
    const api = await startDemoServer({ port: 0, dataDir: data });
    after.add(() => api.close());
    const log = join(site.root, 'school-pages.log');
    const { cron, exec, cwd, env } = scheduled(api.url, log);
    // (The doc's command as written; only the site is this test's: DIST_DIR.)
    const opts = { env: { ...process.env, ...env, DIST_DIR: site.dist, FORCE_COLOR: '0' }, stdio: 'ignore' };

    expect(await runCommand(cron, { ...opts, cwd: '/' })).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/exit 0: published, all fresh/);

    api.update({ fail: 'all' });
    const first = runCommand(cron, { ...opts, cwd: '/' });
    // While it runs, the timer's own run of the same command waits for nothing and starts nothing.
    await expect.poll(() => lockOwner(site.L) !== null, { timeout: 60_000 }).toBe(true);
    const t = Date.now();
    expect(await runCommand(exec, { ...opts, cwd })).toBe(1);
    expect(Date.now() - t).toBeLessThan(10_000);
    expect(await first).toBe(2);
    const text = readFileSync(log, 'utf8');
    for (const op of BUILT) expect(text).toContain(`held    ${op}:`);
    expect(text).toContain(`exit 2: published with ${BUILT.length} held`);
    const report = JSON.parse(readFileSync(site.L.lastReport, 'utf8'));
    expect(named(report.operations.held)).toEqual(BUILT);

    // And the systemd service's run alone.
    expect(await runCommand(exec, { ...opts, cwd })).toBe(2);
  } finally {
    await after.run();
  }
});
