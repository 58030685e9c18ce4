import { useState, type ImgHTMLAttributes } from 'react';
import { fileUrl } from '../../api/file-url';
import { isLiveOnlyValue } from '../../api/live-only-data';
import { useFirstScreen } from './first-screen';
import { imageVariants } from './image-variants';

import { PLACEHOLDER } from './placeholder';

export { PLACEHOLDER };

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A back-end path (\Attachments\…) or URL. */
  path: unknown;
  alt: string;
  width: number;
  height: number;
  /** The first screen's main image: fetched eagerly with high priority. */
  priority?: boolean;
  /** Overrides the default: eager inside <FirstScreen.Provider value>, lazy elsewhere. */
  loading?: 'eager' | 'lazy';
}

/** Every back-end image goes through here: safe URL, placeholder when missing or broken, no layout shift. */
export function SmartImage({ path, alt, width, height, priority, loading, fetchPriority, ...rest }: Props) {
  const firstScreen = useFirstScreen();
  const url = fileUrl(path);
  const [broken, setBroken] = useState<string | null>(null);
  const src = url && broken !== url ? url : PLACEHOLDER;
  // The first screen's main image, prerendered: its right-sized copies (image-variants.ts).
  const copies = priority && url ? imageVariants(url, width) : null;
  return (
    <img
      {...rest}
      srcSet={copies?.srcSet}
      sizes={copies?.sizes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority || firstScreen ? 'eager' : 'lazy')}
      decoding="async"
      fetchPriority={priority ? 'high' : fetchPriority}
      // A photo from live-only data (a pupil's, on the birthdays): without a referrer, which the
      // service worker reads as "never keep" (src/sw/sw-route.js).
      referrerPolicy={rest.referrerPolicy ?? (isLiveOnlyValue(path) ? 'no-referrer' : undefined)}
      onError={() => url && setBroken(url)}
      // On a prerendered page a static part has no React: the loader swaps a broken image for the
      // placeholder (src/islands/behaviors.ts).
      data-img=""
    />
  );
}
