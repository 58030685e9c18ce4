// Media pages in a real browser against the demo back-end: the news filter in the URL and the
// back button; no video iframe before a click, then only the privacy-enhanced player; the gallery's
// covers lead to their albums' pages, whose lightbox wraps around, closes on Escape, focus back to the photo. (Every media route with its key text, at
// both widths, is the route sweep's: sweep.spec.mjs with page-texts.mjs.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.mjs';
import { appReady, ROOT } from './support.mjs';
import { openInApp, watchPage } from './routes-support.mjs';

const fixture = (name) => JSON.parse(readFileSync(join(ROOT, 'demo/fixtures', `${name}.json`), 'utf8'));
const news = fixture('GetNewsList');
const albums = fixture('GetGalleryList');
const videos = fixture('GetVideosList');
const firstNews = news[0];
const sportsNews = news.find((n) => n.Category === 'Sports');
const eventsNews = news.find((n) => n.Category === 'Events');
const firstAlbum = albums.find((a) => a.ImageColl.length > 1);
const firstVideo = [...videos].sort((a, b) => a.OrderNo - b.OrderNo)[0];

// The sandbox has no Internet: the provider's thumbnails and player are answered locally so a
// DNS failure is not mistaken for a page error.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('news categories are pages of their own, with back; video player on click only; an album cover opens its page, whose lightbox wraps, Escape returns focus', async ({
  page,
  context,
  baseURL,
}) => {
  await context.route(/^https:\/\/i\.ytimg\.com\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const watcher = watchPage(page, baseURL);
  // Prerendered text shows before the start-up revalidation ends: let it end once.
  await page.goto('/media/news', { waitUntil: 'networkidle' });
  await appReady(page); // the filter buttons and the player work once the app is live
  const main = page.locator('[data-page]');
  await expect(main.getByText(firstNews.Headline).first()).toBeVisible();
  // Each category is a page of its own, prerendered (no client app: the filter is a link).
  await page.getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/media\/news\/Sports$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/media/news/Sports');
  await expect(main.getByText(eventsNews.Headline)).toHaveCount(0);
  await expect(main.getByText(sportsNews.Headline).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^Sports \| /);
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/media/news' && u.search === '');
  await expect(main.getByText(eventsNews.Headline).first()).toBeVisible();
  await page.getByRole('link', { name: sportsNews.Headline }).click();
  await expect(page).toHaveURL(new RegExp(`/media/news/${sportsNews.NewsSectionId}/`));
  await expect(page.getByRole('heading', { level: 2, name: sportsNews.Headline })).toBeVisible();

  await openInApp(page, watcher, '/media/videos');
  const play = page.getByRole('button', { name: `Play video: ${firstVideo.Title}` });
  await expect(play).toBeVisible();
  await expect(page.locator('[data-page] iframe')).toHaveCount(0);
  await play.click();
  const frame = page.locator('[data-page] iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
  await expect(frame).toHaveAttribute('title', firstVideo.Title);

  // The gallery: one cover per album, each a link to the album's own page, where its photos are.
  await openInApp(page, watcher, '/media/gallery');
  await expect(page.locator('[data-page="gallery"] [data-album]')).toHaveCount(albums.length);
  await expect(page.locator('[data-page="gallery"] [data-photo-widget]')).toHaveCount(0);
  await page.getByRole('link', { name: `${firstAlbum.Title} ${firstAlbum.ImageColl.length} photos` }).click();
  await expect(page).toHaveURL(new RegExp(`/media/gallery/${firstAlbum.GalleryId}/`));
  await expect(page.getByRole('heading', { level: 1, name: firstAlbum.Title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${firstAlbum.Title} \\| `));
  const widget = page.getByRole('group', { name: firstAlbum.Title });
  await widget.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const dialog = page.getByRole('dialog', { name: firstAlbum.Title });
  await expect(dialog).toBeVisible();
  const total = firstAlbum.ImageColl.length;
  await expect(dialog.getByText(`1 / ${total}`)).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '').toMatch(/^Open photo 1 of/);

  expect(watcher.problems).toEqual([]);
});
