// Types for scripts/bench/image-bytes.mjs (the bench's image rows without a browser).

export interface ImageResponse {
  url: string;
  /** The response body's size as received; NaN when unknown. */
  bytes: number;
}
export interface Tally {
  count: number;
  bytes: number;
  largest: ImageResponse | null;
  unknown: number;
}
export interface ImageRow {
  name: string;
  load?: Tally;
  scrolled?: Tally;
  error?: string;
}

export const IMAGE_PAGES: Record<string, string | null>;
export const IMAGE_LIGHTHOUSE_PAGES: string[];
export const IMAGE_PHONE: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };
export const IMAGE_DESKTOP: { viewport: { width: number; height: number }; deviceScaleFactor: number };
export const IMAGE_TARGETS: {
  loadHome: number;
  loadOther: number;
  scrolledHomeGallery: number;
  scrolledOther: number;
  single: number;
  viewerMinWidth: number;
  viewerMaxBytes: number;
  rebuildRatio: number;
};
export function imageTargets(name: string): { load: number; scrolled: number; single: number };
export function tally(responses: ImageResponse[]): Tally;
export function size(n: number): string;
export function imageTable(rows: ImageRow[]): string[];
export function viewerLine(v: { naturalWidth?: number; bytes?: number; src?: string; error?: string } | null | undefined): string;
export function rebuildLine(withImagesMs: number, noImagesMs: number, runs: number): string;
export function withoutImages<T>(value: T): { value: T; emptied: number };
