// Types for scripts/build/page-reuse.mjs (pages a build takes unchanged from the live release).
export function pageDigest(files: Record<string, string>, builtAt: number): string;
export interface LivePage {
  path: string;
  dir: string;
  builtAt?: number;
  digest?: string;
  files?: string[];
  brotli?: number;
  keys?: string[];
  inputs?: string;
  timeRead?: boolean;
  links?: number[];
}
export function pageReuse(o: {
  liveSite?: string | null;
  livePages?: LivePage[] | null;
  liveBuiltAt?: number | null;
  incremental?: boolean;
  liveLinks?: string[] | null;
}): {
  size: number;
  twin(address: string): LivePage | null;
  churned(address: string): boolean;
  linksOf(page: LivePage): string[] | null;
  take(address: string, digest: string, names: string[], segs: string[], out: string): number | null;
};
export function unlinkIfThere(file: string): void;
export function inputDigests(o: {
  global: unknown;
  snapshot: Record<string, unknown>;
  fingerprints?: Record<string, string>;
  images?: unknown;
  copiesFor?: (data: Record<string, unknown>, images: never) => unknown;
  /** The operation a data key is of (a view's: the operation it is made from); the key itself when it is one. */
  opOf?: (key: string) => string | undefined;
}): (keys: string[], address: string, route: unknown) => string;

/** Writes a file of this release as a file of its own (a staged file is a hard link to the live release's). */
export function writeOwn(file: string, data: string | Uint8Array): void;
