// Types for scripts/build/image-copies.mjs.
export type Validators = { etag?: string; lastModified?: string; stamp?: string };
export type Loaded = { bytes: Buffer; validators: Validators } | { notModified: true } | null;
export type Loader = (url: string, validators?: Validators) => Promise<Loaded>;
export type Copy = { i: string; w: number; h: number; c: string; p?: 1 };
export const MAX_BYTES: number;
export const MAX_PIXELS: number;
export const TIMEOUT_MS: number;
export const MAX_REDIRECTS: number;
export const KEEP_UNUSED_MS: number;
export const QUALITIES: number[];
export function copyBudget(w: number, h: number): number;
export interface CopyStore {
  index: {
    v: number;
    sources: Record<string, { validators?: Validators; id: string | null; reason?: string; kept?: string }>;
    ids: Record<string, Copy & { widths: number[]; used: number }>;
  };
  file(id: string, w: number): string;
  complete(id: string, widths: number[]): boolean;
  write(id: string, w: number, bytes: Buffer): void;
  save(now: number): void;
}
export function isHeic(bytes: Buffer): boolean;
export function copyStore(dir: string): CopyStore;
export interface CopyReport {
  pictures: number;
  made: number;
  reused: number;
  kept: number;
  failed: { url: string; reason: string }[];
}
export function makeImageCopies(o: {
  urls: Iterable<string>;
  load: Loader;
  store: CopyStore;
  site: string;
  widthsOf: (w: number) => number[];
  person?: (url: string) => boolean;
  concurrency?: number;
  now?: number;
  log?: (m: string) => void;
}): Promise<{ copies: Record<string, Copy | null>; files: string[]; report: CopyReport }>;
export function httpLoader(base: string, also?: string[], limits?: { timeoutMs?: number; maxBytes?: number }): Loader;
export function demoLoader(attachments: string, limits?: { maxBytes?: number }): Loader;
