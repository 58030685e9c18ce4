// A release's site put into the bucket the way a reader never sees a page whose files are
// missing: only the files whose digest or headers differ from the bucket's manifest are uploaded
// (a rebuild that changed one notice uploads that notice's page and a few lists), in three waves,
// each finished before the next starts:
//   1. the new files no page of the live site names yet (hashed code, pictures' copies, the
//      build's archived data under _b/): nothing reads them until a page does;
//   2. the pages' own data and the other revalidated files (page-data.json, sw.js, robots.txt);
//   3. the pages (.html), each of which now finds every file it names;
// then the manifest (scripts/publish/s3-manifest.ts), the moment the release is the bucket's live
// one, and then the deletions: a page's files the release no longer has (a withdrawn notice) at
// once; the other files the release before had (its code, its pictures, its archived data) one
// release later, since a page a reader opened before may still fetch them. A failure anywhere
// before the manifest leaves it naming the site as it was; every file of that site is still
// there (nothing is deleted before), and the next run uploads what is missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { isPageFile } from './s3-headers';
import { describeSite, MANIFEST_VERSION, readManifest, writeManifest, type Files, type Manifest } from './s3-manifest';
import type { StoreError, Target } from './s3-target';

/** Uploads at once: enough to fill a school's uplink with small files, few enough for any store's rate limits. */
export const CONCURRENCY = 8;
/** Whole-file tries after the SDK's own (which retry a request): a file that failed is sent again from its start. */
export const FILE_RETRIES = 2;

const sameObject = (a: Files[string] | undefined, b: Files[string]) =>
  !!a && a.sha256 === b.sha256 && a.contentType === b.contentType && a.cacheControl === b.cacheControl;

/** What a publish does (planSync). */
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

/** What a publish did (syncRelease). */
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

/**
 * What a publish does, from the bucket's manifest (null: an empty bucket) and the release's files:
 * the uploads by wave, the files kept one more release, and what goes after the manifest.
 */
export function planSync({ before, files }: { before: Manifest | null; files: Files }): SyncPlan {
  const present = { ...(before?.kept ?? {}), ...(before?.files ?? {}) };
  const upload = Object.keys(files).filter((p) => !sameObject(present[p], files[p]));
  // A file whose bytes the bucket has under another name (each build archives the pages' data
  // again under its own /_b/<build>/, mostly unchanged) is copied there by the store: no upload.
  const byDigest = new Map(Object.entries(present).map(([p, e]) => [e.sha256, p]));
  const copies = Object.fromEntries(upload.filter((p) => byDigest.has(files[p].sha256)).map((p) => [p, byDigest.get(files[p].sha256)!]));
  const kept: Files = {};
  const gone = new Set<string>();
  for (const [p, entry] of Object.entries(before?.files ?? {}))
    if (!files[p]) {
      if (isPageFile(p)) gone.add(p);
      else kept[p] = entry;
    }
  for (const p of Object.keys(before?.kept ?? {})) if (!files[p] && !kept[p]) gone.add(p);
  // (Deletions an earlier publish could not do: nothing live names them, so they may go first.)
  const leftover = (before?.gone ?? []).filter((p) => !files[p] && !kept[p] && !gone.has(p));
  const html = (p: string) => p.endsWith('.html');
  return {
    waves: [
      upload.filter((p) => !isPageFile(p)),
      upload.filter((p) => isPageFile(p) && !html(p)),
      upload.filter((p) => isPageFile(p) && html(p)),
    ],
    upload: upload.length,
    copies,
    unchanged: Object.keys(files).length - upload.length,
    kept,
    gone: [...gone].sort(),
    leftover,
  };
}

/** Errors no retry mends: the run stops at once and names them. */
const FATAL = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'NoSuchBucket',
  'InvalidToken',
  'ExpiredToken',
  'CredentialsProviderError',
]);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` on each item, `limit` at a time; the first failure stops new starts, waits for those under way, and is thrown. */
async function eachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (e) {
        failed ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the SDK's own error, as it came
  if (failed) throw failed;
}

/**
 * Publishes the release in `site` into the bucket. Resolves { release, uploaded, unchanged, kept,
 * deleted, bytes }; throws (the SDK's error) when the store fails, the bucket's live site as it was.
 * onUpload(path) is told of each file once it is in the bucket.
 */
export async function syncRelease({
  client,
  target,
  site,
  release,
  concurrency = CONCURRENCY,
  retries = FILE_RETRIES,
  onUpload,
  now = Date.now(),
}: {
  client: S3Client;
  target: Target;
  site: string;
  release: string;
  concurrency?: number;
  retries?: number;
  onUpload?: (path: string) => void;
  now?: number;
}): Promise<SyncResult> {
  const { CopyObjectCommand, PutObjectCommand, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  // (First, before anything is read or sent: wrong credentials or a missing bucket fail here.)
  const before = await readManifest(client, target);
  const files = describeSite(site);
  const plan = planSync({ before, files });
  let bytes = 0;
  let copied = 0;
  const key = (path: string) => target.prefix + path;
  const copy = async (path: string, from: string) => {
    const entry = files[path];
    try {
      await client.send(
        new CopyObjectCommand({
          Bucket: target.bucket,
          Key: key(path),
          CopySource: `${target.bucket}/${key(from).split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: entry.contentType,
          CacheControl: entry.cacheControl,
        }),
      );
      copied++;
      return true;
    } catch (e) {
      if (FATAL.has((e as StoreError)?.name ?? '')) throw e;
      return false; // (the source is not there after all: uploaded instead)
    }
  };
  const put = async (path: string) => {
    const entry = files[path];
    if (plan.copies[path] && (await copy(path, plan.copies[path]))) return onUpload?.(path);
    for (let attempt = 0; ; attempt++) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: target.bucket,
            Key: key(path),
            Body: readFileSync(join(site, path)),
            ContentType: entry.contentType,
            CacheControl: entry.cacheControl,
          }),
        );
        break;
      } catch (e) {
        if (attempt >= retries || FATAL.has((e as StoreError)?.name ?? '')) throw e;
        await pause(500 * 2 ** attempt);
      }
    }
    bytes += entry.size;
    onUpload?.(path);
  };
  const remove = async (paths: string[]) => {
    const failed: string[] = [];
    for (let i = 0; i < paths.length; i += 1000) {
      const batch = paths.slice(i, i + 1000);
      try {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: target.bucket,
            Delete: { Objects: batch.map((p) => ({ Key: key(p) })), Quiet: true },
          }),
        );
        for (const err of answer.Errors ?? []) failed.push(err.Key!.slice(target.prefix.length));
      } catch (e) {
        console.warn(
          `bucket: ${batch.length} files could not be deleted (${String((e as StoreError)?.name ?? e)}); the next publish deletes them`,
        );
        failed.push(...batch);
      }
    }
    return failed;
  };
  // (The bucket has this release already, whole: a run that published nothing new locally.)
  if (before?.release === release && !plan.upload && !plan.gone.length && !plan.leftover.length)
    return {
      release,
      uploaded: 0,
      copied: 0,
      unchanged: plan.unchanged,
      kept: Object.keys(plan.kept).length,
      deleted: 0,
      bytes: 0,
      already: true,
    };
  for (const wave of plan.waves) await eachBounded(wave, concurrency, put);
  // (A deletion that fails is no failure of the publish: the manifest names it in `gone`, and the
  // next publish deletes it again.)
  const stillThere = await remove(plan.leftover);
  await writeManifest(client, target, {
    version: MANIFEST_VERSION,
    release,
    publishedAt: new Date(now).toISOString(),
    files,
    kept: plan.kept,
    gone: [...plan.gone, ...stillThere],
  });
  const failed = await remove(plan.gone);
  const deleted = plan.gone.length - failed.length;
  return {
    release,
    uploaded: plan.upload - copied,
    copied,
    unchanged: plan.unchanged,
    kept: Object.keys(plan.kept).length,
    deleted,
    bytes,
  };
}
