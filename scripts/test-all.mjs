// npm test: every check, in order — types, config and form validation, generated types fresh,
// unit and integration tests (also in two time zones for the date code), the production build
// with its size budgets, and the browser suite against that build. Runs every step even when one
// fails, so one run shows every problem; exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', FORCE_COLOR: '0' };
const bin = (name) => join(root, 'node_modules/.bin', name);
const tzTests = ['tests/unit/bs-date.test.ts', 'tests/unit/bs-date-picker.test.tsx', 'tests/unit/bs-date-notices.test.tsx', 'tests/unit/media/format-date.test.ts', 'tests/unit/calendar'].filter((p) => existsSync(join(root, p)));
const e2eFiles = existsSync(join(root, 'tests/e2e')) ? readdirSync(join(root, 'tests/e2e')).filter((f) => f.endsWith('.e2e.mjs')).sort().map((f) => `tests/e2e/${f}`) : [];

const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--quiet']],
  ['config and form validation', bin('tsx'), ['scripts/validate.ts']],
  ['generated types and validators are fresh', bin('tsx'), ['scripts/check-generated.ts']],
  ['unit and integration tests', bin('vitest'), ['run']],
  ...['America/New_York', 'Asia/Kathmandu'].filter(() => tzTests.length).map((tz) => [`date tests in TZ=${tz}`, bin('vitest'), ['run', ...tzTests], { TZ: tz }]),
  ['production build and prerender', 'npm', ['run', '-s', 'build:site']],
  ['size budgets', process.execPath, ['scripts/size-budget.mjs']],
  ['browser tests', process.execPath, ['--test', '--test-concurrency=1', ...e2eFiles], {}, 'build'],
];

const results = [];
for (const [name, cmd, args, extraEnv = {}, needs] of steps) {
  if (needs === 'build' && results.find((r) => r.name === 'production build and prerender')?.ok === false) {
    results.push({ name, ok: false, skipped: true });
    continue;
  }
  if (name === 'browser tests' && !e2eFiles.length) continue;
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
