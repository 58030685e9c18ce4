// Where a release is published besides its local folder: PUBLISH_TARGET=s3://<bucket>/<prefix>
// (or site.publish.target in site.config.json; the variable wins, so a server can point its own
// runs elsewhere), and the S3 client that reaches it. Credentials, region and endpoint are the
// standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3),
// read by the SDK itself: the same names every S3-compatible store's guide gives (R2, B2, Spaces,
// MinIO).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SiteConfig } from '../../src/generated/site-config';

/** A bucket and a prefix in it, where a release is published. */
export interface Target {
  bucket: string;
  /** '' or 'some/prefix/'. */
  prefix: string;
  /** s3://bucket/prefix, as a report names it. */
  url: string;
}

/** The environment the target and the client are read from (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

/** What of the build's config names the bucket. */
export type PublishConfig = { site?: { publish?: Pick<NonNullable<SiteConfig['site']['publish']>, 'target'> } };

// The SDK is pinned (package.json: its releases from January 2027 need Node 22, which the
// project's machines do not have); its warning about that on every run would only fill the timer's log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3://bucket or s3://bucket/some/prefix (a bucket's name as S3 allows it: 3 to 63 characters). */
const TARGET = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** The bucket and the prefix ('' or 'some/prefix/', always ending in a slash) of a target, or throws saying what is wrong. */
export function parseTarget(text: string): Target {
  const m = TARGET.exec(String(text ?? '').trim());
  if (!m) throw new Error(`PUBLISH_TARGET ${JSON.stringify(text)} is not s3://<bucket>/<prefix>`);
  const parts = (m[2] ?? '').split('/').filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..' || p.startsWith('.')))
    throw new Error(`PUBLISH_TARGET ${JSON.stringify(text)}: a prefix has no . or .. or dot folders`);
  return {
    bucket: m[1],
    prefix: parts.length ? `${parts.join('/')}/` : '',
    url: `s3://${m[1]}${parts.length ? `/${parts.join('/')}` : ''}`,
  };
}

/**
 * The configured target's text (PUBLISH_TARGET, else site.publish.target), or null: no bucket.
 * `config`: the build's (scripts/build/site-config.ts); a rollback, which builds nothing, reads the file.
 */
export function targetText({ env = process.env, root, config }: { env?: Env; root?: string; config?: PublishConfig } = {}): string | null {
  if (env.PUBLISH_TARGET !== undefined) return env.PUBLISH_TARGET.trim() || null;
  if (config) return config.site?.publish?.target ?? null;
  try {
    const config = JSON.parse(readFileSync(join(root!, 'site.config.json'), 'utf8')) as PublishConfig | null;
    return config?.site?.publish?.target ?? null;
  } catch {
    return null;
  }
}

/**
 * The client. Checksums only where the API requires them: S3-compatible stores (and older ones,
 * such as the s3rver the tests run) refuse or ignore the newer default ones. An endpoint of one's
 * own (R2, MinIO, a test server) is addressed path style (endpoint/bucket/key): such stores have
 * no bucket subdomains.
 */
export async function s3Client(env: Env = process.env): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const endpoint = env.AWS_ENDPOINT_URL_S3 || undefined;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || (endpoint ? 'auto' : 'us-east-1'),
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // (Given here when both are set, so a caller's own env is used; else the SDK's usual chain:
    // the same variables, a profile, an instance role.)
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's own retries (throttling, 5xx, a dropped connection) come first; s3-sync adds its
    // own for a whole file.
    maxAttempts: 3,
  });
}

/** What the SDK (or Node's network) throws: the fields a cause is read from. */
export interface StoreError {
  name?: string;
  Code?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: { code?: string };
}

/** What went wrong with the store, in words a log reader acts on. */
export function bucketCause(e: unknown, target: Target): string {
  const err = e as StoreError | null | undefined;
  const code = err?.name ?? err?.Code ?? err?.code ?? '';
  const status = err?.$metadata?.httpStatusCode;
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'AuthorizationHeaderMalformed'].includes(code))
    return `the store refused the credentials (${code}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`;
  if (code === 'CredentialsProviderError') return 'no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  if (code === 'AccessDenied' || status === 403) return `the credentials may not write to ${target.url} (${code || status})`;
  if (code === 'NoSuchBucket') return `there is no bucket ${target.bucket} at this store (AWS_ENDPOINT_URL_S3, AWS_REGION)`;
  const net = err?.code ?? err?.cause?.code;
  if (net && ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN'].includes(net))
    return `the store could not be reached (${net}): check AWS_ENDPOINT_URL_S3 and the network`;
  return `${code || 'error'}${status ? ` ${status}` : ''}: ${String(err?.message ?? e).split('\n')[0]}`;
}
