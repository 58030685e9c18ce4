// The bench's years rows (issue 41, `npm run bench -- --only years`): the production site built
// from a school's three years of content (DEMO_CONTENT=years: 600 notices, 300 news items, 60
// albums of 40 photos, 100 achievements; scripts/bench/years-build.ts) in a folder of its own,
// served with its demo back-end, and measured against issue 41's targets, printed beside them and
// never asserted:
//   - the biggest page: its HTML bytes and its brotli bytes (the build's own .br copy);
//   - a notice page's data file (page-data.json) bytes;
//   - a page view in Chromium with DevTools' Slow 4G and 4× CPU (scripts/bench/slow-4g.ts), a
//     fresh profile each, its service worker allowed (what it fetches counts too): the bytes of
//     data fetched in its first 12 s, and the back-end's read calls it made.
// "Data" is issue 41's "everything but the HTML, scripts, styles and images": every response a
// fetch() or XMLHttpRequest (or the worker) received that is not HTML, script, style, font or
// image, by its bytes on the wire (compressed, headers aside). The HTML parts fetched after load
// (a long page's later.html) are HTML: shown apart, not counted as data. A read call is a request
// to the back-end's API (/v1/…, on the site's origin or the configured apiBase) other than its
// forms and the live-only birthdays.
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { createHash } from 'node:crypto';
import { YEARS } from '../../demo/years-content.mjs';
import { throttleSlow4g, SLOW_4G_TEXT } from './slow-4g';
import { PAGES, noticeDetailPath } from './pages';
import { YEARS_DIR, buildYearsSite, ownYearsDir, serveYearsSite, type YearsBuild, type YearsSite } from './years-build';
import type { Browser, Request } from '@playwright/test';

/** A page of a built site: its path, its HTML bytes, its brotli bytes (distinctBr: with every photo its own copies). */
export interface PageSize {
  path: string;
  html: number;
  br: number;
  distinctBr?: number;
}
/** The pages of a built site, summed up (pageSizes). */
export interface PageSizes {
  count: number;
  totalHtml: number;
  biggestHtml: PageSize;
  biggestBr: PageSize;
  biggestDistinctBr?: PageSize | null;
}
/** One response a view received, for the saved results. */
interface Seen {
  url: string;
  kind: 'data' | 'html' | null;
  bytes: number;
  at: number;
  worker: boolean;
}
/** What one page view fetched (measureView). */
export interface View {
  data: { bytes: number; count: number; largest: { url: string; bytes: number } | null };
  html: { bytes: number; count: number };
  /** The read calls, by operation. */
  reads: Record<string, number>;
  readCount: number;
  readBytes: number;
  workerReads: number;
  late: number;
  open: string[];
  workerRequests?: number;
  responses?: Seen[];
}
/** A row of the views: measured, or why not. */
export type ViewRow = { path?: string; error: string } | ({ path?: string; error?: undefined } & View);
/** What yearsTable prints: yearsSection's result (the tests give the parts a row reads). */
export interface YearsRows {
  build?: Pick<YearsBuild, 'reused' | 'ms' | 'code'>;
  sizes?: PageSizes;
  noticeData?: { path: string; bytes: number } | null;
  views?: Record<string, ViewRow | YearsRowView>;
}
/** A measured view as yearsTable reads it. */
interface YearsRowView {
  error?: undefined;
  data: { bytes: number; count: number; largest: { bytes: number } | null };
  html: { bytes: number };
  reads: Record<string, number>;
  readCount: number;
  readBytes: number;
  workerReads?: number;
  open?: string[];
}
/** What the years section measured (yearsSection). */
export interface YearsResult extends YearsRows {
  content: string;
  photos: string;
  targets: typeof YEARS_TARGETS;
  views: Record<string, ViewRow>;
  build?: YearsBuild;
  error?: string;
}

export const YEARS_TARGETS = { htmlKb: 200, brotliKb: 40, noticeDataKb: 30, viewDataKb: 100, erpReads: 0, windowMs: 12_000 };
/**
 * Read calls are counted over the whole view, not its first 12 s (a loaded machine's slow page
 * makes its calls later): until the network has been quiet for READS_QUIET_MS after the data's
 * window, READS_MAX_MS at most.
 */
const READS_QUIET_MS = 2_000;
const READS_MAX_MS = 30_000;
/** The pages whose data a view fetches is measured against the target (issue 41). */
export const YEARS_DATA_PAGES = ['home', 'notice list', 'news list', 'gallery', 'notice detail'];
/** Every page measured: those, then the bench's other pages, for their read calls. */
export const YEARS_VIEW_PAGES = [
  ...YEARS_DATA_PAGES,
  ...Object.keys(PAGES).filter((n) => !YEARS_DATA_PAGES.includes(n) && !n.endsWith('(ne)')),
];
export const YEARS_CONTENT_TEXT = `${YEARS.notices} notices (${YEARS.validNotices} valid), ${YEARS.news} news items, ${YEARS.albums} albums of ${YEARS.photosPerAlbum} photos, ${YEARS.achievements} achievements`;

/** The back-end's forms (posted by a visitor, not read calls) and its live-only data (src/api/endpoint.ts ALWAYS_LIVE_ONLY). */
const FORM_OPERATIONS = ['General/FeedbackSuggestion', 'General/SaveAlumni', 'Student/TCCC_Request'];
const ALWAYS_LIVE_ONLY_OPERATIONS = ['Admin/GetBirthDayList'];

const kb = (b: number | undefined) => (b !== undefined && Number.isFinite(b) ? `${(b / 1024).toFixed(1)} KB` : '–');
const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? '  ok' : '  MISSED');

/** Every page (index.html) of a built site: its site path, HTML bytes and brotli bytes. */
export function pageSizes(dist: string): PageSizes {
  const root = realpathSync(dist);
  const pages: PageSize[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      // (A folder of a finished release is a link into the store of shared folders.)
      if (e.isDirectory() || (e.isSymbolicLink() && statSync(full).isDirectory())) {
        if (e.name !== 'assets' && e.name !== '_b') walk(full);
      } else if (e.name === 'index.html') {
        const html = statSync(full).size;
        const br = existsSync(`${full}.br`)
          ? statSync(`${full}.br`).size
          : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        const rel = relative(root, dir).split(sep).join('/');
        pages.push({ path: `/${rel}`, html, br });
      }
    }
  };
  walk(root);
  // The years' photos are links to a few files, so their copies share a few names (the images
  // step names a copy by its bytes) and a page of photos repeats them: brotli makes far less of it
  // than of a school's, whose every photo has copies of its own. For the biggest pages, the
  // brotli bytes with each <img>'s copy names made its own (distinctBr) say what a school's would be.
  for (const p of [...pages].sort((a, b) => b.html - a.html).slice(0, DISTINCT_PAGES)) {
    const html = readFileSync(join(root, ...p.path.split('/').filter(Boolean), 'index.html'), 'utf8');
    p.distinctBr = brotliCompressSync(distinctCopies(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  const biggest = (key: 'html' | 'br' | 'distinctBr') =>
    pages.reduce<PageSize | null>((a, b) => ((b[key] ?? -1) > (a?.[key] ?? -1) ? b : a), null);
  const total = pages.reduce((s, p) => s + p.html, 0);
  return {
    count: pages.length,
    totalHtml: total,
    // (A site has pages: the bench measures none without.)
    biggestHtml: biggest('html')!,
    biggestBr: biggest('br')!,
    biggestDistinctBr: biggest('distinctBr'),
  };
}

/** How many of the biggest pages get the distinct-copies estimate (brotli at 11 is slow). */
const DISTINCT_PAGES = 3;

/** The HTML with each <img>'s picture copies (/img/<id>-<width>.webp, /img/p/… for a person's) under names of its own. */
export function distinctCopies(html: string): string {
  let n = 0;
  return html.replace(/<img\b[^>]*>/g, (tag: string) => {
    const own = createHash('sha256').update(`copy ${n++}`).digest('hex').slice(0, 16);
    return tag.replace(/\/img\/(p\/)?[0-9a-f]{16}-/g, (_: string, p = '') => `/img/${p}${own}-`);
  });
}

/** The data file (page-data.json) of the notice page the bench measures: { path, bytes } or null. */
export function noticeDataFile(dist: string): { path: string; bytes: number } | null {
  const path = noticeDetailPath(dist);
  if (!path) return null;
  const file = join(dist, ...path.split('/').filter(Boolean).map(decodeURIComponent), 'page-data.json');
  return { path, bytes: existsSync(file) ? statSync(file).size : NaN };
}

/** Is this response data (issue 41's sense)? 'data', 'html' (an HTML part) or null (not counted). */
export function kindOf(resourceType: string, contentType: string | undefined): 'data' | 'html' | null {
  if (['document', 'script', 'stylesheet', 'image', 'font', 'media', 'manifest', 'texttrack'].includes(resourceType)) return null;
  const type = String(contentType ?? '').toLowerCase();
  if (type.startsWith('text/html')) return 'html';
  if (/javascript|ecmascript|text\/css|^image\/|^font\/|woff/.test(type)) return null;
  return 'data';
}

/** The back-end's read operation a request calls ('General/GetNoticeList'), or null when it is none. */
export function readCallOf(url: string, method: string, apiOrigins: string[]): string | null {
  const u = new URL(url);
  if (!apiOrigins.includes(u.origin)) return null;
  const m = /^\/v1\/([^/]+)\/([^/?#]+)\/?$/i.exec(u.pathname);
  if (!m || method !== 'POST') return null;
  const op = `${m[1]}/${m[2]}`;
  if (FORM_OPERATIONS.some((f) => f.toLowerCase() === op.toLowerCase())) return null;
  if (ALWAYS_LIVE_ONLY_OPERATIONS.some((f) => f.toLowerCase() === op.toLowerCase())) return null;
  return op;
}

/**
 * One page view on the slow phone: what was fetched in its first `windowMs` (from the
 * navigation's start), by kind: data (bytes, count, the largest), HTML parts, and the read calls
 * to the back-end (by operation). `apiBase`: the configured back-end's address, if not the site's.
 */
export async function measureView(
  browser: Browser,
  url: string,
  { apiBase = '', windowMs = YEARS_TARGETS.windowMs }: { apiBase?: string; windowMs?: number } = {},
): Promise<View> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const apiOrigins = [new URL(url).origin, ...(apiBase ? [new URL(apiBase).origin] : [])];
  const out: View = {
    data: { bytes: 0, count: 0, largest: null },
    html: { bytes: 0, count: 0 },
    reads: {},
    readCount: 0,
    readBytes: 0,
    workerReads: 0,
    late: 0,
    open: [],
  };
  let started = 0;
  const seen: Seen[] = [];
  const inflight = new Set<Request>();
  // A read call counts when it is made, answered in the window or not: by the page (the worker
  // passes the page's own on, and a call of its own is counted apart).
  const made = (req: Request) => {
    if (!started) return;
    lastActivity = Date.now();
    if (Date.now() - started <= windowMs) inflight.add(req);
    const op = readCallOf(req.url(), req.method(), apiOrigins);
    if (!op) return;
    if (req.serviceWorker()) return void out.workerReads++;
    out.reads[op] = (out.reads[op] ?? 0) + 1;
    out.readCount++;
  };
  let lastActivity = 0;
  const settle = async (req: Request) => {
    lastActivity = Date.now();
    inflight.delete(req);
    const at = Date.now() - started;
    if (!started || at > windowMs) return void out.late++;
    const response = await req.response().catch(() => null);
    // Answered by the worker: its own fetch (if any) is the network's cost, counted once, there.
    if (!response || response.fromServiceWorker()) return;
    let bytes = NaN;
    try {
      bytes = (await req.sizes()).responseBodySize;
    } catch {
      /* closed meanwhile */
    }
    if (!(bytes >= 0))
      bytes = await response.body().then(
        (b) => b.length,
        () => 0,
      );
    if (readCallOf(req.url(), req.method(), apiOrigins)) out.readBytes += bytes;
    const kind = kindOf(req.resourceType(), response.headers()['content-type']);
    seen.push({ url: req.url(), kind, bytes, at, worker: !!req.serviceWorker() });
    if (kind === 'data') {
      out.data.bytes += bytes;
      out.data.count++;
      if (!out.data.largest || bytes > out.data.largest.bytes) out.data.largest = { url: new URL(req.url()).pathname, bytes };
    } else if (kind === 'html') {
      out.html.bytes += bytes;
      out.html.count++;
    }
  };
  const pending: Promise<void>[] = [];
  context.on('request', made);
  context.on('requestfinished', (req) => pending.push(settle(req)));
  context.on('requestfailed', (req) => inflight.delete(req));
  try {
    const page = await context.newPage();
    const throttle = await throttleSlow4g(browser, context, page);
    started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 }).catch(() => {});
    const left = windowMs - (Date.now() - started);
    if (left > 0) await page.waitForTimeout(left);
    // (What finished by the window's end is counted; what is still open is named, not counted:
    // the data a page asks for, not its pictures or code.)
    out.open = [...inflight]
      .filter((req) => ['fetch', 'xhr', 'other'].includes(req.resourceType()))
      .map((req) => new URL(req.url()).pathname);
    // The read calls, until the page is quiet (the data's figures stay the window's: settle()
    // counts nothing finished after it).
    while (Date.now() - started < READS_MAX_MS && Date.now() - lastActivity < READS_QUIET_MS) await page.waitForTimeout(250);
    await Promise.all(pending);
    await throttle.stop();
    out.workerRequests = seen.filter((s) => s.worker).length;
    // (Each response counted, for the saved results: what to make smaller.)
    out.responses = seen.filter((s) => s.kind).map((s) => ({ ...s, url: new URL(s.url).pathname }));
    return out;
  } finally {
    await context.close();
  }
}

/** The years rows, as printed. */
export function yearsTable(r: YearsRows): string[] {
  const t = YEARS_TARGETS;
  const lines: string[] = [];
  if (r.build)
    lines.push(
      `build: ${r.build.reused ? 'reused' : `${(r.build.ms / 1000).toFixed(0)} s`} (exit ${r.build.code}), ${r.sizes?.count ?? '?'} pages, ${kb(r.sizes?.totalHtml)} of HTML`,
    );
  if (r.sizes) {
    const { biggestHtml: h, biggestBr: b } = r.sizes;
    lines.push(
      `biggest page (HTML)     ${decodeURI(h.path).padEnd(40)} ${kb(h.html).padStart(10)} HTML  ${kb(h.br).padStart(9)} brotli   target ≤ ${t.htmlKb} KB / ${t.brotliKb} KB${mark(h.html <= t.htmlKb * 1024 && h.br <= t.brotliKb * 1024)}`,
    );
    const d = r.sizes.biggestDistinctBr;
    if (d?.distinctBr !== undefined)
      lines.push(
        `biggest page (brotli, every photo its own copies: an estimate) ${decodeURI(d.path)} ${kb(d.distinctBr)}   target ≤ ${t.brotliKb} KB${mark(d.distinctBr <= t.brotliKb * 1024)}`,
      );
    if (b.path !== h.path)
      lines.push(
        `biggest page (brotli)   ${decodeURI(b.path).padEnd(40)} ${kb(b.html).padStart(10)} HTML  ${kb(b.br).padStart(9)} brotli${mark(b.br <= t.brotliKb * 1024)}`,
      );
  }
  if (r.noticeData)
    lines.push(
      `notice page's data file ${decodeURI(r.noticeData.path).slice(0, 40).padEnd(40)} ${kb(r.noticeData.bytes).padStart(10)}                  target ≤ ${t.noticeDataKb} KB${mark(r.noticeData.bytes <= t.noticeDataKb * 1024)}`,
    );
  lines.push('');
  lines.push(
    `A page view's first ${t.windowMs / 1000} s, Chromium, DevTools Slow 4G (${SLOW_4G_TEXT}), fresh profile, service worker allowed; bytes on the wire`,
    `(ERP reads: the calls the view makes until it is quiet, ${READS_MAX_MS / 1000} s at most; their bytes: those answered in the first ${t.windowMs / 1000} s):`,
  );
  lines.push(
    `${'page'.padEnd(20)} ${'data'.padStart(10)} ${'(n)'.padStart(5)}  ${'largest'.padStart(9)}  ${'HTML parts'.padStart(10)}  ${'ERP reads'.padStart(9)} ${'(bytes)'.padStart(10)}   targets: data ≤ ${t.viewDataKb} KB, ERP reads ${t.erpReads}`,
  );
  for (const [name, v] of Object.entries(r.views ?? {})) {
    if (v.error) {
      lines.push(`${name.padEnd(20)} failed: ${v.error}`);
      continue;
    }
    // (A view without an error was measured.)
    const m = v as YearsRowView;
    const dataTarget = YEARS_DATA_PAGES.includes(name);
    const ok = (dataTarget ? m.data.bytes <= t.viewDataKb * 1024 : true) && m.readCount + (m.workerReads ?? 0) <= t.erpReads;
    lines.push(
      `${name.padEnd(20)} ${(dataTarget ? kb(m.data.bytes) : `(${kb(m.data.bytes)})`).padStart(10)} ${String(m.data.count).padStart(5)}  ${kb(m.data.largest?.bytes).padStart(9)}  ${kb(m.html.bytes).padStart(10)}  ${String(m.readCount).padStart(9)} ${kb(m.readBytes).padStart(10)}  ${Object.entries(
        m.reads,
      )
        .map(([op, n]) => `${op.replace(/^General\//, '')}${n > 1 ? `×${n}` : ''}`)
        .join(
          ', ',
        )}${m.workerReads ? ` (+${m.workerReads} by the worker)` : ''}${m.open?.length ? `; open at ${t.windowMs / 1000} s: ${m.open.length}` : ''}${mark(ok)}`,
    );
  }
  return lines;
}

/**
 * The years section of the bench: builds the site from years of content (DEMO_PHOTOS=`photos`,
 * as section 5 builds it) into a folder of its own, serves it with its back-end, measures every
 * row and removes the folder. `build` false (--no-build): the browser tests' years build
 * (YEARS_DIR) is measured, if there is one. Returns what it measured.
 *
 */
export async function yearsSection({
  build,
  photos = 'real',
  log,
  note,
  launchChromium,
}: {
  build: boolean;
  photos?: string;
  log: (msg: string) => void;
  note: (msg: string) => void;
  launchChromium: () => Promise<Browser>;
}): Promise<YearsResult> {
  const out: YearsResult = { content: YEARS_CONTENT_TEXT, photos, targets: YEARS_TARGETS, views: {} };
  const dir = build ? ownYearsDir() : YEARS_DIR;
  let site: YearsSite | null = null;
  let browser: Browser | null = null;
  try {
    if (build) out.build = await buildYearsSite({ dir, photos, log });
    else if (!existsSync(join(dir, 'dist', 'index.html'))) {
      note(`years: --no-build, and no years build in ${dir}: section not measured`);
      out.error = 'no years build';
      return out;
    } else {
      note(`years: --no-build, so the years build in ${dir} was measured, with its photos`);
      try {
        out.photos = (JSON.parse(readFileSync(join(dir, 'years-build.json'), 'utf8')) as { photos?: string }).photos ?? '';
      } catch {
        out.photos = '';
      }
    }
    const dist = join(dir, 'dist');
    out.sizes = pageSizes(dist);
    out.noticeData = noticeDataFile(dist);
    log(
      `years: ${out.sizes.count} pages; biggest ${decodeURI(out.sizes.biggestHtml.path)} ${kb(out.sizes.biggestHtml.html)} (${kb(out.sizes.biggestHtml.br)} brotli)`,
    );
    site = await serveYearsSite({ dist, photos: out.photos });
    browser = await launchChromium();
    for (const name of YEARS_VIEW_PAGES) {
      const path = name === 'notice detail' ? out.noticeData?.path : PAGES[name];
      if (!path) {
        out.views[name] = { error: 'no prerendered notice page' };
        continue;
      }
      try {
        const v = await measureView(browser, site.url + path);
        out.views[name] = { path, ...v };
        log(
          `years: ${name}: data ${kb(v.data.bytes)} (${v.data.count}), HTML parts ${kb(v.html.bytes)}, ERP reads ${v.readCount} (${kb(v.readBytes)})`,
        );
      } catch (err) {
        const error = String((err as Error)?.message ?? err).split('\n')[0];
        out.views[name] = { path, error };
        log(`years: ${name}: failed: ${error}`);
      }
    }
    return out;
  } finally {
    await browser?.close();
    await site?.close();
    if (build) rmSync(dir, { recursive: true, force: true });
  }
}
