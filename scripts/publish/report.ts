// What a run of the pipeline says it did, read from its record (scripts/build/record.ts: the one
// record of a build, which carries the publish outcome): which operations were held (built from
// their last good answer), failed (nothing good ever kept: rendered empty) or published empty,
// which pages were skipped, and what changed against the live release (pages added, removed,
// changed). The report goes to stdout (short) and, as JSON, beside the release (report.json) and
// to .publish/last-report.json, for a timer's log and a monitoring check; the exit code sums it up
// (docs/deployment.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_RECORD, recordFile } from '../build/record';
import { PAGE_FILE } from '../build/page-writer';
import { firstScreenNote, type FirstScreenFit } from '../build/first-window';
import type { CopyReport } from '../build/image-copies';
import type { OperationEntry } from './last-good';
import type { BucketOutcome } from './s3-publish';

/** A page of a release: its address and its index.html (relative to the site); builtAt, the build whose stamp its files carry when not its release's. */
export interface PageRef {
  path: string;
  file: string;
  builtAt?: number;
}
/** A page as the build's record keeps it. */
export interface RecordPage {
  path: string;
  dir: string;
  builtAt?: number;
}
/** A home page whose first screen the build changed to fit the first round trip (scripts/build/first-window.ts). */
export type FirstScreenMove = FirstScreenFit & { path: string };
/** Why a build was not put live (scripts/publish/refusal.ts). */
export interface Refused {
  why: 'nothing-usable' | 'content-lost';
  operations: { name: string; reason: string }[];
  fix: string;
}
/** What of a run's record (scripts/build/pipeline.ts) the report is made from. */
export interface RunRecord {
  command: string;
  published?: boolean;
  error?: string | null;
  release?: string | null;
  previousRelease?: string | null;
  startedAt?: number;
  finishedAt?: number;
  source?: string;
  operations?: OperationEntry[];
  pages?: RecordPage[];
  skipped?: { path: string; reason: string }[];
  changes?: { added: string[]; removed: string[]; changed: string[] };
  /** The pages taken unchanged from the live release, and those of them not even rendered. */
  reused?: unknown[];
  unrendered?: unknown[];
  budgets?: string[];
  images?: CopyReport;
  firstScreen?: FirstScreenMove[];
  took?: Record<string, number>;
  refused?: Refused | null;
  bucket?: BucketOutcome | null;
}
type Entry = Omit<OperationEntry, 'status'>;
/** The report of a run (reportOf): the JSON beside the release and in .publish/last-report.json. */
export interface Report {
  version: number;
  command: string;
  published: boolean;
  exitCode: number;
  release: string | null;
  previousRelease: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  source: string | null;
  operations: { held: Entry[]; failed: Entry[]; emptied: Entry[] };
  pages: {
    count: number;
    added: string[];
    removed: string[];
    changed: string[];
    skipped: { path: string; reason: string }[];
    reused: number;
    unrendered: number;
  };
  images: CopyReport | null;
  budgets: string[];
  firstScreen: FirstScreenMove[];
  error: string | null;
  bucket: BucketOutcome | null;
  refused: Refused | null;
  seconds: Record<string, number>;
}

/**
 * 0  published; every operation answered and every page was made.
 * 1  (npm run build only) published, but a size budget is exceeded (scripts/build/size-budget.ts).
 * 2  published, but something was held, failed or skipped: read the report.
 * 3  nothing published: the live site is as it was (the report says why). With a bucket
 *    (PUBLISH_TARGET): also a release live here that the bucket could not take (`bucket: <cause>`;
 *    the bucket's site is as it was, and the next run publishes it there).
 */
export const EXIT = { OK: 0, BUDGETS: 1, PUBLISHED_WITH_PROBLEMS: 2, NOTHING_PUBLISHED: 3 } as const;

/** The exit code a run's record stands for. */
export function exitCodeOf(record: RunRecord): number {
  if (!record.published || record.bucket?.error) return EXIT.NOTHING_PUBLISHED;
  if (record.command === 'build' && record.budgets?.length) return EXIT.BUDGETS;
  const problem = (record.operations ?? []).some((o) => ['held', 'held-empty', 'failed'].includes(o.status));
  return problem || record.skipped?.length || record.images?.failed?.length ? EXIT.PUBLISHED_WITH_PROBLEMS : EXIT.OK;
}

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);
const without = ({ status, ...rest }: OperationEntry): Entry => (void status, rest);

/** The report of a run, from its record (the JSON written beside the release; formatReport prints it). */
export function reportOf(record: RunRecord): Report {
  const ops = record.operations ?? [];
  const by = (...statuses: OperationEntry['status'][]) => ops.filter((o) => statuses.includes(o.status)).map(without);
  return {
    version: 1,
    command: record.command,
    published: !!record.published,
    exitCode: exitCodeOf(record),
    release: record.release ?? null,
    previousRelease: record.previousRelease ?? null,
    startedAt: iso(record.startedAt),
    finishedAt: iso(record.finishedAt),
    source: record.source ?? null,
    operations: { held: by('held', 'held-empty'), failed: by('failed'), emptied: by('emptied') },
    pages: {
      count: record.pages?.length ?? 0,
      added: record.changes?.added ?? [],
      removed: record.changes?.removed ?? [],
      changed: record.changes?.changed ?? [],
      skipped: record.skipped ?? [],
      /** How many pages were taken unchanged from the live release (links: neither written nor compressed again). */
      reused: record.reused?.length ?? 0,
      /** How many of those were not even rendered (inputs unchanged, no date drawn). */
      unrendered: record.unrendered?.length ?? 0,
    },
    /**
     * The pictures' copies (scripts/build/image-copies.ts): how many pictures, copied now, found
     * unchanged, kept from the last build; and each picture without new copies, with its reason.
     */
    images: record.images ?? null,
    budgets: record.budgets ?? [],
    /**
     * Each home page whose first screen the build changed to reach a phone in a connection's first
     * round trip (scripts/build/first-window.ts): { path, configured, used, moved: section ids, bytes,
     * fits, limit }.
     */
    firstScreen: record.firstScreen ?? [],
    error: record.error ?? null,
    /**
     * The bucket (PUBLISH_TARGET, scripts/publish/s3-publish.ts), or null without one: { target,
     * release, uploaded, unchanged, kept, deleted, bytes } or { target, release, error }.
     */
    bucket: record.bucket ?? null,
    /** Why this build was not put live (scripts/publish/refusal.ts): { why, operations, fix }, or null. */
    refused: record.refused ?? null,
    /** How long each step took (s): a timer's log shows a slow back-end or a slow machine. */
    seconds: Object.fromEntries(Object.entries(record.took ?? {}).map(([k, ms]) => [k, Math.round(ms / 100) / 10])),
  };
}

const read = (file: string) => (existsSync(file) ? readFileSync(file) : null);
/** A page's file with its build's stamp taken out (the build time is in every page's HTML). */
const unstamped = (file: string, builtAt: number | null | undefined) => {
  const b = read(file);
  if (!b || !builtAt) return b;
  return b.toString('utf8').split(String(builtAt)).join('');
};
const same = (a: Buffer | string | null, b: Buffer | string | null) =>
  (a === null && b === null) || (a !== null && b !== null && String(a) === String(b));

/**
 * Pages added, removed and changed between two releases. pages: [{ path, file, builtAt? }] (file
 * relative to the site, its index.html; builtAt: the build whose stamp its files carry, when it is
 * not its release's: a page taken unchanged from the release before, scripts/build/page-reuse.ts);
 * before: the previous release's list; builtAt of each.
 */
export function comparePages({
  before = [],
  beforeSite,
  beforeBuiltAt,
  after = [],
  site,
  builtAt,
}: {
  before?: PageRef[];
  beforeSite?: string;
  beforeBuiltAt?: number | null;
  after?: PageRef[];
  site: string;
  builtAt: number;
}): { added: string[]; removed: string[]; changed: string[] } {
  const old = new Map(before.map((p) => [p.path, p]));
  const now = new Map(after.map((p) => [p.path, p]));
  const added = [...now.keys()].filter((p) => !old.has(p));
  const removed = [...old.keys()].filter((p) => !now.has(p));
  const changed: string[] = [];
  for (const [path, page] of now) {
    if (!old.has(path) || !beforeSite) continue;
    const was = old.get(path)!;
    const dir = page.file.replace(/index\.html$/, '');
    const oldDir = was.file.replace(/index\.html$/, '');
    const differs = ['index.html', 'page-data.json', 'fresh.json', 'later.html'].some(
      (f) =>
        !same(unstamped(join(beforeSite, oldDir, f), was.builtAt ?? beforeBuiltAt), unstamped(join(site, dir, f), page.builtAt ?? builtAt)),
    );
    if (differs) changed.push(path);
  }
  return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}

/** The pages of a record ({ path, dir, builtAt? }), as { path, file, builtAt? }. */
export const pageFiles = (pages: RecordPage[] = []): PageRef[] =>
  pages.map((p) => ({ path: p.path, file: p.dir ? `${p.dir}/${PAGE_FILE}` : PAGE_FILE, ...(p.builtAt ? { builtAt: p.builtAt } : {}) }));

/** A release's build record, or null (a site adopted from before releases has none). */
function recordOf(release: { site: string } | null): Partial<Pick<RunRecord, 'operations' | 'pages'>> | null {
  if (!release) return null;
  try {
    return JSON.parse(readFileSync(recordFile(release.site, BUILD_RECORD), 'utf8')) as Partial<Pick<RunRecord, 'operations' | 'pages'>>;
  } catch {
    return null;
  }
}

/** What became of each operation in the build of a release, or null when its record does not say. */
export function operationsOf(release: { site: string } | null): OperationEntry[] | null {
  const ops = recordOf(release)?.operations;
  return Array.isArray(ops) ? ops : null;
}

/** The pages of a release: its build record's, else (a site adopted from before releases) its index.html files. */
export function pagesOf(release: { site: string } | null): PageRef[] {
  if (!release) return [];
  const record = recordOf(release);
  if (Array.isArray(record?.pages)) return pageFiles(record.pages);
  try {
    const listed = JSON.parse(readFileSync(recordFile(release.site, '.prerendered.json'), 'utf8')) as unknown[];
    return listed
      .filter((f): f is string => typeof f === 'string' && /(^|\/)index\.html$/.test(f))
      .map((file) => ({
        path:
          '/' +
          file
            .replace(/\/?index\.html$/, '')
            .split('/')
            .filter(Boolean)
            .map(encodeURIComponent)
            .join('/'),
        file,
      }));
  } catch {
    return [];
  }
}

const list = (items: string[], show = (x: string) => x, max = 10) =>
  items.length <= max ? items.map(show).join(', ') : `${items.slice(0, max).map(show).join(', ')} and ${items.length - max} more`;
/** At most a line's worth of an address from the data (the JSON report has it whole). */
const short = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n)}…` : s);
/** A path as a person reads it (/media/news/101/Two table tennis…). */
const readable = (path: string) => {
  try {
    return short(decodeURI(path));
  } catch {
    return short(path);
  }
};
const when = (iso: string | undefined) => (iso ? iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC') : '');

/** The report as a few lines for a log. */
export function formatReport(report: Report, reportFile?: string): string {
  const lines: string[] = [];
  const p = report.pages;
  if (report.published) {
    lines.push(
      `publish: release ${report.release} is live: ${p.count} pages (${p.added.length} added, ${p.removed.length} removed, ${p.changed.length} changed${p.reused ? `; ${p.reused} unchanged, linked from the release before, ${p.unrendered} of them not rendered` : ''})`,
    );
  } else lines.push(`publish: nothing published; the live site is as it was${report.error ? `: ${report.error}` : ''}`);
  for (const o of report.operations.held) {
    const since = o.lastGoodAt ? ` (last good answer of ${when(o.lastGoodAt)})` : '';
    const empty = o.publishEmptyAt
      ? `; published empty if still empty at ${when(o.publishEmptyAt)}, or with --confirm-empty ${o.name}`
      : '';
    lines.push(`  held    ${o.name}: ${o.reason}${since}${empty}`);
  }
  const refused = report.refused;
  const lost = new Set(refused?.why === 'content-lost' ? refused.operations.map((o) => o.name) : []);
  for (const o of report.operations.failed)
    if (!lost.has(o.name))
      lines.push(`  failed  ${o.name}: ${o.reason} (no good answer kept${report.published ? ': its parts are empty' : ''})`);
  for (const o of lost.size ? refused!.operations : [])
    lines.push(`  lost    ${o.name}: ${o.reason} (no good answer kept from this address; the live site has its content)`);
  for (const o of report.operations.emptied) lines.push(`  emptied ${o.name}: ${o.reason}`);
  // (As linked, not decoded: the odd address is the point.)
  for (const s of p.skipped) lines.push(`  skipped ${short(s.path)}: ${s.reason}`);
  const pictures = report.images?.failed ?? [];
  for (const f of pictures) lines.push(`  image   ${short(f.url)}: ${f.reason}`);
  if (p.added.length) lines.push(`  added   ${list(p.added, readable)}`);
  if (p.removed.length) lines.push(`  removed ${list(p.removed, readable)}`);
  if (p.changed.length) lines.push(`  changed ${list(p.changed, readable)}`);
  for (const b of report.budgets ?? []) lines.push(`  budget  ${b}`);
  for (const f of report.firstScreen ?? []) lines.push(`  ${f.moved.length ? 'moved ' : 'over  '}  ${firstScreenNote(f)}`);
  const bucket = report.bucket;
  // (Without an error, what the sync did.)
  const synced = bucket as Extract<BucketOutcome, { error?: undefined }> | null;
  if (bucket?.error)
    lines.push(
      `  bucket  ${bucket.target}: ${bucket.error}; the bucket's site is as it was, and the next run publishes release ${bucket.release ?? '(none)'} there`,
    );
  else if (synced?.already) lines.push(`  bucket  ${synced.target}: release ${synced.release} is live there already`);
  else if (synced)
    lines.push(
      `  bucket  ${synced.target}: release ${synced.release} is live there: ${synced.uploaded} uploaded (${(synced.bytes / 1024).toFixed(1)} KB), ${synced.copied} copied in the bucket, ${synced.unchanged} unchanged, ${synced.deleted} deleted, ${synced.kept} kept one more release`,
    );
  if (refused) lines.push(`  to do   ${refused.fix}`);
  const { held, failed } = report.operations;
  const what = [
    held.length && `${held.length} held`,
    failed.length && `${failed.length} failed`,
    p.skipped.length && `${p.skipped.length} page${p.skipped.length === 1 ? '' : 's'} skipped`,
    pictures.length && `${pictures.length} picture${pictures.length === 1 ? '' : 's'} without new copies`,
  ].filter((w): w is string => !!w);
  const meanings: Record<number, string> = {
    [EXIT.OK]: 'published, all fresh',
    [EXIT.BUDGETS]: 'published, but the size budgets are exceeded',
    [EXIT.PUBLISHED_WITH_PROBLEMS]: `published with ${what.join(', ')}`,
    [EXIT.NOTHING_PUBLISHED]: report.published ? 'published here, but not in the bucket' : 'nothing published',
  };
  const meaning = meanings[report.exitCode];
  lines.push(`exit ${report.exitCode}: ${meaning}${reportFile ? ` (report: ${reportFile})` : ''}`);
  return lines.join('\n');
}
