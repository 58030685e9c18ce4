// Alt text for a gallery photo from the data (DESIGN: "alt text from the data (title or name)"):
// the album title and the upload's name without its extension, whichever exist, in `lang` (the page's).
import { translate, type Lang } from '../../i18n/t';

export function photoAlt(lang: Lang, image: { name?: string }, albumTitle: string, n: number): string {
  const name = (image.name ?? '')
    .trim()
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  const title = albumTitle.trim();
  if (title && name) return translate(lang, 'media.photoAlt', { title, name });
  return title || name || translate(lang, 'media.photoN', { n });
}
