// The code of a page's islands is there before the first tap (issue 33; src/islands/page-code.ts,
// prefetch-code.ts, scripts/build/page-code.ts), in a real browser against the production build:
// - after load, at idle, it is fetched at low priority, none of it before the first paint or the
//   load event, and nothing of it runs: a tap then fetches no script at all;
// - so are the loader's own chunks (the first answers, the prefetch: importLow): before load the
//   page loads the loader alone;
// - a tap before any of it arrived is held and carried out, and the island's whole code is asked
//   for at once (its own chunk beside what wakes islands), not in two waves.
import { PHONE, expect, test } from './fixtures.mjs';
import { appReady } from './support.mjs';

const ABOUT = '/who-we-are/about-us';

/** The page's list: each island's code by its data-idp (scripts/build/page-code.ts). */
const listed = (page) => page.evaluate(() => JSON.parse(document.getElementById('__code').textContent));

/** The site paths of the scripts the page asked for so far, with when each started, on the page's clock. */
const fetchedScripts = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  );

test.describe('the island code', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'block' });

  test('comes after load and the first paint, runs nothing, and a tap after it fetches no script', async ({ page, problems }) => {
    const scriptRequests = [];
    page.on('request', (r) => r.resourceType() === 'script' && scriptRequests.push(new URL(r.url()).pathname));
    await page.goto(ABOUT);
    await appReady(page);
    const code = await listed(page);
    const nav = await page.locator('[data-island="frame:nav"]').getAttribute('data-idp');
    expect(code[nav], 'the menu island has its code listed').toEqual(
      expect.arrayContaining([expect.stringMatching(/\/hydrate-[^/]+\.js$/)]),
    );
    expect(
      code[nav].some((f) => /\/nav-bar-[^/]+\.js$/.test(f)),
      'with its own chunk',
    ).toBe(true);
    const all = [...new Set(Object.values(code).flat())];
    // It all comes, by itself.
    await expect
      .poll(async () => {
        const got = new Set((await fetchedScripts(page)).map((s) => s.path));
        return all.filter((f) => !got.has(f));
      })
      .toEqual([]);
    const { loadEnd, fcp } = await page.evaluate(() => ({
      loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    const scripts = await fetchedScripts(page);
    // Asked for at low priority (a script preload, then the module preload that compiles it):
    // fetched, not run.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => ({
        href: l.getAttribute('href'),
        low: document.querySelector(`link[rel="preload"][as="script"][fetchpriority="low"][href="${l.getAttribute('href')}"]`) !== null,
      })),
    );
    // All of it after the load event and the first paint, the files it shares with the first
    // answers (the base chunk) too: those come after load at low priority as well (importLow).
    for (const f of all) {
      const { start } = scripts.find((s) => s.path === f);
      expect(start, `${f} asked for after the load event`).toBeGreaterThanOrEqual(loadEnd);
      expect(start, `${f} asked for after the first paint`).toBeGreaterThan(fcp);
    }
    expect(links.filter((l) => all.includes(l.href) && l.low).length).toBe(all.length);
    await expect(page.locator('[data-island][data-awake]')).toHaveCount(0);

    // A tap now is answered from what is already there: not one script more is fetched.
    const before = scriptRequests.length;
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect(page.locator('[data-island="frame:nav"]')).toHaveAttribute('data-awake', 'true');
    expect(scriptRequests.slice(before), 'scripts fetched by the tap').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the loader alone comes before load: its own chunks (first answers, prefetch) after it, at low priority', async ({
    page,
    problems,
  }) => {
    // The browser's own record of each request's priority (Lighthouse's, the bench's source).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type !== 'Script') return;
      const url = new URL(e.request.url);
      sent.push({ path: url.pathname, url: url.pathname + url.search, priority: e.request.initialPriority });
    });
    await page.goto(ABOUT);
    await appReady(page);
    const loaderPath = await page.evaluate(() => new URL(document.querySelector('script[type="module"][src]').src).pathname);
    // The first answers and the island code's prefetch come by themselves, after load.
    await expect.poll(() => sent.map((s) => s.path).filter((p) => /\/(first-answers|prefetch-code)-[^/]+\.js$/.test(p)).length).toBe(2);
    // (Until every file asked for so far has come: the browser's timing of each.)
    const timing = () =>
      page.evaluate(() => ({
        loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
        starts: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
      }));
    // (One look holds both: a file the prefetch asks for after it waits for the next look, whose
    // list it is then on; checking the files sent by a later look against an earlier timing failed
    // when one came between them.)
    let seen;
    await expect
      .poll(async () => {
        const t = await timing();
        seen = { ...t, asked: sent.slice() };
        return seen.asked.filter((s) => !t.starts.some((x) => x.path === s.path)).map((s) => s.path);
      })
      .toEqual([]);
    const { loadEnd, starts, asked } = seen;
    // Each at Low: fetched by a script preload first (page-code.ts preload()), as Chromium 150
    // fetches a module preload at High whatever its fetchpriority; the module preload that then
    // compiles it takes that response (once: below).
    const others = asked.filter((s) => s.path !== loaderPath);
    expect(others.length, 'scripts after the loader').toBeGreaterThan(0);
    for (const { path, priority } of others) {
      // (Each file once: an import() after the low preload fetches nothing again.)
      expect(
        others.filter((o) => o.path === path),
        `${path} fetched once`,
      ).toHaveLength(1);
      expect(priority, `${path}'s priority`).toMatch(/^(Low|VeryLow)$/);
      expect(starts.find((s) => s.path === path)?.start, `${path} asked for after the load event`).toBeGreaterThanOrEqual(loadEnd);
    }
    expect(problems).toEqual([]);
  });

  test('a tap before any of it arrived asks for the island’s whole code at once and is carried out', async ({
    page,
    context,
    problems,
  }) => {
    // Nothing but the loader comes, until released (a phone on a slow network, tapping at once).
    let release;
    const held = new Promise((r) => (release = r));
    const asked = [];
    let entry = '';
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!entry) entry = path; // (the page's one script comes first)
      if (path !== entry) {
        asked.push(path);
        await held;
      }
      await route.continue();
    });
    await page.goto(ABOUT);
    await appReady(page);
    const code = await listed(page);
    const nav = await page.locator('[data-island="frame:nav"]').getAttribute('data-idp');
    await page.getByTestId('menu-toggle').click();
    // While nothing has arrived, the island's own chunk is asked for too, beside what wakes it
    // (with two waves it waited for hydrate.tsx to run first).
    await expect.poll(() => code[nav].filter((f) => !asked.includes(f))).toEqual([]);
    await expect(page.getByTestId('drawer'), 'nothing happens before the code is there').toBeHidden();
    release();
    await expect(page.getByTestId('drawer')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
