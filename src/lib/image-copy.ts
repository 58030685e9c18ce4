// The copies the build makes of every back-end image (scripts/build/image-copies.ts): WebP files
// at a few widths, named by the picture's content, so a phone fetches a picture about as wide as it
// shows it, never the school's 3–5 MB camera upload. This is the one place that says which widths
// exist and how a copy is named: the build writes what it says and the pages draw it.

/**
 * The widths copies are made at (px). Steps of about 1.4×, so the one a browser picks for its
 * screen is at most that much wider than it needs; 1440 is the viewer's, on a desktop.
 */
export const COPY_WIDTHS = [160, 320, 480, 640, 800, 1080, 1440] as const;

/**
 * A picture the school published through its CMS: every CMS upload is stored as
 * /Attachments/appcms/<guid>.<ext> (../shared/contract/API.md, G8), under the file host's path
 * when it has one. The ERP keeps people's own photos (staff, committee, pupils) in other folders:
 * their copies go under img/p/, which the service worker never keeps (src/sw/sw-route.js).
 */
export const CMS_UPLOAD = /(^|\/)attachments\/appcms\/[^/]+$/i;

/**
 * What the build made of one image: its copies' name (`i`, from the picture's bytes), its size as
 * uploaded (`w` × `h`, after its orientation), and its main colour (`c`, `#rrggbb`), which the page
 * shows while the picture loads ('' for one with transparent parts, a logo); `p: 1` for a person's
 * photo (not a CMS upload), whose copies are under img/p/. null: the build could not make copies
 * (not a picture, too big, missing): the page shows the placeholder, never the upload.
 */
export interface ImageCopy {
  i: string;
  w: number;
  h: number;
  c: string;
  p?: 1;
}

/** The copies of each image a page shows, by its address (fileUrl's). */
export type ImageCopies = Record<string, ImageCopy | null>;

/** The data key under which a page's data carries its images' copies (not a back-end operation). */
export const IMAGE_COPIES_KEY = '@images';

/** The widths made of a picture `natural` px wide: each step narrower than it, and itself up to the widest step. */
export function copyWidths(natural: number): number[] {
  const widths: number[] = COPY_WIDTHS.filter((w) => w < natural);
  const top = Math.min(natural, COPY_WIDTHS[COPY_WIDTHS.length - 1]);
  if (top > 0 && !widths.includes(top)) widths.push(top);
  return widths;
}

/** The address of one copy (under the site's root, in every release that shows it); a person's photo's under img/p/. */
export function copyPath(id: string, width: number, person = false): string {
  return `/img/${person ? 'p/' : ''}${id}-${width}.webp`;
}

/**
 * An <img>'s src and srcset for a picture laid out at most `shown` px wide: the copies up to the
 * first that is twice that (a 2× screen), and as src (for a browser without srcset) the narrowest
 * at least `shown` wide.
 */
export function copySources(copy: ImageCopy, shown: number): { src: string; srcSet: string } {
  const all = copyWidths(copy.w);
  const upTo = all.findIndex((w) => w >= shown * 2);
  const widths = upTo < 0 ? all : all.slice(0, upTo + 1);
  const src = widths.find((w) => w >= shown) ?? widths[widths.length - 1];
  const path = (w: number) => copyPath(copy.i, w, copy.p === 1);
  return { src: path(src), srcSet: widths.map((w) => `${path(w)} ${w}w`).join(', ') };
}

/** A record read from a page's data, or undefined when it is not one (hostile or broken data). */
export function asImageCopy(v: unknown): ImageCopy | null | undefined {
  if (v === null) return null;
  if (!v || typeof v !== 'object') return undefined;
  const { i, w, h, c, p } = v as Record<string, unknown>;
  return typeof i === 'string' &&
    /^[0-9a-f]{8,64}$/.test(i) &&
    typeof w === 'number' &&
    w > 0 &&
    typeof h === 'number' &&
    h > 0 &&
    typeof c === 'string' &&
    /^(#[0-9a-f]{6})?$/.test(c)
    ? { i, w, h, c, ...(p === 1 ? { p: 1 as const } : {}) }
    : undefined;
}
