// Which of the back-end's values are pictures the build makes copies of: every string of an
// answer that names a file on the school's file host with a picture's extension (the ERP's
// answers name images in many fields: Photo, ImagePath, Logo, an album's Path…; reading them all
// misses none that a page shows, in any island, opened or not). The build makes copies of each
// (scripts/build/image-copies.ts); a page's data carries the copies of those its data names.
// `fileHost`: the file host the pictures are named on (the build's; by default the built config's).
import { asImageCopy, IMAGE_COPIES_KEY, type ImageCopies } from '../lib/image-copy';
import { builtApi } from './built-api';
import { fileUrl, onFileHost } from './file-url';

/** A picture's extension, as the ERP keeps the name it was uploaded under (HEIC included, to say why it is not shown). */
const PICTURE = /\.(jpe?g|jfif|png|webp|gif|bmp|tiff?|avif|heic|heif)$/i;

/**
 * Whether the build makes copies of the picture a value names (`path`, as the data has it, and
 * `url`, fileUrl's): a path or address (a bare file name, as an album's photo has beside its path,
 * names no file) on the file host, with a picture's extension.
 */
export function isCopied(path: string, url: string, fileHost: string): boolean {
  return /[\\/]/.test(path) && onFileHost(url, fileHost) && PICTURE.test(url.split(/[?#]/)[0]);
}

/** Every picture on the file host that `value` names (fileUrl's addresses), once each. */
export function imageUrlsIn(value: unknown, fileHost: string = builtApi.fileHost): Set<string> {
  const into = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (!PICTURE.test(v.trim())) return;
      const url = fileUrl(v, fileHost);
      if (url && isCopied(v, url, fileHost)) into.add(url);
      return;
    }
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
  };
  walk(value);
  return into;
}

/** The copies (of `all`) of the pictures `data` names: what a page's data carries under IMAGE_COPIES_KEY. */
export function copiesFor(data: Record<string, unknown>, all: ImageCopies, fileHost: string = builtApi.fileHost): ImageCopies {
  const out: ImageCopies = {};
  const urls = imageUrlsIn(
    Object.entries(data).filter(([k]) => k !== IMAGE_COPIES_KEY),
    fileHost,
  );
  for (const url of [...urls].sort()) if (url in all) out[url] = all[url];
  return out;
}

/** The copies a page's data carries, read defensively (the data file may be old, broken or hostile); null when it carries none. */
export function readCopies(data: Record<string, unknown> | undefined): ImageCopies | null {
  const v = data?.[IMAGE_COPIES_KEY];
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: ImageCopies = {};
  for (const [url, rec] of Object.entries(v)) {
    const copy = asImageCopy(rec);
    if (copy !== undefined) out[url] = copy;
  }
  return out;
}
