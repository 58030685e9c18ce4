// How wide the site's layouts show a picture at each screen width (the <img> sizes attribute):
// the browser picks the build's copy by it (src/lib/image-copy.ts), so each says what its CSS
// grid does. A picture not listed here is as wide as the screen up to its width (SmartImage).
export const IMAGE_SIZES = {
  /** A card of a one / two / three-column grid (news, achievements, gallery albums: 640 / 1024 px). */
  grid3: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** A card of a one / two / four-column grid (facilities: 560 / 1024 px). */
  grid4: '(min-width: 1024px) 300px, (min-width: 560px) 50vw, 100vw',
  /** A person's card of the people grids: two, three, four to a row (src/pages/info-pages.module.css). */
  people: '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw',
  /** A card of a carousel: about one and a half to a phone's screen, a few on a desktop. */
  carousel: '(min-width: 1024px) 340px, 70vw',
  /** Home's highlights: one, two or three to a row (560 / 768 px). */
  highlights: '(min-width: 768px) 33vw, (min-width: 560px) 50vw, 100vw',
  /** An album's own page: its photo widget one column, up to 720 px (src/pages/gallery-album). */
  album: '(min-width: 760px) 720px, 100vw',
} as const;

/** A picture always shown at one size (a logo, an avatar). */
export const fixedSize = (px: number) => `${px}px`;
