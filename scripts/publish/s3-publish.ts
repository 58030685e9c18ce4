// The bucket step of scripts/build/pipeline.ts: once a release is live here (a build, a rebuild of the
// pages, a rollback), the same release is put live in the bucket PUBLISH_TARGET names
// (scripts/publish/s3-target.ts), by scripts/publish/s3-sync.ts. A run that published nothing
// here puts the live release there too when the bucket does not have it yet (a run before failed
// at the store): so the next run, whatever it is, completes what a failed one left.
import { bucketCause, parseTarget, s3Client, targetText, type Env, type PublishConfig, type Target } from './s3-target';
import { syncRelease, type SyncResult } from './s3-sync';

/** What the report says of the bucket: the release synced, or why not (the bucket's live site as it was). */
export type BucketOutcome =
  ({ target: string; error?: undefined } & SyncResult) | { target: string; release: string | null; error: string };

/**
 * Publishes `release` ({ id, site }) into the configured bucket. Resolves null when no bucket is
 * configured, else what the report says of it: { target, release, uploaded, unchanged, kept,
 * deleted, bytes } or { target, release, error } (the bucket's live site as it was). Never throws.
 */
export async function publishToBucket({
  root,
  release,
  env = process.env,
  config,
  ...options
}: {
  root: string;
  release: { id: string; site: string } | null;
  env?: Env;
  /** The build's config (a rollback reads the file). */
  config?: PublishConfig;
  concurrency?: number;
  retries?: number;
  onUpload?: (path: string) => void;
}): Promise<BucketOutcome | null> {
  const text = targetText({ env, root, config });
  if (!text) return null;
  let target: Target;
  try {
    target = parseTarget(text);
  } catch (e) {
    return { target: text, release: release?.id ?? null, error: (e as Error).message };
  }
  if (!release) return { target: target.url, release: null, error: 'there is no live release to publish' };
  try {
    const client = await s3Client(env);
    try {
      const done = await syncRelease({ client, target, site: release.site, release: release.id, ...options });
      return { target: target.url, ...done };
    } finally {
      client.destroy();
    }
  } catch (e) {
    return { target: target.url, release: release.id, error: bucketCause(e, target) };
  }
}
