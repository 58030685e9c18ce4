// Medians, and the printed tables: each page's figure, its ratio to the no-JavaScript reference
// page of the same run, and the target beside it with ✓ or ✗. Never asserts: missing a target is
// a figure to read, not a failure.
import { JS_TARGETS, TARGETS } from './pages.ts';
import { FIRST_TAP_TARGETS } from './first-tap.mjs';

export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Medians of the runs' numeric figures (runs that failed are left out). */
export function lighthouseMedians(runs) {
  const ok = runs.filter((r) => !r.error);
  const m = (f) => median(ok.map(f));
  return {
    okRuns: ok.length,
    score: m((r) => r.score),
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    speedIndex: m((r) => r.speedIndex),
    jsCount: m((r) => r.js.count),
    jsWireBytes: m((r) => r.js.wireBytes),
    jsTransferSize: m((r) => r.js.transferSize),
    // The islands' code fetched after load at low priority, not run (lighthouse-run.mjs).
    jsAfterLoadWireBytes: m((r) => r.js.afterLoad?.wireBytes ?? 0),
    // React counts as loaded if any run loaded it.
    react: ok.some((r) => r.js.react),
    lcpElement: ok[0]?.lcpElement ?? '',
  };
}

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en-US')} ms` : '—');
const kb = (n) => (Number.isFinite(n) ? `${(n / 1024).toFixed(1)} KB` : '—');
const mark = (ok) => (ok === null ? ' ' : ok ? '✓' : '✗');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

/** The checks of one page against the targets (null where a figure is missing). */
export function checks(m, ref, name) {
  const known = (...xs) => xs.every(Number.isFinite);
  const js = JS_TARGETS[name];
  return {
    score: known(m.score) ? m.score >= TARGETS.score : null,
    fcpRatio: known(m.fcp, ref.fcp) && ref.fcp > 0 ? m.fcp / ref.fcp : NaN,
    lcpRatio: known(m.lcp, ref.lcp) && ref.lcp > 0 ? m.lcp / ref.lcp : NaN,
    tbtOverRef: known(m.tbt, ref.tbt) ? m.tbt - ref.tbt : NaN,
    get fcp() {
      return Number.isFinite(this.fcpRatio) ? this.fcpRatio <= TARGETS.fcpRatio : null;
    },
    get lcp() {
      return Number.isFinite(this.lcpRatio) ? this.lcpRatio <= TARGETS.lcpRatio : null;
    },
    get tbt() {
      return Number.isFinite(this.tbtOverRef) ? this.tbtOverRef <= TARGETS.tbtOverRefMs : null;
    },
    cls: known(m.cls) ? m.cls <= TARGETS.cls : null,
    js: !js || !known(m.jsWireBytes) ? null : m.jsWireBytes <= js.maxKb * 1024 && (!js.noReact || !m.react),
  };
}

/** The Lighthouse table, as lines of text. rows: [{ name, path, median }], the reference first. */
export function lighthouseTable(rows) {
  const ref = rows[0].median;
  const lines = [];
  const W = { name: 19, score: 9, fcp: 20, lcp: 20, tbt: 19, cls: 10 };
  lines.push(
    pad('page', W.name) +
      pad('perf', W.score) +
      pad('FCP (×ref)', W.fcp) +
      pad('LCP (×ref)', W.lcp) +
      pad('TBT (−ref)', W.tbt) +
      pad('CLS', W.cls) +
      'JS before interaction (gzip as sent)',
  );
  lines.push(
    pad('targets', W.name) +
      pad(`≥ ${TARGETS.score}`, W.score) +
      pad(`≤ ${TARGETS.fcpRatio}× ref`, W.fcp) +
      pad(`≤ ${TARGETS.lcpRatio}× ref`, W.lcp) +
      pad(`≤ ref + ${TARGETS.tbtOverRefMs} ms`, W.tbt) +
      pad(`≤ ${TARGETS.cls}`, W.cls) +
      Object.entries(JS_TARGETS)
        .map(([n, t]) => `${n} ≤ ${t.maxKb} KB${t.noReact ? ', no React' : ''}`)
        .join('; '),
  );
  for (const [i, { name, median: m }] of rows.entries()) {
    const isRef = i === 0;
    const c = checks(m, ref, name);
    const js = JS_TARGETS[name];
    const jsText =
      `${Number.isFinite(m.jsCount) ? `${m.jsCount} script${m.jsCount === 1 ? '' : 's'}` : '—'}, ${kb(m.jsWireBytes)}${m.react ? ', React' : ', no React'}` +
      (js ? ` ${mark(c.js)} (≤ ${js.maxKb} KB${js.noReact ? ', no React' : ''})` : '') +
      (m.jsAfterLoadWireBytes > 0 ? `; islands' code after load, not run: ${kb(m.jsAfterLoadWireBytes)}` : '');
    const runsNote = m.okRuns === 0 ? '  (every run failed)' : '';
    lines.push(
      pad(name, W.name) +
        pad(Number.isFinite(m.score) ? `${lpad(m.score, 3)}${isRef ? '' : ' ' + mark(c.score)}` : '—', W.score) +
        pad(
          isRef ? ms(m.fcp) : `${lpad(ms(m.fcp), 8)} ${Number.isFinite(c.fcpRatio) ? c.fcpRatio.toFixed(2) + '×' : '—'} ${mark(c.fcp)}`,
          W.fcp,
        ) +
        pad(
          isRef ? ms(m.lcp) : `${lpad(ms(m.lcp), 8)} ${Number.isFinite(c.lcpRatio) ? c.lcpRatio.toFixed(2) + '×' : '—'} ${mark(c.lcp)}`,
          W.lcp,
        ) +
        pad(
          isRef
            ? ms(m.tbt)
            : `${lpad(ms(m.tbt), 8)} ${Number.isFinite(c.tbtOverRef) ? (c.tbtOverRef >= 0 ? '+' : '') + Math.round(c.tbtOverRef) : '—'} ${mark(c.tbt)}`,
          W.tbt,
        ) +
        pad(Number.isFinite(m.cls) ? `${m.cls.toFixed(3)}${isRef ? '' : ' ' + mark(c.cls)}` : '—', W.cls) +
        jsText +
        runsNote,
    );
  }
  return lines;
}

export { ms, kb, mark };

/**
 * A first-tap cell's figures from its runs: the median over the runs that tapped what they aimed
 * at (a lost tap counts as never answered, so two lost of three make the median lost), the range,
 * and how many were lost, missed or failed.
 */
export function firstTapSummary(runs) {
  const valid = runs.filter((r) => !r.error && !r.missed);
  const times = valid.map((r) => (r.lost ? Infinity : r.ms));
  const finite = times.filter(Number.isFinite);
  const s = [...times].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const med = !s.length ? NaN : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  const events = valid.filter((r) => !r.lost).map((r) => (r.eventUnder16 ? 0 : r.eventMs));
  return {
    median: med,
    min: finite.length ? Math.min(...finite) : NaN,
    max: finite.length ? Math.max(...finite) : NaN,
    lost: valid.filter((r) => r.lost).length,
    missed: runs.filter((r) => r.missed).length,
    failed: runs.filter((r) => r.error).length,
    runs: runs.length,
    eventMedian: median(events),
    tapAfterLoad: runs.filter((r) => Number.isFinite(r.tapAfterLoad)).map((r) => r.tapAfterLoad),
  };
}

/**
 * The first-tap table, as lines of text, and the notes it calls for. rows: [{ name, issue,
 * afterFirst, runs: { [delayMs]: [run] } }], the reference first; the delays are 3000 and 1000 (targets from
 * first-tap.mjs: ≤ 200 ms at 3 s, ≤ 500 ms and never lost at 1 s).
 */
export function firstTapTable(rows, targets = FIRST_TAP_TARGETS) {
  const W = { name: 42, cell: 34, event: 19 };
  const cell = (s, ok) => {
    if (s.runs === 0) return '—';
    if (s.missed + s.failed === s.runs) return s.failed ? 'failed' : 'missed';
    const fig = s.median === Infinity ? 'lost' : ms(s.median);
    const range = Number.isFinite(s.min) && s.min !== s.max ? ` (${Math.round(s.min)}–${Math.round(s.max)})` : '';
    const extra = [
      s.lost ? `${s.lost}/${s.runs - s.missed - s.failed} lost` : '',
      s.missed ? `${s.missed} missed` : '',
      s.failed ? `${s.failed} failed` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${lpad(fig, 8)} ${mark(ok)}${range}${extra ? ` ${extra}` : ''}`;
  };
  const lines = [
    pad('first tap', W.name) +
      pad('at 3 s after load', W.cell) +
      pad('at 1 s after load', W.cell) +
      pad('Event Timing 3 s', W.event) +
      "issue 33's figure",
    pad('targets', W.name) + pad(`≤ ${targets.at3sMs} ms`, W.cell) + pad(`≤ ${targets.at1sMs} ms, never lost`, W.cell),
  ];
  const notes = [];
  for (const [i, row] of rows.entries()) {
    const at3 = firstTapSummary(row.runs[3000] ?? []);
    const at1 = firstTapSummary(row.runs[1000] ?? []);
    const isRef = i === 0;
    // (The reference's figures are the yardstick, not held to the targets; a lost median misses them.)
    const ok3 = isRef || Number.isNaN(at3.median) ? null : at3.median <= targets.at3sMs;
    const ok1 = isRef || Number.isNaN(at1.median) ? null : at1.median <= targets.at1sMs && at1.lost === 0;
    const ev = at3.runs === 0 || Number.isNaN(at3.eventMedian) ? '—' : at3.eventMedian < 16 ? '< 16 ms' : ms(at3.eventMedian);
    // (A cell longer than its column still gets a space after it.)
    const col = (text, w) => pad(text, w - 1) + ' ';
    lines.push(col(row.name, W.name) + col(cell(at3, ok3), W.cell) + col(cell(at1, ok1), W.cell) + col(ev, W.event) + (row.issue ?? ''));
    for (const [delay, s] of [
      [3000, at3],
      [1000, at1],
    ]) {
      // (A tap that follows another one, the accordion after the drawer, is late by design.)
      const late = row.afterFirst ? [] : s.tapAfterLoad.filter((t) => t - delay > 250);
      if (late.length)
        notes.push(
          `first tap "${row.name}" at ${delay / 1000} s: ${late.length} tap(s) went out late, at ${late.map((t) => (t / 1000).toFixed(2) + ' s').join(', ')} after load (a busy machine, or a part that came late)`,
        );
    }
  }
  return { lines, notes };
}
