// node --import tsx scripts/build/precompress.ts [dir]: writes a brotli (.br, quality 11, or 5: below) and a gzip
// (.gz, level 9) copy beside every text file of the built site (dist/ by default) that compression makes
// smaller, for a server to send as they are (nginx brotli_static/gzip_static, Caddy's
// precompressed, the demo server): docs/deployment.md.
//
// Why: on a phone network a page's first bytes come in round trips, about 14.6 KB in the first
// (TCP's first window), twice that in the next. Brotli at its best quality makes a prerendered page
// 15–22% smaller than the gzip a server makes on the fly (the calendar page: 16.2 KB gzip, 12.6 KB
// brotli), which for a page near that first window is a whole round trip less before it paints.
// Quality 11 is too slow to run per request; run once here, it costs seconds.
//
// Quality 11 where a file is served long (issue 41): the hashed code and styles, and every page,
// which a build compresses only when it changed (scripts/build/page-reuse.ts) and which then
// serves every visit until it changes again. Quality 5 where a file is written again by every run
// or nearly: the files every run writes anew (404 pages, sitemap.xml, sw.js) and the data and
// later part of a page that changed in two runs in a row (not its HTML: every visit downloads it
// before the first paint, and the home page's must fit the first round trip); such a page's files
// get quality 11 once it stays (the next run that finds it unchanged compresses them again). On the demo's pages, quality 11 took 25.9 s for 2,027 KB,
// quality 5 0.6 s for 2,281 KB (+12.5%); quality 9 costs nearly 11's time for 5's bytes
// (docs/decisions.md).
//
// A copy keeps its source's modification time, so a server can tell a fresh copy from one left by
// an earlier build (npm run rebuild:pages rewrites the pages, then runs this again), and a second
// run skips the files whose copies are fresh.
import type { Stats } from 'node:fs';
import { link, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PRECOMPRESSED = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest'];
const MIN_BYTES = 1024;

/** How a file is compressed: brotli's quality, and whether its .br is made again though fresh. */
export interface CompressOptions {
  quality?: number;
  redo?: boolean;
}

/** What a compression run did: the files it was given, the copies it wrote and those already fresh. */
export interface CompressTotals {
  files: number;
  written: number;
  skipped: number;
}
const brotli = promisify(zlib.brotliCompress);
/** Brotli's quality for a file served long (BROTLI.long) and for one rewritten by nearly every run (BROTLI.churn). */
export const BROTLI = { long: 11, churn: 5 };
/** The files every run writes anew, whatever changed (their stamp, or every page's address). */
const REWRITTEN = /(^|\/)(404\.html|sitemap\.xml|sw\.js)$/;
const gzip = promisify(zlib.gzip);

/** Whether a file's name says it is worth compressing. */
export const compressible = (name: string): boolean => PRECOMPRESSED.some((ext) => name.endsWith(ext));

/** Every file under dir (recursively) that is worth compressing (not the build's records, .vite/, .prerendered.json: never served). */
export async function textFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) out.push(...(await textFiles(path)));
    else if (compressible(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Were these two files stamped with the same modification time? (utimes keeps milliseconds; a
 * file system keeps more, so the copy's time is the source's to within a millisecond.)
 */
export const sameTime = (a: { mtimeMs: number }, b: { mtimeMs: number }): boolean => Math.abs(a.mtimeMs - b.mtimeMs) < 1;

/** Is there a copy at `copy` made from this very version of the source? */
async function fresh(copy: string, source: Stats): Promise<boolean> {
  try {
    return sameTime(await stat(copy), source);
  } catch {
    return false;
  }
}

/**
 * Writes the copies of `path` not fresh yet; `quality`: brotli's (BROTLI.long by default, churn for
 * the files every run rewrites); `redo`: the .br is made again even when fresh (a page compressed
 * at the cheap quality that stayed: its copy at the best one).
 */
async function compressOne(
  path: string,
  { quality = REWRITTEN.test(path) ? BROTLI.churn : BROTLI.long, redo = false }: CompressOptions = {},
): Promise<{ written: number; skipped: number }> {
  const source = await stat(path);
  if (source.size < MIN_BYTES) return { written: 0, skipped: 0 };
  let written = 0;
  let skipped = 0;
  let body: Buffer | undefined;
  const makers: [string, (b: Buffer) => Promise<Buffer>][] = [
    [
      '.br',
      (b) => brotli(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
    ],
    ['.gz', (b) => gzip(b, { level: 9 })],
  ];
  for (const [ext, make] of makers) {
    if (!(redo && ext === '.br') && (await fresh(path + ext, source))) {
      skipped++;
      continue;
    }
    body ??= await readFile(path);
    const packed = await make(body);
    // A copy no smaller than the file helps no one; the server sends the file itself.
    if (packed.length >= body.length) continue;
    // (Written beside and renamed over: a copy another release shares by a hard link is never
    // changed in place.)
    await writeFile(`${path}${ext}.tmp`, packed);
    await utimes(`${path}${ext}.tmp`, source.atime, source.mtime);
    await rename(`${path}${ext}.tmp`, path + ext);
    written++;
  }
  return { written, skipped };
}

/**
 * A queue of files to compress, `lanes` at a time (zlib's work runs on libuv's thread pool, beside
 * the main thread): add(path) as files are written, done() for the totals once all are compressed.
 */
export function compressor(lanes = 4) {
  const totals: CompressTotals = { files: 0, written: 0, skipped: 0 };
  const queue: [string, CompressOptions | undefined][] = [];
  const running = new Set<Promise<void>>();
  // The first failure, kept for done() to throw: a job's rejection left unheard would end the
  // process (Node's unhandled rejection) in the middle of a build that could still say what failed.
  let failure: Error | null = null;
  const next = () => {
    while (running.size < lanes && queue.length && !failure) {
      const job: Promise<void> = compressOne(...queue.shift()!)
        .then(
          (r) => {
            totals.written += r.written;
            totals.skipped += r.skipped;
          },
          (e) => {
            failure ??= e as Error;
          },
        )
        .finally(() => {
          running.delete(job);
          next();
        });
      running.add(job);
    }
  };
  /** Resolves once no copy is being written (whatever their outcome). */
  const settled = async (): Promise<void> => {
    while (running.size) await Promise.all(running);
  };
  return {
    add(path: string, opts?: CompressOptions): void {
      totals.files++;
      queue.push([path, opts]);
      next();
    },
    settled,
    async done(): Promise<CompressTotals> {
      await settled();
      if (failure) throw failure;
      return totals;
    },
  };
}

/**
 * Gives each of `files` (under `to`) the compressed copies its twin under `from` has (the live
 * release's), when the two are byte for byte the same and those copies are fresh: hard links, and
 * the file takes its twin's time, so compressOne finds them fresh. A full build's code and styles
 * are mostly what the live release has (hashed names), and brotli at quality 11 is the slow part
 * of compression. Resolves with the files that got none (to compress).
 */
export async function carryCompressed(from: string, to: string, files: string[]): Promise<string[]> {
  const left: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const twin = join(from, relative(to, file));
      try {
        const [a, b] = await Promise.all([stat(file), stat(twin)]);
        if (a.size !== b.size || a.size < MIN_BYTES) throw new Error('not the same');
        const copies: string[] = [];
        for (const ext of ['.br', '.gz']) {
          const c = await stat(twin + ext).catch(() => null);
          if (c && sameTime(c, b)) copies.push(ext);
        }
        if (!copies.length || !(await readFile(file)).equals(await readFile(twin))) throw new Error('not the same');
        for (const ext of copies) await link(twin + ext, file + ext);
        await utimes(file, b.atime, b.mtime);
      } catch {
        left.push(file);
      }
    }),
  );
  return left;
}

/** Writes the .br and .gz copies under dir; returns how many were written and how many were fresh. */
export async function precompressDir(dir: string): Promise<CompressTotals> {
  const c = compressor();
  for (const f of await textFiles(dir)) c.add(f);
  return c.done();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '../..', 'dist');
  const t0 = Date.now();
  const { files, written, skipped } = await precompressDir(dir);
  console.log(
    `precompress: ${written} .br/.gz copies written, ${skipped} already fresh, for ${files} files (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}
