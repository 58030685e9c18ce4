// Types for scripts/hero-variants.mjs.
export type Loader = (src: string) => Promise<Buffer | null>;
/** Widths of the copies (px). */
export const WIDTHS: number[];
/** A page rewriter that gives the first screen's main image right-sized copies, and the files it wrote (relative to dist). */
/** Copies made of one picture: its srcset and the files (img/…). */
export type HeroSource = { srcset: string; files: string[] };
/**
 * A page rewriter that gives the first screen's main image right-sized copies, the files it wrote
 * (relative to dist), and what it made of each picture; `known`: what an earlier build made, kept
 * when a picture cannot be fetched.
 */
export function heroVariants(options: {
  dist: string;
  load: Loader;
  log?: (message: string) => void;
  known?: Record<string, HeroSource>;
}): {
  rewrite: (html: string) => Promise<string>;
  files: Set<string>;
  sources: Record<string, HeroSource>;
};
/** Reads an image over HTTP(S), relative paths against base; only from base's origin and those in also. */
export function httpLoader(base: string, also?: string[]): Loader;
/** Reads an image of the demo's files (/Attachments/… → the folder). */
export function demoLoader(attachments: string): Loader;
