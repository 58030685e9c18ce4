// The bench's image rows (issue 40), the part without a browser: which pages, the targets, the
// tally of the image responses a page fetched, the printed tables, and the fixtures with every
// image emptied (the "no images at all" rebuild the image rebuild is timed against).
// Figures are exact bytes of response bodies; KB and MB are 1024 and 1024² bytes, as in the
// bench's other tables.

const KB = 1024;
const MB = 1024 * 1024;

/** An image response a page received. */
export interface ImageResponse {
  url: string;
  /** The response body's size as received; NaN when unknown. */
  bytes: number;
}
/** What a page fetched of images (tally). */
export interface Tally {
  count: number;
  bytes: number;
  largest: ImageResponse | null;
  unknown: number;
}
/** One page's row of the image table. */
export interface ImageRow {
  name: string;
  load?: Tally;
  scrolled?: Tally;
  error?: string;
}

/** Page name → site path (English, the default language; home also in Nepali). null: found in the build. */
export const IMAGE_PAGES: Record<string, string | null> = {
  home: '/',
  'home (ne)': '/ne',
  gallery: '/media/gallery',
  'about us': '/who-we-are/about-us',
  'news list': '/media/news',
  'our team': '/who-we-are/our-team',
  achievements: '/achievements',
  'notice list': '/media/notice',
  'notice detail': null,
  committee: '/who-we-are/committee-members',
  board: '/vision-statement/board-Of-directors',
  messages: '/who-we-are/message',
  vision: '/who-we-are/vision-statement',
  programs: '/programs',
  services: '/services-facilities',
  facilities: '/services-facilities/facilities',
  testimonials: '/media/testimonials',
};

/** The pages whose Lighthouse rows are measured with the real photos, beside the reference. */
export const IMAGE_LIGHTHOUSE_PAGES = ['home', 'gallery', 'about us'];

/** The phone of the image rows, and the desktop of the viewer's photo. */
export const IMAGE_PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const IMAGE_DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

export const IMAGE_TARGETS = {
  loadHome: 500 * KB,
  loadOther: 300 * KB,
  scrolledHomeGallery: 1.5 * MB,
  scrolledOther: 800 * KB,
  single: 200 * KB,
  viewerMinWidth: 1000,
  viewerMaxBytes: 400 * KB,
  rebuildRatio: 1.3,
};

/** The targets of one page's row. */
export function imageTargets(name: string): { load: number; scrolled: number; single: number } {
  const home = name === 'home' || name.startsWith('home (');
  return {
    load: home ? IMAGE_TARGETS.loadHome : IMAGE_TARGETS.loadOther,
    scrolled: home || name === 'gallery' ? IMAGE_TARGETS.scrolledHomeGallery : IMAGE_TARGETS.scrolledOther,
    single: IMAGE_TARGETS.single,
  };
}

/**
 * The images a page fetched: how many responses, their bytes, the largest one. `responses` are
 * { url, bytes } of every image response in order (a URL fetched twice counts twice: it cost
 * the phone twice); a response whose size is unknown (NaN) is counted, and said so.
 */
export function tally(responses: ImageResponse[]): Tally {
  let bytes = 0;
  let unknown = 0;
  let largest: ImageResponse | null = null;
  for (const r of responses) {
    if (!Number.isFinite(r.bytes)) {
      unknown++;
      continue;
    }
    bytes += r.bytes;
    if (!largest || r.bytes > largest.bytes) largest = { url: r.url, bytes: r.bytes };
  }
  return { count: responses.length, bytes, largest, unknown };
}

/** Bytes as the tables show them: KB under a megabyte, MB above. */
export function size(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return n >= MB ? `${(n / MB).toFixed(1)} MB` : `${(n / KB).toFixed(1)} KB`;
}

const mark = (ok: boolean | null) => (ok === null ? ' ' : ok ? '✓' : '✗');
const pad = (s: unknown, n: number) => String(s).padEnd(n);
const lpad = (s: unknown, n: number) => String(s).padStart(n);
const fileOf = (url: string | undefined) => {
  try {
    return decodeURIComponent(new URL(String(url)).pathname.split('/').pop() ?? String(url));
  } catch {
    return url;
  }
};

/**
 * The image table, as lines: per page the bytes at load and after scrolling (each with its
 * target and ✓/✗) and the largest single image. rows: [{ name, load, scrolled, error? }] with
 * load and scrolled as tally() makes them.
 */
export function imageTable(rows: ImageRow[]): string[] {
  const W = { name: 16, fig: 22, largest: 24 };
  const lines = [pad('page', W.name) + pad('at load', W.fig + 14) + pad('after scrolling', W.fig + 14) + 'largest image'];
  for (const r of rows) {
    if (r.error) {
      lines.push(pad(r.name, W.name) + `failed: ${r.error}`);
      continue;
    }
    // (A row without an error has both tallies.)
    const load = r.load!;
    const scrolled = r.scrolled!;
    const t = imageTargets(r.name);
    const largest = scrolled.largest;
    const cell = (tl: Tally, target: number) =>
      pad(`${lpad(size(tl.bytes), 9)} (${tl.count} img)`, W.fig) + pad(`≤ ${size(target)} ${mark(tl.bytes <= target)}`, 14);
    lines.push(
      pad(r.name, W.name) +
        cell(load, t.load) +
        cell(scrolled, t.scrolled) +
        (largest ? `${lpad(size(largest.bytes), 9)} ≤ ${size(t.single)} ${mark(largest.bytes <= t.single)}  ${fileOf(largest.url)}` : '—'),
    );
    const unknown = load.unknown + scrolled.unknown;
    if (unknown) lines.push(pad('', W.name) + `(${unknown} response${unknown > 1 ? 's' : ''} of unknown size left out)`);
  }
  return lines;
}

/** The viewer's line: the displayed photo's natural width and bytes, against their targets. */
export function viewerLine(v: { naturalWidth?: number; bytes?: number; src?: string; error?: string } | null | undefined): string {
  if (!v || v.error) return `the gallery's viewer, desktop 1366 px: failed: ${v?.error ?? 'not measured'}`;
  // (A photo measured has both; NaN when not, which meets neither target.)
  const wide = (v.naturalWidth ?? NaN) >= IMAGE_TARGETS.viewerMinWidth;
  const light = (v.bytes ?? NaN) <= IMAGE_TARGETS.viewerMaxBytes;
  return (
    `the gallery's viewer, desktop 1366 px: photo ${v.naturalWidth} px wide (target ≥ ${IMAGE_TARGETS.viewerMinWidth} ${mark(wide)}), ` +
    `${size(v.bytes ?? NaN)} (target ≤ ${size(IMAGE_TARGETS.viewerMaxBytes)} ${mark(light)})  ${fileOf(v.src)}`
  );
}

/** The rebuild line: medians with and without images, and their ratio against the target. */
export function rebuildLine(withImagesMs: number, noImagesMs: number, runs: number): string {
  const ratio = withImagesMs / noImagesMs;
  const ok = Number.isFinite(ratio) ? ratio <= IMAGE_TARGETS.rebuildRatio : null;
  const s = (x: number) => (Number.isFinite(x) ? `${(x / 1000).toFixed(1)} s` : '—');
  return (
    `rebuild of the pages, no new image: ${s(withImagesMs)}; with no images at all: ${s(noImagesMs)} (medians of ${runs}): ` +
    `${Number.isFinite(ratio) ? ratio.toFixed(2) + '×' : '—'}  target ≤ ${IMAGE_TARGETS.rebuildRatio}× ${mark(ok)}`
  );
}

const IMAGE_PATH = /^[\\/]*Attachments[\\/].*\.(png|jpe?g|gif|webp|avif|heic)$/i;

/**
 * A fixture's JSON with every image emptied: each string that names an image under Attachments
 * ("\Attachments\appcms\x.png") becomes "", as a back-end with no photo uploaded answers it.
 * Documents (PDF, DOCX) are left. Returns the value and how many images were emptied.
 */
export function withoutImages<T>(value: T): { value: T; emptied: number } {
  let emptied = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (IMAGE_PATH.test(v)) {
        emptied++;
        return '';
      }
      return v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value) as T, emptied };
}
