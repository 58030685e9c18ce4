// What a publish run says it did: which operations were held (built from their last good answer),
// failed (nothing good ever kept: rendered empty) or published empty, which pages were skipped, and
// what changed against the live release (pages added, removed, changed). The same record goes to
// stdout (short) and to report.json beside the release and .publish/last-report.json, for a
// timer's log and a monitoring check; the exit code sums it up (docs/deployment.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * 0  published; every operation answered and every page was made.
 * 2  published, but something was held, failed or skipped: read the report.
 * 3  nothing published: the live site is as it was (the report says why).
 */
export const EXIT = { OK: 0, PUBLISHED_WITH_PROBLEMS: 2, NOTHING_PUBLISHED: 3 };

/** A new report for a run ('build': npm run build; 'pages': npm run rebuild:pages). */
export function newReport({ command, startedAt, source }) {
  return {
    version: 1,
    command,
    published: false,
    exitCode: EXIT.NOTHING_PUBLISHED,
    release: null,
    previousRelease: null,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: null,
    source: source ?? null,
    operations: { held: [], failed: [], emptied: [] },
    pages: { count: 0, added: [], removed: [], changed: [], skipped: [] },
    error: null,
    /** How long each step took (s): a timer's log shows a slow back-end or a slow machine. */
    seconds: {},
  };
}

/** Sorts the prerenderer's operation entries into the report. */
export function addOperations(report, operations = []) {
  for (const o of operations) {
    const { status, ...rest } = o;
    if (status === 'held' || status === 'held-empty') report.operations.held.push(rest);
    else if (status === 'failed') report.operations.failed.push(rest);
    else if (status === 'emptied') report.operations.emptied.push(rest);
  }
}

/** The exit code a finished report stands for. */
export function exitCodeOf(report) {
  if (!report.published) return EXIT.NOTHING_PUBLISHED;
  const { held, failed } = report.operations;
  return held.length || failed.length || report.pages.skipped.length ? EXIT.PUBLISHED_WITH_PROBLEMS : EXIT.OK;
}

const read = (file) => (existsSync(file) ? readFileSync(file) : null);
/** A page's file with its build's stamp taken out (the build time is in every page's HTML). */
const unstamped = (file, builtAt) => {
  const b = read(file);
  if (!b || !builtAt) return b;
  return b.toString('utf8').split(String(builtAt)).join('');
};
const same = (a, b) => (a === null && b === null) || (a !== null && b !== null && String(a) === String(b));

/**
 * Pages added, removed and changed between two releases. pages: [{ path, file }] (file relative
 * to the site, its index.html); before: the previous release's list; builtAt of each.
 */
export function comparePages({ before = [], beforeSite, beforeBuiltAt, after = [], site, builtAt }) {
  const old = new Map(before.map((p) => [p.path, p.file]));
  const now = new Map(after.map((p) => [p.path, p.file]));
  const added = [...now.keys()].filter((p) => !old.has(p));
  const removed = [...old.keys()].filter((p) => !now.has(p));
  const changed = [];
  for (const [path, file] of now) {
    if (!old.has(path) || !beforeSite) continue;
    const dir = file.replace(/index\.html$/, '');
    const oldDir = old.get(path).replace(/index\.html$/, '');
    const differs = ['index.html', 'page-data.json', 'later.html'].some(
      (f) => !same(unstamped(join(beforeSite, oldDir, f), beforeBuiltAt), unstamped(join(site, dir, f), builtAt)),
    );
    if (differs) changed.push(path);
  }
  return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}

/** The pages of a release: its pages.json, else (a release made before it) its index.html files. */
export function pagesOf(release) {
  if (!release) return [];
  try {
    return JSON.parse(readFileSync(join(release.dir, 'pages.json'), 'utf8'));
  } catch {
    try {
      const listed = JSON.parse(readFileSync(join(release.site, '.prerendered.json'), 'utf8'));
      return listed
        .filter((f) => typeof f === 'string' && /(^|\/)index\.html$/.test(f))
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
}

const list = (items, show = (x) => x, max = 10) =>
  items.length <= max ? items.map(show).join(', ') : `${items.slice(0, max).map(show).join(', ')} and ${items.length - max} more`;
/** At most a line's worth of an address from the data (the JSON report has it whole). */
const short = (s, n = 120) => (s.length > n ? `${s.slice(0, n)}…` : s);
/** A path as a person reads it (/media/news/101/Two table tennis…). */
const readable = (path) => {
  try {
    return short(decodeURI(path));
  } catch {
    return short(path);
  }
};
const when = (iso) => (iso ? iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC') : '');

/** The report as a few lines for a log. */
export function formatReport(report, reportFile) {
  const lines = [];
  const p = report.pages;
  if (report.published) {
    lines.push(
      `publish: release ${report.release} is live: ${p.count} pages (${p.added.length} added, ${p.removed.length} removed, ${p.changed.length} changed)`,
    );
  } else lines.push(`publish: nothing published; the live site is as it was${report.error ? `: ${report.error}` : ''}`);
  for (const o of report.operations.held) {
    const since = o.lastGoodAt ? ` (last good answer of ${when(o.lastGoodAt)})` : '';
    const empty = o.publishEmptyAt
      ? `; published empty if still empty at ${when(o.publishEmptyAt)}, or with --confirm-empty ${o.name}`
      : '';
    lines.push(`  held    ${o.name}: ${o.reason}${since}${empty}`);
  }
  for (const o of report.operations.failed) lines.push(`  failed  ${o.name}: ${o.reason} (no good answer kept: its parts are empty)`);
  for (const o of report.operations.emptied) lines.push(`  emptied ${o.name}: ${o.reason}`);
  // (As linked, not decoded: the odd address is the point.)
  for (const s of p.skipped) lines.push(`  skipped ${short(s.path)}: ${s.reason}`);
  if (p.added.length) lines.push(`  added   ${list(p.added, readable)}`);
  if (p.removed.length) lines.push(`  removed ${list(p.removed, readable)}`);
  if (p.changed.length) lines.push(`  changed ${list(p.changed, readable)}`);
  const { held, failed } = report.operations;
  const what = [
    held.length && `${held.length} held`,
    failed.length && `${failed.length} failed`,
    p.skipped.length && `${p.skipped.length} page${p.skipped.length === 1 ? '' : 's'} skipped`,
  ].filter(Boolean);
  lines.push(
    `exit ${report.exitCode}: ${report.exitCode === EXIT.OK ? 'published, all fresh' : report.exitCode === EXIT.PUBLISHED_WITH_PROBLEMS ? `published with ${what.join(', ')}` : 'nothing published'}${reportFile ? ` (report: ${reportFile})` : ''}`,
  );
  return lines.join('\n');
}
