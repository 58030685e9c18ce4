// The last good answer of every operation, kept beside the releases (.publish/last-good/, never
// served), and what a build makes its pages from: the back-end's answer when it is good, else
// the last good one, said so. The ERP answers most failures as a success (a bare `[]`, IsSuccess
// true with empty lists: shared/contract/API.md G3), so an answer that comes back empty where the
// last one had content is held too, until a run at least site.publish.confirmEmptyMinutes after
// the first empty one still finds it empty, or staff confirm it (--confirm-empty).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerReading, BuildAnswer, builtOperationNames, fetchBuildAnswers, readAnswer } from '../../src/api/build-answers';

/** What the build made of one operation (the build's record keeps them; the report and refusal.ts read them). */
export interface OperationEntry {
  name: string;
  status: 'fresh' | 'held' | 'held-empty' | 'emptied' | 'failed';
  reason?: string;
  lastGoodAt?: string;
  emptySince?: string;
  publishEmptyAt?: string;
  /** What the operation is built from has nothing in it (an empty list, an empty object). */
  empty?: boolean;
  /** Built from this run's answer, the first good one kept from this source (none was before). */
  first?: boolean;
}

/** What one run makes of one operation's answer (decide). */
export interface Decision {
  status: OperationEntry['status'];
  use: 'answer' | 'last' | 'none';
  save: boolean;
  emptySince: number | null;
  reason?: string;
}

/** An answer kept in the store. */
export interface KeptAnswer {
  savedAt: number;
  body: unknown;
  empty: boolean;
}

/** What of the server bundle (src/entry-server.tsx) reads the back-end's answers. */
export interface AnswerReader {
  builtOperationNames: typeof builtOperationNames;
  fetchBuildAnswers: typeof fetchBuildAnswers;
  readAnswer: typeof readAnswer;
}

/** Pages' data, by SWR key, with each one's fingerprint and what became of each operation. */
export interface Acquired {
  data: Record<string, unknown>;
  fingerprints: Record<string, string>;
  operations: OperationEntry[];
}

/**
 * What one run makes of one operation's answer (pure: the store and the clock are arguments).
 * answer: { ok, problem?, body }; reading: readAnswer's { failure, empty } of the body (null when
 * !answer.ok); last: { savedAt, body, empty } or null; emptySince: ms or null; confirmed: staff
 * said the empty answer stands; confirmMs: site.publish.confirmEmptyMinutes in ms.
 * Returns { status, use: 'answer' | 'last' | 'none', save, emptySince, reason? }:
 *   fresh       published as answered (empty included, when nothing had content before)
 *   held        a failure; built from the last good answer
 *   held-empty  empty where the last good answer had content; built from that, until confirmed
 *   emptied     empty, confirmed (by time or by staff): published empty
 *   failed      a failure with no good answer ever kept: its parts render empty
 */
export function decide({
  answer,
  reading,
  last,
  emptySince,
  now,
  confirmed,
  confirmMs,
}: {
  answer: Pick<BuildAnswer, 'ok' | 'problem'> & { body?: unknown };
  reading: Pick<AnswerReading, 'failure' | 'empty' | 'rejected'> | null;
  last: KeptAnswer | null;
  emptySince: number | null;
  now: number;
  confirmed: boolean;
  confirmMs: number;
}): Decision {
  // (reading is null only when the answer failed.)
  const failure = !answer.ok ? (answer.problem ?? 'no answer') : reading!.failure;
  // Rows the guard cannot read show as nothing: staff who know the list is meant to be so confirm it.
  if (failure && reading?.rejected && confirmed)
    return { status: 'emptied', use: 'answer', save: true, emptySince: null, reason: `confirmed by --confirm-empty (${failure})` };
  if (failure) {
    if (last) return { status: 'held', use: 'last', save: false, emptySince, reason: failure };
    return { status: 'failed', use: 'none', save: false, emptySince, reason: failure };
  }
  if (!reading!.empty || !last || last.empty) return { status: 'fresh', use: 'answer', save: true, emptySince: null };
  // Empty now, content before.
  const since = emptySince ?? now;
  if (confirmed) return { status: 'emptied', use: 'answer', save: true, emptySince: null, reason: 'confirmed by --confirm-empty' };
  if (confirmMs === 0 || (emptySince !== null && now - emptySince >= confirmMs))
    return {
      status: 'emptied',
      use: 'answer',
      save: true,
      emptySince: null,
      reason: `still empty ${Math.round((now - since) / 60_000)} min after the first empty answer`,
    };
  return { status: 'held-empty', use: 'last', save: false, emptySince: since, reason: 'came back empty' };
}

const fileOf = (name: string) => `${name.replace(/\//g, '.')}.json`;

/** Writes a file whole or not at all (a run killed midway leaves the old one). */
function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The store of one data source (a back-end's address): answers from another source are never mixed in. */
export function openStore(publishDir: string, source: string) {
  // (https://erp.school.edu.np and https://erp.school.edu.np/ are one source.)
  const key = source.replace(/\/+$/, '');
  const dir = join(publishDir, 'last-good', createHash('sha256').update(key).digest('hex').slice(0, 16));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'source.txt'), `${key}\n`);
  const stateFile = join(dir, 'state.json');
  const read = <T>(file: string): T | null => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      return null;
    }
  };
  const state = read<{ emptySince?: Record<string, number> }>(stateFile) ?? {};
  const emptySince = (state.emptySince ??= {});
  return {
    dir,
    /** { savedAt, body, empty } or null. */
    last: (name: string) => read<KeptAnswer>(join(dir, fileOf(name))),
    save: (name: string, entry: KeptAnswer) => writeAtomic(join(dir, fileOf(name)), JSON.stringify(entry)),
    emptySince: (name: string): number | null => emptySince[name] ?? null,
    setEmptySince: (name: string, ms: number | null) => {
      if (ms === null) delete emptySince[name];
      else emptySince[name] = ms;
    },
    flush: () => writeAtomic(stateFile, JSON.stringify(state, null, 1)),
  };
}

/**
 * Pages' data from a live back-end. ssr: the server bundle (fetchBuildAnswers, readAnswer);
 * confirmEmpty: operation names, or ['all']. Returns { data, fingerprints, operations }, one
 * entry of operations per built operation ({ name, status, reason?, lastGoodAt?, emptySince?,
 * publishEmptyAt?, empty?, first? }): empty, what it is built from has nothing in it; first, it
 * is built from this run's answer and no good answer was kept from this source before.
 * refuse(operations): why this run must not be published (scripts/publish/refusal.ts), or null;
 * a refused run (out.refused) writes nothing to the store.
 */
export async function acquireFromBackend<R>({
  ssr,
  source,
  publishDir,
  now,
  confirmEmpty = [],
  confirmMs,
  timeoutMs,
  refuse,
}: {
  ssr: AnswerReader;
  source: string;
  publishDir: string;
  now: number;
  confirmEmpty?: string[];
  confirmMs: number;
  timeoutMs?: number;
  refuse?: (operations: OperationEntry[]) => R | null;
}): Promise<Acquired & { refused: R | null }> {
  const names = ssr.builtOperationNames();
  const unknown = confirmEmpty.filter((n) => n !== 'all' && !names.includes(n));
  if (unknown.length)
    throw new Error(`--confirm-empty: no operation is called ${unknown.join(', ')} (the operations: ${names.join(', ')})`);
  const store = openStore(publishDir, source);
  const answers = await ssr.fetchBuildAnswers(timeoutMs);
  const out: Acquired & { refused: R | null } = { data: {}, fingerprints: {}, operations: [], refused: null };
  /** What this run keeps in the store: written only when the run is not refused. */
  const keep: (() => void)[] = [];
  for (const answer of answers) {
    const { name } = answer;
    const reading = answer.ok ? ssr.readAnswer(name, answer.body) : null;
    const last = store.last(name);
    const confirmed = confirmEmpty.includes('all') || confirmEmpty.includes(name);
    const d = decide({ answer, reading, last, emptySince: store.emptySince(name), now, confirmed, confirmMs });
    // (Saved only from an answer that came: reading is set.)
    if (d.save) keep.push(() => store.save(name, { savedAt: now, body: answer.body, empty: reading!.empty || !!reading!.rejected }));
    keep.push(() => store.setEmptySince(name, d.emptySince));
    const used = d.use === 'answer' ? reading : d.use === 'last' ? ssr.readAnswer(name, last!.body) : null;
    if (used) {
      out.data[used.key] = used.value;
      out.fingerprints[used.key] = used.fingerprint;
    }
    const entry: OperationEntry = { name, status: d.status };
    if (d.reason) entry.reason = d.reason;
    // (What the pipeline needs to tell a first answer with nothing in it from the live site's
    // content lost: scripts/publish/refusal.ts.)
    if (used?.empty) entry.empty = true;
    if (d.use === 'answer' && !last) entry.first = true;
    if (d.use === 'last') entry.lastGoodAt = new Date(last!.savedAt).toISOString();
    if (d.status === 'held-empty') {
      entry.emptySince = new Date(d.emptySince!).toISOString();
      entry.publishEmptyAt = new Date(d.emptySince! + confirmMs).toISOString();
    }
    out.operations.push(entry);
  }
  out.operations.sort((a, b) => a.name.localeCompare(b.name));
  // A run that will not be published keeps nothing: its empty answers kept would make the next
  // run's look confirmed by this address, and publish the loss this one refused.
  out.refused = refuse?.(out.operations) ?? null;
  if (!out.refused) {
    for (const write of keep) write();
    store.flush();
  }
  return out;
}

/**
 * Pages' data from a folder of fixture files (the demo's: PRERENDER_DATA=demo), read as the
 * back-end's answers would be; nothing is kept or held (the files are the source of truth), but
 * an unreadable or failing one is reported. A missing file is an operation with no data.
 */
export function acquireFromFiles({ ssr, dir }: { ssr: Pick<AnswerReader, 'builtOperationNames' | 'readAnswer'>; dir: string }): Acquired {
  const out: Acquired = { data: {}, fingerprints: {}, operations: [] };
  const present = new Set(readdirSync(dir).filter((f) => f.endsWith('.json')));
  for (const name of ssr.builtOperationNames()) {
    const file = fileOf(name);
    if (!present.has(file)) continue;
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch {
      out.operations.push({ name, status: 'failed', reason: `invalid json (${file})` });
      continue;
    }
    const r = ssr.readAnswer(name, body);
    if (r.failure) {
      out.operations.push({ name, status: 'failed', reason: r.failure });
      continue;
    }
    out.data[r.key] = r.value;
    out.fingerprints[r.key] = r.fingerprint;
    out.operations.push(r.empty ? { name, status: 'fresh', empty: true } : { name, status: 'fresh' });
  }
  out.operations.sort((a, b) => a.name.localeCompare(b.name));
  return out;
}
