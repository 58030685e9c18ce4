// npm test: every check — the production build with, beside it, the unit and integration tests and
// the date tests in two other time zones; then the size budgets and the browser suite against that
// build (Playwright Test, playwright.config.mjs), with, beside it at a lower priority, types, lint,
// formatting, config and form validation, and generated types fresh. Runs every step even when one
// fails, so one run shows every problem; exits non-zero if any failed. The summary gives each
// step's time and the processor time it used.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// What the type check and the formatting check keep between runs, one folder per checkout (work
// trees may share node_modules): tsc's build info (--incremental: a file is checked again when it
// or what it depends on changed) and Prettier's record of files already found formatted, by
// content. Neither can hide a problem; a fresh checkout (CI after npm ci) starts without them.
const cache = join(root, 'node_modules/.cache/npm-test', createHash('sha1').update(root).digest('hex').slice(0, 10));
mkdirSync(cache, { recursive: true });
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', FORCE_COLOR: '0' };
const bin = (name) => join(root, 'node_modules/.bin', name);
const e2eDir = join(root, 'tests/e2e');
const e2eFiles = (suffix) =>
  existsSync(e2eDir)
    ? readdirSync(e2eDir)
        .filter((f) => f.endsWith(suffix))
        .sort()
        .map((f) => `tests/e2e/${f}`)
    : [];
const BUILD = 'production build and prerender';
/**
 * Where a step's tests that failed are written, as data (tests/support/failures-reporter.mjs for
 * the browser suite, unit-failures-reporter.mjs for Vitest's), for the summary.
 */
const failuresFile = (name) => {
  const file = join(cache, `${name}-failures.json`);
  rmSync(file, { force: true });
  return file;
};

/**
 * One step: name, command and arguments, extra environment, its priority (`nice`, the niceness it
 * runs at; 0, the default, is the machine's first call; see the plan below), and the file its
 * tests that failed are written to, when it writes one (`failures`, named by its variable).
 */
const step = (name, cmd, args, { extraEnv = {}, nice = 0, failures } = {}) => ({
  name,
  cmd,
  args,
  extraEnv: failures ? { ...extraEnv, [failures.variable]: failures.file } : extraEnv,
  nice,
  failures: failures?.file,
});
const unitFailures = (name) => ({ variable: 'UNIT_FAILURES_FILE', file: failuresFile(name) });

/**
 * The plan, in two phases. The browser suite needs the build; nothing else does. Both cores are
 * busy from start to end (vmstat), so the order only decides who waits: the checks with no time
 * limits of their own run beside the browser suite at a lower priority (`nice`) and take what it
 * leaves; the unit and integration tests do not, since several of them time a server answering or
 * a whole app rendering, and beside the browser suite they were starved (seen failing at a load of
 * 12–16). So:
 * - first, at full priority: the production build, the unit and integration tests, and the date
 *   tests in two other time zones (one Vitest run, vitest.time-zones.config.ts);
 * - then the browser suite's lane at full priority (the size budgets, the browser suite against
 *   the build) and beside it at niceness 10 lint, type check, formatting, config validation and
 *   generated files fresh, which have no time limits of their own.
 * The lane's output goes straight through; of each other step a line says when it ended, and its
 * output is printed in one piece at the end, before the summary.
 */
const firstPhase = [
  step('unit and integration tests', bin('vitest'), ['run'], { failures: unitFailures('unit') }),
  step('date tests in TZ=America/New_York and TZ=Asia/Kathmandu', bin('vitest'), ['run', '-c', 'vitest.time-zones.config.ts'], {
    failures: unitFailures('time-zones'),
  }),
];
const browserLane = [
  step('size budgets', process.execPath, ['scripts/size-budget.mjs']),
  ...(e2eFiles('.spec.mjs').length
    ? [
        step('browser tests (Playwright)', bin('playwright'), ['test'], {
          failures: { variable: 'E2E_FAILURES_FILE', file: failuresFile('e2e') },
        }),
      ]
    : []),
];
const besideTheBrowsers = [
  step('lint', bin('eslint'), ['.', '--quiet'], { nice: 10 }),
  step(
    'type check',
    bin('tsc'),
    ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', join(cache, 'tsc.tsbuildinfo')],
    { nice: 10 },
  ),
  step(
    'formatting (prettier --check; npm run format fixes it)',
    bin('prettier'),
    ['--check', '.', '--log-level', 'warn', '--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'prettier')],
    { nice: 10 },
  ),
  step('config and form validation', bin('tsx'), ['scripts/validate.ts'], { nice: 10 }),
  step('generated types and validators are fresh', bin('tsx'), ['scripts/check-generated.ts'], { nice: 10 }),
];

/**
 * Runs a step through `sh`, which lowers its priority (`nice`, when the step asks) and, once it
 * ends, reports the processor time it and everything it started used (`times`, on fd 3).
 */
const WRAP =
  'n=$1; shift; if [ "$n" != 0 ] && command -v nice >/dev/null 2>&1; then nice -n "$n" "$@"; else "$@"; fi; s=$?; times >&3; exit $s';

/** Seconds of processor time from `times`' second line (the children's user and system time). */
function cpuSeconds(text) {
  const line = text.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

/**
 * Runs a step; its output goes straight through, or (held) is kept for later (`output`) and a line
 * says when the step ended.
 */
function run(s, { held = false } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', WRAP, 'sh', String(s.nice), s.cmd, ...s.args], {
      cwd: root,
      env: { ...env, ...s.extraEnv },
      stdio: held ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit', 'pipe'],
    });
    const out = [];
    if (held) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    let times = '';
    child.stdio[3].on('data', (d) => (times += d));
    let ended = false;
    const done = (ok) => {
      if (ended) return;
      ended = true;
      const ms = Date.now() - t0;
      if (held) console.log(`[${ok ? '✓' : '✗'} ${s.name}: ended after ${(ms / 1000).toFixed(1)} s; its output comes at the end]`);
      resolve({
        name: s.name,
        ok,
        ms,
        cpu: cpuSeconds(times),
        output: held ? Buffer.concat(out).toString() : undefined,
        failures: s.failures,
      });
    };
    child.on('error', (e) => {
      out.push(Buffer.from(`${e.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const started = Date.now();
console.log(`\n━━ ${BUILD} (beside it: ${firstPhase.map((s) => s.name).join(', ')}) ━━`);
const [build, ...first] = await Promise.all([
  run(step(BUILD, process.execPath, ['scripts/build.mjs', '--no-budgets'])),
  ...firstPhase.map((s) => run(s, { held: true })),
]);
/** The browser suite's lane: nothing of it when the build failed. */
async function runBrowserLane() {
  const results = [];
  for (const s of browserLane) {
    if (!build.ok) {
      results.push({ name: s.name, ok: false, skipped: true });
      continue;
    }
    console.log(`\n━━ ${s.name} ━━`);
    results.push(await run(s));
  }
  return results;
}
console.log(`\n━━ beside the browser suite, at a lower priority: ${besideTheBrowsers.map((s) => s.name).join(', ')} ━━`);
const [laneResults, besideResults] = await Promise.all([
  runBrowserLane(),
  Promise.all(besideTheBrowsers.map((s) => run(s, { held: true }))),
]);
const held = [...first, ...besideResults];
const results = [build, ...first, ...laneResults, ...besideResults];
for (const r of held) process.stdout.write(`\n━━ ${r.name} ━━\n${r.output}`);

console.log('\n━━ summary (each step: its wall time from its start to its end, and the processor time it used) ━━');
const cpu = (r) => (r.cpu === undefined ? '' : `, ${r.cpu.toFixed(0)} CPU-s`);
for (const r of results)
  console.log(
    `${r.ok ? '✓' : r.skipped ? '-' : '✗'} ${r.name}${r.ms ? ` (${(r.ms / 1000).toFixed(1)} s${cpu(r)})` : r.skipped ? ' (skipped: the build failed)' : ''}`,
  );
// The tests that failed, last, where a log cut to its tail still shows them; of a step that failed
// without naming a test (it crashed, or it has no tests), the last lines of its output.
const TAIL_LINES = 15;
for (const r of results) {
  const failures = r.failures && existsSync(r.failures) ? JSON.parse(readFileSync(r.failures, 'utf8')) : [];
  if (!r.ok && !r.skipped && !failures.length && r.output !== undefined)
    console.log(`\n━━ ${r.name}: its last lines ━━\n${r.output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n')}`);
  if (failures.length) console.log(`\n━━ ${r.name}: the tests that failed (${failures.length}) ━━`);
  for (const f of failures) {
    const where = f.where && f.where !== f.at ? `, at ${f.where}` : '';
    console.log(`✗ ${f.title}\n  ${f.at || '(no file)'} (${f.status}${where})${f.trace ? `, trace: ${f.trace}` : ''}`);
    console.log(f.error.replace(/^/gm, '    '));
  }
}
const failed = results.filter((r) => !r.ok).length;
const cpuAll = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(
  `\nsteps: ${results.length - failed} passed, ${failed} failed; ${((Date.now() - started) / 60_000).toFixed(1)} min in all, ${cpuAll.toFixed(0)} CPU-s`,
);
process.exit(failed ? 1 : 0);
