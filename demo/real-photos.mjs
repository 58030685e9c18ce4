// DEMO_PHOTOS=real: the demo's attachments as a school's staff upload them from their phones.
// demo/attachments/ holds small drawings (about 14 KB each); a real ERP holds 12-megapixel camera
// JPEGs of 3-5 MB, with the camera's EXIF and the GPS position of where the photo was taken, and
// PNG posters or screenshots of 3-5.5 MB. realPhotosDir() makes a folder laid out exactly like the
// attachments folder it is given (every file there, under the same name), where each JPEG is such
// a camera file and each PNG such a poster, drawn from the demo's own picture of that name with
// seeded noise over it (so that no two files are alike and none compresses away), and every other
// file (PDF, DOCX, SVG…) is copied as it is. Nothing is committed: the files are generated once,
// with sharp (no codec here), and kept under node_modules/.cache/demo-photos/v{GENERATOR_VERSION}/,
// so later starts are instant. Deterministic: the same attachments give the same bytes.
//
// With `broken`, four named images of the fixtures (BROKEN_UPLOADS) are bad uploads instead, for
// the build's tests of images it must refuse without stopping: one missing, one a byte over the
// build's size cap, one an HTML page under an image's name, one an iPhone HEIC (which the prebuilt
// sharp reads the header of but cannot decode: it has no HEVC decoder).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { crc32 } from './make-images.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Bump when what is generated changes: the cache is kept per version. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_CACHE_DIR = path.join(HERE, '..', 'node_modules', '.cache', 'demo-photos');

/** The build's cap on one image's bytes (scripts/build/image-copies.ts MAX_BYTES; env IMAGE_MAX_BYTES). */
export const DEFAULT_MAX_BYTES = 15 * 1024 * 1024;

/**
 * The fixtures' images that `broken` turns into bad uploads (paths under the attachments folder,
 * as `\Attachments\…` names them in demo/fixtures/):
 * - missing: the photo gallery's "tour-03.png" (album 4, GetGalleryList) – no file at all;
 * - oversized: the second news item's photo (GetNewsList[1].Photo) – a valid PNG of cap + 1 bytes;
 * - notImage: a notice's image (GetNoticeList[2].ImagePath) – an HTML error page;
 * - heic: a staff photo on Our team (GetIntroduction StaffList[1].EmpColl[0]) – an iPhone HEIC.
 */
export const BROKEN_UPLOADS = Object.freeze({
  missing: 'appcms/5cd9eaac-d3a2-413a-a3cd-4b00fc799d00.png',
  oversized: 'appcms/9d453d47-6b2d-4274-b5c0-8c261db6617a.png',
  notImage: 'appcms/64332401-128f-44b9-9828-d670bbd19be8.png',
  heic: 'appcms/41f9defe-6076-41f9-8012-2c296fa085ad.png',
});

// A phone's camera: 12 megapixels, stored landscape; a photo taken upright is stored on its side
// with Orientation 6 (turn 90° clockwise to show), as phones write it.
const CAMERA_W = 4000;
const CAMERA_H = 3000;
const JPEG_QUALITY = 92;
// PNG uploads aim at a size drawn between these; the noise's strength decides bytes per pixel.
const PNG_MIN_BYTES = 3_000_000;
const PNG_MAX_BYTES = 5_500_000;
const NOISE = { jpeg: 40, png: 8 };
const PNG_BYTES_PER_PIXEL = 1.75; // measured at NOISE.png: a first guess, then corrected

const PHONES = [
  { Make: 'samsung', Model: 'SM-A525F', Software: 'A525FXXS6FXA1' },
  { Make: 'Xiaomi', Model: 'Redmi Note 12', Software: 'MIUI 14.0.6' },
  { Make: 'Apple', Model: 'iPhone 13', Software: '17.1.2' },
  { Make: 'vivo', Model: 'vivo Y21', Software: 'PD2139F_EX_A_13.1.5' },
];
// Where the photos were taken: places in Nepal (degrees north, east).
const PLACES = [
  { name: 'Lalitpur', lat: 27.6644, lon: 85.3188 },
  { name: 'Kathmandu', lat: 27.7172, lon: 85.324 },
  { name: 'Bhaktapur', lat: 27.671, lon: 85.4298 },
  { name: 'Pokhara', lat: 28.2096, lon: 83.9856 },
  { name: 'Chitwan', lat: 27.5291, lon: 84.3542 },
];
const COMMENTS = ['School programme', 'Annual day', 'Sports week', 'Class photo', 'Notice board'];

const IMAGE_KIND = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png' };

function rng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0 || 1;
  const next = () => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    return (a >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (xs) => xs[Math.floor(next() * xs.length)];
  return next;
}

/** Degrees as EXIF's "d/1 m/1 s*100/100" rationals. */
function dms(deg) {
  const d = Math.floor(deg);
  const m = Math.floor((deg - d) * 60);
  const s = Math.round(((deg - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/** The EXIF a phone writes (sharp's withExif: IFD0 the camera, IFD2 the shot, IFD3 the GPS). */
export function cameraExif(seed) {
  const r = rng(`exif:${seed}`);
  const phone = r.pick(PHONES);
  const place = r.pick(PLACES);
  const lat = place.lat + (r() - 0.5) * 0.01;
  const lon = place.lon + (r() - 0.5) * 0.01;
  const pad = (n) => String(n).padStart(2, '0');
  const when = `2026:${pad(r.int(1, 11))}:${pad(r.int(1, 28))} ${pad(r.int(7, 17))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}`;
  const serial = Array.from({ length: 11 }, () => r.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');
  return {
    place,
    lat,
    lon,
    exif: {
      IFD0: { ...phone, DateTime: when },
      IFD2: {
        DateTimeOriginal: when,
        DateTimeDigitized: when,
        BodySerialNumber: serial,
        UserComment: `${r.pick(COMMENTS)}, ${place.name}`,
      },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: dms(lat), GPSLongitudeRef: 'E', GPSLongitude: dms(lon) },
    },
  };
}

/** Adds seeded noise to raw pixels in place (the first `colour` channels of every `channels`). */
function addNoise(data, channels, colour, amplitude, seed) {
  const r = rng(`noise:${seed}`);
  let a = Math.floor(r() * 4294967295) >>> 0 || 1;
  for (let i = 0; i < data.length; i++) {
    if (i % channels >= colour) continue;
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    const v = data[i] + (((a >>> 0) & 255) / 255 - 0.5) * amplitude;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
}

/** The demo's picture, at width × height, as raw pixels with noise over it. */
async function noisyRaw(source, width, height, { alpha, amplitude, seed }) {
  let img = sharp(source).resize(width, height, { fit: 'cover' });
  img = alpha ? img.ensureAlpha() : img.flatten({ background: '#ffffff' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  addNoise(data, info.channels, 3, amplitude, seed);
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** A 12-megapixel camera JPEG of the picture in `source`: portrait pictures stored on their side, Orientation 6. */
export async function cameraJpeg(source, seed) {
  const meta = await sharp(source).metadata();
  const upright = (meta.height ?? 0) > (meta.width ?? 0);
  const [w, h] = upright ? [CAMERA_H, CAMERA_W] : [CAMERA_W, CAMERA_H];
  const { data, raw } = await noisyRaw(source, w, h, { alpha: false, amplitude: NOISE.jpeg, seed });
  const { exif } = cameraExif(seed);
  let img = sharp(data, { raw });
  if (upright) img = img.rotate(270); // stored as the sensor saw it; Orientation 6 turns it back
  return img
    .jpeg({ quality: JPEG_QUALITY })
    .withMetadata({ orientation: upright ? 6 : 1, exif })
    .toBuffer();
}

/** A PNG poster or screenshot of 3-5.5 MB (the size drawn from the seed), with a phone's EXIF. */
export async function posterPng(source, seed) {
  const meta = await sharp(source).metadata();
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  const r = rng(`png:${seed}`);
  const target = 3_300_000 + r() * 1_900_000;
  const { exif } = cameraExif(seed);
  let pixels = target / PNG_BYTES_PER_PIXEL;
  let out;
  for (let attempt = 0; attempt < 4; attempt++) {
    const w = Math.min(4000, Math.round(Math.sqrt(pixels * aspect)));
    const h = Math.min(4000, Math.round(w / aspect));
    const { data, raw } = await noisyRaw(source, w, h, { alpha: Boolean(meta.hasAlpha), amplitude: NOISE.png, seed });
    out = await sharp(data, { raw }).png().withMetadata({ exif }).toBuffer();
    if (out.length >= PNG_MIN_BYTES && out.length <= PNG_MAX_BYTES) return out;
    pixels *= target / out.length;
  }
  throw new Error(`real-photos: could not make ${seed} a PNG of 3-5.5 MB (last ${out?.length} bytes)`);
}

// ---------------------------------------------------------------- bad uploads

const u8 = (n) => Buffer.from([n]);
const u16 = (n) => Buffer.from([(n >> 8) & 255, n & 255]);
const u32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const box = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type, version, ...parts) => box(type, u8(version), Buffer.from([0, 0, 0]), ...parts);

/**
 * An iPhone-like HEIC: an ISO-BMFF file (ftyp brand heic; meta with one hvc1 item of
 * width × height, its hvcC and ispe properties; mdat) whose HEVC data is noise. sharp's
 * metadata() reads it as format 'heif', compression 'hevc'; decoding it fails (the prebuilt
 * libheif has no HEVC decoder, and the data is none anyway).
 */
export function heicFile(width, height, seed) {
  const r = rng(`heic:${seed}`);
  const payload = Buffer.alloc(2_200_000);
  for (let i = 0; i < payload.length; i++) payload[i] = (r() * 256) | 0;
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const hvcC = box('hvcC', Buffer.from([1, 1, 0x60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]));
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  // ipma: item 1 has 2 properties, hvcC (index 1, essential) and ispe (index 2).
  const iprp = box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)));
  const head = (dataOffset) =>
    Buffer.concat([
      ftyp,
      fullBox(
        'meta',
        0,
        fullBox('hdlr', 0, u32(0), Buffer.from('pict'), u32(0), u32(0), u32(0), u8(0)),
        fullBox('pitm', 0, u16(1)),
        fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1'), u8(0))),
        // iloc: 4-byte offsets and lengths, no base offset; item 1, one extent in this file.
        fullBox('iloc', 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(dataOffset), u32(payload.length)),
        iprp,
      ),
    ]);
  const length = head(0).length; // the offset's value does not change the header's length
  return Buffer.concat([head(length + 8), box('mdat', payload)]);
}

/** A valid PNG of exactly `bytes` bytes: `png` with a private ancillary chunk of padding (decoders skip it). */
export function paddedPng(png, bytes) {
  const IEND = png.length - 12;
  const pad = bytes - png.length - 12;
  if (pad < 0) throw new Error(`real-photos: a PNG of ${png.length} bytes cannot be padded to ${bytes}`);
  const type = Buffer.from('paDd', 'latin1');
  const data = Buffer.alloc(pad);
  const crc = u32(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, IEND), u32(pad), type, data, crc, png.subarray(IEND)]);
}

/** What the ERP's web server answers for a file it lost, saved under the image's name. */
const NOT_AN_IMAGE =
  '<!DOCTYPE html>\n<html><head><title>The resource cannot be found.</title></head>\n' +
  "<body><h1>Server Error in '/' Application.</h1><h2><i>The resource cannot be found.</i></h2></body></html>\n";

// ---------------------------------------------------------------- the folder

function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

const sha = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

/** Writes `bytes` to `file` whole or not at all (a second process may be writing the same file). */
function writeAtomic(file, bytes) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

function linkOrCopy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Runs `fn` over `items`, `limit` at a time (each transform holds a 36 MB raw picture). */
async function eachLimited(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

/**
 * The folder of real-kind uploads for `attachments`, generated on first use and cached.
 * @param {object} [o]
 * @param {string} [o.attachments] the folder to mirror (default demo/attachments)
 * @param {string} [o.cacheDir] where files are kept (default node_modules/.cache/demo-photos); a
 *   version folder (v{GENERATOR_VERSION}) is made inside it
 * @param {string[]} [o.only] generate only these files (paths under `attachments`); the others are
 *   copied as they are (tests: the real sizes for a few files, quickly)
 * @param {boolean} [o.broken] put the bad uploads of BROKEN_UPLOADS in place of those images
 * @param {number} [o.maxBytes] the size cap the oversized file exceeds by a byte (default env
 *   IMAGE_MAX_BYTES, else 15 MB, the build's cap)
 * @param {number} [o.concurrency] images generated at once (default 2)
 * @param {(msg: string) => void} [o.log] told when generating starts and ends
 * @returns {Promise<string>} the folder, laid out like `attachments`
 */
export async function realPhotosDir({
  attachments = path.join(HERE, 'attachments'),
  cacheDir = DEFAULT_CACHE_DIR,
  only,
  broken = false,
  maxBytes = Number(process.env.IMAGE_MAX_BYTES) || DEFAULT_MAX_BYTES,
  concurrency = 2,
  log = () => {},
} = {}) {
  if (!fs.existsSync(attachments)) throw new Error(`real-photos: no attachments folder at ${attachments}`);
  const files = listFiles(attachments);
  if (only) {
    const missing = only.filter((f) => !files.includes(f));
    if (missing.length) throw new Error(`real-photos: not in ${attachments}: ${missing.join(', ')}`);
  }
  const base = path.join(cacheDir, `v${GENERATOR_VERSION}`);
  const store = path.join(base, 'files');
  const badKinds = new Map(broken ? Object.entries(BROKEN_UPLOADS).map(([kind, rel]) => [rel, kind]) : []);
  if (broken) {
    const absent = [...badKinds.keys()].filter((f) => !files.includes(f));
    if (absent.length) throw new Error(`real-photos: broken uploads name files not in ${attachments}: ${absent.join(', ')}`);
  }

  // Every file's plan: where its bytes come from. Generated files are kept in the store keyed by
  // their name and the demo picture's bytes, so a changed picture is made again and nothing else.
  const plan = files.map((rel) => {
    const src = path.join(attachments, rel);
    const kind = IMAGE_KIND[path.extname(rel).toLowerCase()];
    const badKind = badKinds.get(rel);
    if (!kind || (only && !only.includes(rel) && !badKind)) return { rel, copy: src };
    const source = fs.readFileSync(src);
    const key = sha(rel, '\0', source);
    return { rel, src, kind, badKind, stored: path.join(store, `${key}-${path.basename(rel)}`) };
  });
  const setKey = sha(
    JSON.stringify(plan.map((p) => [p.rel, p.copy ? sha(fs.readFileSync(p.copy)) : p.stored, p.badKind ?? ''])),
    String(broken ? maxBytes : ''),
  );
  const dir = path.join(base, 'sets', setKey);
  // A set's folder appears whole (renamed into place once written), so being there is being done.
  if (fs.existsSync(dir)) return dir;

  const todo = plan.filter((p) => p.stored && !fs.existsSync(p.stored) && (!p.badKind || p.badKind === 'oversized'));
  if (todo.length) {
    const t0 = Date.now();
    log(`demo photos: generating ${todo.length} real-kind uploads into ${path.relative(process.cwd(), store) || store}…`);
    await eachLimited(todo, concurrency, async (p) => {
      const source = fs.readFileSync(p.src);
      writeAtomic(p.stored, p.kind === 'jpeg' ? await cameraJpeg(source, p.rel) : await posterPng(source, p.rel));
    });
    log(`demo photos: ${todo.length} generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }

  const tmp = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.mkdirSync(tmp, { recursive: true });
  for (const p of plan) {
    const out = path.join(tmp, p.rel);
    if (p.copy) linkOrCopy(p.copy, out);
    else if (p.badKind === 'missing') continue;
    else if (p.badKind === 'oversized') {
      // The real-kind PNG a byte over the cap; under a cap smaller than it (a test's), the demo's own.
      const real = fs.readFileSync(p.stored);
      writeAtomic(out, paddedPng(real.length + 12 <= maxBytes + 1 ? real : fs.readFileSync(p.src), maxBytes + 1));
    } else if (p.badKind === 'notImage') writeAtomic(out, NOT_AN_IMAGE);
    else if (p.badKind === 'heic') writeAtomic(out, heicFile(4032, 3024, p.rel));
    else linkOrCopy(p.stored, out);
  }
  try {
    fs.renameSync(tmp, dir);
  } catch (err) {
    // Another process finished the same set first: theirs is the same bytes.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw err;
  }
  return dir;
}
