// The first screen's main image of each prerendered page (the <img fetchpriority="high"> that is
// its largest paint: the home page's first slide, a page's lead photo) is given right-sized WebP
// copies and a srcset, so a phone fetches a picture the width of its screen instead of whatever
// the school uploaded (an ERP photo is often a 3 MB, 4000 px camera file). Made at build time
// with sharp, written to dist/img/ under a name taken from the picture's bytes (a rebuild that
// finds the same picture writes nothing), and listed with the pages so that a rebuild removes
// the copies no page uses any more. Any failure (the file is missing, is not a picture, is too
// big, the host is down) leaves that image as it was: the original, which still works; except
// that when the picture cannot be fetched at all (the back-end is down during a rebuild) and an
// earlier build made copies of it (`known`, from dist/.hero-variants.json), those are kept, so a
// rebuild while the back-end is down publishes nothing worse than the last one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Widths of the copies (px): a small phone, a large phone or small tablet, a laptop. */
export const WIDTHS = [480, 800, 1200];
const MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const HIGH = /<img\b[^>]*\sfetchpriority="high"[^>]*>/gi;
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const unescape = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * Reads an image's bytes: `load(src)` gets them (from a back-end, from the demo's files) or
 * null. Returns a function that rewrites a page's HTML, and the files it wrote (paths relative to
 * dist) for the rebuild's clean-up.
 */
export function heroVariants({ dist, load, log = console.warn, known = {} }) {
  const done = new Map(); // src → Promise<{ srcset, files } | null>
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
    return { srcset: k.srcset };
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
      const made = [];
      for (const w of widths) {
        const name = `img/${id}-${w}.webp`;
        if (!existsSync(join(dist, name)))
          writeFileSync(join(dist, name), await sharp(bytes).rotate().resize({ width: w }).webp({ quality: 74 }).toBuffer());
        made.push([name, w]);
      }
      made.forEach(([name]) => files.add(name));
      const srcset = [...made.map(([name, w]) => `/${name} ${w}w`), `${src} ${meta.width}w`].join(', ');
      sources[src] = { srcset, files: made.map(([name]) => name) };
      return { srcset };
    } catch (e) {
      log(`hero image ${src}: not a picture sharp can read (${e?.message ?? e}); the original stays`);
      return null;
    }
  }

  async function rewrite(html) {
    const tags = [...new Set(html.match(HIGH) ?? [])];
    let out = html;
    for (const tag of tags) {
      const src = attr(tag, 'src');
      if (!src || attr(tag, 'srcset') !== null || !/^(\/(?!\/)|https?:\/\/)/i.test(src)) continue;
      const key = unescape(src);
      if (!done.has(key)) done.set(key, variantsOf(key));
      const v = await done.get(key);
      if (!v) continue;
      const width = Number(attr(tag, 'width')) || 1600;
      // As wide as the screen up to the width the page lays it out at.
      const sizes = `(max-width: ${width}px) 100vw, ${width}px`;
      out = out.split(tag).join(tag.replace(/\ssrc="/i, ` srcset="${v.srcset.replace(/"/g, '&quot;')}" sizes="${sizes}" src="`));
    }
    return out;
  }

  return { rewrite, files, sources };
}

/**
 * Reads an image from a back-end over HTTP(S), relative paths against `base`; only from base's
 * origin and the other origins named (the file host): an address in the data is not a reason to
 * make requests from the build machine anywhere else.
 */
export function httpLoader(base, also = []) {
  const origins = new Set([base, ...also].filter(Boolean).map((u) => new URL(u).origin));
  return async (src) => {
    const url = new URL(src, base);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (Number(res.headers.get('content-length')) > MAX_BYTES) return null;
    return Buffer.from(await res.arrayBuffer());
  };
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
