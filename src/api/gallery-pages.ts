// What the gallery's pages carry of an album (src/api/list-views.ts galleryViews): its cover on
// the gallery (the first photo and how many there are: 60 albums of 40 photos made the gallery
// one page of 2,462 pictures), and one page of its photos on its own page. Pure.
import type { GalleryAlbum, GalleryImage } from './guards/gallery';
import { pageOf } from '../lib/list-page';

/** An album as the gallery lists it. */
export interface AlbumCover {
  id: number | null;
  title: string;
  /** Its first photo; null for an album without photos. */
  cover: GalleryImage | null;
  /** How many photos it has. */
  count: number;
}

/** An album as its own page shows it: the photos of that page, and how many it has in all. */
export interface AlbumPage {
  id: number | null;
  title: string;
  description: string;
  images: GalleryImage[];
  total: number;
}

export function albumCover(album: GalleryAlbum): AlbumCover {
  return { id: album.id, title: album.title, cover: album.images[0] ?? null, count: album.images.length };
}

export function albumPage(album: GalleryAlbum, page: number, size: number): AlbumPage {
  const { items, total } = pageOf(album.images, page, size);
  return { id: album.id, title: album.title, description: album.description, images: items, total };
}
