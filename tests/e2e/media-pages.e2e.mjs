// Media pages (news, notices, gallery, videos, testimonials) in a real browser against the demo
// back-end: every route at 375 and 1366 px with its key text, no page/console errors and no
// sideways scrolling (detail pages with real ids from demo/fixtures); the news filter in the URL
// and the back button; no video iframe before a click, then only the privacy-enhanced player;
// the gallery lightbox (wrap-around, Escape, focus back to the photo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, ROOT, withSite } from './support.mjs';
import { openInApp, watchPage } from './routes-support.mjs';

const fixture = (name) => JSON.parse(readFileSync(join(ROOT, 'demo/fixtures', `${name}.json`), 'utf8'));
const news = fixture('GetNewsList');
const notices = fixture('GetNoticeList');
const albums = fixture('GetGalleryList');
const videos = fixture('GetVideosList');
const testimonials = fixture('GetTestimonial').DataColl;

const firstNews = news[0];
const sportsNews = news.find((n) => n.Category === 'Sports');
const eventsNews = news.find((n) => n.Category === 'Events');
// A notice that never expires stays on the list whenever this runs.
const lasting = notices.find((n) => n.ValidUpto === null && n.ShowInWebsite !== false);
const firstAlbum = albums.find((a) => a.ImageColl.length > 1);
const firstVideo = [...videos].sort((a, b) => a.OrderNo - b.OrderNo)[0];

const ROUTES = [
  ['/media/news', firstNews.Headline],
  [`/media/news?category=${encodeURIComponent(sportsNews.Category)}`, sportsNews.Headline],
  [`/media/news/${firstNews.NewsSectionId}/${encodeURIComponent(firstNews.Headline)}`, firstNews.Headline],
  ['/media/news/987654/Nothing-here', 'could not be found'],
  ['/media/notice', lasting.HeadLine],
  [`/media/notice/${lasting.NoticeId}/${encodeURIComponent(lasting.HeadLine)}`, 'By Admin'],
  ['/media/gallery', firstAlbum.Title],
  ['/media/videos', firstVideo.Title],
  ['/media/testimonials', testimonials[0].Name],
];

// The sandbox has no Internet: the provider's thumbnails and player are answered locally so a
// DNS failure is not mistaken for a page error.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
async function stubProviders(context) {
  await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
}

/** A page with the provider stubs, a problem watcher, and the site loaded and settled once. */
async function settledPage(browser, url, width, first) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await stubProviders(context);
  const page = await context.newPage();
  const watcher = watchPage(page, url);
  // Prerendered text shows before the start-up revalidation ends: let it end once.
  await page.goto(url + first, { waitUntil: 'networkidle' });
  await appReady(page); // the filter buttons and the player work once the app is live
  return { page, context, watcher };
}

async function routesAt(url, browser, width) {
  const { page, context, watcher } = await settledPage(browser, url, width, ROUTES[0][0]);
  for (const [path, text] of ROUTES) {
    // Later routes open inside the running app, as a visitor's click would.
    if (path !== ROUTES[0][0]) await openInApp(page, watcher, path);
    const found = page.locator('[data-page]').getByText(text, { exact: false }).first();
    await found.waitFor({ timeout: 8000 });
    assert.ok(await found.isVisible(), `${path}: "${text}" is not visible at ${width}px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `${path} at ${width}px scrolls sideways by ${overflow}px`);
    if (path.includes('category=')) {
      // The filtered category's news is in the unfiltered list too: wait for the filter to apply.
      const other = page.locator('[data-page]').getByText(eventsNews.Headline);
      await other.first().waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
      assert.equal(await other.count(), 0, 'the category filter from the URL hides other categories');
    }
    if (path === '/media/videos') {
      assert.ok((await page.locator('[data-video-card]').count()) >= videos.length);
      assert.equal(await page.locator('[data-page] iframe').count(), 0, 'no player before a click');
    }
  }
  assert.deepEqual(watcher.problems, [], `problems at ${width}px`);
  await context.close();
}

/** Both widths at once, each in its own browser context. */
const routes = (url, browser) => Promise.all([375, 1366].map((w) => routesAt(url, browser, w)));

async function interactions(url, browser) {
  const { page, context, watcher } = await settledPage(browser, url, 375, '/media/news');
  const main = page.locator('[data-page]');
  await main.getByText(firstNews.Headline).first().waitFor();
  await page.getByRole('button', { name: 'Sports', exact: true }).click();
  await page.waitForURL(/\?category=Sports$/);
  assert.equal(await main.getByText(eventsNews.Headline).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Sports', exact: true }).getAttribute('aria-pressed'), 'true');
  await page.goBack();
  await page.waitForURL((u) => u.search === '');
  await main.getByText(eventsNews.Headline).first().waitFor();
  await page.getByRole('link', { name: sportsNews.Headline }).click();
  await page.waitForURL(new RegExp(`/media/news/${sportsNews.NewsSectionId}/`));
  await page.getByRole('heading', { level: 2, name: sportsNews.Headline }).waitFor();

  await openInApp(page, watcher, '/media/videos');
  const play = page.getByRole('button', { name: `Play video: ${firstVideo.Title}` });
  await play.waitFor();
  assert.equal(await page.locator('[data-page] iframe').count(), 0);
  await play.click();
  const frame = page.locator('[data-page] iframe');
  await frame.waitFor();
  assert.equal(await frame.count(), 1);
  assert.match(await frame.getAttribute('src'), /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
  assert.equal(await frame.getAttribute('title'), firstVideo.Title);

  await openInApp(page, watcher, '/media/gallery');
  const widget = page.getByRole('group', { name: firstAlbum.Title });
  await widget.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const dialog = page.getByRole('dialog', { name: firstAlbum.Title });
  await dialog.waitFor();
  const total = firstAlbum.ImageColl.length;
  assert.equal(await dialog.getByText(`1 / ${total}`).count(), 1);
  await page.keyboard.press('ArrowLeft');
  await dialog.getByText(`${total} / ${total}`).waitFor();
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await dialog.getByText(`1 / ${total}`).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.match((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '', /^Open photo 1 of/);

  assert.deepEqual(watcher.problems, []);
  await context.close();
}

// One served site and browser for both parts (starting them is most of the time).
test('media pages', { timeout: 60_000 }, async (t) => {
  await withSite(async ({ url, browser }) => {
    await t.test('every route at 375 and 1366 px: key text, no errors, no sideways scrolling, no iframe before a click', () => routes(url, browser));
    await t.test('news filter in the URL with back; video player on click only; lightbox wraps, Escape returns focus', () => interactions(url, browser));
  });
});
