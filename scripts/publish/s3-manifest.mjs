// The list of what is live in the bucket: one object, <prefix>/.publish/manifest.json, written
// last by every publish (scripts/publish/s3-sync.mjs). It names each file of the live release
// with its digest, size and headers, so the next publish uploads only what differs from it, and
// the files kept one more release (a page a reader opened before may still name them). A bucket
// without it has no live site of ours yet; a publish that failed half-way never wrote it, so it
// still describes the site readers get.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from './release.mjs';
import { cacheControlOf, contentTypeOf, uploadable } from './s3-headers.mjs';

/** The manifest's key under the target's prefix (a dot folder: never a file of a release). */
export const MANIFEST_PATH = '.publish/manifest.json';
export const MANIFEST_VERSION = 1;

/** Every file of a release's site that goes into the bucket: path → { sha256, size, contentType, cacheControl }. */
export function describeSite(site) {
  const files = {};
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

const isMissing = (e) => e?.name === 'NoSuchKey' || (e?.$metadata?.httpStatusCode === 404 && e?.name !== 'NoSuchBucket');

/** The bucket's manifest, or null when it has none (nothing of ours published there yet). Any other failure throws. */
export async function readManifest(client, target) {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  let answer;
  try {
    answer = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: target.prefix + MANIFEST_PATH }));
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
  const text = await answer.Body.transformToString();
  const manifest = JSON.parse(text);
  if (manifest?.version !== MANIFEST_VERSION || typeof manifest.files !== 'object')
    throw new Error(`${target.url}/${MANIFEST_PATH} is not a manifest of this site's (version ${manifest?.version})`);
  return { kept: {}, gone: [], ...manifest };
}

/** Writes the manifest: from this moment the release it names is the bucket's live one. */
export async function writeManifest(client, target, manifest) {
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
