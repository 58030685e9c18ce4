// Types for scripts/hero-variants.mjs.
export type Loader = (src: string) => Promise<Buffer | null>;
/** Widths of the copies (px). */
export const WIDTHS: number[];
/** Copies made of one picture: its srcset and the files (img/…). */
export type HeroSource = { srcset: string; files: string[] };
/**
 * The maker of right-sized copies for one build: each image's srcset once made (null: none;
 * undefined: not yet), the files it wrote (relative to dist), and what it made of each picture;
 * `known`: what an earlier build made, kept when a picture cannot be fetched.
 */
export function imageVariants(options: {
  dist: string;
  load: Loader;
  log?: (message: string) => void;
  known?: Record<string, HeroSource>;
}): {
  of: (src: string) => string | null | undefined;
  make: (srcs: string[]) => Promise<void>;
  files: Set<string>;
  sources: Record<string, HeroSource>;
};
/** The largest picture fetched (bytes). */
export const MAX_BYTES: number;
/** The longest a picture may take (ms). */
export const TIMEOUT_MS: number;
/** Redirects followed at most, each on the same origin. */
export const MAX_REDIRECTS: number;
/**
 * Reads an image over HTTP(S), relative paths against base; only from base's origin and those in
 * also, following redirects only on the same origin, within a size cap and a time limit.
 */
export function httpLoader(base: string, also?: string[], limits?: { timeoutMs?: number; maxBytes?: number }): Loader;
/** Reads an image of the demo's files (/Attachments/… → the folder). */
export function demoLoader(attachments: string): Loader;
