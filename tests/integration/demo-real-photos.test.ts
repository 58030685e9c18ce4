// @vitest-environment node
// DEMO_PHOTOS=real: the demo back-end serves, for every image the fixtures name, an upload of the
// kind a school's staff make from their phones (12-megapixel camera JPEGs of 3-5 MB with the
// camera's EXIF and a GPS position in Nepal; PNG posters of 3-5.5 MB), generated once and cached;
// and with `broken`, the four bad uploads the build must survive. The whole set is generated at
// most once (about 45 s on a 2-core machine; kept in node_modules/.cache/demo-photos and instant
// after that), and the checks read headers, not pixels.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startDemoServer } from '@demo/server.mjs';
import { attachmentsDir } from '@demo/attachments-dir.mjs';
import { BROKEN_UPLOADS, realPhotosDir } from '@demo/real-photos.mjs';
import { readGps } from '@demo/exif-gps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ATTACHMENTS = path.join(ROOT, 'demo', 'attachments');
const MB = 1_000_000;

/** Every image the fixtures name, as paths under Attachments/ (`\Attachments\appcms\x.png` in the JSON). */
function fixtureImages(): string[] {
  const dir = path.join(ROOT, 'demo', 'fixtures');
  const names = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/\\\\Attachments\\\\([^"]*?\.(?:png|jpe?g))"/gi)) names.add(m[1].replaceAll('\\\\', '/'));
  }
  return [...names].sort();
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const isJpeg = (f: string) => /\.jpe?g$/i.test(f);
const inNepal = (g: { lat: number; lon: number } | null) => g !== null && g.lat > 26.3 && g.lat < 30.5 && g.lon > 80 && g.lon < 88.3;

let realDir = '';
beforeAll(async () => {
  realDir = await attachmentsDir({ DEMO_PHOTOS: 'real' }, ROOT);
}, 300_000);

describe('DEMO_PHOTOS=real', () => {
  it('serves every image the fixtures name as a real-kind upload: camera JPEGs with GPS, PNG posters of 3-5.5 MB', async () => {
    const images = fixtureImages();
    expect(images.length).toBeGreaterThan(100);
    expect(images.filter(isJpeg).length).toBeGreaterThanOrEqual(2);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-photos-data-'));
    const srv = await startDemoServer({ port: 0, dataDir, photos: 'real' });
    try {
      expect(srv.options.attachmentsDir).toBe(realDir);
      const orientations = new Set<number | undefined>();
      for (const rel of images) {
        const res = await fetch(`${srv.url}/Attachments/${rel}`);
        expect(res.status, rel).toBe(200);
        const body = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(body).metadata();
        if (isJpeg(rel)) {
          expect(meta.format, rel).toBe('jpeg');
          expect([meta.width, meta.height], rel).toEqual([4000, 3000]);
          expect(body.length, rel).toBeGreaterThanOrEqual(3 * MB);
          expect(body.length, rel).toBeLessThanOrEqual(5 * MB);
          orientations.add(meta.orientation);
          const exif = meta.exif?.toString('latin1') ?? '';
          for (const make of ['samsung', 'Xiaomi', 'Apple', 'vivo']) if (exif.includes(make)) orientations.add(-1);
        } else {
          expect(meta.format, rel).toBe('png');
          expect(body.length, rel).toBeGreaterThanOrEqual(3 * MB);
          expect(body.length, rel).toBeLessThanOrEqual(5.5 * MB);
        }
        expect(inNepal(readGps(meta.exif)), `${rel}: GPS ${JSON.stringify(readGps(meta.exif))}`).toBe(true);
      }
      // A camera's make was found, and one photo is stored on its side as a phone held upright writes it.
      expect(orientations).toContain(-1);
      expect(orientations).toContain(6);
      expect(orientations).toContain(1);
    } finally {
      await srv.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes a camera’s EXIF: make, model, date taken, body serial number, a comment, GPS', async () => {
    const meta = await sharp(path.join(realDir, 'appcms/9297137b-a8bc-4edc-bd49-8c6bef98593d.JPG')).metadata();
    const exif = meta.exif?.toString('latin1') ?? '';
    expect(exif).toMatch(/samsung|Xiaomi|Apple|vivo/);
    expect(exif).toMatch(/SM-A525F|Redmi Note 12|iPhone 13|vivo Y21/);
    expect(exif).toMatch(/2026:\d\d:\d\d \d\d:\d\d:\d\d/);
    expect(exif).toMatch(/[A-Z0-9]{11}/);
    expect(exif).toMatch(
      /(School programme|Annual day|Sports week|Class photo|Notice board), (Lalitpur|Kathmandu|Bhaktapur|Pokhara|Chitwan)/,
    );
    expect(inNepal(readGps(meta.exif))).toBe(true);
  });

  it('lays the folder out like demo/attachments: every file there, the documents as they are', () => {
    const list = (dir: string, pre = ''): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name), `${pre}${e.name}/`) : [`${pre}${e.name}`]))
        .sort();
    expect(list(realDir)).toEqual(list(ATTACHMENTS));
    for (const doc of list(ATTACHMENTS).filter((f) => /\.(pdf|docx)$/i.test(f)))
      expect(sha(fs.readFileSync(path.join(realDir, doc))), doc).toBe(sha(fs.readFileSync(path.join(ATTACHMENTS, doc))));
  });

  it('a second start takes the cached files, and a fresh cache makes the same bytes (seeded)', async () => {
    const rels = ['appcms/9297137b-a8bc-4edc-bd49-8c6bef98593d.JPG', 'appcms/649fad0c-8da2-443e-b9b3-58bcf5c6b68b.png'];
    const served = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-photos-data-'));
      const t0 = Date.now();
      const srv = await startDemoServer({ port: 0, dataDir, photos: 'real' });
      const startMs = Date.now() - t0;
      try {
        const shas = await Promise.all(
          rels.map(async (rel) => sha(Buffer.from(await (await fetch(`${srv.url}/Attachments/${rel}`)).arrayBuffer()))),
        );
        return { startMs, shas };
      } finally {
        await srv.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    };
    const first = await served();
    const second = await served();
    expect(second.shas).toEqual(first.shas);
    expect(second.shas).toEqual(rels.map((rel) => sha(fs.readFileSync(path.join(realDir, rel)))));
    expect(second.startMs).toBeLessThan(5_000);
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-photos-cache-'));
    try {
      const some = ['appcms/561b7eec-42d1-4a38-b3c0-8c51d1e40e99.jpg', 'appcms/c05cb1a7-ffb1-4f4c-9e22-de4f244113df.png'];
      const fresh = await realPhotosDir({ cacheDir, only: some });
      for (const rel of some) expect(sha(fs.readFileSync(path.join(fresh, rel))), rel).toBe(sha(fs.readFileSync(path.join(realDir, rel))));
      // Files left out of `only` are the demo's own.
      const other = 'appcms/40345fe0-a72e-4113-9938-f667734a6089.png';
      expect(sha(fs.readFileSync(path.join(fresh, other)))).toBe(sha(fs.readFileSync(path.join(ATTACHMENTS, other))));
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('DEMO_PHOTOS=real,broken: the bad uploads', () => {
  it('names four fixture images and makes them missing, oversized, not an image and HEIC', async () => {
    const images = fixtureImages();
    for (const rel of Object.values(BROKEN_UPLOADS)) expect(images).toContain(rel);
    const cap = 6 * MB;
    const dir = await realPhotosDir({ broken: true, maxBytes: cap });
    expect(dir).not.toBe(realDir);
    expect(fs.existsSync(path.join(dir, BROKEN_UPLOADS.missing))).toBe(false);

    const oversized = fs.readFileSync(path.join(dir, BROKEN_UPLOADS.oversized));
    expect(oversized.length).toBe(cap + 1);
    expect((await sharp(oversized).metadata()).format).toBe('png'); // a real image, only too big
    await sharp(oversized).resize(64).webp().toBuffer();

    const html = fs.readFileSync(path.join(dir, BROKEN_UPLOADS.notImage), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    await expect(sharp(Buffer.from(html)).metadata()).rejects.toThrow(/unsupported image format/);

    const heic = fs.readFileSync(path.join(dir, BROKEN_UPLOADS.heic));
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const meta = await sharp(heic).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'hevc', width: 4032, height: 3024 });
    await expect(sharp(heic).resize(64).webp().toBuffer()).rejects.toThrow(/compression format has not been built in|heif/i);

    // Every other file is the real set's.
    const other = 'appcms/9297137b-a8bc-4edc-bd49-8c6bef98593d.JPG';
    expect(sha(fs.readFileSync(path.join(dir, other)))).toBe(sha(fs.readFileSync(path.join(realDir, other))));
  }, 60_000);
});

describe('attachmentsDir', () => {
  it('DEMO_ATTACHMENTS wins, no switch is demo/attachments, and an unknown word is an error', async () => {
    expect(await attachmentsDir({ DEMO_ATTACHMENTS: '/srv/school/Attachments', DEMO_PHOTOS: 'real' }, ROOT)).toBe(
      '/srv/school/Attachments',
    );
    expect(await attachmentsDir({}, ROOT)).toBe(ATTACHMENTS);
    expect(await attachmentsDir({ DEMO_PHOTOS: 'real,broken' }, ROOT)).toBe(await realPhotosDir({ broken: true }));
    await expect(attachmentsDir({ DEMO_PHOTOS: 'reel' }, ROOT)).rejects.toThrow(/DEMO_PHOTOS: unknown "reel"/);
    await expect(attachmentsDir({ DEMO_PHOTOS: 'broken' }, ROOT)).rejects.toThrow(/broken goes with real/);
  });

  it('a file `only` names that the attachments do not have, or no attachments folder, is a clear error', async () => {
    await expect(realPhotosDir({ only: ['appcms/no-such-photo.png'] })).rejects.toThrow(/not in .*attachments: appcms\/no-such-photo\.png/);
    await expect(realPhotosDir({ attachments: path.join(os.tmpdir(), 'no-such-attachments') })).rejects.toThrow(/no attachments folder at/);
  });

  it('readGps finds no position where there is no EXIF (the demo’s own drawings)', async () => {
    const meta = await sharp(path.join(ATTACHMENTS, 'appcms/9297137b-a8bc-4edc-bd49-8c6bef98593d.JPG')).metadata();
    expect(readGps(meta.exif)).toBeNull();
  });
});
