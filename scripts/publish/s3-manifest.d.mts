// Types for scripts/publish/s3-manifest.mjs.
import type { S3Client } from '@aws-sdk/client-s3';
import type { Target } from './s3-target.mjs';

export interface FileEntry {
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
}
export type Files = Record<string, FileEntry>;
export interface Manifest {
  version: number;
  /** The local release it was published from. */
  release: string;
  publishedAt: string;
  files: Files;
  /** Files of the release before, still in the bucket for one more release. */
  kept: Files;
  /** Paths this publish deletes after writing it (a failed deletion is done again by the next). */
  gone: string[];
}
export const MANIFEST_PATH: string;
export const MANIFEST_VERSION: number;
export function describeSite(site: string): Files;
export function readManifest(client: S3Client, target: Target): Promise<Manifest | null>;
export function writeManifest(client: S3Client, target: Target, manifest: Manifest): Promise<void>;
