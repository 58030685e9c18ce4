// npm test: every check, in order — types, config and form validation, generated types fresh,
// unit and integration tests (also in two time zones for the date code), the production build
// with its size budgets, and the browser suite against that build (Playwright Test,
// playwright.config.mjs). Runs every step even when one
// fails, so one run shows every problem; exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', FORCE_COLOR: '0' };
const bin = (name) => join(root, 'node_modules/.bin', name);
const tzTests = ['tests/unit/bs-date.test.ts', 'tests/unit/bs-date-picker.test.tsx', 'tests/unit/bs-date-notices.test.tsx', 'tests/unit/media/format-date.test.ts', 'tests/unit/calendar'].filter((p) => existsSync(join(root, p)));
const e2eDir = join(root, 'tests/e2e');
const e2eFiles = (suffix) => (existsSync(e2eDir) ? readdirSync(e2eDir).filter((f) => f.endsWith(suffix)).sort().map((f) => `tests/e2e/${f}`) : []);
// Browser tests still written for node:test (tests/e2e/README.md says how to convert one): run
// as before until they are converted, so a merge never drops a check.
const legacyE2e = e2eFiles('.e2e.mjs');

const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--quiet']],
  ['config and form validation', bin('tsx'), ['scripts/validate.ts']],
  ['generated types and validators are fresh', bin('tsx'), ['scripts/check-generated.ts']],
  ['unit and integration tests', bin('vitest'), ['run']],
  ...['America/New_York', 'Asia/Kathmandu'].filter(() => tzTests.length).map((tz) => [`date tests in TZ=${tz}`, bin('vitest'), ['run', ...tzTests], { TZ: tz }]),
  ['production build and prerender', 'npm', ['run', '-s', 'build:site']],
  ['size budgets', process.execPath, ['scripts/size-budget.mjs']],
  ...(e2eFiles('.spec.mjs').length ? [['browser tests (Playwright)', bin('playwright'), ['test'], {}, 'build']] : []),
  ...(legacyE2e.length ? [['browser tests not yet converted (node:test)', process.execPath, ['--test', '--test-concurrency=1', ...legacyE2e], {}, 'build']] : []),
];

const results = [];
for (const [name, cmd, args, extraEnv = {}, needs] of steps) {
  if (needs === 'build' && results.find((r) => r.name === 'production build and prerender')?.ok === false) {
    results.push({ name, ok: false, skipped: true });
    continue;
  }
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  results.push({ name, ok: r.status === 0, ms: Date.now() - t0 });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : r.skipped ? '-' : '✗'} ${r.name}${r.ms ? ` (${(r.ms / 1000).toFixed(1)} s)` : r.skipped ? ' (skipped: the build failed)' : ''}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
