// Flaky connections and deploys, in a real browser against the production build (issue 21):
// - with the service worker installed, a page request the server never answers (a connection
//   that is up but silent) shows the kept copy of the page at once, or, for a page not kept yet,
//   the app shell within about four seconds (after PAGE_TIMEOUT_MS), which draws the page; that
//   request was the browser's navigation preload, and its late answer is kept, so the next visit
//   shows the prerendered page at once;
// - a chunk the open tab asks for that is gone from the server (a deploy removed it) reloads the
//   tab once, and the same missing chunk after that reload does not reload it again.
// The site is served through a small proxy in front of the demo server, which can hold a request
// without answering or answer 404 for a file, as the network and a new deploy would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { openPage, withSite } from './support.mjs';
import { frameShown } from './routes-support.mjs';

/**
 * A proxy to `target` whose `rule(req)` may answer 'hang' (the request is held, unanswered, until
 * release()) or a status code to answer with instead of the site.
 */
async function startProxy(target) {
  const held = [];
  let rule = () => undefined;
  const forward = (req, res) => {
    const up = http.request(new URL(req.url, target), { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  };
  const server = http.createServer((req, res) => {
    const what = rule(req);
    if (what === 'hang') held.push({ req, go: () => forward(req, res) });
    else if (typeof what === 'number') res.writeHead(what, { 'content-type': 'text/plain' }).end('gone');
    else forward(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    held,
    setRule: (r) => (rule = r),
    /** Lets every held request through. */
    release: () => held.splice(0).forEach((h) => h.go()),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/** Polls `check` until it is true (the page's own events, no fixed wait); fails after `timeout`. */
async function until(check, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ABOUT = '/who-we-are/about-us';

await withSite(async ({ url: site, browser }) => {
  const proxy = await startProxy(site);
  try {
    await test('a page the server never answers: the kept copy at once, else the shell within ~4 s (navigation preload), and the late answer is kept', async () => {
      const { page, context } = await openPage(browser, proxy.url, { width: 1280 });
      await page.goto(`${proxy.url}/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      await frameShown(page);
      const aboutHeading = page.getByRole('heading', { level: 1, name: 'About Us' });
      const hangOn = (path) => proxy.setRule((req) => (new URL(req.url, proxy.url).pathname === path ? 'hang' : undefined));

      // A page visited before, then the connection goes silent: the kept copy shows, at once.
      await page.goto(`${proxy.url}${ABOUT}`);
      await aboutHeading.waitFor();
      await page.goto(`${proxy.url}/`);
      await frameShown(page);
      hangOn(ABOUT);
      let start = Date.now();
      await page.goto(`${proxy.url}${ABOUT}`, { waitUntil: 'commit', timeout: 10_000 });
      await aboutHeading.waitFor({ timeout: 4000 });
      assert.ok(Date.now() - start < 4000, `the kept page shown after ${Date.now() - start} ms`);
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), ABOUT);
      proxy.setRule(() => undefined);
      proxy.release();

      // A page not visited yet: the worker waits PAGE_TIMEOUT_MS for it, then the app shell stands
      // in and draws the page itself (how long that takes is the machine's, not the worker's).
      const OTHER = '/who-we-are/vision-statement';
      await page.goto(`${proxy.url}/`);
      await frameShown(page);
      hangOn(OTHER);
      start = Date.now();
      await page.goto(`${proxy.url}${OTHER}`, { waitUntil: 'commit', timeout: 10_000 });
      const answeredAfter = Date.now() - start;
      assert.ok(answeredAfter >= 2900 && answeredAfter < 4500, `the shell answered after ${answeredAfter} ms`);
      await frameShown(page);
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), null, 'the shell, drawn by the app');
      assert.equal(new URL(page.url()).pathname, OTHER);
      // The request held was the browser's navigation preload, sent while the worker woke up.
      assert.equal(proxy.held.length, 1);
      assert.equal(proxy.held[0].req.headers['service-worker-navigation-preload'], 'true');

      // The server answers at last: the worker keeps that answer, so the next visit is the
      // prerendered page at once, though the server is silent again.
      proxy.release();
      await until(() => page.evaluate(async (u) => !!(await caches.match(u)), `${proxy.url}${OTHER}`), 'the late page to be kept');
      await page.goto(`${proxy.url}/`);
      await frameShown(page);
      start = Date.now();
      await page.goto(`${proxy.url}${OTHER}`, { waitUntil: 'commit', timeout: 10_000 });
      assert.ok(Date.now() - start < 2900, `the kept page answered after ${Date.now() - start} ms`);
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), OTHER);
      proxy.setRule(() => undefined);
      proxy.release();
      await context.close();
    });

    await test('a chunk gone after a deploy reloads the tab once, and the same missing chunk after that reload does not loop', async () => {
      const { page, context } = await openPage(browser, proxy.url, { width: 1280 });
      // The home page's banner popup code, asked for as the page starts: gone from the server.
      proxy.setRule((req) => (/^\/assets\/popup-behavior-[^/]+\.js$/.test(new URL(req.url, proxy.url).pathname) ? 404 : undefined));
      let documents = 0;
      const errors = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && documents++);
      page.on('pageerror', (e) => errors.push({ document: documents, message: e.message }));

      await page.goto(`${proxy.url}/`, { waitUntil: 'commit' });
      // The second document's own failure, let through by the guard (a reload would have kept
      // it quiet): from then on, nothing reloads.
      await until(() => documents >= 2 && errors.some((e) => e.document === 2), 'the reloaded page to meet the missing chunk');
      assert.equal(documents, 2, 'exactly one reload');
      assert.match(errors.find((e) => e.document === 2).message, /dynamically imported module|Failed to fetch|error loading/i);
      assert.deepEqual(
        errors.filter((e) => e.document === 1),
        [],
        'the first failure was kept quiet: the tab reloaded instead',
      );
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'reload');
      // Still the same document, alive after the second failure.
      assert.equal(await page.evaluate(() => (document.readyState === 'loading' ? 'loading' : 'live')), 'live');
      assert.equal(documents, 2);
      proxy.setRule(() => undefined);
      await context.close();
    });
  } finally {
    await proxy.close();
  }
});
