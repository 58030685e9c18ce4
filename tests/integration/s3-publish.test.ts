// @vitest-environment node
// Publishing into an S3-compatible bucket (scripts/publish/s3-*.mjs, issue 43) against a real S3
// server on loopback (s3rver, started here on a port of its own, in a temporary folder): no mock
// of the SDK. Small releases made here stand for the build's; the whole pipeline against a real
// build and a failing ERP is tests/e2e/s3-publish.spec.mjs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { publishToBucket } from '@scripts/publish/s3-publish';
import { MANIFEST_PATH } from '@scripts/publish/s3-manifest';
import { IMMUTABLE, REVALIDATE } from '@scripts/publish/s3-headers';
import { finishRelease, layout, liveRelease, startRelease, switchTo } from '@scripts/publish/release';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUCKET = 'site';
const PREFIX = 'school/';
const dirs: string[] = [];
const temp = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `s3-publish-${name}-`));
  dirs.push(d);
  return d;
};

let store: S3rver;
let port = 0;
let storeDir = '';
/** Starts the server (again, on the same port and folder after a stop: its objects are files there). */
async function startStore() {
  store = new S3rver({ port, address: '127.0.0.1', directory: storeDir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const address = await store.run();
  port = address.port;
}
beforeAll(async () => {
  storeDir = temp('store');
  await startStore();
});
afterAll(async () => {
  await store.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const endpoint = () => `http://127.0.0.1:${port}`;
/** The environment a school's server gives the pipeline (s3rver's own credentials are S3RVER/S3RVER). */
const env = (over: Record<string, string> = {}) => ({
  PUBLISH_TARGET: `s3://${BUCKET}/${PREFIX.slice(0, -1)}`,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_ENDPOINT_URL_S3: endpoint(),
  ...over,
});
/** A reader of the bucket (the CDN's view of it). */
const reader = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: endpoint(),
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

async function keys(prefix = PREFIX) {
  const out: string[] = [];
  let token: string | undefined;
  do {
    const page = await reader().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }));
    out.push(...(page.Contents ?? []).map((o) => o.Key!.slice(PREFIX.length)));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out.sort();
}
async function text(p: string) {
  try {
    const r = await reader().send(new GetObjectCommand({ Bucket: BUCKET, Key: PREFIX + p }));
    return await r.Body!.transformToString();
  } catch (e) {
    if ((e as { name?: string }).name === 'NoSuchKey') return null;
    throw e;
  }
}
const head = (p: string) => reader().send(new HeadObjectCommand({ Bucket: BUCKET, Key: PREFIX + p }));
const manifest = async () => JSON.parse((await text(MANIFEST_PATH)) ?? 'null');
/** Empties the bucket's site between tests (s3rver keeps each object as files under its folder). */
const clear = () => fs.rmSync(path.join(storeDir, BUCKET, PREFIX), { recursive: true, force: true });
afterEach(clear);

/**
 * A release's site: a home page and one page per notice, each naming its build's script, its
 * picture and its archived data, plus sw.js and the .br copies the build writes beside text files.
 */
function release(build: string, notices: number[], { extra = {} } = {}) {
  const site = path.join(temp(`rel-${build}`), 'site');
  const files: Record<string, string> = {
    [`assets/app-${build}.js`]: `console.log(${JSON.stringify(build)});\n`,
    'assets/shared-1111.css': 'body{margin:0}\n',
    [`img/hero-${build}.webp`]: `picture of ${build}`,
    'sw.js': `// worker ${build}\n`,
    'robots.txt': 'User-agent: *\n',
    ...extra,
  };
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><link rel="stylesheet" href="/assets/shared-1111.css">` +
    `<img src="/img/hero-${build}.webp"><script type="module" src="/assets/app-${build}.js"></script>` +
    `<script type="application/json" data-src="/_b/${build}/page-data.json"></script>`;
  files['index.html'] = page(`Home ${notices.join(',')}`);
  files[`_b/${build}/page-data.json`] = JSON.stringify({ notices });
  files['page-data.json'] = JSON.stringify({ notices });
  for (const n of notices) {
    files[`notices/${n}/index.html`] = page(`Notice ${n}`);
    files[`notices/${n}/page-data.json`] = JSON.stringify({ n });
  }
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), body);
    if (/\.(html|js|css)$/.test(rel)) fs.writeFileSync(path.join(site, `${rel}.br`), 'compressed');
  }
  return { id: `release-${build}`, site };
}
/** The files a page names on the site's own origin. */
const named = (html: string) => [...html.matchAll(/(?:src|href|data-src)="\/([^"]+)"/g)].map((m) => m[1]);

const publish = (rel: { id: string; site: string }, over: Record<string, string> = {}, options = {}) =>
  publishToBucket({ root: ROOT, release: rel, env: env(over), ...options });

describe('publishing a release into an S3-compatible bucket', () => {
  it('puts every page and file of a first publish in the bucket with its Content-Type and Cache-Control, and its manifest last', async () => {
    const a = release('a1', [1, 2]);
    const done = await publish(a);
    expect(done).toMatchObject({ target: 's3://site/school', release: a.id, uploaded: 12, unchanged: 0, deleted: 0, kept: 0 });
    expect(await keys()).toEqual(
      [
        '.publish/manifest.json',
        '_b/a1/page-data.json',
        'assets/app-a1.js',
        'assets/shared-1111.css',
        'img/hero-a1.webp',
        'index.html',
        'notices/1/index.html',
        'notices/1/page-data.json',
        'notices/2/index.html',
        'notices/2/page-data.json',
        'page-data.json',
        'robots.txt',
        'sw.js',
      ].sort(),
    );
    // (No .br copy: one object has one body whatever the reader accepts; the CDN compresses.)
    const expected: [string, string, string][] = [
      ['index.html', 'text/html; charset=utf-8', REVALIDATE],
      ['notices/1/index.html', 'text/html; charset=utf-8', REVALIDATE],
      ['page-data.json', 'application/json; charset=utf-8', REVALIDATE],
      ['sw.js', 'text/javascript; charset=utf-8', REVALIDATE],
      ['assets/app-a1.js', 'text/javascript; charset=utf-8', IMMUTABLE],
      ['assets/shared-1111.css', 'text/css; charset=utf-8', IMMUTABLE],
      ['img/hero-a1.webp', 'image/webp', IMMUTABLE],
      ['_b/a1/page-data.json', 'application/json; charset=utf-8', IMMUTABLE],
      ['robots.txt', 'text/plain; charset=utf-8', REVALIDATE],
    ];
    for (const [p, type, cache] of expected) {
      const h = await head(p);
      expect([p, h.ContentType, h.CacheControl]).toEqual([p, type, cache]);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('no-cache');
    expect(await text('notices/2/index.html')).toBe(fs.readFileSync(path.join(a.site, 'notices/2/index.html'), 'utf8'));
    const m = await manifest();
    expect(m.release).toBe(a.id);
    expect(Object.keys(m.files)).toHaveLength(12);
    expect(m.files['index.html'].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uploads nothing for a release with nothing new, and copies a file whose bytes the bucket has under another name', async () => {
    await publish(release('a1', [1, 2]));
    const same = await publish(release('a1', [1, 2]));
    expect(same).toMatchObject({ uploaded: 0, copied: 0, unchanged: 12, deleted: 0, bytes: 0 });
    expect((await manifest()).release).toBe(same!.release);
    // The same release again (a refused rebuild): not even the manifest is written.
    const before = (await head(MANIFEST_PATH)).LastModified;
    expect(await publish(release('a1', [1, 2]))).toMatchObject({ already: true, uploaded: 0 });
    expect((await head(MANIFEST_PATH)).LastModified).toEqual(before);
    // A file whose bytes are in the bucket under another key: the store copies it, with its own headers.
    const moved = await publish(release('a1', [1, 2], { extra: { 'img/hero-copy.webp': 'picture of a1' } }));
    expect(moved).toMatchObject({ uploaded: 0, copied: 1 });
    expect((await head('img/hero-copy.webp')).CacheControl).toBe(IMMUTABLE);
    expect(await text('img/hero-copy.webp')).toBe('picture of a1');
  });

  it("deletes a withdrawn notice's page once the manifest no longer names it, and keeps the release before's files one release more", async () => {
    await publish(release('a1', [1, 2, 3]));
    const b = await publish(release('b2', [1, 3]));
    expect(b).toMatchObject({ deleted: 2, kept: 3 });
    const now = await keys();
    expect(now).not.toContain('notices/2/index.html');
    expect(now).not.toContain('notices/2/page-data.json');
    expect(await text('notices/2/index.html')).toBeNull();
    // The release before's code, picture and archived data: a page opened before may still ask for them.
    expect(now).toEqual(expect.arrayContaining(['assets/app-a1.js', 'img/hero-a1.webp', '_b/a1/page-data.json', 'assets/app-b2.js']));
    expect(Object.keys((await manifest()).kept).sort()).toEqual(['_b/a1/page-data.json', 'assets/app-a1.js', 'img/hero-a1.webp']);
    // One release later they go.
    const c = await publish(release('c3', [1, 3]));
    expect(c).toMatchObject({ deleted: 3, kept: 3 });
    const later = await keys();
    expect(later).not.toContain('assets/app-a1.js');
    expect(later).not.toContain('img/hero-a1.webp');
    expect(later).toEqual(expect.arrayContaining(['assets/app-b2.js', 'assets/app-c3.js']));
  });

  it('never lets a reader polling the bucket during a publish find a page missing, or a file a page names missing', async () => {
    // Many pages, uploaded two at a time: the reader looks many times while the publish runs.
    const many = Array.from({ length: 120 }, (_, i) => i + 1);
    await publish(release('a1', many));
    const b = release('b2', many.slice(0, 100));
    let publishing = true;
    const problems: string[] = [];
    let looks = 0;
    // Each look: the bucket's listing (what a CDN can fetch), the manifest, and each page the
    // manifest names (read again when its ETag changed): every page there, every file it names there.
    const seen = new Map<string, { etag: string; html: string }>();
    const look = async () => {
      {
        looks++;
        const listing = new Map<string, string>();
        let token: string | undefined;
        do {
          const page = await reader().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX, ContinuationToken: token }));
          for (const o of page.Contents ?? []) listing.set(o.Key!.slice(PREFIX.length), o.ETag!);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        const m = await manifest();
        for (const p of Object.keys(m.files).filter((f: string) => f.endsWith('.html'))) {
          const etag = listing.get(p);
          if (!etag) {
            problems.push(`page ${p} of ${m.release} missing`);
            continue;
          }
          if (seen.get(p)?.etag !== etag) seen.set(p, { etag, html: (await text(p)) ?? '' });
          for (const f of named(seen.get(p)!.html)) if (!listing.has(f)) problems.push(`${f}, named by ${p}, missing`);
        }
      }
    };
    await look(); // (the pages read once before: then each look reads only those that changed)
    const poll = (async () => {
      while (publishing) await look();
    })();
    const done = await publish(b, {}, { concurrency: 1 });
    publishing = false;
    await poll;
    expect(done).toMatchObject({ release: b.id, deleted: 40 });
    expect(looks).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    expect((await manifest()).release).toBe(b.id);
  }, 60_000);

  it('leaves the live site in the bucket as it was when the store fails half-way, and the next run completes the publish', async () => {
    const a = release('a1', [1, 2]);
    await publish(a);
    const live = Object.fromEntries(await Promise.all((await keys()).map(async (k) => [k, await text(k)])));
    // The store goes away after three uploads of the next release (its process stopped).
    let sent = 0;
    const b = release('b2', [1]);
    const failed = await publish(b, {}, { concurrency: 1, retries: 0, onUpload: () => ++sent === 3 && void store.close() });
    expect(failed).toMatchObject({ target: 's3://site/school', release: b.id });
    expect(failed!.error).toMatch(/could not be reached|ECONNREFUSED|socket|closed/i);
    await startStore();
    // The manifest still names release a1, and every page of it is whole, with every file it names.
    expect((await manifest()).release).toBe(a.id);
    for (const [k, body] of Object.entries(live)) if (k.endsWith('.html')) expect([k, await text(k)]).toEqual([k, body]);
    for (const k of Object.keys(live)) if (k.endsWith('.html')) for (const f of named(live[k])) expect(await text(f)).not.toBeNull();
    const next = await publish(b);
    expect(next).toMatchObject({ release: b.id, deleted: 2 });
    expect(next!.error).toBeUndefined();
    expect((await manifest()).release).toBe(b.id);
    expect(await text('notices/2/index.html')).toBeNull();
    expect(await text('index.html')).toBe(fs.readFileSync(path.join(b.site, 'index.html'), 'utf8'));
  }, 60_000);

  it('names wrong credentials and a missing bucket, and touches nothing in the bucket', async () => {
    await publish(release('a1', [1]));
    const before = await keys();
    const m = await manifest();
    const wrong = await publish(release('b2', [2]), { AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'nope' });
    expect(wrong!.error).toMatch(/refused the credentials \(InvalidAccessKeyId\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
    const missing = await publish(release('b2', [2]), { PUBLISH_TARGET: 's3://no-such-bucket/school' });
    expect(missing!.error).toMatch(/there is no bucket no-such-bucket/);
    const bad = await publish(release('b2', [2]), { PUBLISH_TARGET: 'https://example.com/bucket' });
    expect(bad!.error).toMatch(/is not s3:\/\/<bucket>\/<prefix>/);
    expect(await keys()).toEqual(before);
    expect(await manifest()).toEqual(m);
    // No target: no bucket step at all.
    expect(await publish(release('b2', [2]), { PUBLISH_TARGET: '' })).toBeNull();
  });
});

describe('npm run rollback with a bucket', () => {
  /** A local site of two releases (the second live), as scripts/build/pipeline.ts leaves them. */
  function localSite() {
    const L = layout({ dist: path.join(temp('local'), 'dist') });
    const made = [];
    for (const [i, build, notices] of [
      [1, 'a1', [1, 2]],
      [2, 'b2', [1]],
    ] as const) {
      const r = startRelease(L, i * 1000);
      fs.cpSync(release(build, [...notices]).site, r.site, { recursive: true });
      finishRelease(r, { createdAt: i * 1000, builtAt: i * 1000, kind: 'build' });
      made.push(r);
    }
    switchTo(L, made[1].id);
    return { L, made };
  }
  /** npm run rollback, as a process of its own (not spawnSync: the store runs in this one's event loop). */
  const rollback = (L: ReturnType<typeof layout>, over: Record<string, string> = {}, ...args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build/pipeline.ts'), '--rollback', ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env(over), DIST_DIR: L.dist, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, out }));
    });

  it("puts the previous release's pages, files and manifest back in the bucket", async () => {
    const { L, made } = localSite();
    await publishToBucket({ root: ROOT, release: { id: made[0].id, site: made[0].site }, env: env() });
    await publishToBucket({ root: ROOT, release: { id: made[1].id, site: made[1].site }, env: env() });
    expect(await text('notices/2/index.html')).toBeNull();
    const r = await rollback(L);
    expect(r.out).toMatch(/rollback: bucket s3:\/\/site\/school: release \S+ is live there again/);
    expect(r.code).toBe(0);
    expect(liveRelease(L)?.id).toBe(made[0].id);
    expect((await manifest()).release).toBe(made[0].id);
    for (const p of ['index.html', 'notices/1/index.html', 'notices/2/index.html', 'sw.js'])
      expect([p, await text(p)]).toEqual([p, fs.readFileSync(path.join(made[0].site, p), 'utf8')]);
    // Its code and pictures were kept one release: not uploaded again.
    expect(r.out).toMatch(/\(\d+ uploaded, [1-9]\d* unchanged/);
    expect(await text('assets/app-a1.js')).not.toBeNull();
  }, 60_000);

  it('exits 3 naming the cause when the bucket refuses, the bucket as it was, and a run again puts the release there', async () => {
    const { L, made } = localSite();
    await publishToBucket({ root: ROOT, release: { id: made[1].id, site: made[1].site }, env: env() });
    const wrong = await rollback(L, { AWS_ACCESS_KEY_ID: 'NOT-OURS' });
    expect(wrong.code).toBe(3);
    expect(wrong.out).toMatch(/rollback: bucket s3:\/\/site\/school: the store refused the credentials \(InvalidAccessKeyId\)/);
    expect((await manifest()).release).toBe(made[1].id);
    const again = await rollback(L, {}, made[0].id);
    expect(again.code).toBe(0);
    expect((await manifest()).release).toBe(made[0].id);
  }, 60_000);
});
