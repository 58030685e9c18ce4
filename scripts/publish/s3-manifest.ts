// The list of what is live in the bucket: one object, <prefix>/.publish/manifest.json, written
// last by every publish (scripts/publish/s3-sync.ts). It names each file of the live release
// with its digest, size and headers, so the next publish uploads only what differs from it, and
// the files kept one more release (a page a reader opened before may still name them). A bucket
// without it has no live site of ours yet; a publish that failed half-way never wrote it, so it
// still describes the site readers get.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { filesUnder } from './release';
import { cacheControlOf, contentTypeOf, uploadable } from './s3-headers';
import type { StoreError, Target } from './s3-target';

/** One file of a release as the bucket holds it. */
export interface FileEntry {
  sha256: string;
  size: number;
  contentType: string;
  cacheControl: string;
}
/** A release's files by path. */
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

/** The manifest's key under the target's prefix (a dot folder: never a file of a release). */
export const MANIFEST_PATH = '.publish/manifest.json';
export const MANIFEST_VERSION = 1;

/** Every file of a release's site that goes into the bucket: path → { sha256, size, contentType, cacheControl }. */
export function describeSite(site: string): Files {
  const files: Files = {};
  for (const path of filesUnder(site).filter(uploadable).sort()) {
    const body = readFileSync(join(site, path));
    files[path] = {
      sha256: createHash('sha256').update(body).digest('hex'),
      size: statSync(join(site, path)).size,
      contentType: contentTypeOf(path),
      cacheControl: cacheControlOf(path),
    };
  }
  return files;
}

const isMissing = (e: StoreError | null | undefined) =>
  e?.name === 'NoSuchKey' || (e?.$metadata?.httpStatusCode === 404 && e?.name !== 'NoSuchBucket');

/** The bucket's manifest, or null when it has none (nothing of ours published there yet). Any other failure throws. */
export async function readManifest(client: S3Client, target: Target): Promise<Manifest | null> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  let answer;
  try {
    answer = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: target.prefix + MANIFEST_PATH }));
  } catch (e) {
    if (isMissing(e as StoreError)) return null;
    throw e;
  }
  const text = await answer.Body!.transformToString();
  const manifest = JSON.parse(text) as Partial<Manifest> | null;
  if (manifest?.version !== MANIFEST_VERSION || typeof manifest.files !== 'object')
    throw new Error(`${target.url}/${MANIFEST_PATH} is not a manifest of this site's (version ${manifest?.version})`);
  return { kept: {}, gone: [], ...manifest } as Manifest;
}

/** Writes the manifest: from this moment the release it names is the bucket's live one. */
export async function writeManifest(client: S3Client, target: Target, manifest: Manifest): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: target.prefix + MANIFEST_PATH,
      Body: JSON.stringify(manifest),
      ContentType: 'application/json; charset=utf-8',
      CacheControl: 'no-store',
    }),
  );
}
