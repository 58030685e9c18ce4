// Right-sized copies of the first screen's main image (SmartImage with `priority`: the home page's
// first slide, a page's lead photo): while prerendering, the build makes WebP copies of each such
// image (scripts/hero-variants.mjs, sharp) and SmartImage draws them as its srcset, so a phone
// fetches a picture the width of its screen instead of whatever the school uploaded. The
// prerenderer sets the source of copies; a render that meets an image it has no answer for yet
// notes it, and the prerenderer renders again once the copies are made (src/entry-server.tsx).
// In the browser nothing is set: the image keeps the srcset the page was built with.

/** An image's copies: `srcset` as the <img> takes it, or null when it has none (too small, not a picture, …). */
export type VariantsOf = (src: string) => string | null | undefined;

let variantsOf: VariantsOf | null = null;
let asked: Set<string> | null = null;

/** While prerendering: where copies come from (undefined: not known yet), and where to note the images asked for. */
export function setImageVariants(source: VariantsOf | null, into: Set<string> | null): void {
  variantsOf = source;
  asked = into;
}

/** The srcset and sizes of a first-screen image `width` px wide as laid out, if the build made copies of it. */
export function imageVariants(src: string, width: number): { srcSet: string; sizes: string } | null {
  if (!variantsOf) return null;
  asked?.add(src);
  const srcSet = variantsOf(src);
  // As wide as the screen up to the width the page lays it out at.
  return srcSet ? { srcSet, sizes: `(max-width: ${width}px) 100vw, ${width}px` } : null;
}
