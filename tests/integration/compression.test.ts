// @vitest-environment node
// Pages sent compressed as small as they can be (issue 17: a page near TCP's first window of
// ~14.6 KB paints a round trip sooner): the build writes brotli and gzip copies beside each text
// file (scripts/build/precompress.ts), and a server sends the copy the browser accepts, only while it
// is the copy of the file as it is now.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, startDemoServer } from '@demo/server.mjs';
import { BROTLI, compressor, precompressDir } from '@scripts/build/precompress';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A built site in miniature: a page, a script, a picture, and a file too small to compress. */
function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'notices'));
  const page = `<!doctype html><title>Notices</title>${'<li class="notice">School stays closed on Friday for the festival.</li>'.repeat(300)}`;
  fs.writeFileSync(path.join(dir, 'notices/index.html'), page);
  fs.writeFileSync(path.join(dir, 'index.html'), page.replace('Notices', 'Home'));
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'export const greet = (name) => `Namaste, ${name}`;\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'assets/photo.jpg'), Buffer.alloc(4000, 7));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, page };
}

/** One raw GET (no decoding, unlike fetch): status, headers and the bytes as sent. */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressor (copies written beside the rendering)', () => {
  it('says a copy that could not be written through done(), after the others, never as an unhandled rejection', async () => {
    const { dir } = site();
    const unheard: unknown[] = [];
    const listen = (e: unknown) => unheard.push(e);
    process.on('unhandledRejection', listen);
    try {
      const early = compressor(2);
      early.add(path.join(dir, 'index.html'));
      // (A file gone before its turn: a release removed under it, say.)
      early.add(path.join(dir, 'gone.html'));
      await expect(early.done()).rejects.toThrow(/ENOENT/);
      await new Promise((r) => setTimeout(r, 20));
      expect(unheard).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
      // settled() only waits: it never throws what done() reports.
      await expect(early.settled()).resolves.toBeUndefined();
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each text file that decode to it, and none for pictures or tiny files', async () => {
    const { dir, page } = site();
    const totals = await precompressDir(dir);
    expect(totals).toMatchObject({ files: 4, written: 6, skipped: 0 });
    const html = path.join(dir, 'notices/index.html');
    expect(zlib.brotliDecompressSync(fs.readFileSync(html + '.br')).toString()).toBe(page);
    expect(zlib.gunzipSync(fs.readFileSync(html + '.gz')).toString()).toBe(page);
    // Brotli at quality 11 beats the gzip a server makes on the fly.
    expect(fs.statSync(html + '.br').size).toBeLessThan(zlib.gzipSync(page).length);
    expect(fs.existsSync(path.join(dir, 'assets/photo.jpg.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
  });

  it('skips copies that are fresh and makes again the copies of a file that changed', async () => {
    const { dir } = site();
    await precompressDir(dir);
    expect(await precompressDir(dir)).toMatchObject({ written: 0, skipped: 6 });
    const html = path.join(dir, 'notices/index.html');
    const changed = '<!doctype html><title>Notices</title>' + '<li>Exams begin on Sunday.</li>'.repeat(200);
    fs.writeFileSync(html, changed);
    fs.utimesSync(html, new Date(), new Date(Date.now() + 5000));
    expect(await precompressDir(dir)).toMatchObject({ written: 2, skipped: 4 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(html + '.br')).toString()).toBe(changed);
  });
});

describe("brotli's quality: the best where a file is served long, a cheap one where every run writes it again", () => {
  /** Text brotli packs better at 11 than at 5 (its larger window and context modelling find more). */
  const text = Array.from(
    { length: 400 },
    (_, i) => `<li data-n="${(i * 7919) % 1009}">Notice ${i}: school closes at ${i % 12} on day ${i % 30}</li>`,
  ).join('');
  const brotliAt = (quality: number) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

  it('packs pages and code at the best quality, and the files every run rewrites (404, sitemap, sw.js) at the cheap one', async () => {
    expect(BROTLI).toEqual({ long: 11, churn: 5 });
    expect(brotliAt(11).length).toBeLessThan(brotliAt(5).length);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-levels-'));
    dirs.push(dir);
    for (const f of ['notices/index.html', 'assets/app.js', '404.html', 'ne/404.html', 'sitemap.xml', 'sw.js']) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), text);
    }
    await precompressDir(dir);
    const br = (f: string) => fs.readFileSync(path.join(dir, `${f}.br`));
    for (const f of ['notices/index.html', 'assets/app.js']) expect(br(f).equals(brotliAt(11)), f).toBe(true);
    for (const f of ['404.html', 'ne/404.html', 'sitemap.xml', 'sw.js']) expect(br(f).equals(brotliAt(5)), f).toBe(true);
  });

  it('compresses a file at the quality asked, and makes a fresh .br again at the best one when asked to (a page that stayed)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-redo-'));
    dirs.push(dir);
    const page = path.join(dir, 'index.html');
    fs.writeFileSync(page, text);
    const c = compressor(1);
    c.add(page, { quality: BROTLI.churn });
    await c.done();
    expect(fs.readFileSync(`${page}.br`).equals(brotliAt(5))).toBe(true);
    // (Fresh: nothing is written again unless asked.)
    expect(await precompressDir(dir)).toMatchObject({ written: 0 });
    const shared = path.join(dir, 'other-release.br');
    fs.linkSync(`${page}.br`, shared);
    const again = compressor(1);
    again.add(page, { quality: BROTLI.long, redo: true });
    expect(await again.done()).toMatchObject({ written: 1, skipped: 1 });
    expect(fs.readFileSync(`${page}.br`).equals(brotliAt(11))).toBe(true);
    // The copy another release shares by a hard link is left as it was (renamed over, not written into).
    expect(fs.readFileSync(shared).equals(brotliAt(5))).toBe(true);
  });
});

describe('the demo server sends what the browser accepts', () => {
  it('picks brotli over gzip, honours q=0, and sends the file as it is when neither is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it("sends the build's copy while it is fresh, and compresses a changed file itself", async () => {
    const { dir, page } = site();
    await precompressDir(dir);
    const html = path.join(dir, 'notices/index.html');
    const server = await startDemoServer({ port: 0, staticDir: dir, log: false });
    try {
      const br = await get(`${server.url}/notices`, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.equals(fs.readFileSync(html + '.br')), 'the quality-11 copy, byte for byte').toBe(true);
      const gz = await get(`${server.url}/notices`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body.equals(fs.readFileSync(html + '.gz'))).toBe(true);
      const plain = await get(`${server.url}/notices`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);

      // The page is made again (npm run rebuild:pages) and its old copies stay behind: the server
      // must send the page as it is now, never the stale copy.
      const changed = '<!doctype html><title>Notices</title>' + '<li>Exams begin on Sunday.</li>'.repeat(200);
      fs.writeFileSync(html, changed);
      fs.utimesSync(html, new Date(), new Date(Date.now() + 5000));
      const fresh = await get(`${server.url}/notices`, 'br');
      expect(fresh.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(fresh.body).toString()).toBe(changed);
      expect(zlib.gunzipSync((await get(`${server.url}/notices`, 'gzip')).body).toString()).toBe(changed);
    } finally {
      await server.close();
    }
  });
});
