// The bench's publishing rows (issue 41: publishing proportional to what changed): a full build of
// a site of its own (its own dist link and .publish folder, in the project: the server bundle
// imports React from node_modules) from the demo back-end, then a rebuild of the pages with
// nothing new, then one with one notice more, each run as the schedule runs it
// (scripts/build/pipeline.ts). For each: the time, the process's peak memory (its maxRSS, from a hook
// loaded into it), and what the .publish folder grew by on disk (du: a file shared by hard links
// counts once). With DEMO_CONTENT=years when the demo back-end has it (years of generated
// content), else the demo's own.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mark } from './report.mjs';

export const PUBLISH_TARGETS = {
  /** A full build's time and bytes per page, against today's content's (the demo's own). */
  perPageRatio: 1.2,
  peakMemoryMB: 1536,
  /** A rebuild with nothing new, against the full build; and what it may add on disk. */
  sameRatio: 0.25,
  sameExtraMB: 10,
  /** A rebuild with one notice more, against the full build. */
  oneMoreRatio: 0.3,
};

/** Whether the demo back-end can hold years of content (another part of issue 41 adds DEMO_CONTENT=years). */
export function demoHasYears(root) {
  const dir = join(root, 'demo');
  return readdirSync(dir).some((f) => f.endsWith('.mjs') && readFileSync(join(dir, f), 'utf8').includes('DEMO_CONTENT'));
}

/** KB on disk under dir (du -sk: hard-linked files once). */
const diskKb = (dir) => Number(spawnSync('du', ['-sk', dir], { encoding: 'utf8' }).stdout.split(/\s/)[0]) || 0;

/** Runs scripts/build/pipeline.ts `args` for the site at `base`: { code, ms, maxRssKb, report }. */
function run(root, base, args, env) {
  const rssFile = join(base, 'maxrss');
  const hook = join(base, 'maxrss-hook.mjs');
  if (!existsSync(hook))
    writeFileSync(
      hook,
      "import { writeFileSync } from 'node:fs';\n" +
        "process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
    );
  rmSync(rssFile, { force: true });
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', hook, join(root, 'scripts/build/pipeline.ts'), '--no-budgets', ...args],
      {
        cwd: root,
        env: { ...process.env, ...env, DIST_DIR: join(base, 'dist'), BENCH_RSS_FILE: rssFile, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      const ms = Date.now() - t;
      let report = null;
      try {
        report = JSON.parse(readFileSync(join(base, '.publish/last-report.json'), 'utf8'));
      } catch {
        /* none */
      }
      const maxRssKb = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN;
      resolve({ code, ms, maxRssKb, report, out });
    });
  });
}

/** The live release's site folder under base. */
const liveSite = (base) => join(base, 'dist');

/**
 * The rows: `server` the demo back-end (its `update({ fixtures })` serves the one notice more),
 * `origin` its address. `baseline`: the same full build's { msPerPage, bytesPerPage } on today's
 * content, when this content is another (years).
 */
export async function publishingRuns({ root, server, origin, log, env = {} }) {
  const base = mkdtempSync(join(root, '.tmp-bench-publish-'));
  const buildEnv = { PRERENDER_DATA: origin, ...env };
  const out = { content: env.DEMO_CONTENT ?? 'the demo fixtures' };
  try {
    log(`publishing: a full build of a site of its own (${out.content}) …`);
    const full = await run(root, base, [], buildEnv);
    if (full.code !== 0 && full.code !== 2)
      return { ...out, error: `the full build exited ${full.code}: ${full.out.split('\n').slice(-3).join(' ')}` };
    const pages = full.report?.pages?.count ?? 0;
    const siteKb = diskKb(`${liveSite(base)}/`);
    out.full = { ms: full.ms, pages, siteKb, msPerPage: full.ms / pages, bytesPerPage: (siteKb * 1024) / pages, maxRssKb: full.maxRssKb };

    const before = diskKb(join(base, '.publish'));
    log('publishing: a rebuild of the pages with nothing new …');
    const same = await run(root, base, ['--pages'], buildEnv);
    out.same = {
      code: same.code,
      ms: same.ms,
      ratio: same.ms / full.ms,
      extraKb: diskKb(join(base, '.publish')) - before,
      reused: same.report?.pages?.reused ?? 0,
      changed: same.report?.pages?.changed?.length ?? null,
      maxRssKb: same.maxRssKb,
    };

    // One notice more: the back-end's fixtures with a notice of its own at the top of the list.
    const fixtures = mkdtempSync(join(base, 'fixtures-'));
    const served = server.options.fixtures;
    cpSync(served, fixtures, { recursive: true });
    const list = JSON.parse(readFileSync(join(fixtures, 'GetNoticeList.json'), 'utf8'));
    const id = Math.max(0, ...list.map((n) => Number(n.NoticeId) || 0)) + 1;
    const now = new Date();
    const day = (ms) => new Date(ms).toISOString().slice(0, 19);
    writeFileSync(
      join(fixtures, 'GetNoticeList.json'),
      JSON.stringify([
        {
          ...list[0],
          NoticeId: id,
          HeadLine: `Bench notice ${id}`,
          Description: 'One notice more.',
          NoticeDate: day(now),
          PublishOn: day(now),
          PublishTime: day(now),
          ValidUpto: day(now.getTime() + 30 * 86400_000),
        },
        ...list,
      ]),
    );
    server.update({ fixtures });
    try {
      log('publishing: a rebuild of the pages with one notice more …');
      const more = await run(root, base, ['--pages'], buildEnv);
      const added = more.report?.pages?.added ?? [];
      out.oneMore = {
        code: more.code,
        ms: more.ms,
        ratio: more.ms / full.ms,
        added: added.length,
        changed: more.report?.pages?.changed?.length ?? null,
        published: added.some((p) => p.startsWith(`/media/notice/${id}/`) || p === `/media/notice/${id}`),
        maxRssKb: more.maxRssKb,
      };
    } finally {
      server.update({ fixtures: served });
    }
    return out;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
const mb = (kb) => (Number.isFinite(kb) ? `${(kb / 1024).toFixed(1)} MB` : '—');

/** The printed rows; `baseline`: the full build on today's content (null when this is it). */
export function publishingLines(r, baseline = null) {
  if (r.error) return [`publishing: not measured: ${r.error}`];
  const T = PUBLISH_TARGETS;
  const lines = [];
  const f = r.full;
  const timeRatio = baseline ? f.msPerPage / baseline.full.msPerPage : null;
  const bytesRatio = baseline ? f.bytesPerPage / baseline.full.bytesPerPage : null;
  lines.push(
    `full build (${r.content}): ${s(f.ms)} for ${f.pages} pages, ${f.msPerPage.toFixed(0)} ms and ${(f.bytesPerPage / 1024).toFixed(1)} KB a page` +
      (baseline
        ? `; ${timeRatio.toFixed(2)}× and ${bytesRatio.toFixed(2)}× today's content's  target ≤ ${T.perPageRatio}× ${mark(timeRatio <= T.perPageRatio && bytesRatio <= T.perPageRatio)}`
        : " (today's content: the baseline)"),
  );
  lines.push(
    `peak memory of the build: ${mb(f.maxRssKb)}  target < ${mb(T.peakMemoryMB * 1024)} ${mark(Number.isFinite(f.maxRssKb) ? f.maxRssKb < T.peakMemoryMB * 1024 : null)}`,
  );
  const same = r.same;
  lines.push(
    `rebuild with nothing new: ${s(same.ms)}, ${same.ratio.toFixed(2)}× the full build  target ≤ ${T.sameRatio}× ${mark(same.ratio <= T.sameRatio)}; ` +
      `${mb(same.extraKb)} more on disk  target ≤ ${T.sameExtraMB} MB ${mark(same.extraKb <= T.sameExtraMB * 1024)} (${same.reused} pages reused, ${same.changed} changed)`,
  );
  const more = r.oneMore;
  if (more)
    lines.push(
      `rebuild with one notice more: ${s(more.ms)}, ${more.ratio.toFixed(2)}× the full build  target ≤ ${T.oneMoreRatio}× ${mark(more.ratio <= T.oneMoreRatio)}; ` +
        `the notice ${more.published ? 'published' : 'NOT published'} ${mark(more.published)} (${more.added} pages added, ${more.changed} changed)`,
    );
  return lines;
}
