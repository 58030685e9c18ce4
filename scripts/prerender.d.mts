// Types for scripts/prerender.mjs.
import type { FirstScreenFit } from './first-window.mjs';

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
  /** The build's time stamp (the release's); now by default. */
  builtAt?: number;
  /** The images step's copies of every picture the data names (null: none could be made), and the files it linked. */
  images?: Record<string, { i: string; w: number; h: number; c: string } | null>;
  imageFiles?: string[];
  env?: Record<string, string | undefined>;
  onFile?: (file: string) => void;
}): Promise<{
  written: string[];
  pages: { path: string; kind: string; lang: 'en' | 'ne'; dir: string }[];
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
