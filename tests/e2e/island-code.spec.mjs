// The code of a page's islands is there before the first tap (issue 33; src/islands/page-code.ts,
// prefetch-code.ts, scripts/build/page-code.mjs), in a real browser against the production build:
// - after load, at idle, it is fetched at low priority, none of it before the first paint or the
//   load event, and nothing of it runs: a tap then fetches no script at all;
// - a tap before any of it arrived is held and carried out, and the island's whole code is asked
//   for at once (its own chunk beside what wakes islands), not in two waves.
import { PHONE, expect, test } from './fixtures.mjs';
import { appReady } from './support.mjs';

const ABOUT = '/who-we-are/about-us';

/** The page's list: each island's code by its data-idp (scripts/build/page-code.mjs). */
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
    // Asked for at low priority, as module preloads: fetched, not run.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => ({
        href: l.getAttribute('href'),
        low: l.fetchPriority === 'low',
      })),
    );
    // The first answers (src/islands/first-answers.ts, a tap answered before its island wakes) come
    // right after the loader's first frame, with the modules they share with the islands (modal.ts):
    // those the first answers asked for (Vite's own preload, not a low one) come before load.
    // So does the base chunk (scripts/wake-chunks.ts BASE_CHUNK), which every plain-script chunk
    // imports: what they share with the islands.
    const byAnswers = new Set([...links.filter((l) => !l.low).map((l) => l.href), ...all.filter((f) => /\/base-[^/]+\.js$/.test(f))]);
    expect([...byAnswers].filter((f) => all.includes(f)).length, 'shared with the first answers').toBeLessThanOrEqual(3);
    for (const f of all.filter((f) => !byAnswers.has(f))) {
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
