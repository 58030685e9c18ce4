// Speed and offline in a real browser against the production build (issue 12):
// - a link shared with tracking parameters (?fbclid, utm_…) keeps its prerendered page and its
//   islands (the HTML is never replaced, no full-screen loader), while a query the page reads
//   (?category= of an old link: our own links go to the category's page) renders that view afresh
//   without the loader; a phone fetches the first slide's
//   right-sized copy;
// (A page no longer asks the ERP for data newer than its build, so none is kept to be shown
// offline: the service worker keeps the pages a visitor saw, as the builds made them.)
// - each page has its own description;
// - a downloaded document is kept by the service worker, marked "Saved for offline", and can be
//   downloaded again with the network off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.mjs';
import { ROOT } from './support.mjs';
import { frameShown } from './routes-support.mjs';

const news = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetNewsList.json'), 'utf8'));
const sports = news.find((n) => n.Category === 'Sports');
const notSports = news.find((n) => n.Category !== 'Sports');

// Installed before any page script: notes whether #root's prerendered children were ever removed
// (a client render from scratch, or a failed hydration, replaces them; a hydration keeps them)
// and whether the full-screen loader ever showed.
const WATCH_ROOT = `
  window.__rootReplaced = false;
  window.__loaderShown = false;
  new MutationObserver((ms) => {
    for (const m of ms) {
      if (m.target.id === 'root' && m.removedNodes.length) window.__rootReplaced = true;
      for (const n of m.addedNodes) if (n.nodeType === 1 && (n.matches('[data-full-screen-loader]') || n.querySelector('[data-full-screen-loader]'))) window.__loaderShown = true;
    }
  }).observe(document, { childList: true, subtree: true });
`;
const state = (page) =>
  page.evaluate(() => ({
    replaced: window.__rootReplaced,
    loader: window.__loaderShown,
    prerendered: document.getElementById('root')?.dataset.prerendered,
  }));

test('a shared link with tracking parameters keeps its prerendered page, and its islands work', async ({ page, problems }) => {
  await page.addInitScript(WATCH_ROOT);
  await page.goto('/media/news?fbclid=IwAR0abc&utm_source=whatsapp&utm_medium=chat', { waitUntil: 'commit' });
  await frameShown(page);
  await expect(page.getByRole('heading', { name: notSports.Headline })).toBeVisible();
  expect(await state(page)).toEqual({ replaced: false, loader: false, prerendered: '/media/news' });
  // Its links work: a category's news is a prerendered page of its own, which again stays static.
  await page.getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/media\/news\/Sports$/);
  await expect(page.getByRole('heading', { name: notSports.Headline })).toHaveCount(0);
  expect(await state(page)).toEqual({ replaced: false, loader: false, prerendered: '/media/news/Sports' });
  expect(problems).toEqual([]);
});

test('a query the page reads renders that view afresh, without the loader', async ({ page, problems }) => {
  await page.addInitScript(WATCH_ROOT);
  await page.goto('/media/news?category=Sports', { waitUntil: 'commit' });
  await frameShown(page);
  await expect(page.getByRole('heading', { name: sports.Headline })).toBeVisible();
  await expect(page.getByRole('heading', { name: notSports.Headline })).toHaveCount(0);
  const s = await state(page);
  expect(s.replaced, 'rendered afresh over the prerendered list').toBe(true);
  expect(s.loader, 'the prerendered content stood in, not the loader').toBe(false);
  expect(problems).toEqual([]);
});

test("a phone fetches the first slide's right-sized copy, not the school's full upload", async ({ page, problems }) => {
  const images = [];
  page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'load' });
  const slide = page.locator('[data-slider] img[fetchpriority="high"]');
  // 375 px at 1x: the 480 px copy (scripts/build/image-copies.ts), a WebP made at build time.
  const current = new URL(await slide.evaluate((img) => img.currentSrc)).pathname;
  expect(current).toMatch(/^\/img\/[0-9a-f]{16}-480\.webp$/);
  expect(images).toContain(current);
  expect(
    images.filter((p) => p.startsWith('/Attachments/')),
    "no upload of the school's was fetched",
  ).toEqual([]);
  expect(await slide.evaluate((img) => img.complete && img.naturalWidth > 0), 'the copy is drawn').toBe(true);
  expect(problems).toEqual([]);
});

test('each page has its own description', async ({ baseURL }) => {
  const description = async (path) => {
    const html = await (await fetch(baseURL + path)).text();
    return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  };
  const about = await description('/who-we-are/about-us');
  const newsList = await description('/media/news');
  expect(about && newsList).toBeTruthy();
  expect(about).not.toBe(newsList);
  expect(about.length).toBeLessThanOrEqual(155);
  expect(newsList.length).toBeLessThanOrEqual(155);
  expect(newsList).toMatch(/^News: /);
});

// A returning visitor: yesterday the page found newer data than its build (the back-end had moved
// on) and drew it; today the back-end cannot be reached, and the page still shows that newer data,
// drawn over the static HTML (never replacing the page), not the build's.
// Offline for real: the server is stopped, so only the service worker can answer.
test('a downloaded document is saved for offline, marked, and downloads again offline', async ({ page, context, serve }) => {
  const { url, server } = await serve();
  await page.goto(`${url}/public-info/download`);
  // The service worker installs, then controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the service worker controls the page' })
    .toBe(true);
  await frameShown(page);
  const card = (title) => page.locator('li', { has: page.getByRole('heading', { name: title }) });
  await expect(page.getByText('Saved for offline')).toHaveCount(0);
  const [first] = await Promise.all([page.waitForEvent('download'), card('Fee Structure 2083').getByRole('button').click()]);
  expect(first.suggestedFilename()).toBe('Fee Structure 2083.pdf');
  await expect(card('Fee Structure 2083').getByText('Saved for offline')).toBeVisible();
  await expect(page.getByText('Saved for offline')).toHaveCount(1);

  await server.close();
  await context.setOffline(true);
  await page.reload();
  await frameShown(page);
  await expect(card('Fee Structure 2083').getByText('Saved for offline')).toBeVisible();
  const [again] = await Promise.all([page.waitForEvent('download'), card('Fee Structure 2083').getByRole('button').click()]);
  expect(again.suggestedFilename()).toBe('Fee Structure 2083.pdf');
  await expect(card('Fee Structure 2083').getByRole('alert')).toHaveCount(0);
});
