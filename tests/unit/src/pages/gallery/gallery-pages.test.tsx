// The gallery (issue 41): one cover per album, in numbered pages of listPageSize, each cover a link
// to its album's own page; an album's page shows its photos in the photo widget, in pages of
// ALBUM_PAGE_SIZE. Rendered as the site renders them, with many albums and a long album.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Route as SiteRoute } from '@src/generated/site-config';
import GalleryPage from '@src/pages/gallery/gallery-page';
import GalleryAlbumPage from '@src/pages/gallery-album/gallery-album-page';
import { ALBUM_PAGE_SIZE } from '@src/pages/gallery-album/album-page-size';
import { guardGallery } from '@src/api/guards/gallery';
import { siteConfig } from '@src/site-config/config-file';
import { photoAlt } from '@src/components/image/photo-alt';
import { loadDictionary } from '@src/i18n/t';
import { toNepaliDigits } from '@src/lib/digits';
import { rawFixture } from '@test/fixtures';
import { renderWithSite } from '@test/render';

const galleryRoute = { page: 'gallery', path: '/media/gallery' } as SiteRoute;
const albumRoute = { page: 'gallery-album', path: '/media/gallery/:id/:title' } as SiteRoute;
const SIZE = siteConfig.site.constants.listPageSize ?? 12;

/** `albums` albums, album n (id 100 + n) with n + 1 photos, and one of `long` photos (id 999) last. */
function manyAlbums(albums: number, long = 0) {
  const photo = (a: number, i: number) => ({ Name: `a${a}-p${i}.jpg`, DocPath: `\\Attachments\\appcms\\a${a}-p${i}.jpg` });
  const list = Array.from({ length: albums }, (_, n) => ({
    GalleryId: 100 + n,
    Title: `Album ${n + 1}`,
    Description: `About album ${n + 1}`,
    ImageColl: Array.from({ length: n + 1 }, (_, i) => photo(n, i)),
  }));
  if (long)
    list.push({ GalleryId: 999, Title: 'Long album', Description: '', ImageColl: Array.from({ length: long }, (_, i) => photo(999, i)) });
  return list;
}

function renderGallery(path: string, overrides?: Record<string, unknown>, lang?: 'en' | 'ne') {
  return renderWithSite(
    <Routes>
      <Route path="/media/gallery" element={<GalleryPage route={galleryRoute} />} />
      <Route path="/media/gallery/page/:page" element={<GalleryPage route={galleryRoute} />} />
    </Routes>,
    { path, overrides, lang },
  );
}

function renderAlbum(path: string, overrides?: Record<string, unknown>) {
  return renderWithSite(
    <Routes>
      <Route path="/media/gallery/:id/:title" element={<GalleryAlbumPage route={albumRoute} />} />
      <Route path="/media/gallery/:id/:title/page/:page" element={<GalleryAlbumPage route={albumRoute} />} />
    </Routes>,
    { path, overrides },
  );
}

const albumLinks = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>('[data-album] a')].map((a) => a.getAttribute('href'));
const pageLinks = () => {
  const nav = screen.queryByRole('navigation', { name: 'Pages' });
  return nav
    ? within(nav)
        .queryAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    : [];
};

describe('Gallery page', () => {
  it("shows one cover per album of the demo: its first photo, title and count, linked to the album's page", () => {
    const albums = guardGallery(rawFixture('GetGalleryList'));
    const { container } = renderGallery('/media/gallery');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(albums.map((a) => a.title));
    const first = albums[0];
    const link = screen.getByRole('link', { name: `${first.title} ${first.images.length} photos` });
    expect(link.getAttribute('href')).toBe(`/media/gallery/${first.id}/${encodeURIComponent(first.title)}`);
    // One picture per album with photos (the first), none of the others; the empty album says so.
    const withPhotos = albums.filter((a) => a.images.length > 0);
    expect(container.querySelectorAll('img')).toHaveLength(withPhotos.length);
    expect(screen.getAllByText('No images available')).toHaveLength(albums.length - withPhotos.length);
    // No photo widget and no viewer here: they are the album's page's.
    expect(container.querySelector('[data-photo-widget], dialog')).toBeNull();
    // Fewer albums than a page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('comes in numbered pages of listPageSize albums, each page its own albums, past the last empty', () => {
    const overrides = { GetGalleryList: manyAlbums(SIZE * 2 + 3) };
    const r = renderGallery('/media/gallery', overrides);
    expect(albumLinks(r.container)).toHaveLength(SIZE);
    expect(albumLinks(r.container)[0]).toBe('/media/gallery/100/Album%201');
    expect(pageLinks()).toEqual([
      ['2', '/media/gallery/page/2'],
      ['3', '/media/gallery/page/3'],
      ['Next page', '/media/gallery/page/2'],
    ]);
    r.unmount();
    const last = renderGallery('/media/gallery/page/3', overrides);
    expect(albumLinks(last.container)).toEqual([
      '/media/gallery/124/Album%2025',
      '/media/gallery/125/Album%2026',
      '/media/gallery/126/Album%2027',
    ]);
    expect(screen.getByRole('link', { name: 'Album 27 27 photos' })).toBeTruthy();
    expect(pageLinks()[0]).toEqual(['Previous page', '/media/gallery/page/2']);
    last.unmount();
    renderGallery('/media/gallery/page/4', overrides);
    expect(screen.getByText('No photo albums available')).toBeTruthy();
  });

  it('says one photo as one, and an untitled album or one without an id still shows', () => {
    const overrides = {
      GetGalleryList: [
        { GalleryId: 7, Title: 'Single', ImageColl: [{ DocPath: '\\a.png', Name: 'a.png' }] },
        { GalleryId: null, Title: 'No id', ImageColl: [{ DocPath: '\\b.png', Name: 'b.png' }] },
        { GalleryId: 8, Title: null, ImageColl: [{ DocPath: '\\c.png', Name: 'c.png' }] },
      ],
    };
    const { container } = renderGallery('/media/gallery', overrides);
    expect(screen.getByRole('link', { name: 'Single 1 photo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Photo album 1 photo' }).getAttribute('href')).toBe('/media/gallery/8/8');
    // No page to link to without an id: shown, not linked, its picture described.
    expect(screen.getByRole('heading', { name: 'No id' }).closest('a')).toBeNull();
    expect(container.querySelector(`img[alt="${photoAlt('en', { name: 'b.png' }, 'No id', 1)}"]`)).not.toBeNull();
  });

  it('in Nepali: the count in Nepali digits, links at the Nepali addresses', async () => {
    await loadDictionary('ne');
    const first = guardGallery(rawFixture('GetGalleryList'))[0];
    renderGallery('/media/gallery', undefined, 'ne');
    const link = await screen.findByRole('link', { name: `${first.title} ${toNepaliDigits(first.images.length)} फोटो` });
    expect(link.getAttribute('href')).toBe(`/ne/media/gallery/${first.id}/${encodeURIComponent(first.title)}`);
  });

  it('is empty (with a message) when the answer carries a Message', () => {
    renderGallery('/media/gallery', { GetGalleryList: { Message: 'No data', DataColl: [{ Title: 'x' }] } });
    expect(screen.getByText('No photo albums available')).toBeTruthy();
  });
});

describe('Album page', () => {
  it("shows the album's photos in the photo widget, which moves on and opens the viewer", () => {
    const albums = guardGallery(rawFixture('GetGalleryList'));
    const first = albums[0];
    renderAlbum(`/media/gallery/${first.id}/anything`);
    const widget = screen.getByRole('group', { name: first.title });
    expect(widget.querySelectorAll('img[data-photo]')).toHaveLength(first.images.length);
    expect(within(widget).getByText(`1 / ${first.images.length}`)).toBeTruthy();
    fireEvent.click(within(widget).getByRole('button', { name: 'Previous photo' }));
    expect(within(widget).getByText(`${first.images.length} / ${first.images.length}`)).toBeTruthy();
    expect(screen.getByText(first.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the photo gallery' }).getAttribute('href')).toBe('/media/gallery');
    // Not long enough for pages.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('comes in pages of ALBUM_PAGE_SIZE photos when long, each page only its own photos', () => {
    const long = ALBUM_PAGE_SIZE + 5;
    const overrides = { GetGalleryList: manyAlbums(3, long) };
    const r = renderAlbum('/media/gallery/999/Long%20album', overrides);
    const photos = () => [...document.querySelectorAll('img[data-photo]')].map((img) => img.getAttribute('alt'));
    expect(photos()).toHaveLength(ALBUM_PAGE_SIZE);
    const alt = (i: number) => photoAlt('en', { name: `a999-p${i}.jpg` }, 'Long album', i + 1);
    expect(photos()[0]).toBe(alt(0));
    expect(screen.getByText(`1 / ${ALBUM_PAGE_SIZE}`)).toBeTruthy();
    expect(pageLinks()).toEqual([
      ['2', '/media/gallery/999/Long%20album/page/2'],
      ['Next page', '/media/gallery/999/Long%20album/page/2'],
    ]);
    r.unmount();
    renderAlbum('/media/gallery/999/Long%20album/page/2', overrides);
    expect(photos()).toEqual(Array.from({ length: 5 }, (_, i) => alt(ALBUM_PAGE_SIZE + i)));
    expect(pageLinks()[0]).toEqual(['Previous page', '/media/gallery/999/Long%20album']);
  });

  it('says so for an album the data does not have, and for an album without photos', () => {
    const r = renderAlbum('/media/gallery/12345/Annual%20Day%202082');
    expect(screen.getByText(/This photo album could not be found/)).toBeTruthy();
    expect(document.querySelector('[data-photo-widget]')).toBeNull();
    r.unmount();
    const empty = guardGallery(rawFixture('GetGalleryList')).find((a) => a.images.length === 0)!;
    renderAlbum(`/media/gallery/${empty.id}/x`);
    expect(screen.getByText('No images available')).toBeTruthy();
  });
});
