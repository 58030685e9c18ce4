// Types for scripts/hero-variants.mjs.
export type Loader = (src: string) => Promise<Buffer | null>;
/** Widths of the copies (px). */
export const WIDTHS: number[];
/** The maker of right-sized copies for one build: each image's srcset once made (null: none; undefined: not yet), and the files it wrote (relative to dist). */
export function imageVariants(options: { dist: string; load: Loader; log?: (message: string) => void }): {
  of: (src: string) => string | null | undefined;
  make: (srcs: string[]) => Promise<void>;
  files: Set<string>;
};
/** Reads an image over HTTP(S), relative paths against base; only from base's origin and those in also. */
export function httpLoader(base: string, also?: string[]): Loader;
/** Reads an image of the demo's files (/Attachments/… → the folder). */
export function demoLoader(attachments: string): Loader;
