// What a phone's main thread does around one first tap of the bench's table (first-tap.mjs): the
// tap measured as the bench does (Chromium, DevTools' Slow 4G and 4× CPU, a fresh context), with
// a Chromium performance trace recorded, then the main thread's tasks from a moment before the
// touch to the answer printed, each with what took its time (module evaluation, script, timers,
// events, style, layout, paint) and the page's functions that took the most of it (V8's sampling
// profiler). Issue 33's slow taps were found with it: a wake's module evaluation between the touch
// and its click, the island prefetch forcing a layout per island.
//   npm run build   (it measures the dist/ there is, served by the demo back-end, as the bench)
//   flock /tmp/bench.lock node --import tsx scripts/bench/trace-tap.mjs "phone menu" [--delay 3000]
//     [--before 1500] [--trace /tmp/tap.json]  (--trace keeps Chrome's JSON: DevTools' Performance
//     panel opens it)
// The row is the first of FIRST_TAPS whose name contains the text. Tracing costs the page time:
// read its figures for where the time goes, the bench's for how long.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/server.mjs';
import { launchChromium } from '../../tests/support/chromium.mjs';
import { securityHeaders } from '../build/security-headers.ts';
import { FIRST_TAPS, measureFirstTap } from './first-tap.mjs';
import { PAGES } from './pages.ts';

const root = join(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tap = FIRST_TAPS.find((t) => t.name.includes(args[0] ?? '\0'));
if (!tap) {
  console.error(`trace-tap: name a row of the first-tap table (part of its name): ${FIRST_TAPS.map((t) => `"${t.name}"`).join(', ')}`);
  process.exit(2);
}
const delayMs = Number(option('--delay', 3000));
const beforeMs = Number(option('--before', 1500));
const MIN_TASK_MS = 8;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const server = await startDemoServer({
  port: 0,
  fixtures: join(root, 'demo/fixtures'),
  delayMs: 0,
  fail: '',
  staticDir: join(root, 'dist'),
  headers: securityHeaders(),
  log: false,
});
const browser = await launchChromium();
let trace;
let result;
try {
  await browser.startTracing(undefined, { categories: CATEGORIES });
  result = await measureFirstTap(browser, server.url, { ...tap, path: tap.path ?? PAGES[tap.page] }, delayMs);
  trace = JSON.parse(String(await browser.stopTracing()));
} finally {
  await browser.close();
  await server.close();
}
if (option('--trace')) writeFileSync(option('--trace'), JSON.stringify(trace));
if (result.error) {
  console.error(`trace-tap: ${result.error}`);
  process.exit(1);
}
report(trace.traceEvents ?? trace, result);

function report(events, r) {
  // The page's main thread is the one that dispatched the tap's pointerdown; the touch itself came
  // listenerDelay before its handler ran (first-tap-page.mjs).
  const down = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown').at(-1);
  if (!down) return console.error('trace-tap: no pointerdown in the trace');
  const main = events.filter((e) => e.pid === down.pid && e.tid === down.tid && e.ph === 'X');
  const touch = down.ts - r.listenerDelay * 1000;
  const at = (ts) => Math.round((ts - touch) / 1000);
  const answer = touch + (r.ms || 0) * 1000;
  console.log(
    `${tap.name}, tapped ${(r.tapAfterLoad / 1000).toFixed(2)} s after load: answered in ${Math.round(r.ms)} ms ` +
      `(seen ${Math.round(r.seenMs)} ms; Event Timing ${Number.isFinite(r.eventMs) ? `${r.eventMs} ms` : '< 16 ms'}; ` +
      `the touch's first handler ran ${Math.round(r.listenerDelay)} ms after it)`,
  );
  console.log(`\nmain-thread tasks of ${MIN_TASK_MS} ms or more, from ${beforeMs} ms before the touch to the answer (ms from the touch):`);
  const tasks = main
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts + e.dur > touch - beforeMs * 1000 && e.ts < answer)
    .filter((e) => e.dur >= MIN_TASK_MS * 1000);
  for (const t of tasks) {
    const inside = main.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
    const parts = new Map();
    for (const e of inside) {
      const label = labelOf(e);
      if (label) parts.set(label, (parts.get(label) ?? 0) + e.dur / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 2)
      .slice(0, 6);
    const mark = t.ts <= touch && t.ts + t.dur >= touch ? '  ← the touch came during it' : '';
    console.log(`  ${String(at(t.ts)).padStart(6)} ${String(Math.round(t.dur / 1000)).padStart(5)} ms${mark}`);
    for (const [label, ms] of what) console.log(`           ${String(Math.round(ms)).padStart(5)} ${label}`);
  }
  console.log('\nthe tap:');
  for (const e of main.filter((e) => e.name === 'EventDispatch' && e.ts >= touch - 50_000 && e.ts <= answer))
    if (/^(pointer(over|down|up|cancel)|touch(start|end)|click)$/.test(e.args.data.type))
      console.log(`  ${String(at(e.ts)).padStart(6)} ${e.args.data.type} (${(e.dur / 1000).toFixed(1)} ms)`);
  const self = profileSelfTimes(events, down, touch, answer);
  if (self.length) {
    console.log(
      '\nthe page functions that took the most, from the touch to the answer (self time, sampled; layout a function forced counts as its own):',
    );
    for (const [fn, ms] of self.slice(0, 10)) console.log(`  ${String(Math.round(ms)).padStart(5)} ms ${fn}`);
  }
}

/** A trace event's part of its task, by what it is (and its file, for script); null to leave out. */
function labelOf(e) {
  const d = e.args?.data ?? {};
  const file = (d.url ?? '').replace(/^[a-z]+:\/\/[^/]+/, '');
  if (e.name === 'v8.evaluateModule') return `module evaluation`;
  if (e.name === 'EvaluateScript') return `script ${file || '(the harness)'}`;
  if (e.name === 'FunctionCall' && file) return `function call ${file}${d.functionName ? ` ${d.functionName}` : ''}`;
  if (e.name === 'EventDispatch') return `event ${d.type}`;
  if (e.name === 'TimerFire') return 'timer';
  if (e.name === 'FireIdleCallback') return 'idle callback';
  if (e.name === 'FireAnimationFrame') return 'animation frame';
  if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'RunMicrotasks'].includes(e.name)) return e.name;
  if (e.name === 'IntersectionObserverController::computeIntersections') return 'intersection observers';
  return null;
}

/** Each page function's self time between from and to (V8's samples on the page's main thread). */
function profileSelfTimes(events, down, from, to) {
  const start = events.find((e) => e.name === 'Profile' && e.pid === down.pid && e.tid === down.tid);
  if (!start) return [];
  const nodes = new Map();
  const samples = [];
  let t = start.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== down.pid || e.id !== start.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n.callFrame);
    (cpuProfile.samples ?? []).forEach((id, i) => samples.push([(t += timeDeltas[i]), id]));
  }
  const by = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const [ts, id] = samples[i];
    const f = nodes.get(id);
    if (ts < from || ts > to || !f || ['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'} ${(f.url ?? '').replace(/^[a-z]+:\/\/[^/]+/, '')}`.trim();
    by.set(key, (by.get(key) ?? 0) + (samples[i + 1][0] - ts) / 1000);
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}
