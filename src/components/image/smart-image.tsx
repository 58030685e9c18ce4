import { useState, type ImgHTMLAttributes } from 'react';
import { fileUrl, useFileHost } from '../../api/file-url';
import { isCopied } from '../../api/image-urls';
import { useIsLiveOnlyValue } from '../../api/live-only-data';
import { copySources } from '../../lib/image-copy';
import { useFirstScreen } from './first-screen';
import { useImageCopies } from './image-copies';

import { PLACEHOLDER } from './placeholder';

export { PLACEHOLDER };

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** A back-end path (\Attachments\…) or URL. */
  path: unknown;
  alt: string;
  /** The widest it is laid out (CSS px), and its shape: the copies drawn go up to twice this wide. */
  width: number;
  height: number;
  /**
   * How wide it is laid out at each screen width, as the <img> `sizes` attribute takes it; by
   * default as wide as the screen up to `width`. Say it wherever a phone shows it narrower (two to
   * a row, a fixed-size photo): the browser picks the copy by it.
   */
  sizes?: string;
  /** The first screen's main image: fetched eagerly with high priority. */
  priority?: boolean;
  /** Overrides the default: eager inside <FirstScreen.Provider value>, lazy elsewhere. */
  loading?: 'eager' | 'lazy';
  /**
   * The visitor opened this picture's item (a detail page, the photo viewer): a picture published
   * after the build, which has no copies yet, is shown as uploaded. Anywhere else (a list, a card, a
   * carousel) such a picture waits for the next build behind the placeholder: a list of 3 MB
   * uploads would cost a phone more than the page (docs/decisions.md).
   */
  opened?: boolean;
}

/**
 * Every back-end image goes through here: safe URL, the build's right-sized copies as its srcset,
 * their main colour while they load, the placeholder when missing or broken, no layout shift.
 */
export function SmartImage({ path, alt, width, height, sizes, priority, loading, fetchPriority, opened, style, ...rest }: Props) {
  const firstScreen = useFirstScreen();
  const copies = useImageCopies();
  const fileHost = useFileHost();
  const url = fileUrl(path, fileHost);
  const [broken, setBroken] = useState<string | null>(null);
  const live = useIsLiveOnlyValue()(path);
  // The build's copies (src/lib/image-copy.ts): undefined when it made none of this picture (it
  // had no copies at all, the picture is not on the file host, or came after the build); null when
  // it could not (a missing file, not a picture, too big): never the upload then.
  const copied = url !== null && copies !== null && !live && isCopied(path as string, url, fileHost);
  const copy = copied ? copies[url] : undefined;
  const late = copied && copy === undefined && !opened;
  const drawn = copy ? copySources(copy, width) : null;
  const wanted = copy === null || late ? null : (drawn?.src ?? url);
  const src = wanted && broken !== wanted ? wanted : PLACEHOLDER;
  return (
    <img
      {...rest}
      srcSet={src !== PLACEHOLDER ? drawn?.srcSet : undefined}
      sizes={src !== PLACEHOLDER && drawn ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      src={src}
      alt={alt}
      width={width}
      height={height}
      // Its main colour holds its place and look while the picture comes over a slow connection.
      style={copy?.c ? { backgroundColor: copy.c, ...style } : style}
      loading={loading ?? (priority || firstScreen ? 'eager' : 'lazy')}
      decoding="async"
      fetchPriority={priority ? 'high' : fetchPriority}
      // A photo from live-only data (a pupil's, on the birthdays): without a referrer, which the
      // service worker reads as "never keep" (src/sw/sw-route.js).
      referrerPolicy={rest.referrerPolicy ?? (live ? 'no-referrer' : undefined)}
      onError={() => wanted && setBroken(wanted)}
      // On a prerendered page a static part has no React: the loader swaps a broken image for the
      // placeholder (src/islands/behaviors.ts).
      data-img=""
    />
  );
}
