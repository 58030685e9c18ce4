// The images step of the pipeline (scripts/build/pipeline.mjs): right-sized WebP copies of every picture the
// back-end's data names (src/api/image-urls.ts), at the widths of src/lib/image-copy.ts, so a
// phone never fetches what the school uploaded (a 12-megapixel, 3–5 MB camera file, often with the
// GPS position where it was taken). The pages draw them as each <img>'s srcset.
//
// - Kept between releases, in a store of their own beside the releases (<publishDir>/images:
//   copies/<id>-<width>.webp and index.json), named by the picture's bytes; each release links the
//   copies its pages show (hard links: shared, not repeated). A picture is asked for again with the
//   validators its host gave last time (ETag, Last-Modified; the demo's files: size and time), so a
//   rebuild with no new picture downloads and transforms nothing; a new picture is transformed once.
// - Nothing personal in a copy: the orientation is applied, then every metadata block (EXIF with
//   its GPS position, the camera's serial number, comments, XMP) is left out, as sharp does unless
//   asked to keep it.
// - Bounded: a few pictures at a time (`concurrency`), each decoded once at the widest size a copy
//   needs, a cap on the bytes fetched and on the pixels decoded (a decompression bomb is refused
//   from its header), sharp's cache off.
// - A picture that cannot be had (missing, too big, not a picture, a format sharp cannot read such
//   as an iPhone's HEIC, a fetch that fails or leaves the file host) never stops the build: it is
//   named in the report, and its pages show the last copies made of it, or else the placeholder.
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, copyFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** The largest picture fetched (bytes): a camera's photo is 3–12 MB. IMAGE_MAX_BYTES overrides it. */
export const MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels decoded: 100 megapixels, twice a large phone camera's; a bomb says far more in its header. */
export const MAX_PIXELS = 100_000_000;
/** The longest a picture may take, redirects and body included (ms). */
export const TIMEOUT_MS = 15_000;
/** Redirects followed at most, each on the same origin. */
export const MAX_REDIRECTS = 3;
/** Copies unused by any build for this long leave the store (ms). */
export const KEEP_UNUSED_MS = 30 * 24 * 3600_000;
/**
 * WebP qualities tried in turn until a copy fits its byte budget (copyBudget): most photos fit at
 * the first; a noisy one (grass, crowds, a dark hall) at a lower one rather than over budget.
 */
export const QUALITIES = [72, 58, 45, 30];

/** The bytes a copy `w`×`h` may take: a phone page's pictures stay under 200 KB, the viewer's under 400 KB. */
export function copyBudget(w, h) {
  return Math.min(Math.round(w * h * 0.25), w <= 1080 ? 190_000 : 390_000);
}

const INDEX_VERSION = 1;
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * The store of copies at `dir`: what it knows of each picture's address (`sources`: its
 * validators and the id of its bytes, or why it could not be copied) and of each id (`ids`: size,
 * colour, when a build last used it), and the copies' files.
 */
export function copyStore(dir) {
  const indexFile = join(dir, 'index.json');
  const read = readJson(indexFile);
  const index = read?.v === INDEX_VERSION ? read : { v: INDEX_VERSION, sources: {}, ids: {} };
  const file = (id, w) => join(dir, 'copies', `${id}-${w}.webp`);
  return {
    index,
    file,
    /** Every copy of `id` is in the store. */
    complete: (id, widths) => widths.every((w) => existsSync(file(id, w))),
    write(id, w, bytes) {
      mkdirSync(join(dir, 'copies'), { recursive: true });
      const to = file(id, w);
      writeFileSync(`${to}.tmp`, bytes);
      renameSync(`${to}.tmp`, to);
    },
    /** Saves the index (written whole, then renamed: a build killed half-way leaves the last one). */
    save(now) {
      for (const [id, rec] of Object.entries(index.ids))
        if (now - (rec.used ?? 0) > KEEP_UNUSED_MS) {
          for (const w of rec.widths ?? []) rmSync(file(id, w), { force: true });
          delete index.ids[id];
        }
      for (const [url, s] of Object.entries(index.sources))
        if ((s.id && !index.ids[s.id]) || (s.kept && !index.ids[s.kept])) delete index.sources[url];
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${indexFile}.tmp`, JSON.stringify(index));
      renameSync(`${indexFile}.tmp`, indexFile);
    },
  };
}

/**
 * Makes (or finds in the store) the copies of every picture in `urls` and links those into
 * `site`/img/. `load(url, validators)` gets a picture: { bytes, validators }, { notModified: true }
 * (its validators still hold), or null (not one the build may fetch); it throws with the reason.
 * Returns each picture's record for the pages (src/lib/image-copy.ts: null when it has none), the
 * files linked (relative to `site`), and the report: how many were made, reused and kept from
 * the last build, and each failure with its reason.
 *
 * `person(url)`: the picture is a person's own photo, not a CMS upload: its copies go under img/p/,
 * which the service worker never keeps (src/lib/image-copy.ts CMS_UPLOAD).
 *
 * @param {{ urls: Iterable<string>, load: (url: string, validators?: object) => Promise<any>, store: ReturnType<typeof copyStore>, site: string, widthsOf: (w: number) => number[], person?: (url: string) => boolean, concurrency?: number, now?: number, log?: (m: string) => void }} o
 */
export async function makeImageCopies({
  urls,
  load,
  store,
  site,
  widthsOf,
  person = () => false,
  concurrency = 2,
  now = Date.now(),
  log = console.warn,
}) {
  sharp.cache(false);
  const { sources, ids } = store.index;
  const copies = {};
  const files = new Set();
  const report = { pictures: 0, made: 0, reused: 0, kept: 0, failed: [] };

  /** The record of an id the store has whole, or null. */
  const known = (id) => {
    const rec = id ? ids[id] : null;
    return rec && store.complete(id, rec.widths) ? rec : null;
  };
  const use = (url, id) => {
    const rec = ids[id];
    rec.used = now;
    const p = person(url);
    for (const w of rec.widths) files.add(`img/${p ? 'p/' : ''}${id}-${w}.webp`);
    copies[url] = { i: id, w: rec.w, h: rec.h, c: rec.c, ...(p ? { p: 1 } : {}) };
  };
  const fail = (url, reason, last) => {
    report.failed.push({ url, reason });
    if (last) {
      report.kept++;
      use(url, last);
      log(`image ${url}: ${reason}; the last build's copies stay`);
    } else {
      copies[url] = null;
      log(`image ${url}: ${reason}; its pages show the placeholder`);
    }
  };

  async function one(url) {
    const before = sources[url];
    // (The copies to fall back on: this address's last good ones, kept through failed runs too.)
    const lastId = before?.id ?? before?.kept;
    const last = known(lastId) ? lastId : null;
    let got;
    try {
      got = await load(url, before?.validators);
    } catch (e) {
      report.pictures++;
      return fail(url, `not fetched (${e?.message ?? e})`, last);
    }
    if (got === null) return; // not the build's to fetch: shown as it is
    report.pictures++;
    if (got.notModified && before) {
      if (before.reason) return fail(url, before.reason, last);
      if (last) return (report.reused++, use(url, last));
      got = await load(url); // (its copies left the store: fetched whole again)
      if (!got?.bytes) return fail(url, 'not fetched again', null);
    }
    const id = createHash('sha256').update(got.bytes).digest('hex').slice(0, 16);
    if (known(id)) {
      sources[url] = { validators: got.validators, id };
      return (report.reused++, use(url, id));
    }
    try {
      ids[id] = await transform(got.bytes, id);
      sources[url] = { validators: got.validators, id };
      report.made++;
      use(url, id);
    } catch (e) {
      const reason = String(e?.message ?? e).split('\n')[0];
      sources[url] = { validators: got.validators, id: null, reason, ...(last ? { kept: last } : {}) };
      fail(url, reason, last);
    }
  }

  async function transform(bytes, id) {
    const opts = { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false };
    if (isHeic(bytes)) throw new Error("an HEIC photo (an iPhone's), which this build cannot read: upload it as JPEG");
    const meta = await sharp(bytes, opts).metadata();
    if (!meta.width || !meta.height || meta.format === 'svg')
      throw new Error(`not a photo a copy can be made of (${meta.format ?? 'unknown'})`);
    // (Orientations 5–8 turn the picture a quarter: its width is the upload's height.)
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const widths = widthsOf(w);
    // Decoded once, at the widest copy (JPEG shrinks on load), orientation applied; each copy from that.
    const { data, info } = await sharp(bytes, opts)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const opaque = !meta.hasAlpha;
    for (const cw of widths) {
      const ch = Math.max(1, Math.round((info.height * cw) / info.width));
      const budget = copyBudget(cw, ch);
      let out;
      for (const quality of QUALITIES) {
        let pipe = sharp(data, raw).resize({ width: cw });
        if (opaque) pipe = pipe.removeAlpha();
        out = await pipe.webp({ quality, effort: 4 }).toBuffer();
        if (out.length <= budget) break;
      }
      store.write(id, cw, out);
    }
    // (A picture with transparent parts, a logo, gets no colour behind it: it would show through.)
    const { dominant } = await sharp(data, raw).stats();
    const hex = (n) => n.toString(16).padStart(2, '0');
    const c = opaque ? `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` : '';
    return { w, h, c, widths, used: now };
  }

  const queue = [...new Set(urls)].sort();
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
      while (queue.length) await one(queue.shift());
    }),
  );

  // The release gets the copies its pages show: hard links into the store (a copy where the
  // store is on another disk).
  for (const rel of files) {
    const to = join(site, rel);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    const [, id, w] = /^img\/(?:p\/)?([0-9a-f]+)-(\d+)\.webp$/.exec(rel);
    try {
      linkSync(store.file(id, Number(w)), to);
    } catch {
      copyFileSync(store.file(id, Number(w)), to);
    }
  }
  store.save(now);
  return { copies, files: [...files].sort(), report };
}

/**
 * Whether the bytes are an HEIC photo (HEVC in an ISO-BMFF box, as iPhones save them): the
 * prebuilt sharp has no HEVC decoder, and says only that the file is corrupt or unsupported.
 */
export function isHeic(bytes) {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((b) => /^he(ic|ix|vc|vx|im|is)$/.test(b));
}

/** The validators a host gave (ETag, Last-Modified), to ask again with. */
const validatorsOf = (res) => {
  const v = {};
  if (res.headers.get('etag')) v.etag = res.headers.get('etag');
  if (res.headers.get('last-modified')) v.lastModified = res.headers.get('last-modified');
  return v;
};

/**
 * Reads pictures from a back-end over HTTP(S), relative paths against `base`; only from base's
 * origin and the other origins named (the file host): an address in the data is not a reason to
 * make requests from the build machine anywhere else, and neither is a redirect. A redirect is
 * followed only on the origin it came from (a few at most); the body is read as it arrives and
 * dropped past `maxBytes`; the whole fetch has `timeoutMs`. With the validators of the last
 * fetch, a picture that did not change is not downloaded again (304).
 */
export function httpLoader(base, also = [], { timeoutMs = TIMEOUT_MS, maxBytes = MAX_BYTES } = {}) {
  const origins = new Set([base, ...also].filter(Boolean).map((u) => new URL(u).origin));
  return async (src, validators = {}) => {
    let url = new URL(src, base);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    const headers = {};
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    for (let redirects = 0; ; redirects++) {
      const res = await fetch(url, { signal, redirect: 'manual', headers });
      if (res.status === 304) {
        await res.body?.cancel();
        return { notModified: true };
      }
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      if (location === null) {
        if (!res.ok) {
          await res.body?.cancel();
          throw new Error(`HTTP ${res.status}`);
        }
        return { bytes: await readCapped(res, maxBytes), validators: validatorsOf(res) };
      }
      await res.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin) throw new Error(`redirected to another host (${next.origin}), not followed`);
      if (redirects >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      url = next;
    }
  };
}

const tooBig = (maxBytes) => new Error(`larger than ${(maxBytes / 1024 / 1024).toFixed(1)} MB, not fetched`);

/** The body, read as it arrives; past maxBytes the download stops and this rejects. */
async function readCapped(res, maxBytes) {
  if (Number(res.headers.get('content-length')) > maxBytes) {
    await res.body?.cancel();
    throw tooBig(maxBytes);
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw tooBig(maxBytes); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads pictures of the demo's files (/Attachments/… → the folder), its validators the file's size and time. */
export function demoLoader(attachments, { maxBytes = MAX_BYTES } = {}) {
  return async (src, validators = {}) => {
    const m = /^\/Attachments\/([^?#]+)$/i.exec(new URL(src, 'http://demo.invalid').pathname);
    if (!m) return null;
    const rel = decodeURI(m[1]);
    if (rel.split('/').some((s) => s === '..' || s === '')) return null;
    const file = join(attachments, ...rel.split('/'));
    if (!existsSync(file)) throw new Error('HTTP 404');
    const st = statSync(file);
    const stamp = `${st.size}-${Math.floor(st.mtimeMs)}`;
    if (validators.stamp === stamp) return { notModified: true };
    if (st.size > maxBytes) throw tooBig(maxBytes);
    return { bytes: readFileSync(file), validators: { stamp } };
  };
}
