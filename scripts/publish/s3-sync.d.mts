// Types for scripts/publish/s3-sync.mjs.
import type { S3Client } from '@aws-sdk/client-s3';
import type { Files, Manifest } from './s3-manifest.mjs';
import type { Target } from './s3-target.mjs';

export const CONCURRENCY: number;
export const FILE_RETRIES: number;
export interface SyncPlan {
  /** The uploads: new files no page names yet, the pages' data, the pages. */
  waves: [string[], string[], string[]];
  upload: number;
  /** Uploads the store does by copying an object it has with the same bytes: path → the path copied. */
  copies: Record<string, string>;
  unchanged: number;
  kept: Files;
  gone: string[];
  /** Deletions an earlier publish could not do. */
  leftover: string[];
}
export function planSync(o: { before: Manifest | null; files: Files }): SyncPlan;
export interface SyncResult {
  release: string;
  uploaded: number;
  /** Files copied in the bucket from an object with the same bytes (no upload). */
  copied: number;
  unchanged: number;
  kept: number;
  deleted: number;
  bytes: number;
  /** The bucket had this release already: nothing was sent. */
  already?: boolean;
}
export function syncRelease(o: {
  client: S3Client;
  target: Target;
  site: string;
  release: string;
  concurrency?: number;
  retries?: number;
  onUpload?: (path: string) => void;
  now?: number;
}): Promise<SyncResult>;
