// Types for scripts/build/page-reuse.mjs (pages a build takes unchanged from the live release).
export function pageDigest(files: Record<string, string>, builtAt: number): string;
export interface LivePage {
  path: string;
  dir: string;
  builtAt?: number;
  digest?: string;
  files?: string[];
  brotli?: number;
}
export function pageReuse(o: {
  liveSite?: string | null;
  livePages?: LivePage[] | null;
  liveBuiltAt?: number | null;
  incremental?: boolean;
}): {
  size: number;
  twin(address: string): LivePage | null;
  churned(address: string): boolean;
  take(address: string, digest: string, names: string[], segs: string[], out: string): number | null;
};
export function unlinkIfThere(file: string): void;
