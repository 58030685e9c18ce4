// The gallery's pages as the build prerenders them (src/entry-server.tsx renderUrl), from a
// back-end holding years of albums (issue 41: 60 albums of 40 photos made the gallery one page of
// 2,462 pictures): a page of the gallery carries its albums' covers only, an album's page the
// photos of that page only, and neither carries the whole list; an album the data does not have is
// Page Not Found, marked missing (not prerendered). (jsdom: see render-url.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { renderUrl, snapshotFromBodies, siteConfig, withListPages } from '@src/entry-server';
import { routeMatches } from '@src/lib/route-match';
import { ops } from '@src/api/operations';
import { ALBUM_PAGE_SIZE } from '@src/pages/gallery-album/album-page-size';
import { fixtureBodies } from '@test/fixtures';

const ALBUMS = 30;
const PHOTOS = 40;
const LONG = ALBUM_PAGE_SIZE + 12;
const SIZE = siteConfig.site.constants.listPageSize ?? 12;
const path = (a: number, i: number) => `\\Attachments\\appcms\\album${a}-photo${i}.jpg`;
/** ALBUMS albums of PHOTOS photos (ids 1001…), then one of LONG photos (id 2000). */
function years() {
  const album = (id: number, title: string, n: number) => ({
    GalleryId: id,
    Title: title,
    Description: `${title}, described`,
    ImageColl: Array.from({ length: n }, (_, i) => ({ Name: `photo-${i}.jpg`, DocPath: path(id, i) })),
  });
  return [...Array.from({ length: ALBUMS }, (_, n) => album(1001 + n, `Album ${n + 1}`, PHOTOS)), album(2000, 'Long album', LONG)];
}

let snapshot: Record<string, unknown>;
const routes = withListPages(siteConfig.routes);
const render = (url: string) =>
  renderUrl(url, snapshot, {
    route: routes.find((r) => routeMatches(r.path, url.replace(/^\/ne(?=\/)/, '')))!,
    now: Date.UTC(2026, 10, 24, 6, 0),
    purifier: DOMPurify,
  });
/** The photos (by their album and number) a text names. */
const photosIn = (text: string) => [...text.matchAll(/album(\d+)-photo(\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

beforeAll(() => {
  const bodies = fixtureBodies();
  bodies[ops.gallery.name] = years();
  ({ data: snapshot } = snapshotFromBodies(bodies));
});

describe('a page of the gallery, prerendered', () => {
  it("carries its albums' covers (the first photo of each) and nothing of the rest: not the list, not their photos", async () => {
    const page = await render('/media/gallery');
    expect(page.facts.missing).toBe(false);
    expect(Object.keys(page.used)).not.toContain(ops.gallery.key);
    const covers = Array.from({ length: SIZE }, (_, n) => `${1001 + n}/0`);
    expect([...new Set(photosIn(JSON.stringify(page.used)))].sort()).toEqual(covers.sort());
    expect([...new Set(photosIn(page.html))].sort()).toEqual(covers.sort());
    // Each cover links to its album's page.
    expect(page.facts.links).toContain('/media/gallery/1001/Album%201');
    expect(page.facts.links).toContain('/media/gallery/page/2');
  });

  it('has a page for each listPageSize albums, headed with its number; past the last, Page Not Found', async () => {
    const last = Math.ceil((ALBUMS + 1) / SIZE);
    const page = await render(`/media/gallery/page/${last}`);
    expect(h1(page.html)).toBe(`Photo Gallery, page ${last}`);
    expect(page.facts.links).toContain('/media/gallery/2000/Long%20album');
    expect(photosIn(JSON.stringify(page.used))).toContain('2000/0');
    expect(photosIn(JSON.stringify(page.used))).not.toContain('2000/1');
    const past = await render(`/media/gallery/page/${last + 1}`);
    expect(past.facts.missing).toBe(true);
  });
});

describe("an album's page, prerendered", () => {
  it('is headed by the album, carries its photos only, and its breadcrumb leads back to the gallery', async () => {
    for (const url of ['/media/gallery/1005/Album%205', '/ne/media/gallery/1005/Album%205']) {
      const page = await render(url);
      expect(h1(page.html), url).toBe('Album 5');
      expect(page.head.title, url).toMatch(/^Album 5 \| /);
      expect(page.facts.missing, url).toBe(false);
      const shown = Array.from({ length: PHOTOS }, (_, i) => `1005/${i}`);
      expect([...new Set(photosIn(JSON.stringify(page.used)))].sort(), url).toEqual(shown.sort());
      expect(Object.keys(page.used), url).not.toContain(ops.gallery.key);
      expect(page.facts.links, url).toContain(url.startsWith('/ne') ? '/ne/media/gallery' : '/media/gallery');
    }
    // Home / media / gallery (a link; English keeps SPEC's words of the path, Nepali the config's names) / the album.
    const crumbs = async (url: string) => {
      const list = /<nav aria-label="[^"]*"><ol[^>]*>(.*?)<\/ol>/.exec((await render(url)).html)?.[1] ?? '';
      return [...list.matchAll(/<li>(?:<a href="([^"]*)"[^>]*>|<span[^>]*>)([^<]*)</g)].map((m) => [m[2], m[1] ?? null]);
    };
    expect(await crumbs('/media/gallery/1005/Album%205')).toEqual([
      ['Home', '/'],
      ['media', null],
      ['gallery', '/media/gallery'],
      ['Album 5', null],
    ]);
    expect(await crumbs('/ne/media/gallery/1005/Album%205')).toEqual([
      ['गृहपृष्ठ', '/ne'],
      ['मिडिया', null],
      ['फोटो ग्यालरी', '/ne/media/gallery'],
      ['Album 5', null],
    ]);
  });

  it('comes in pages of ALBUM_PAGE_SIZE photos, each carrying its own', async () => {
    const first = await render('/media/gallery/2000/Long%20album');
    expect(new Set(photosIn(JSON.stringify(first.used))).size).toBe(ALBUM_PAGE_SIZE);
    expect(first.facts.links).toContain('/media/gallery/2000/Long%20album/page/2');
    const second = await render('/media/gallery/2000/Long%20album/page/2');
    expect(h1(second.html)).toBe('Long album, page 2');
    expect([...new Set(photosIn(JSON.stringify(second.used)))].sort()).toEqual(
      Array.from({ length: LONG - ALBUM_PAGE_SIZE }, (_, i) => `2000/${ALBUM_PAGE_SIZE + i}`).sort(),
    );
    expect((await render('/media/gallery/2000/Long%20album/page/3')).facts.missing).toBe(true);
  });

  it('is Page Not Found, marked missing, for an album the data does not have', async () => {
    for (const url of ['/media/gallery/1/Annual%20Day%202082', '/media/gallery/x/y']) {
      const page = await render(url);
      expect(page.facts.missing, url).toBe(true);
      expect(h1(page.html), url).toBe('Page Not Found');
    }
  });
});
