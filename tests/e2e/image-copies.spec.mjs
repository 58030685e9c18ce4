// A school's real photos (issue 40): every picture reaches the browser as a copy the build made
// (scripts/build/image-copies.ts), never the upload; no copy carries the camera's GPS position;
// a bad upload (missing, over the cap, not a picture, an iPhone's HEIC) leaves the build whole,
// named in its report, its pages showing the placeholder; a second rebuild reuses every copy.
// npm test builds the site from uploads of the real kind (DEMO_PHOTOS=real: scripts/test-all.mjs).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BROKEN_UPLOADS } from '../../demo/real-photos.mjs';
import { expect, test } from './fixtures.mjs';
import { livePages, ownSite, publish } from './publish-support.mjs';

const COPY = /^\/img\/(p\/)?[0-9a-f]{16}-\d+\.webp$/;
const PLACEHOLDER = '/placeholder.svg';

/** Every picture the page asked for, by path. */
function imageRequests(page) {
  const asked = [];
  page.on('request', (r) => r.resourceType() === 'image' && asked.push(new URL(r.url()).pathname));
  return asked;
}
const drawn = (img) =>
  img.evaluate(async (el) => {
    el.scrollIntoView();
    if (!el.complete) await new Promise((r) => el.addEventListener('load', r, { once: true }));
    return { src: new URL(el.currentSrc).pathname, width: el.naturalWidth };
  });

test.describe('pictures drawn from the build’s copies', () => {
  test('a gallery cover and its album’s photo, a news card and a person card on a phone: each a copy about as wide as it is shown, never an upload', async ({
    page,
    problems,
  }) => {
    const asked = imageRequests(page);
    await page.goto('/media/gallery');
    const cover = await drawn(page.locator('[data-page="gallery"] [data-album] img').first());
    expect(cover.src).toMatch(COPY);
    // 375 px at 1×: a 343 px wide album cover gets the 480 px copy, not one of 1440.
    expect(cover.width).toBeLessThanOrEqual(480);
    // And so does the album's photo on its own page.
    await page.goto(await page.locator('[data-page="gallery"] [data-album] a').first().getAttribute('href'));
    const photo = await drawn(page.locator('[data-photo-widget] img[data-photo]:not([hidden])').first());
    expect(photo.src).toMatch(COPY);
    expect(photo.width).toBeLessThanOrEqual(480);

    await page.goto('/media/news');
    const card = await drawn(page.locator('main article img').first());
    expect(card.src).toMatch(COPY);
    expect(card.width).toBeLessThanOrEqual(480);

    await page.goto('/who-we-are/our-team');
    const person = await drawn(page.locator('main article img').first());
    expect(person.src).toMatch(COPY);
    // Two to a row on a phone: the 160 or 320 px copy.
    expect(person.width).toBeLessThanOrEqual(320);

    expect(asked.filter((p) => p.startsWith('/Attachments/'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1366, height: 800 } });

    test('the viewer shows a big copy, at least 1000 px wide, never the upload', async ({ page, problems }) => {
      const asked = imageRequests(page);
      await page.goto('/media/gallery');
      await page.goto(await page.locator('[data-page="gallery"] [data-album] a').first().getAttribute('href'));
      await page.locator('[data-photo-widget] button[aria-haspopup="dialog"]').first().click();
      const viewer = page.locator('dialog[open] img').first();
      await expect(viewer).toBeVisible();
      const shown = await drawn(viewer);
      expect(shown.src).toMatch(COPY);
      expect(shown.width).toBeGreaterThanOrEqual(1000);
      expect(asked.filter((p) => p.startsWith('/Attachments/'))).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});

test.describe('the build’s copies of real uploads', () => {
  // Two rebuilds of the pages against a back-end serving uploads of the real kind.
  test.describe.configure({ timeout: 600_000 });

  test('carry no GPS; bad uploads leave the build whole, named in its report, as the placeholder; a second rebuild reuses every copy', async ({
    serve,
    page,
  }) => {
    const site = ownSite();
    try {
      const pages = livePages(site);
      // The bad uploads are new to the site: no copies of an earlier build stand in for them.
      const at = (rel) => `/Attachments/${rel}`;
      const bad = Object.values(BROKEN_UPLOADS).map(at);
      const index = join(site.L.publishDir, 'images', 'index.json');
      const stored = JSON.parse(readFileSync(index, 'utf8'));
      for (const url of bad) delete stored.sources[url];
      writeFileSync(index, JSON.stringify(stored));
      const api = await serve({ photos: 'real,broken' });
      const first = await publish(site, ['--pages'], { api: api.url });
      // Published, with something to read in the report (exit 2): the four bad uploads, by name.
      expect(first.code, first.out).toBe(2);
      expect(livePages(site)).toEqual(pages);
      const failed = Object.fromEntries(first.report.images.failed.map((f) => [new URL(f.url, api.url).pathname, f.reason]));
      expect(Object.keys(failed).sort()).toEqual(bad.sort());
      expect(failed[at(BROKEN_UPLOADS.missing)]).toBe('not fetched (HTTP 404)');
      expect(failed[at(BROKEN_UPLOADS.oversized)]).toMatch(/^not fetched \(larger than 15\.0 MB/);
      expect(failed[at(BROKEN_UPLOADS.notImage)]).toMatch(/unsupported image format|not a photo/i);
      expect(failed[at(BROKEN_UPLOADS.heic)]).toMatch(/^an HEIC photo/);
      for (const f of Object.keys(failed)) expect(first.out).toContain(f);

      // No copy the site serves carries metadata: no EXIF, so no GPS position, serial number or comment.
      const img = join(site.dist, 'img');
      const copies = readdirSync(img, { recursive: true }).filter((f) => f.endsWith('.webp'));
      expect(copies.length).toBeGreaterThan(100);
      // (People's own photos, outside the CMS folder, would be under img/p/ too.)
      for (const f of copies) {
        const meta = await sharp(join(img, f)).metadata();
        expect([f, meta.format, meta.exif, meta.xmp]).toEqual([f, 'webp', undefined, undefined]);
      }

      // The pages with a bad upload show the placeholder there; the others their copies.
      const shown = await serve({ staticDir: site.dist, photos: 'real,broken' });
      await page.goto(`${shown.url}/who-we-are/our-team`);
      const srcs = await page.locator('main article img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      expect(srcs).toContain(PLACEHOLDER);
      expect(srcs.filter((s) => s !== PLACEHOLDER).every((s) => /^\/img\//.test(s))).toBe(true);

      // Nothing new: every copy is reused, none transformed.
      const second = await publish(site, ['--pages'], { api: api.url });
      expect(second.code, second.out).toBe(2);
      expect(second.report.images).toMatchObject({ made: 0, reused: first.report.images.pictures - 4 });
      expect(second.out).toMatch(/images: \d+ pictures, 0 copied/);
    } finally {
      site.remove();
    }
  });
});
