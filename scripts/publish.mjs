// The publisher: every way the site is made and put live goes through here.
//   node scripts/publish.mjs build      npm run build (after validate and gen:types): the code,
//                                       the server bundle and every page, as a new release
//   node scripts/publish.mjs pages      npm run rebuild:pages: the pages again from the back-end's
//                                       data, with the live release's code, as a new release
//   node scripts/publish.mjs rollback   npm run rollback: the release before the live one goes live
//                                       again (rollback <id> for another one; rollback --list)
// Options of build and pages: --confirm-empty <operation|all> (repeatable, or a comma list): an
// answer that came back empty is published empty at once, instead of being held
// (site.publish.confirmEmptyMinutes).
//
// A release is written complete beside the live one (.publish/releases/<id>/site) and dist is
// switched to it in one rename (scripts/publish/release.mjs); the report says what was held,
// failed, skipped and changed (scripts/publish/report.mjs), and the exit code sums it up:
// 0 all fresh, 2 published with something held, failed or skipped, 3 nothing published.
// docs/deployment.md runs `rebuild:pages` every 15 minutes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDir } from './precompress.mjs';
import {
  adoptPlainDist,
  archiveBuild,
  dropUnlisted,
  finishRelease,
  layout,
  listReleases,
  liveRelease,
  lock,
  prune,
  stageFromLive,
  stageSsr,
  startRelease,
  switchTo,
} from './publish/release.mjs';
import { EXIT, addOperations, comparePages, exitCodeOf, formatReport, newReport, pagesOf } from './publish/report.mjs';

const root = join(import.meta.dirname, '..');
const L = layout({ dist: process.env.DIST_DIR ?? join(root, 'dist'), publishDir: process.env.PUBLISH_DIR });

/** The command and its options; exits 3 with a message on anything it does not know. */
function parseArgs(argv) {
  const [command, ...rest] = argv;
  const out = { command, confirmEmpty: [], list: false, id: null };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--confirm-empty' || a.startsWith('--confirm-empty=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : rest[++i];
      if (!v) usage('--confirm-empty needs an operation name (GetNoticeList) or all');
      out.confirmEmpty.push(
        ...v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    } else if (a === '--list' && command === 'rollback') out.list = true;
    else if (command === 'rollback' && !a.startsWith('-') && !out.id) out.id = a;
    else usage(`unknown option ${a}`);
  }
  if (!['build', 'pages', 'rollback'].includes(command)) usage(`unknown command ${command ?? '(none)'}`);
  return out;
}
function usage(msg) {
  console.error(
    `publish: ${msg}\nusage: node scripts/publish.mjs build|pages [--confirm-empty <operation|all>] · rollback [<release id>|--list]`,
  );
  process.exit(EXIT.NOTHING_PUBLISHED);
}

/** Runs a step as its own process; resolves with its exit code and the end of what it printed to stderr. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], env: { ...process.env, ...env } });
    let tail = '';
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      tail = (tail + c).slice(-4000);
    });
    child.on('error', (e) => resolve({ code: 1, tail: String(e.message) }));
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, tail: signal ? `stopped by ${signal}` : tail }));
  });
}
/** The last meaningful line a failed step printed (its error). */
const lastLine = (tail) =>
  tail
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^at |^Node\.js v|^\^|^file:/.test(l))
    .slice(-1)[0] ?? '';

const vite = join(root, 'node_modules/vite/bin/vite.js');
const viteEnv = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

async function publish(opts) {
  const startedAt = Date.now();
  const report = newReport({ command: opts.command, startedAt });
  const held = lock(L);
  if (held.busy !== undefined) {
    report.error = `another publish is running (process ${held.busy}; lock ${L.lockFile})`;
    return finish(report, null);
  }
  adoptPlainDist(L);
  const live = liveRelease(L);
  report.previousRelease = live?.id ?? null;
  if (opts.command === 'pages' && !(live && existsSync(join(live.ssr, 'entry-server.js')))) {
    report.error = `no live release with its server bundle in ${L.releases}: run npm run build first`;
    return finish(report, null);
  }
  const builtAt = Date.now();
  const rel = startRelease(L, builtAt);
  // Stopped (a timer's limit, Ctrl-C) or failed: the unfinished release goes, the live site stays.
  // Once the release is finished it may be live: it is left for prune.
  let finished = false;
  const stop = () => {
    if (!finished) rmSync(rel.dir, { recursive: true, force: true });
    process.exit(EXIT.NOTHING_PUBLISHED);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const failed = (what, step) => {
    report.published = false;
    report.error = `${what}${step?.tail ? `: ${lastLine(step.tail)}` : ''}`;
    rmSync(rel.dir, { recursive: true, force: true });
    return finish(report, null);
  };
  try {
    return await makeRelease({ opts, report, live, rel, builtAt, failed, finishing: () => (finished = true) });
  } catch (e) {
    if (finished && liveRelease(L)?.id === rel.id) throw e; // (cannot be: nothing after the switch throws)
    return failed(`the publish failed: ${e?.message ?? e}`);
  }
}

/** The steps of a build or rebuild into `rel`, up to the switch. */
async function makeRelease({ opts, report, live, rel, builtAt, failed, finishing }) {
  const t0 = Date.now();
  if (opts.command === 'build') {
    const client = await run(process.execPath, [vite, 'build', '--outDir', rel.site, '--emptyOutDir'], viteEnv);
    if (client.code) return failed('the client build failed', client);
    const server = await run(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', rel.ssr, '--emptyOutDir', '--logLevel', 'warn'],
      viteEnv,
    );
    if (server.code) return failed('the server build failed', server);
  } else {
    stageFromLive(live.site, rel.site);
    stageSsr(live.ssr, rel.ssr);
  }
  report.seconds[opts.command === 'build' ? 'bundle' : 'stage'] = Math.round((Date.now() - t0) / 100) / 10;

  const resultFile = join(rel.dir, 'prerender.json');
  let t = Date.now();
  const timed = (step) => {
    report.seconds[step] = Math.round((Date.now() - t) / 100) / 10;
    t = Date.now();
  };
  const pre = await run(process.execPath, [join(root, 'scripts/prerender.mjs')], {
    DIST_DIR: rel.site,
    SSR_DIR: rel.ssr,
    PUBLISH_DIR: L.publishDir,
    PUBLISH_RESULT: resultFile,
    PUBLISH_ARCHIVE: '1',
    PRERENDER_BUILT_AT: String(builtAt),
    PUBLISH_CONFIRM_EMPTY: opts.confirmEmpty.join(','),
  });
  timed('prerender');
  const result = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null;
  if (result) {
    report.source = result.source;
    addOperations(report, result.operations);
    report.pages.skipped = result.skipped;
  }
  if (pre.code || !result) return failed('the pages could not be made', pre);
  if (!result.off && !result.pages.some((p) => p.path === '/')) {
    const why = result.skipped.find((s) => s.path === '/')?.reason;
    return failed(`the home page could not be made${why ? `: ${why}` : ''}`);
  }
  const sw = await run(process.execPath, [join(root, 'scripts/write-sw.mjs')], { DIST_DIR: rel.site });
  if (sw.code) return failed('the service worker could not be written', sw);
  timed('serviceWorker');
  await precompressDir(rel.site);
  timed('precompress');
  dropUnlisted(rel.site);
  archiveBuild({ site: rel.site, builtAt, previous: live, others: listReleases(L) });
  timed('archive');

  report.release = rel.id;
  report.pages.count = result.pages?.length ?? 0;
  Object.assign(
    report.pages,
    comparePages({
      before: pagesOf(live),
      beforeSite: live?.site,
      beforeBuiltAt: live?.builtAt,
      after: result.pages ?? [],
      site: rel.site,
      builtAt,
    }),
  );
  report.published = true;
  report.exitCode = exitCodeOf(report);
  report.finishedAt = new Date().toISOString();
  writeFileSync(join(rel.dir, 'pages.json'), JSON.stringify(result.pages ?? []));
  writeFileSync(join(rel.dir, 'report.json'), JSON.stringify(report, null, 1));
  finishing();
  finishRelease(rel, { createdAt: builtAt, builtAt: result.off ? null : builtAt, kind: opts.command, source: result.source });
  try {
    switchTo(L, rel.id);
  } catch (e) {
    return failed(`the switch to the new release failed: ${e.message}`);
  }
  // (From here the new release is live: nothing may remove it, and nothing may throw.)
  try {
    prune(L, { current: rel.id });
  } catch (e) {
    console.warn(`publish: old releases could not all be removed (${e.message}); the next run tries again`);
  }
  return finish(report, join(rel.dir, 'report.json'));
}

/** Prints the report, keeps it as .publish/last-report.json, and gives the exit code. */
function finish(report, reportFile) {
  report.exitCode = exitCodeOf(report);
  report.finishedAt ??= new Date().toISOString();
  try {
    writeFileSync(L.lastReport, JSON.stringify(report, null, 1));
  } catch {
    /* no .publish folder (the lock could not be taken there either): stdout has it */
  }
  console.log(formatReport(report, reportFile ?? L.lastReport));
  return report.exitCode;
}

function rollback(opts) {
  const held = lock(L);
  if (held.busy !== undefined) {
    console.error(`rollback: another publish is running (process ${held.busy}); try again when it ends`);
    return EXIT.NOTHING_PUBLISHED;
  }
  adoptPlainDist(L);
  const all = listReleases(L);
  const live = liveRelease(L);
  if (opts.list) {
    for (const r of all) {
      const rep = (() => {
        try {
          return JSON.parse(readFileSync(join(r.dir, 'report.json'), 'utf8'));
        } catch {
          return null;
        }
      })();
      const note = rep ? `exit ${rep.exitCode}, ${rep.pages.count} pages, ${rep.operations.held.length} held` : r.kind;
      console.log(`${r.id === live?.id ? '*' : ' '} ${r.id}  ${r.kind}  ${note}`);
    }
    return EXIT.OK;
  }
  const target = opts.id ? all.find((r) => r.id === opts.id) : all.filter((r) => !live || r.createdAt < live.createdAt).at(-1);
  if (!target) {
    console.error(
      opts.id
        ? `rollback: no finished release ${opts.id} (npm run rollback -- --list)`
        : 'rollback: there is no release before the live one',
    );
    return EXIT.NOTHING_PUBLISHED;
  }
  switchTo(L, target.id);
  console.log(`rollback: release ${target.id} is live again (was ${live?.id ?? 'none'})`);
  return EXIT.OK;
}

const opts = parseArgs(process.argv.slice(2));
process.exitCode = opts.command === 'rollback' ? rollback(opts) : await publish(opts);
