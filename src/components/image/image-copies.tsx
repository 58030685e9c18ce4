// The build's copies of the pictures a page shows (src/lib/image-copy.ts), for SmartImage: the
// page's data carries them (IMAGE_COPIES_KEY), and the app and each island root hand them down
// from the data they render with, so the prerendered HTML and the browser's renders draw the same
// srcset. null: no copies at all (a build without the back-end's data, the dev server): pictures
// are shown as uploaded.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { readCopies } from '../../api/image-urls';
import type { ImageCopies } from '../../lib/image-copy';

const Copies = createContext<ImageCopies | null>(null);

export function ImageCopiesProvider({ data, children }: { data: Record<string, unknown> | undefined; children: ReactNode }) {
  const copies = useMemo(() => readCopies(data), [data]);
  return <Copies.Provider value={copies}>{children}</Copies.Provider>;
}

export function useImageCopies(): ImageCopies | null {
  return useContext(Copies);
}
