// Alt text for a gallery photo from the data (DESIGN: "alt text from the data (title or name)"):
// the album title and the upload's name without its extension, whichever exist.
import { t } from '../../i18n/t';

export function photoAlt(image: { name?: string }, albumTitle: string, n: number): string {
  const name = (image.name ?? '')
    .trim()
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  const title = albumTitle.trim();
  if (title && name) return t('media.photoAlt', { title, name });
  return title || name || t('media.photoN', { n });
}
