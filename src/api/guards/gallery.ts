// GetGalleryList: a bare array of albums with ImageColl (contract #20), or SPEC's wrapper. SPEC §7
// empties the list when the answer has a Message. An album without images is kept (the page
// says "No images available"); an image without a path is dropped.
import { hasMessage, rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface GalleryImage {
  /** Raw back-end path (backslashes); the UI turns it into a URL. */
  path: string;
  /** The original upload name. */
  name: string;
}

export interface GalleryAlbum {
  id: number | null;
  title: string;
  description: string;
  images: GalleryImage[];
}

export function guardGallery(body: unknown): GalleryAlbum[] {
  if (hasMessage(body)) return [];
  return items(rowsOf(body), (o) => {
    const images = items(o.ImageColl, (img) => {
      const path = str(field(img, 'DocPath', 'ImagePath', 'Path'));
      return path ? { path, name: str(img.Name) } : null;
    });
    const title = str(o.Title);
    if (!title && !images.length) return null;
    return { id: num(field(o, 'GalleryId', 'Id'), null), title, description: str(o.Description), images };
  });
}
