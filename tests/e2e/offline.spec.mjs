// Flaky connections and deploys, in a real browser against the production build (issue 21):
// - with the service worker installed, a page request the server never answers (a connection
//   that is up but silent) shows the kept copy of the page at once, or, for a page not kept yet,
//   the app shell within about four seconds (after PAGE_TIMEOUT_MS), which draws the page; that
//   request was the browser's navigation preload, and its late answer is kept, so the next visit
//   shows the prerendered page at once;
// - a chunk the open tab asks for that is gone from the server (a deploy removed it) reloads the
//   tab once, and the same missing chunk after that reload does not reload it again.
// The site is served through a small proxy (the relay) in front of the demo server, which can hold a request
// without answering or answer 404 for a file, as the network and a new deploy would.
import http from 'node:http';
import { expect, test as base } from './fixtures.mjs';
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

const test = base.extend({
  /** The proxy in front of the worker's site, closed when the test ends. */
  relay: async ({ site }, use) => {
    const relay = await startProxy(site.url);
    await use(relay);
    relay.release();
    await relay.close();
  },
});

const ABOUT = '/who-we-are/about-us';

test.use({ viewport: { width: 1280, height: 900 } });

test('a page the server never answers: the kept copy at once, else the shell within ~4 s (navigation preload), and the late answer is kept', async ({
  page,
  relay,
}) => {
  await page.goto(`${relay.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the worker controls the page' })
    .toBe(true);
  await frameShown(page);
  const aboutHeading = page.getByRole('heading', { level: 1, name: 'About Us' });
  const hangOn = (path) => relay.setRule((req) => (new URL(req.url, relay.url).pathname === path ? 'hang' : undefined));

  // A page visited before, then the connection goes silent: the kept copy shows, at once.
  await page.goto(`${relay.url}${ABOUT}`);
  await expect(aboutHeading).toBeVisible();
  await page.goto(`${relay.url}/`);
  await frameShown(page);
  hangOn(ABOUT);
  let start = Date.now();
  await page.goto(`${relay.url}${ABOUT}`, { waitUntil: 'commit', timeout: 10_000 });
  await expect(aboutHeading).toBeVisible({ timeout: 4000 });
  expect(Date.now() - start, 'the kept page shown within 4 s').toBeLessThan(4000);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', ABOUT);
  relay.setRule(() => undefined);
  relay.release();

  // A page not visited yet: the worker waits PAGE_TIMEOUT_MS for it, then the app shell stands
  // in and draws the page itself (how long that takes is the machine's, not the worker's).
  const OTHER = '/who-we-are/vision-statement';
  await page.goto(`${relay.url}/`);
  await frameShown(page);
  hangOn(OTHER);
  start = Date.now();
  await page.goto(`${relay.url}${OTHER}`, { waitUntil: 'commit', timeout: 10_000 });
  const answeredAfter = Date.now() - start;
  expect(answeredAfter, 'the shell answered after 2.9 to 4.5 s').toBeGreaterThanOrEqual(2900);
  expect(answeredAfter, 'the shell answered after 2.9 to 4.5 s').toBeLessThan(4500);
  await frameShown(page);
  // (Read once: the shell, drawn by the app, carries no prerendered path.)
  expect(await page.locator('#root').getAttribute('data-prerendered'), 'the shell, drawn by the app').toBe(null);
  expect(new URL(page.url()).pathname).toBe(OTHER);
  // The request held was the browser's navigation preload, sent while the worker woke up.
  expect(relay.held.length).toBe(1);
  expect(relay.held[0].req.headers['service-worker-navigation-preload']).toBe('true');

  // The server answers at last: the worker keeps that answer, so the next visit is the
  // prerendered page at once, though the server is silent again.
  relay.release();
  await expect
    .poll(() => page.evaluate(async (u) => !!(await caches.match(u)), `${relay.url}${OTHER}`), {
      message: 'the late page is kept',
    })
    .toBe(true);
  await page.goto(`${relay.url}/`);
  await frameShown(page);
  start = Date.now();
  await page.goto(`${relay.url}${OTHER}`, { waitUntil: 'commit', timeout: 10_000 });
  expect(Date.now() - start, 'the kept page answered within 2.9 s').toBeLessThan(2900);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', OTHER);
  relay.setRule(() => undefined);
});

test('a chunk gone after a deploy reloads the tab once, and the same missing chunk after that reload does not loop', async ({
  page,
  relay,
}) => {
  // The home page's banner popup code, asked for as the page starts: gone from the server.
  relay.setRule((req) => (/^\/assets\/banner-popup-behavior-[^/]+\.js$/.test(new URL(req.url, relay.url).pathname) ? 404 : undefined));
  let documents = 0;
  const errors = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && documents++);
  page.on('pageerror', (e) => errors.push({ document: documents, message: e.message }));

  await page.goto(`${relay.url}/`, { waitUntil: 'commit' });
  // The second document's own failure, let through by the guard (a reload would have kept
  // it quiet): from then on, nothing reloads.
  await expect
    .poll(() => documents >= 2 && errors.some((e) => e.document === 2), {
      message: 'the reloaded page meets the missing chunk',
    })
    .toBe(true);
  expect(documents, 'exactly one reload').toBe(2);
  expect(errors.find((e) => e.document === 2).message).toMatch(/dynamically imported module|Failed to fetch|error loading/i);
  expect(
    errors.filter((e) => e.document === 1),
    'the first failure was kept quiet: the tab reloaded instead',
  ).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type)).toBe('reload');
  // Still the same document, alive after the second failure.
  expect(await page.evaluate(() => (document.readyState === 'loading' ? 'loading' : 'live'))).toBe('live');
  expect(documents).toBe(2);
  relay.setRule(() => undefined);
});
