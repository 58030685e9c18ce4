// The first screen's main image of each prerendered page (SmartImage with `priority`, an <img
// fetchpriority="high"> that is its largest paint: the home page's first slide, a page's lead
// photo) is given right-sized WebP copies and a srcset, so a phone fetches a picture the width of
// its screen instead of whatever the school uploaded (an ERP photo is often a 3 MB, 4000 px camera
// file). The renderer asks for them as it meets such an image and draws the srcset itself
// (src/components/image/image-variants.ts). Made at build time with sharp, written to dist/img/
// under a name taken from the picture's bytes (a rebuild that finds the same picture writes
// nothing), and listed with the pages so that a rebuild removes the copies no page uses any more.
// Any failure (the file is missing, is not a picture, is too big, the host is down) leaves that
// image as it was: the original, which still works; except that when the picture cannot be
// fetched at all (the back-end is down during a rebuild) and an earlier build made copies of it
// (`known`, from the last release's .hero-variants.json), those are kept, so a rebuild while the
// back-end is down publishes nothing worse than the last one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Widths of the copies (px): a small phone, a large phone or small tablet, a laptop. */
export const WIDTHS = [480, 800, 1200];
/** The largest picture fetched (bytes): a camera's photo is 3–12 MB. */
export const MAX_BYTES = 15 * 1024 * 1024;
/** The longest a picture may take, redirects and body included (ms). */
export const TIMEOUT_MS = 15_000;
/** Redirects followed at most, each on the same origin. */
export const MAX_REDIRECTS = 3;

/**
 * The maker of copies for one build: `load(src)` gets an image's bytes (from a back-end, from the
 * demo's files) or null. `of(src)`: the copies' srcset, null when the image gets none (not a
 * picture, too small, not ours to fetch), undefined until `make([src…])` has made them; `files`:
 * what it wrote (paths relative to dist), for the rebuild's clean-up; `sources`: what it made of
 * each picture ({ srcset, files }), kept for the next build as its `known`, whose copies it reuses
 * when a picture cannot be fetched.
 */
export function imageVariants({ dist, load, log = console.warn, known = {} }) {
  const made = new Map(); // src → srcset | null
  const files = new Set();
  const sources = {}; // src → { srcset, files }: what this run made, for the next one's `known`

  /** The copies an earlier build made of src, when they are all still there. */
  function earlier(src) {
    const k = known[src];
    if (
      !k ||
      !Array.isArray(k.files) ||
      typeof k.srcset !== 'string' ||
      !k.files.every((f) => /^img\/[\w.-]+$/.test(f) && existsSync(join(dist, f)))
    )
      return null;
    k.files.forEach((f) => files.add(f));
    sources[src] = k;
    return k.srcset;
  }

  async function variantsOf(src) {
    let bytes;
    try {
      bytes = await load(src);
    } catch (e) {
      const kept = earlier(src);
      log(`hero image ${src}: not fetched (${e?.message ?? e}); ${kept ? "the last build's copies stay" : 'the original stays'}`);
      return kept;
    }
    if (!bytes || bytes.length === 0 || bytes.length > MAX_BYTES) return null;
    try {
      const meta = await sharp(bytes, { limitInputPixels: 60e6 }).metadata();
      if (!meta.width || meta.format === 'svg' || meta.format === 'gif') return null;
      const widths = WIDTHS.filter((w) => w < meta.width);
      if (!widths.length) return null;
      const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      mkdirSync(join(dist, 'img'), { recursive: true });
      const copies = [];
      for (const w of widths) {
        const name = `img/${id}-${w}.webp`;
        if (!existsSync(join(dist, name)))
          writeFileSync(join(dist, name), await sharp(bytes).rotate().resize({ width: w }).webp({ quality: 74 }).toBuffer());
        copies.push([name, w]);
      }
      copies.forEach(([name]) => files.add(name));
      const srcset = [...copies.map(([name, w]) => `/${name} ${w}w`), `${src} ${meta.width}w`].join(', ');
      sources[src] = { srcset, files: copies.map(([name]) => name) };
      return srcset;
    } catch (e) {
      log(`hero image ${src}: not a picture sharp can read (${e?.message ?? e}); the original stays`);
      return null;
    }
  }

  // (A site path or an http(s) URL: anything else is left as it is.)
  const ours = (src) => /^(\/(?!\/)|https?:\/\/)/i.test(src);
  const pending = new Map();
  return {
    of: (src) => (!ours(src) ? null : made.get(src)),
    async make(srcs) {
      for (const src of srcs.filter(ours)) {
        if (!pending.has(src))
          pending.set(
            src,
            variantsOf(src).then((v) => void made.set(src, v)),
          );
        await pending.get(src);
      }
    },
    files,
    sources,
  };
}

/**
 * Reads an image from a back-end over HTTP(S), relative paths against `base`; only from base's
 * origin and the other origins named (the file host): an address in the data is not a reason to
 * make requests from the build machine anywhere else, and neither is a redirect. A redirect is
 * followed only on the origin it came from (a few at most); the body is read as it arrives and
 * dropped past `maxBytes`; the whole fetch has `timeoutMs`. Each failure rejects with the reason,
 * which the build logs before it keeps the original picture.
 */
export function httpLoader(base, also = [], { timeoutMs = TIMEOUT_MS, maxBytes = MAX_BYTES } = {}) {
  const origins = new Set([base, ...also].filter(Boolean).map((u) => new URL(u).origin));
  return async (src) => {
    let url = new URL(src, base);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    for (let redirects = 0; ; redirects++) {
      const res = await fetch(url, { signal, redirect: 'manual' });
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      if (location === null) {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return await readCapped(res, maxBytes);
      }
      await res.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin) throw new Error(`redirected to another host (${next.origin}), not followed`);
      if (redirects >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      url = next;
    }
  };
}

/** The body, read as it arrives; past maxBytes the download stops and this rejects. */
async function readCapped(res, maxBytes) {
  const tooBig = () => new Error(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB, not fetched`);
  if (Number(res.headers.get('content-length')) > maxBytes) {
    await res.body?.cancel();
    throw tooBig();
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw tooBig(); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads an image of the demo's files (/Attachments/… → demo/attachments/…). */
export function demoLoader(attachments) {
  return async (src) => {
    const m = /^\/Attachments\/([^?#]+)$/i.exec(src);
    if (!m) return null;
    const rel = decodeURI(m[1]);
    if (rel.split('/').some((s) => s === '..' || s === '')) return null;
    const file = join(attachments, ...rel.split('/'));
    return existsSync(file) ? readFileSync(file) : null;
  };
}
