// npm test: every check — types, lint, formatting, config and form validation, generated types fresh (side by
// side), unit and integration tests, the production build (with the date tests in two other time
// zones beside it) and its size budgets, and the browser suite against that build (Playwright
// Test, playwright.config.mjs). Runs every step even when one fails, so one run shows
// every problem; exits non-zero if any failed. The summary gives each step's time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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
const tzTests = [
  'tests/unit/bs-date.test.ts',
  'tests/unit/bs-date-picker.test.tsx',
  'tests/unit/bs-date-notices.test.tsx',
  'tests/unit/media/format-date.test.ts',
  'tests/unit/calendar',
].filter((p) => existsSync(join(root, p)));
const e2eDir = join(root, 'tests/e2e');
const e2eFiles = (suffix) =>
  existsSync(e2eDir)
    ? readdirSync(e2eDir)
        .filter((f) => f.endsWith(suffix))
        .sort()
        .map((f) => `tests/e2e/${f}`)
    : [];
const BUILD = 'production build and prerender';

/** One step: [name, command, args, extra env, needs the build?]. */
const step = (name, cmd, args, extraEnv = {}, needsBuild = false) => ({ name, cmd, args, extraEnv, needsBuild });
const tzSteps = tzTests.length
  ? ['America/New_York', 'Asia/Kathmandu'].map((tz) => step(`date tests in TZ=${tz}`, bin('vitest'), ['run', ...tzTests], { TZ: tz }))
  : [];

/**
 * The plan: each entry is a step, or a list of steps run at the same time (the first one's output
 * goes straight through, the others' is held and printed when each ends). Type check, lint and
 * the two config checks are one process each, so two cores run them side by side; the build
 * spends much of its time in one process, so the time-zone runs of the date tests share the
 * machine with it instead of waiting.
 */
const plan = [
  [
    step('type check', bin('tsc'), [
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      join(cache, 'tsc.tsbuildinfo'),
    ]),
    step('lint', bin('eslint'), ['.', '--quiet']),
    step('formatting (prettier --check; npm run format fixes it)', bin('prettier'), [
      '--check',
      '.',
      '--log-level',
      'warn',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      join(cache, 'prettier'),
    ]),
    step('config and form validation', bin('tsx'), ['scripts/validate.ts']),
    step('generated types and validators are fresh', bin('tsx'), ['scripts/check-generated.ts']),
  ],
  step('unit and integration tests', bin('vitest'), ['run']),
  [step(BUILD, 'npm', ['run', '-s', 'build:site']), ...tzSteps],
  step('size budgets', process.execPath, ['scripts/size-budget.mjs'], {}, true),
  ...(e2eFiles('.spec.mjs').length ? [step('browser tests (Playwright)', bin('playwright'), ['test'], {}, true)] : []),
];

/** Runs a step; its output goes straight through, or (held) is printed in one piece at its end. */
function run(s, { held = false } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(s.cmd, s.args, { cwd: root, env: { ...env, ...s.extraEnv }, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (held) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    const done = (ok) => {
      if (held) process.stdout.write(`\n━━ ${s.name} (ran beside the step above) ━━\n${Buffer.concat(out).toString()}`);
      resolve({ name: s.name, ok, ms: Date.now() - t0 });
    };
    child.on('error', (e) => {
      out.push(Buffer.from(`${e.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const started = Date.now();
const results = [];
const buildFailed = () => results.find((r) => r.name === BUILD)?.ok === false;
for (const entry of plan) {
  const group = Array.isArray(entry) ? entry : [entry];
  const [first, ...beside] = group.filter((s) => {
    if (!s.needsBuild || !buildFailed()) return true;
    results.push({ name: s.name, ok: false, skipped: true });
    return false;
  });
  if (!first) continue;
  console.log(`\n━━ ${first.name}${beside.length ? ` (beside it: ${beside.map((s) => s.name).join(', ')})` : ''} ━━`);
  results.push(...(await Promise.all([run(first), ...beside.map((s) => run(s, { held: true }))])));
}

console.log('\n━━ summary ━━');
for (const r of results)
  console.log(
    `${r.ok ? '✓' : r.skipped ? '-' : '✗'} ${r.name}${r.ms ? ` (${(r.ms / 1000).toFixed(1)} s)` : r.skipped ? ' (skipped: the build failed)' : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed; ${((Date.now() - started) / 60_000).toFixed(1)} min in all`);
process.exit(failed ? 1 : 0);
