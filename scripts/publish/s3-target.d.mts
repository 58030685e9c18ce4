// Types for scripts/publish/s3-target.mjs.
import type { S3Client } from '@aws-sdk/client-s3';

export interface Target {
  bucket: string;
  /** '' or 'some/prefix/'. */
  prefix: string;
  /** s3://bucket/prefix, as a report names it. */
  url: string;
}
export function parseTarget(text: string): Target;
export function targetText(o?: {
  env?: Record<string, string | undefined>;
  root?: string;
  /** The build's config (a rollback reads the file). */
  config?: { site?: { publish?: { target?: string } } };
}): string | null;
export function s3Client(env?: Record<string, string | undefined>): Promise<S3Client>;
export function bucketCause(e: unknown, target: Target): string;
