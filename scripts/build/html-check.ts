// Every built page passes the Nu HTML Checker (vnu-jar from npm, on Java 17; issue 44): checked in
// npm test after the build. `node --import tsx scripts/build/html-check.ts` checks the last build in DIST_DIR
// (default dist/): every .html of the site, in both languages — the pages, their later.html parts,
// the 404 pages, the app shell — in ONE Java process (it takes seconds to start, so a process per
// page would cost minutes), errors only (warnings name choices, not mistakes). It fails naming
// each page, line and message. Not the build's archive (_b/): its later.html files are copies of
// the pages' own, and the older builds' are what those releases published.
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../publish/release';

const ROOT = join(import.meta.dirname, '../..');
/** The folder of the build's archive of each release (scripts/build/page-writer.ts ARCHIVE_DIR). */
const ARCHIVE = '_b';

/** The checker's jar, in the vnu-jar package (run with the machine's Java, never one it downloads). */
export const vnuJar = (): string => join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** A problem the checker found: its page, place and message. */
export interface HtmlProblem {
  /** The file's path in the site folder ('ne/later.html'), or what the checker named. */
  page: string;
  line: number;
  column: number;
  message: string;
}

/** A message of vnu's JSON report (`--format json`), as far as the report is read. */
interface VnuMessage {
  type?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message?: string;
}

/**
 * Every .html file of the site in `dir` (a link to a release, as dist/ is, is followed, and so are
 * the release's folders, links into the store it shares with the others), its archive left out; sorted.
 */
export function pagesToCheck(dir: string): string[] {
  const site = realpathSync(dir);
  return filesUnder(site, new Set([ARCHIVE]))
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(site, f))
    .sort();
}

/**
 * The problems in vnu's JSON report (`--format json`), each { page, line, column, message }: its
 * errors, and what kept it from checking a file at all (non-document-error: a file it could not
 * read). `page` is the file's path in the site folder `site` (the file: URL decoded).
 */
export function vnuProblems(report: string, site: string): HtmlProblem[] {
  let parsed: { messages?: VnuMessage[] };
  try {
    parsed = JSON.parse(report) as { messages?: VnuMessage[] };
  } catch {
    return [{ page: '', line: 0, column: 0, message: `the checker's report is not JSON: ${report.slice(0, 200)}` }];
  }
  return (parsed.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      page: pageOf(m.url ?? '', site),
      line: m.lastLine ?? m.firstLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      message: m.message ?? String(m.type),
    }));
}

/** A file: URL as its path in `site` ('ne/media/notice/206/Winter uniform/index.html'). */
function pageOf(url: string, site: string): string {
  if (!url.startsWith('file:')) return url;
  const path = fileURLToPath(url);
  const rel = relative(site, path);
  return rel.startsWith('..') ? path : rel.split(sep).join('/');
}

/** One problem as a line of the report. */
export const problemLine = (p: HtmlProblem): string =>
  `${p.page}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}: ${p.message}`;

/** Runs the checker once over `files`; resolves with its JSON report (it writes it to stdout with --stdout). */
function runVnu(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar(), '--errors-only', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      // (It exits 1 when it found errors: the report says which.)
      (err, stdout, stderr) =>
        stdout.trim() ? resolve(stdout) : reject(new Error(err?.message || stderr || 'the checker wrote no report')),
    );
  });
}

async function main() {
  const dir = process.env.DIST_DIR ?? join(ROOT, 'dist');
  const site = realpathSync(dir);
  const files = pagesToCheck(site);
  if (!files.length) {
    console.error(`html-check: no .html files in ${dir}: build the site first (npm run build)`);
    process.exit(1);
  }
  const t0 = Date.now();
  let report: string;
  try {
    report = await runVnu(files);
  } catch (e) {
    console.error(`html-check: the Nu HTML Checker did not run (Java 17 and vnu-jar are needed): ${(e as Error).message}`);
    process.exit(1);
  }
  const problems = vnuProblems(report, site);
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  if (!problems.length) {
    console.log(`✓ all ${files.length} pages pass the Nu HTML Checker (${took})`);
    return;
  }
  const pages = new Set(problems.map((p) => p.page));
  console.error(`✗ the Nu HTML Checker found ${problems.length} errors on ${pages.size} of ${files.length} pages (${took}):`);
  for (const p of problems) console.error(`  ${problemLine(p)}`);
  process.exit(1);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
