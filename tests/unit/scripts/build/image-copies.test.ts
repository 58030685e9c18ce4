// @vitest-environment node
// The images step (scripts/build/image-copies.ts): right-sized WebP copies of every picture, with
// nothing personal left in them, kept in a store between builds so that a rebuild with no new
// picture transforms and downloads nothing, and a picture that cannot be had never stops a build.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyBudget, copyStore, demoLoader, httpLoader, makeImageCopies, type Loader } from '@scripts/build/image-copies';
import { copyWidths, COPY_WIDTHS } from '@src/lib/image-copy';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'copies-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A camera's photo: a JPEG with EXIF (a serial number, a comment), a GPS position, and an orientation. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'P12', ImageDescription: 'Sita at home' },
      IFD2: { BodySerialNumber: 'SN-123456', UserComment: 'home address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
    })
    .toBuffer();
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

/** A loader over a map of pictures that counts what it was asked, and answers 'not modified' to its own validators. */
function mapLoader(files: Record<string, Buffer | Error>) {
  const asked: string[] = [];
  const load: Loader = async (url, validators) => {
    asked.push(url);
    const f = files[url];
    if (f === undefined) return null;
    if (f instanceof Error) throw f;
    const tag = `v${f.length}`;
    if (validators?.etag === tag) return { notModified: true };
    return { bytes: f, validators: { etag: tag } };
  };
  return { load, asked };
}

const run = (o: { load: Loader; store: string; site?: string; urls: string[] }) =>
  makeImageCopies({
    urls: o.urls,
    load: o.load,
    store: copyStore(o.store),
    site: o.site ?? tempDir(),
    widthsOf: copyWidths,
    log: () => {},
  });

describe('the copies of a picture', () => {
  it('are WebP files at each width narrower than it and its own, linked into the release, in its upright shape, with no metadata left', async () => {
    const store = tempDir();
    const site = tempDir();
    // Orientation 6: the camera held upright; the stored pixels are on their side.
    const files = { '/Attachments/a.jpg': await cameraJpeg(1200, 900, 6) };
    const { copies, files: linked, report } = await run({ load: mapLoader(files).load, store, site, urls: Object.keys(files) });
    const rec = copies['/Attachments/a.jpg']!;
    expect([rec.w, rec.h]).toEqual([900, 1200]);
    expect(rec.c).toMatch(/^#[0-9a-f]{6}$/);
    expect(report).toMatchObject({ pictures: 1, made: 1, reused: 0, failed: [] });
    expect(linked).toEqual(
      copyWidths(900)
        .map((w) => `img/${rec.i}-${w}.webp`)
        .sort(),
    );
    expect(copyWidths(900)).toEqual([160, 320, 480, 640, 800, 900]);
    for (const rel of linked) {
      const meta = await sharp(join(site, rel)).metadata();
      const w = Number(/-(\d+)\.webp$/.exec(rel)![1]);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, Math.round((1200 * w) / 900)]);
      // Nothing of the camera's: no EXIF (GPS, serial, comments), no XMP, no orientation left to apply.
      expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined]);
      // Shared with the store, not a second copy.
      expect(statSync(join(site, rel)).nlink).toBeGreaterThan(1);
    }
  });

  it('fit their byte budget, a noisy photo too: under 200 KB up to 1080 px, under 400 KB for the viewer', async () => {
    const store = tempDir();
    const site = tempDir();
    const files = { '/Attachments/noise.jpg': await cameraJpeg(1600, 1200) };
    const { files: linked } = await run({ load: mapLoader(files).load, store, site, urls: Object.keys(files) });
    expect(linked.map((f) => Number(/-(\d+)\.webp$/.exec(f)![1])).sort((a, b) => a - b)).toEqual([...COPY_WIDTHS]);
    for (const rel of linked) {
      const w = Number(/-(\d+)\.webp$/.exec(rel)![1]);
      const size = statSync(join(site, rel)).size;
      expect(size).toBeLessThanOrEqual(copyBudget(w, Math.round((w * 3) / 4)));
      expect(size).toBeLessThanOrEqual(w <= 1080 ? 200_000 : 400_000);
    }
  }, 60_000);

  it("of a person's own photo (not a CMS upload) are linked under img/p/ and say so in their record", async () => {
    const site = tempDir();
    const files = {
      '/Attachments/academic/employee/t.jpg': await cameraJpeg(300, 400),
      '/Attachments/appcms/hall.jpg': await cameraJpeg(300, 200),
    };
    const { copies, files: linked } = await makeImageCopies({
      urls: Object.keys(files),
      load: mapLoader(files).load,
      store: copyStore(tempDir()),
      site,
      widthsOf: copyWidths,
      person: (url) => !url.includes('/appcms/'),
      log: () => {},
    });
    const teacher = copies['/Attachments/academic/employee/t.jpg']!;
    expect(teacher.p).toBe(1);
    expect(copies['/Attachments/appcms/hall.jpg']).not.toHaveProperty('p');
    expect(linked.filter((f) => f.startsWith('img/p/'))).toEqual(
      copyWidths(300)
        .map((w) => `img/p/${teacher.i}-${w}.webp`)
        .sort(),
    );
    for (const f of linked) expect(existsSync(join(site, f))).toBe(true);
  });

  it('keep a transparent picture without a colour behind it', async () => {
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { copies } = await run({
      load: mapLoader({ '/Attachments/logo.png': logo }).load,
      store: tempDir(),
      urls: ['/Attachments/logo.png'],
    });
    expect(copies['/Attachments/logo.png']).toMatchObject({ w: 300, h: 300, c: '' });
  });
});

describe('the store of copies', () => {
  it('makes a rebuild with no new picture download and transform nothing, and a new picture once', async () => {
    const store = tempDir();
    const files: Record<string, Buffer> = { '/Attachments/a.jpg': await cameraJpeg(900, 600), '/Attachments/b.png': await png(700, 500) };
    const first = await run({ load: mapLoader(files).load, store, urls: Object.keys(files) });
    const stamps = () => Object.fromEntries(readdirSync(join(store, 'copies')).map((f) => [f, statSync(join(store, 'copies', f)).mtimeMs]));
    const before = stamps();
    // The same pictures: each answered 'not modified' to its validators, nothing written.
    const again = await run({ load: mapLoader(files).load, store, urls: Object.keys(files) });
    expect(again.report).toMatchObject({ pictures: 2, made: 0, reused: 2 });
    expect(again.copies).toEqual(first.copies);
    expect(stamps()).toEqual(before);
    // One more picture, and the same bytes at a second address: one transformed, one found by its content.
    files['/Attachments/c.jpg'] = await cameraJpeg(500, 500);
    files['/Attachments/a-copy.jpg'] = files['/Attachments/a.jpg'];
    const third = await run({ load: mapLoader(files).load, store, urls: Object.keys(files) });
    expect(third.report).toMatchObject({ pictures: 4, made: 1, reused: 3 });
    expect(third.copies['/Attachments/a-copy.jpg']).toEqual(first.copies['/Attachments/a.jpg']);
  });

  it('asks the file host again with its validators: a picture that did not change is not downloaded', async () => {
    const bytes = await cameraJpeg(600, 400);
    let downloads = 0;
    const server = http.createServer((req, res) => {
      if (req.headers['if-none-match'] === '"a1"') return res.writeHead(304).end();
      downloads++;
      res.writeHead(200, { 'content-type': 'image/jpeg', etag: '"a1"' }).end(bytes);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const store = tempDir();
      const urls = [`${base}/Attachments/a.jpg`];
      await run({ load: httpLoader(base), store, urls });
      const again = await run({ load: httpLoader(base), store, urls });
      expect(downloads).toBe(1);
      expect(again.report).toMatchObject({ made: 0, reused: 1 });
    } finally {
      server.close();
    }
  });

  it('reads the demo’s files by their size and time: a file that did not change is not read', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'appcms'));
    writeFileSync(join(dir, 'appcms', 'a.png'), await png(400, 300));
    const load = demoLoader(dir);
    const first = await load('/Attachments/appcms/a.png');
    expect(first && 'bytes' in first && first.bytes.length).toBeGreaterThan(0);
    const validators = first && 'validators' in first ? first.validators : undefined;
    expect(await load('/Attachments/appcms/a.png', validators)).toEqual({ notModified: true });
    utimesSync(join(dir, 'appcms', 'a.png'), new Date(), new Date(Date.now() + 5000));
    expect(await load('/Attachments/appcms/a.png', validators)).toHaveProperty('bytes');
    await expect(load('/Attachments/appcms/missing.png')).rejects.toThrow('HTTP 404');
    expect(await load('/elsewhere/a.png')).toBeNull();
  });
});

describe('a picture that cannot be had', () => {
  // A decompression bomb: a PNG whose header says 30000 × 30000 (900 megapixels) in a few bytes.
  const bomb = () => {
    const chunk = (type: string, body: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(body.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
      return Buffer.concat([len, Buffer.from(type, 'latin1'), body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30000, 0);
    ihdr.writeUInt32BE(30000, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Promise.resolve(
      Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(30001))), chunk('IEND', Buffer.alloc(0))]),
    );
  };
  // An iPhone's photo: HEIC (HEVC inside ISO-BMFF), which the prebuilt sharp does not decode.
  const heic = () => {
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    return box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'));
  };

  it('is named in the report with its reason, and drawn as the placeholder (null); the others are made', async () => {
    const files: Record<string, Buffer | Error> = {
      '/Attachments/good.jpg': await cameraJpeg(500, 400),
      '/Attachments/missing.jpg': new Error('HTTP 404'),
      '/Attachments/huge.jpg': new Error('larger than 15.0 MB, not fetched'),
      '/Attachments/page.jpg': Buffer.from('<!doctype html><title>Login</title>'),
      '/Attachments/bomb.png': await bomb(),
      '/Attachments/iphone.heic': heic(),
    };
    const said: string[] = [];
    const { copies, report } = await makeImageCopies({
      urls: Object.keys(files),
      load: mapLoader(files).load,
      store: copyStore(tempDir()),
      site: tempDir(),
      widthsOf: copyWidths,
      log: (m: string) => said.push(m),
    });
    expect(copies['/Attachments/good.jpg']).toMatchObject({ w: 500, h: 400 });
    const failed = Object.fromEntries(report.failed.map((f) => [f.url, f.reason]));
    expect(Object.keys(failed).sort()).toEqual(
      Object.keys(files)
        .filter((u) => u !== '/Attachments/good.jpg')
        .sort(),
    );
    expect(failed['/Attachments/missing.jpg']).toBe('not fetched (HTTP 404)');
    expect(failed['/Attachments/huge.jpg']).toMatch(/larger than/);
    expect(failed['/Attachments/page.jpg']).toMatch(/unsupported image format|not a photo/i);
    expect(failed['/Attachments/bomb.png']).toMatch(/pixel limit/i);
    expect(failed['/Attachments/iphone.heic']).toMatch(/^an HEIC photo .*upload it as JPEG$/);
    for (const url of Object.keys(failed)) expect(copies[url]).toBeNull();
    expect(said.filter((m) => m.includes('placeholder'))).toHaveLength(5);
  });

  it('keeps the copies of the last build when it cannot be fetched now (the host is down during a rebuild)', async () => {
    const store = tempDir();
    const good = { '/Attachments/a.jpg': await cameraJpeg(500, 400) };
    const first = await run({ load: mapLoader(good).load, store, urls: Object.keys(good) });
    const site = tempDir();
    const down = await run({ load: mapLoader({ '/Attachments/a.jpg': new Error('HTTP 503') }).load, store, site, urls: Object.keys(good) });
    expect(down.copies).toEqual(first.copies);
    expect(down.report).toMatchObject({ kept: 1, failed: [{ url: '/Attachments/a.jpg', reason: 'not fetched (HTTP 503)' }] });
    expect(down.files.every((f) => existsSync(join(site, f)))).toBe(true);
  });

  it('keeps the last good copies while the upload at its address stays broken, run after run, and says so each time', async () => {
    const store = tempDir();
    const url = '/Attachments/a.jpg';
    const first = await run({ load: mapLoader({ [url]: await cameraJpeg(500, 400) }).load, store, urls: [url] });
    // The school uploads an HTML page under the photo's name: the last good copies stay, and the
    // next run, which finds it unchanged (its validators), keeps them too.
    const broken = mapLoader({ [url]: Buffer.from('<!doctype html><title>Error</title>') });
    for (let i = 0; i < 2; i++) {
      const r = await run({ load: broken.load, store, urls: [url] });
      expect(r.copies[url]).toEqual(first.copies[url]);
      expect(r.report).toMatchObject({ made: 0, reused: 0, kept: 1, failed: [{ url }] });
    }
  });
});

describe('httpLoader', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/Attachments/away.jpg') return res.writeHead(302, { location: 'http://example.invalid/x.jpg' }).end();
      if (req.url === '/Attachments/big.jpg')
        return res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) }).end(Buffer.alloc(2 * 1024 * 1024));
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('stays on the file host: no other origin, no redirect away, no more than its cap', async () => {
    const load = httpLoader(base, [], { maxBytes: 1024 * 1024 });
    expect(await load('http://example.invalid/a.jpg')).toBeNull();
    await expect(load('/Attachments/away.jpg')).rejects.toThrow(/another host/);
    await expect(load('/Attachments/big.jpg')).rejects.toThrow(/larger than 1.0 MB/);
    await expect(load('/Attachments/none.jpg')).rejects.toThrow('HTTP 404');
  });
});
