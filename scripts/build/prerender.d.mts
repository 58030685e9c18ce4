// Types for scripts/build/prerender.mjs.
import type { FirstScreenFit } from './first-window';

export interface Skipped {
  path: string;
  reason: string;
}
export function prerender(o: {
  ssr: unknown;
  out: string;
  data: { snapshot: Record<string, unknown>; fingerprints: Record<string, string> };
  source: string;
  apiBase: string;
  /** The build's time stamp (the release's), which the pages are drawn as of; now by default. */
  builtAt?: number;
  /** The DOMPurify rich text is sanitized with (bound to a server-side DOM). */
  purifier?: unknown;
  /** The images step's copies of every picture the data names (null: none could be made), and the files it linked. */
  images?: Record<string, { i: string; w: number; h: number; c: string } | null>;
  imageFiles?: string[];
  env?: Record<string, string | undefined>;
  onFile?: (file: string, opts?: { quality?: number; redo?: boolean }) => void;
  /** The live release's pages, reused where unchanged (scripts/build/page-reuse.mjs). */
  reuse?: {
    size: number;
    twin(address: string): { brotli?: number } | null;
    churned(address: string): boolean;
    linksOf(page: unknown): string[] | null;
    take(address: string, digest: string, names: string[], segs: string[], out: string): number | null;
  };
  /** The server bundle's hash: with it, a page whose inputs did not change and that drew no date is not rendered again. */
  code?: string;
}): Promise<{
  written: string[];
  /** The pages reused without being rendered (in `reused` too). */
  unrendered: string[];
  /** The table of links the pages' records number. */
  links: string[];
  /** The pages linked unchanged from the live release (in `written` too). */
  reused: string[];
  pages: { path: string; kind: string; lang: 'en' | 'ne'; dir: string; builtAt: number; digest: string; files: string[]; brotli: number }[];
  skipped: Skipped[];
  files: string[];
  builtAt: number;
  firstScreen: (FirstScreenFit & { path: string })[];
  /** What a build without the site's address leaves out (withoutSiteUrl); [] with one. */
  leftOut: string[];
}>;
/** What a build without the site's address leaves out, as lines of its output. */
export function withoutSiteUrl(): string[];
export const MISSING: string;
