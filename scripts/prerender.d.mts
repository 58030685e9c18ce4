// Types for scripts/prerender.mjs.
import type { HeroSource } from './hero-variants.mjs';
import type { FirstScreenFit } from './first-window.mjs';

export interface Skipped {
  path: string;
  reason: string;
}
export function prerender(o: {
  ssr: unknown;
  out: string;
  root: string;
  data: { snapshot: Record<string, unknown>; fingerprints: Record<string, string> };
  source: string;
  apiBase: string;
  /** The build's time stamp (the release's); now by default. */
  builtAt?: number;
  /** What the last build made of each first-screen picture: kept when a picture cannot be fetched. */
  known?: Record<string, HeroSource>;
  env?: Record<string, string | undefined>;
  onFile?: (file: string) => void;
}): Promise<{
  written: string[];
  pages: { path: string; kind: string; lang: 'en' | 'ne'; dir: string }[];
  skipped: Skipped[];
  files: string[];
  builtAt: number;
  images: Record<string, HeroSource>;
  firstScreen: (FirstScreenFit & { path: string })[];
}>;
export const MISSING: string;
