// The images step of the pipeline (scripts/build/pipeline.ts): right-sized WebP copies of every picture the
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
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import sharp, { type SharpOptions } from 'sharp';
import type { ImageCopies, ImageCopy } from '../../src/lib/image-copy';

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
export function copyBudget(w: number, h: number): number {
  return Math.min(Math.round(w * h * 0.25), w <= 1080 ? 190_000 : 390_000);
}

/** The validators a picture was fetched with: its host's (ETag, Last-Modified), or the demo's file's size and time. */
export interface Validators {
  etag?: string;
  lastModified?: string;
  stamp?: string;
}
/** A loader's answer: the picture and its validators, `notModified` (the validators asked with still hold), or null (not one the build may fetch). */
export type Loaded = { bytes: Buffer; validators: Validators } | { notModified: true } | null;
/** Gets a picture, asking with the validators of its last fetch; throws with the reason it cannot. */
export type Loader = (url: string, validators?: Validators) => Promise<Loaded>;

/** What the store knows of a picture's address: its validators and the id of its bytes, or why it could not be copied (`kept`: the id of its last good copies). */
export interface SourceRecord {
  validators?: Validators;
  id: string | null;
  reason?: string;
  kept?: string;
}
/** What the store knows of an id: its picture's size and colour, the widths of its copies, and when a build last used it. */
export type IdRecord = Pick<ImageCopy, 'w' | 'h' | 'c'> & { widths: number[]; used: number };

/** The store's index (index.json). */
export interface CopyIndex {
  v: number;
  sources: Record<string, SourceRecord>;
  ids: Record<string, IdRecord>;
}

/** The images step's report: pictures seen, copies made, reused, kept from the last build, and each failure with its reason. */
export interface CopyReport {
  pictures: number;
  made: number;
  reused: number;
  kept: number;
  failed: { url: string; reason: string }[];
}

/** The store of copies (copyStore). */
export interface CopyStore {
  index: CopyIndex;
  /** The file of the copy of `id` `w` px wide. */
  file(id: string, w: number): string;
  complete(id: string, widths: number[]): boolean;
  write(id: string, w: number, bytes: Buffer): void;
  save(now: number): void;
}

const INDEX_VERSION = 1;
const readJson = (file: string): unknown => {
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
export function copyStore(dir: string): CopyStore {
  const indexFile = join(dir, 'index.json');
  const read = readJson(indexFile) as CopyIndex | null;
  const index: CopyIndex = read?.v === INDEX_VERSION ? read : { v: INDEX_VERSION, sources: {}, ids: {} };
  const file = (id: string, w: number) => join(dir, 'copies', `${id}-${w}.webp`);
  return {
    index,
    file,
    /** Every copy of `id` is in the store. */
    complete: (id: string, widths: number[]) => widths.every((w) => existsSync(file(id, w))),
    write(id: string, w: number, bytes: Buffer) {
      mkdirSync(join(dir, 'copies'), { recursive: true });
      const to = file(id, w);
      writeFileSync(`${to}.tmp`, bytes);
      renameSync(`${to}.tmp`, to);
    },
    /** Saves the index (written whole, then renamed: a build killed half-way leaves the last one). */
    save(now: number) {
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
}: {
  urls: Iterable<string>;
  load: Loader;
  store: CopyStore;
  site: string;
  widthsOf: (w: number) => number[];
  person?: (url: string) => boolean;
  concurrency?: number;
  now?: number;
  log?: (m: string) => void;
}): Promise<{ copies: ImageCopies; files: string[]; report: CopyReport }> {
  sharp.cache(false);
  const { sources, ids } = store.index;
  const copies: ImageCopies = {};
  const files = new Set<string>();
  const report: CopyReport = { pictures: 0, made: 0, reused: 0, kept: 0, failed: [] };

  /** The record of an id the store has whole, or null. */
  const known = (id: string | null | undefined): IdRecord | null => {
    if (!id) return null;
    const rec = ids[id];
    return rec && store.complete(id, rec.widths) ? rec : null;
  };
  /** `url` is drawn from the copies of `id`, which this build uses (and links). */
  const takeCopies = (url: string, id: string) => {
    const rec = ids[id];
    rec.used = now;
    const p = person(url);
    for (const w of rec.widths) files.add(`img/${p ? 'p/' : ''}${id}-${w}.webp`);
    copies[url] = { i: id, w: rec.w, h: rec.h, c: rec.c, ...(p ? { p: 1 } : {}) };
  };
  const fail = (url: string, reason: string, last: string | null) => {
    report.failed.push({ url, reason });
    if (last) {
      report.kept++;
      takeCopies(url, last);
      log(`image ${url}: ${reason}; the last build's copies stay`);
    } else {
      copies[url] = null;
      log(`image ${url}: ${reason}; its pages show the placeholder`);
    }
  };

  async function one(url: string) {
    const before = sources[url];
    // (The copies to fall back on: this address's last good ones, kept through failed runs too.)
    const lastId = before?.id ?? before?.kept;
    const last = known(lastId) ? (lastId ?? null) : null;
    let got: Loaded;
    try {
      got = await load(url, before?.validators);
    } catch (e) {
      report.pictures++;
      return fail(url, `not fetched (${String((e as Error | undefined)?.message ?? e)})`, last);
    }
    if (got === null) return; // not the build's to fetch: shown as it is
    report.pictures++;
    if ('notModified' in got && before) {
      if (before.reason) return fail(url, before.reason, last);
      if (last) return (report.reused++, takeCopies(url, last));
      got = await load(url); // (its copies left the store: fetched whole again)
      if (!got || !('bytes' in got)) return fail(url, 'not fetched again', null);
    }
    // (Not modified, of an address the store has no record of: no loader answers so without validators.)
    if (!('bytes' in got)) throw new Error(`image ${url}: not modified, though never fetched`);
    const id = createHash('sha256').update(got.bytes).digest('hex').slice(0, 16);
    if (known(id)) {
      sources[url] = { validators: got.validators, id };
      return (report.reused++, takeCopies(url, id));
    }
    try {
      ids[id] = await transform(got.bytes, id);
      sources[url] = { validators: got.validators, id };
      report.made++;
      takeCopies(url, id);
    } catch (e) {
      const reason = String((e as Error | undefined)?.message ?? e).split('\n')[0];
      sources[url] = { validators: got.validators, id: null, reason, ...(last ? { kept: last } : {}) };
      fail(url, reason, last);
    }
  }

  async function transform(bytes: Buffer, id: string): Promise<IdRecord> {
    const opts: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false };
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
    const raw: SharpOptions = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const opaque = !meta.hasAlpha;
    for (const cw of widths) {
      const ch = Math.max(1, Math.round((info.height * cw) / info.width));
      const budget = copyBudget(cw, ch);
      let out: Buffer = Buffer.alloc(0);
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
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    const c = opaque ? `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` : '';
    return { w, h, c, widths, used: now };
  }

  const queue = [...new Set(urls)].sort();
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
      while (queue.length) await one(queue.shift()!);
    }),
  );

  // The release gets the copies its pages show: hard links into the store (a copy where the
  // store is on another disk).
  for (const rel of files) {
    const to = join(site, rel);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    // (Each is a name takeCopies() gave: img/[p/]<id>-<width>.webp.)
    const [, id, w] = /^img\/(?:p\/)?([0-9a-f]+)-(\d+)\.webp$/.exec(rel) as RegExpExecArray;
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
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((b) => /^he(ic|ix|vc|vx|im|is)$/.test(b));
}

/** The validators a host gave (ETag, Last-Modified), to ask again with. */
const validatorsOf = (res: Response): Validators => {
  const v: Validators = {};
  const etag = res.headers.get('etag');
  const lastModified = res.headers.get('last-modified');
  if (etag) v.etag = etag;
  if (lastModified) v.lastModified = lastModified;
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
export function httpLoader(
  base: string,
  also: string[] = [],
  { timeoutMs = TIMEOUT_MS, maxBytes = MAX_BYTES }: { timeoutMs?: number; maxBytes?: number } = {},
): Loader {
  const origins = new Set([base, ...also].filter(Boolean).map((u) => new URL(u).origin));
  return async (src, validators = {}) => {
    let url = new URL(src, base);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {};
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

const tooBig = (maxBytes: number) => new Error(`larger than ${(maxBytes / 1024 / 1024).toFixed(1)} MB, not fetched`);

/** The body, read as it arrives; past maxBytes the download stops and this rejects. */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length')) > maxBytes) {
    await res.body?.cancel();
    throw tooBig(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  // (fetch's body is Node's web stream, an async iterable, which the DOM's types do not say.)
  for await (const chunk of (res.body as NodeReadableStream<Uint8Array> | null) ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw tooBig(maxBytes); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads pictures of the demo's files (/Attachments/… → the folder), its validators the file's size and time. */
export function demoLoader(attachments: string, { maxBytes = MAX_BYTES }: { maxBytes?: number } = {}): Loader {
  // eslint-disable-next-line @typescript-eslint/require-await -- a loader answers, and fails, as a promise: this one reads the file at once
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
