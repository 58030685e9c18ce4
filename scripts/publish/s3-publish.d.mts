// Types for scripts/publish/s3-publish.mjs.
import type { SyncResult } from './s3-sync.mjs';

export type BucketOutcome =
  ({ target: string; error?: undefined } & SyncResult) | { target: string; release: string | null; error: string };
export function publishToBucket(o: {
  root: string;
  release: { id: string; site: string } | null;
  env?: Record<string, string | undefined>;
  /** The build's config (a rollback reads the file). */
  config?: { site?: { publish?: { target?: string } } };
  concurrency?: number;
  retries?: number;
  onUpload?: (path: string) => void;
}): Promise<BucketOutcome | null>;
