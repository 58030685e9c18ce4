// What the service worker keeps, in a real browser against the production build:
// - after a visit to the home page (birthdays drawn, pictures scrolled through), nothing of the
//   live-only birthdays is in Cache Storage: no pupil's or teacher's photo (from the ERP's own
//   folders, or one the back-end puts in the CMS folder: the page asks for it without a
//   referrer), no birthday answer, no pupil's name in any kept page, while the CMS pictures of the
//   page are kept (the worker was caching);
// - a returning visitor's worker picks up new content: after `npm run rebuild:pages` with changed
//   data (`node scripts/build/pipeline.ts --pages` on a site of the test's own, whose first release is the
//   build's, tests/e2e/publish-support.mjs), the visitor's next page load
//   installs the new worker, which drops the pages it kept, so a page visited before the rebuild
//   comes from the new build, not from the old copy.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.mjs';
import { ROOT, fixturesWith } from './support.mjs';
import { ownSite } from './publish-support.mjs';

test.use({ viewport: { width: 1366, height: 900 } });

/** Loads `url`, then again once the worker controls the page. */
async function underWorker(page, url) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the worker controls the page' })
    .toBe(true);
}

/** Every entry of Cache Storage: { cache, url, type, text } (text only for HTML and JSON). */
const cacheEntries = (page) =>
  page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        const type = res?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: req.url, type, text: /html|json/.test(type) ? await res.text() : '' });
      }
    }
    return out;
  });

test("no birthday photo, answer or pupil's name is kept by the worker after a visit to the home page", async ({ page, serve }) => {
  test.setTimeout(120_000);
  // One pupil's photo where the back-end keeps CMS uploads (the worker caches that folder): only
  // the section's "no referrer" keeps it out.
  const attachments = mkdtempSync(join(tmpdir(), 'attachments-'));
  cpSync(join(ROOT, 'demo/attachments'), attachments, { recursive: true });
  const student = readdirSync(join(attachments, 'academic/student'))[0];
  copyFileSync(join(attachments, 'academic/student', student), join(attachments, 'appcms/5b1f0c2e-pupil-photo.png'));
  const fixtures = fixturesWith({
    'Admin.GetBirthDayList': (body) => {
      body.StudentColl[1].PhotoPath = '\\Attachments\\appcms\\5b1f0c2e-pupil-photo.png';
      return body;
    },
    // (No popup over the page.)
    GetBannerList: () => [],
  });
  const birthdays = JSON.parse(readFileSync(join(fixtures, 'Admin.GetBirthDayList.json'), 'utf8'));
  const elsewhere = readdirSync(fixtures)
    .filter((f) => f.endsWith('.json') && f !== 'Admin.GetBirthDayList.json')
    .map((f) => readFileSync(join(fixtures, f), 'utf8'))
    .join('\n');
  const pupils = birthdays.StudentColl.map((p) => p.Name).filter((n) => n && !elsewhere.includes(n));
  const photos = [...birthdays.StudentColl, ...birthdays.EmployeeColl].map((p) => p.PhotoPath).filter(Boolean);
  try {
    const site = await serve({ fixtures, attachmentsDir: attachments });
    const answers = [];
    page.on('response', (r) => /GetBirthDayList/.test(r.url()) && answers.push(r.status()));
    await underWorker(page, `${site.url}/`);

    // Down the page a screen at a time: the birthdays are drawn from a live answer as they come
    // near, their photos and the CMS pictures load.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((yy) => window.scrollTo(0, yy), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    const cards = page.locator('article[data-kind]');
    await cards.first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: pupils[0] })).toBeAttached();
    // The photos come when asked for (initials until then); the banner popup, baked into the
    // build's pages, closed first.
    const popup = page.locator('dialog[open]');
    if (await popup.count()) await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.getByRole('button', { name: 'Show their photos' }).click();
    // Photos on screen loaded (through the worker), the one in the CMS folder among them.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('article[data-kind] img')]
              .filter((img) => img.complete && img.naturalWidth > 0 && /Attachments/.test(img.currentSrc))
              .map((img) => new URL(img.currentSrc).pathname),
          ),
        { message: 'the birthday photos load', timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['/Attachments/appcms/5b1f0c2e-pupil-photo.png', expect.stringMatching(/academic\/student/)]));
    expect(answers.length, 'the birthdays were asked for').toBeGreaterThan(0);
    // (The worker keeps a picture after answering: give its puts time to land.)
    await page.waitForTimeout(500);

    const entries = await cacheEntries(page);
    const kept = entries.map((e) => e.url);
    // The worker was keeping pictures: the copies of the school's CMS pictures of the page are there.
    expect(kept.filter((u) => /\/img\/[0-9a-f]{16}-\d+\.webp$/.test(u)).length, 'CMS pictures kept').toBeGreaterThan(3);
    for (const path of photos) {
      const url = new URL(path.replace(/\\/g, '/'), site.url).href;
      expect(kept, `a birthday photo kept: ${url}`).not.toContain(url);
    }
    expect(kept.filter((u) => /\/Attachments\/academic\/|GetBirthDayList/i.test(u))).toEqual([]);
    for (const name of pupils)
      expect(
        entries.filter((e) => e.text.includes(name)).map((e) => e.url),
        name,
      ).toEqual([]);
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
    rmSync(attachments, { recursive: true, force: true });
  }
});

/** Runs a script of the build (with its arguments) on `dist` with `env`; rejects with its output when it fails. */
function run(args, env) {
  const script = args.join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(out) : reject(new Error(`${script} failed:\n${out}`))));
  });
}

const versionOf = (dist) => /const __VERSION__ = "([0-9a-f]+)";/.exec(readFileSync(join(dist, 'sw.js'), 'utf8'))?.[1];
const builtAt = (page) => page.locator('#__snapshot').getAttribute('data-built-at');

test("a returning visitor's worker picks up new content after `rebuild:pages` with changed data", async ({ page, serve }) => {
  test.setTimeout(240_000);
  const own = ownSite();
  const dist = own.dist;
  const HEADLINE = 'School closed on Friday for the rebuild test';
  const fixtures = fixturesWith({
    GetNoticeList: (list) => list.map((n, i) => (i === 0 ? { ...n, HeadLine: HEADLINE } : n)),
    GetBannerList: () => [],
  });
  try {
    const site = await serve({ staticDir: dist });
    const NOTICES = '/media/notice';
    const ABOUT = '/who-we-are/about-us';
    await underWorker(page, `${site.url}/`);
    // Two pages visited, so the worker keeps them.
    await page.goto(`${site.url}${NOTICES}`);
    const before = await builtAt(page);
    await expect(page.getByText(HEADLINE)).toHaveCount(0);
    await page.goto(`${site.url}${ABOUT}`);
    await expect
      .poll(() => page.evaluate(async (u) => !!(await caches.match(u)), `${site.url}${NOTICES}`), { message: 'the notices page is kept' })
      .toBe(true);
    const oldVersion = versionOf(dist);

    // The school's timer runs `npm run rebuild:pages` after a notice changed in the ERP.
    const env = { DIST_DIR: dist, PRERENDER_DATA: 'demo', DEMO_FIXTURES: fixtures, VITE_API_BASE: '' };
    await run(['--import', 'tsx', 'scripts/build/pipeline.ts', '--pages'], env);
    const newVersion = versionOf(dist);
    expect(newVersion, 'the rebuild wrote a new worker').not.toBe(oldVersion);

    // The visitor comes back: the page they open checks for a new worker, which takes over and
    // drops what the old one kept.
    await page.goto(`${site.url}${ABOUT}`);
    await expect
      .poll(() => page.evaluate(() => caches.keys()), {
        message: "the new worker took over and removed the old one's caches",
        timeout: 30_000,
      })
      .toEqual(expect.arrayContaining([`shell-${newVersion}`]));
    await expect.poll(async () => (await page.evaluate(() => caches.keys())).filter((k) => k.endsWith(oldVersion))).toEqual([]);
    // The notices page, kept before the rebuild, is the new build's.
    await page.goto(`${site.url}${NOTICES}`);
    expect(await builtAt(page)).not.toBe(before);
    await expect(page.locator('#root[data-prerendered]').getByText(HEADLINE).first()).toBeAttached();
  } finally {
    own.remove();
    rmSync(fixtures, { recursive: true, force: true });
  }
});
