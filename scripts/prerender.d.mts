// Types for scripts/prerender.mjs.
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
  env?: Record<string, string | undefined>;
  onFile?: (file: string) => void;
}): Promise<{
  written: string[];
  pages: { path: string; kind: string; dir: string }[];
  skipped: Skipped[];
  files: string[];
  builtAt: number;
}>;
export function unwritableReason(path: string): string | null;
