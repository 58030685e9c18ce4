// Rich text from the back-end cannot drive the page, on the pages the build prerenders with it,
// served as a static host serves them: no security headers at all, so only the page's own
// Content-Security-Policy <meta> (the page writer's, scripts/build/page-writer.mjs) stands between
// it and the browser. A site of the test's own (its first release the build's) is rebuilt from the
// hostile fixtures as `npm run rebuild:pages` does
// (demo/fixtures-hostile: the About text and the first banner's carry every data-* marker the
// page's scripts act on: a map frame to a phishing address, the home page's later file, an island
// woken on load, a banner popup…, HOSTILE_MARKERS) and served with the hostile back-end.
// - About Us: scrolled through, it makes no frame, fetches no later file, opens no dialog, wakes
//   nothing of the text's, and its text carries no data-* attribute, in the file as in the page;
// - the home page: the banner popup opens as the site's own (its two banners, not the text's),
//   and the rest of the page comes from its own later file;
// - the meta policy is the header's less frame-ancestors, and it is enforced: an inline script
//   and a foreign frame are refused, while the site itself causes no violation.
import { expect, test } from './fixtures.mjs';
import { ownSite, publish } from './publish-support.mjs';
import { SETS } from '../../demo/make-hostile-fixtures.mjs';
import { metaContentSecurityPolicy } from '../../scripts/build/security-headers.ts';
import { armContext, cspViolations, unsafeDom } from './routes-support.mjs';

// One prerender for the three tests: they run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

/** The test's own site (tests/e2e/publish-support.mjs): its dist, a link to the rebuilt release. */
let site;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = ownSite();
  // (The pipeline without the bundling, as `npm run rebuild:pages`: pages, worker, compression.
  // Exit 2 is a site published with what its report names: the hostile fixtures' pages it skipped.)
  const { code, out } = await publish(site, ['--pages'], { api: 'demo', env: { DEMO_FIXTURES: SETS.hostile.dir } });
  expect([0, 2], out).toContain(code);
  expect(out).toMatch(/prerender: \d+ pages from the demo fixtures/);
});

test.afterAll(() => site?.remove());

/** The hostile build on the hostile back-end, with no security headers (a static host). */
async function hostileSite(serve, context) {
  const served = await serve({ staticDir: site.dist, fixtures: SETS.hostile.dir, headers: {} });
  await armContext(context);
  // Every frame ever put into the page (a redraw may take one out again).
  await context.addInitScript(() => {
    window.__frames = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element)
            for (const f of [n, ...n.querySelectorAll('iframe')]) if (f.tagName === 'IFRAME') window.__frames.push(f.getAttribute('src'));
    }).observe(document, { childList: true, subtree: true });
  });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  // Nothing may ever be fetched from there; should it be, it never leaves the machine.
  await context.route(/evil\.example\.org/, (route) => route.abort());
  return { url: served.url, requests };
}

/**
 * Scrolls the page through to its end, step by step, as a reader would, and back to its top.
 * Resolves with whether the page's own behaviours followed (the back-to-top button showed).
 */
function readThrough(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    let followed = false;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      followed ||= [...document.querySelectorAll('[data-show-after]')].some((el) => !el.hidden);
    }
    scrollTo(0, 0);
    return followed;
  });
}

/** The data-* attributes inside the rich text (SafeHtml's containers) of some HTML, and how many containers. */
function markersInContent(page, html) {
  return page.evaluate((text) => {
    const doc = text === null ? document : new DOMParser().parseFromString(text, 'text/html');
    const boxes = [...doc.querySelectorAll('[data-sanitized]')];
    const found = boxes.flatMap((b) =>
      [...b.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.name)),
    );
    return { boxes: boxes.length, found: [...new Set(found)] };
  }, html);
}

test('About Us with hostile rich text: no frame, no later file, no dialog, no island of the text, no marker left', async ({
  page,
  context,
  serve,
}) => {
  const { url, requests } = await hostileSite(serve, context);
  await page.goto(`${url}/who-we-are/about-us`, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'armed');
  // The text the school wrote is there, as text.
  await expect(page.locator('main').getByText('Pay online')).toBeAttached();
  // (The page's own behaviours ran: they would have made a frame near the screen, after load.)
  expect(await readThrough(page), 'the back-to-top button followed the scroll').toBe(true);
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));

  expect(await page.evaluate(() => window.__frames), 'frames made').toEqual([]);
  expect(requests.filter((u) => /evil\.example\.org|later\.html/.test(u))).toEqual([]);
  expect(await page.locator('dialog[open]').count(), 'an open dialog').toBe(0);
  expect(await page.locator('[data-sanitized] [data-awake]').count(), 'an island of the text woken').toBe(0);
  expect(await unsafeDom(page)).toEqual([]);

  // No marker inside the text, in the page and in the prerendered file as served.
  const live = await markersInContent(page, null);
  expect(live.boxes).toBeGreaterThan(0);
  expect(live.found).toEqual([]);
  const file = await (await fetch(`${url}/who-we-are/about-us`)).text();
  const built = await markersInContent(page, file);
  expect(built.boxes).toBeGreaterThan(0);
  expect(built.found).toEqual([]);
  expect(file).not.toContain('evil.example.org/phish');

  // The site itself causes no violation of the page's policy (reports for the hostile text's
  // event handlers, which Chrome makes while DOMPurify parses them, are not the site's).
  expect((await cspViolations(page, url)).filter((v) => !v.parsedPayload).map((v) => v.text)).toEqual([]);
});

test('the home page with hostile banners: the popup is the site’s own, and the rest of the page comes from its own file', async ({
  page,
  context,
  serve,
}) => {
  const { url, requests } = await hostileSite(serve, context);
  await page.goto(`${url}/`, { waitUntil: 'load' });
  const popup = page.locator('dialog[data-banner-popup][open]');
  await expect(popup).toHaveCount(1);
  // Its two banners (the hostile set's junk entries are not banners), not the text's slide.
  await expect(popup.locator('[data-banner-status]').first()).toHaveText('1 / 2');
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // The later sections, from the page's own file of this build.
  await expect(page.locator('[data-later-slot]')).toHaveCount(0);
  // (Its file only; asked for once by the page, and once more by the service worker when it took
  // control of the page first, which a busy machine's timing decides.)
  // A published page names it in its build's archive (/_b/<build>/later.html).
  const build = await page.locator('#__snapshot').getAttribute('data-built-at');
  expect([...new Set(requests.filter((u) => u.includes('later.html')).map((u) => new URL(u).pathname))]).toEqual([
    `/_b/${build}/later.html`,
  ]);
  expect(await readThrough(page)).toBe(true);
  expect(requests.filter((u) => /evil\.example\.org/.test(u))).toEqual([]);
  expect(
    await page.evaluate(() => window.__frames.filter((src) => !/^https:\/\/www\.google\.com\/maps\/embed\?/.test(src ?? ''))),
    'frames made',
  ).toEqual([]);
  expect(await page.locator('dialog[open]').count()).toBe(0);
  expect(await unsafeDom(page)).toEqual([]);
});

test('the meta policy stands in for the missing headers: the site works under it, inline script and foreign frames are refused', async ({
  page,
  context,
  serve,
}) => {
  const { url } = await hostileSite(serve, context);
  const res = await page.goto(`${url}/who-we-are/about-us`, { waitUntil: 'load' });
  expect(res.headers()['content-security-policy'], 'the server sends no policy').toBeUndefined();
  const meta = page.locator('head meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveAttribute('content', metaContentSecurityPolicy());
  expect(await meta.getAttribute('content')).not.toContain('frame-ancestors');
  // Before anything it governs: the first element after <meta charset>.
  expect(await page.evaluate(() => document.head.firstElementChild?.nextElementSibling?.getAttribute('http-equiv'))).toBe(
    'Content-Security-Policy',
  );
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'armed');
  await cspViolations(page, url);
  const outcome = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.append(s);
    const f = document.createElement('iframe');
    f.src = 'https://example.com/';
    document.body.append(f);
    for (let i = 0; i < 40 && window.__cspViolations.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    return { ran: window.__inline === 1, directives: window.__cspViolations.map((v) => v.directive).sort() };
  });
  expect(outcome.ran, 'an inline script ran').toBe(false);
  expect(outcome.directives).toEqual(['frame-src', 'script-src-elem']);
});
