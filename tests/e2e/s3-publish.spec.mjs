// The pipeline (npm run rebuild:pages, npm run rollback) publishing the build's own site into an
// S3-compatible bucket (issue 43): a real S3 server on loopback (s3rver, started here), the demo
// back-end, and the build's release as the live one (publish-support.mjs). What the bucket holds
// after each run is read back with the SDK, as the CDN would read it. The rules of the sync itself
// (waves, a reader polling during a publish, a store failing half-way) are
// tests/integration/s3-publish.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startDemoServer } from '../../demo/server.mjs';
import { liveRelease } from '../../scripts/publish/release.ts';
import { MANIFEST_PATH } from '../../scripts/publish/s3-manifest.ts';
import { IMMUTABLE, REVALIDATE } from '../../scripts/publish/s3-headers.ts';
import { expect, test } from './fixtures.mjs';
import { livePages, ownSite, publish } from './publish-support.mjs';
import { ROOT, fixturesWith } from './support.mjs';

// Three rebuilds of the pages and a rollback.
test.describe.configure({ timeout: 600_000 });

const BUCKET = 'site';
const PREFIX = 'school/';

test('rebuilds publish into the bucket: every page with its headers, little for nothing new, the last good site when the ERP fails, a withdrawn page deleted, rollback the release before', async () => {
  const jobs = [];
  try {
    const storeDir = mkdtempSync(join(tmpdir(), 's3-publish-e2e-'));
    jobs.push(() => rmSync(storeDir, { recursive: true, force: true }));
    const store = new S3rver({ port: 0, address: '127.0.0.1', directory: storeDir, silent: true, configureBuckets: [{ name: BUCKET }] });
    const { port } = await store.run();
    jobs.push(() => store.close());
    const endpoint = `http://127.0.0.1:${port}`;
    // (The SDK is pinned on Node 20 on purpose: scripts/publish/s3-target.ts.)
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const env = {
      PUBLISH_TARGET: `s3://${BUCKET}/school`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: endpoint,
    };
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const get = async (key) => {
      try {
        return await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: PREFIX + key }))).Body.transformToString();
      } catch (e) {
        if (e.name === 'NoSuchKey') return null;
        throw e;
      }
    };
    const head = (key) => s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: PREFIX + key }));
    const manifest = async () => JSON.parse(await get(MANIFEST_PATH));
    /** A page's object in the bucket (its index.html), from its URL path. */
    const pageKey = (p) => [...decodeURIComponent(p).split('/').filter(Boolean), 'index.html'].join('/');
    const htmlKeys = (m) =>
      Object.keys(m.files)
        .filter((k) => k.endsWith('index.html'))
        .sort();

    const site = ownSite();
    jobs.push(site.remove);
    const data = mkdtempSync(join(tmpdir(), 's3-publish-data-'));
    jobs.push(() => rmSync(data, { recursive: true, force: true }));
    const api = await startDemoServer({ port: 0, dataDir: data });
    jobs.push(() => api.close());

    // A first publish: every page and file of the release, with its headers.
    const first = await publish(site, ['--pages'], { api: api.url, env });
    expect(first.code, first.out).toBe(0);
    expect(first.report.bucket).toMatchObject({ target: 's3://site/school', release: first.report.release });
    expect(first.report.bucket.error).toBeUndefined();
    expect(first.out).toMatch(/bucket {2}s3:\/\/site\/school: release \S+ is live there: \d+ uploaded/);
    const m1 = await manifest();
    expect(m1.release).toBe(liveRelease(site.L).id);
    const pages = livePages(site);
    expect(pages.length).toBeGreaterThan(50);
    for (const p of pages) {
      const h = await head(pageKey(p));
      expect([p, h.ContentType, h.CacheControl]).toEqual([p, 'text/html; charset=utf-8', REVALIDATE]);
    }
    expect(await get('index.html')).toBe(readFileSync(join(site.dist, 'index.html'), 'utf8'));
    const asset = Object.keys(m1.files).find((k) => k.startsWith('assets/') && k.endsWith('.js'));
    expect((await head(asset)).CacheControl).toBe(IMMUTABLE);
    expect((await head('sw.js')).CacheControl).toBe(REVALIDATE);
    expect(Object.keys(m1.files).filter((k) => /\.(br|gz)$/.test(k))).toEqual([]);

    // Nothing new: the rebuild reuses every unchanged page as it was (its stamp, its archived data:
    // scripts/build/page-reuse.ts), so only the few files every run writes anew go up (sw.js, the
    // change note, at most the 404 pages and the sitemap); the code, the pictures, the pages and
    // their data files are not sent.
    const same = await publish(site, ['--pages'], { api: api.url, env });
    expect(same.code, same.out).toBe(0);
    const b2 = same.report.bucket;
    expect(b2.uploaded + b2.copied).toBeLessThanOrEqual(10);
    expect(b2.unchanged).toBeGreaterThan(Object.keys(m1.files).length - 10);
    expect(b2.deleted).toBe(0);

    // The ERP failing for some of its lists while it withdraws an achievement: the held lists'
    // pages stay as they were in the bucket, the withdrawn one's go (both languages).
    const achievements = JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/GetAchievmentList.json'), 'utf8'));
    const withdrawn = pages.find((p) => decodeURIComponent(p) === `/achievements/${achievements[0].Headline}`);
    expect(withdrawn).toBeTruthy();
    const fixtures = fixturesWith({ GetAchievmentList: (list) => list.slice(1) });
    jobs.push(() => rmSync(fixtures, { recursive: true, force: true }));
    const noticesBefore = await get('media/notice/index.html');
    api.update({ fixtures, fail: 'GetNoticeList=http-500,GetNewsList=reset,GetAboutCompany=empty' });
    const failing = await publish(site, ['--pages'], { api: api.url, env });
    expect(failing.code, failing.out).toBe(2);
    expect(failing.report.operations.held.map((o) => o.name).sort()).toEqual(['GetAboutCompany', 'GetNewsList', 'GetNoticeList']);
    expect(failing.report.bucket.error).toBeUndefined();
    const m3 = await manifest();
    expect(m3.release).toBe(failing.report.release);
    const gone = [withdrawn, `/ne${withdrawn}`].map(pageKey);
    expect(htmlKeys(m3)).toEqual(htmlKeys(m1).filter((k) => !gone.includes(k)));
    for (const k of gone) expect(await get(k), k).toBeNull();
    const links = (html) => [...html.matchAll(/href="(\/media\/notice\/[^"]+)"/g)].map((m) => m[1]).sort();
    expect(links(await get('media/notice/index.html'))).toEqual(links(noticesBefore));
    expect(links(noticesBefore).length).toBeGreaterThan(1);

    // Rollback: the release before is live again here and in the bucket, the withdrawn page back.
    const back = await publish(site, ['--rollback'], { env });
    expect(back.code, back.out).toBe(0);
    expect(back.out).toMatch(/rollback: bucket s3:\/\/site\/school: release \S+ is live there again/);
    expect((await manifest()).release).toBe(liveRelease(site.L).id);
    expect(liveRelease(site.L).id).toBe(same.report.release);
    for (const k of gone) expect(await get(k), k).not.toBeNull();
    expect(await get('index.html')).toBe(readFileSync(join(site.dist, 'index.html'), 'utf8'));
    s3.destroy();
  } finally {
    for (const job of jobs.reverse()) await job();
  }
});
