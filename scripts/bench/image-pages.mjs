// The bench's image rows in Chromium (issue 40): the bytes of images a phone (375 px wide, 2×
// screen) fetches at load and after scrolling the whole page, and the photo the gallery's viewer
// shows on a desktop. No throttling: bytes do not depend on the network's speed. The service
// worker is blocked, so every image the page shows is fetched by the page itself and counted.
import { IMAGE_DESKTOP, IMAGE_PHONE, tally } from './image-bytes.ts';

/** Waits until no image request has been open for `quietMs` (at most `maxMs`). */
async function imagesQuiet(page, inflight, { quietMs = 400, maxMs = 8000 } = {}) {
  const end = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inflight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/** Every image response of `page`, as { url, bytes } (the body's size as received), in order. */
function recordImages(page) {
  const responses = [];
  const inflight = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'image') inflight.add(req);
  });
  const settle = async (req, failed) => {
    if (!inflight.delete(req)) return;
    if (failed) return;
    const response = await req.response().catch(() => null);
    if (!response) return;
    let bytes = NaN;
    try {
      bytes = (await req.sizes()).responseBodySize;
    } catch {
      /* the page was closed meanwhile */
    }
    if (!(bytes > 0))
      bytes = await response.body().then(
        (b) => b.length,
        () => NaN,
      );
    responses.push({ url: req.url(), bytes, status: response.status() });
  };
  page.on('requestfinished', (req) => void settle(req, false));
  page.on('requestfailed', (req) => void settle(req, true));
  return { responses, inflight };
}

/**
 * One page on the phone: the images fetched by load (and until they stop, a carousel's first
 * slides included), then after scrolling to the bottom step by step, waiting at each step for
 * the lazy images it brought. Returns { load, scrolled } as tally() makes them, and the responses.
 */
export async function measureImagePage(browser, url) {
  const context = await browser.newContext({ ...IMAGE_PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const { responses, inflight } = recordImages(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await imagesQuiet(page, inflight);
    const load = tally(responses.slice());
    // Scroll as a visitor reads: a screen at a time, until the bottom stays the bottom.
    for (let step = 0; step < 200; step++) {
      const atBottom = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        return window.scrollY === before && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      });
      await imagesQuiet(page, inflight, { quietMs: 250, maxMs: 6000 });
      if (atBottom) break;
    }
    await imagesQuiet(page, inflight, { quietMs: 600 });
    return { load, scrolled: tally(responses.slice()), responses: responses.slice() };
  } finally {
    await context.close();
  }
}

/**
 * The gallery's viewer on a desktop: opens the first album's page from its cover on the gallery,
 * then its first photo, waits for the viewer's image, and returns its natural width, its URL and
 * the bytes of that response.
 */
export async function measureViewer(browser, galleryUrl) {
  const context = await browser.newContext({ ...IMAGE_DESKTOP, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(galleryUrl, { waitUntil: 'load', timeout: 120_000 });
    const album = new URL(await page.locator('[data-album] a').first().getAttribute('href'), galleryUrl).href;
    const { responses, inflight } = recordImages(page);
    await page.goto(album, { waitUntil: 'load', timeout: 120_000 });
    // The page is live (tests/e2e/support.mjs appReady): its islands armed, or the app drawn.
    await page.waitForFunction(
      () => document.documentElement.dataset.islands === 'armed' || !!document.querySelector('[data-app-ready]'),
      null,
      {
        timeout: 30_000,
      },
    );
    await page
      .getByRole('button', { name: /^Open photo 1 of/ })
      .first()
      .click();
    const img = page.getByRole('dialog').locator('img').first();
    await img.waitFor({ timeout: 30_000 });
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle(), { timeout: 60_000 });
    await imagesQuiet(page, inflight);
    const { naturalWidth, src } = await img.evaluate((el) => ({ naturalWidth: el.naturalWidth, src: el.currentSrc || el.src }));
    const hit = responses.filter((r) => r.url === src).pop();
    return { naturalWidth, src, bytes: hit ? hit.bytes : NaN };
  } finally {
    await context.close();
  }
}
