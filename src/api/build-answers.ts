// What the build learns from the back-end, one operation at a time, as the publisher needs it
// (scripts/publish/last-good.ts): the raw answer and, for each, whether it can be published.
// The ERP answers most failures as a success (contract G3: an error in its data layer is a bare
// `[]`; GetIntroduction's database errors are IsSuccess true with empty lists), so besides the
// failures it says are failures, this tells an answer that carries nothing from one that carries
// something the guard could not read.
import { builtApi } from './built-api';
import type { Endpoints } from './endpoint';
import { callOperation } from './fetcher';
import { isFailure } from './guards/envelope';
import { isLiveOnly } from './live-only';
import { ops } from './operations';
import type { Operation } from './operation';
import { fingerprint } from '../lib/hash';
import { isObject } from '../lib/json';

/** One operation's answer as the build got it: ok false for network, timeout, HTTP error, invalid JSON. */
export interface BuildAnswer {
  name: string;
  ok: boolean;
  status: number;
  body: unknown;
  /** 'timeout', 'network', 'http 500', 'invalid json' (from the fetcher). */
  problem?: string;
}

/** What one answer is worth to a page. */
export interface AnswerReading {
  /** The SWR key the pages read it by. */
  key: string;
  /** The guarded value (the operation's empty value when failure is set). */
  value: unknown;
  /** Fingerprint of the body as sent (src/islands/freshness-probe.ts compares it). */
  fingerprint: string;
  /** Why it cannot be published as it is; null when it can. */
  failure: string | null;
  /** It says "nothing": no rows, no text (the back-end's "no data" answer, or a failure as `[]`). */
  empty: boolean;
  /** The failure is rows the guard could read nothing of (staff may still publish it, as empty). */
  rejected?: boolean;
}

/** The operations pages are built from (not the live-only ones: site.liveOnly). */
export function builtOperations(): Operation<unknown>[] {
  return (Object.values(ops) as Operation<unknown>[]).filter((op) => !isLiveOnly(op));
}

/** Their names ('GetNoticeList'), as the back-end's paths and the publisher's report say them. */
export function builtOperationNames(): string[] {
  return builtOperations().map((op) => op.name);
}

/**
 * Every built operation's answer, in parallel, from the back-end at `endpoints.apiBase` (the data's
 * source: scripts/build/data.ts); timeoutMs overrides site.constants.requestTimeoutMs.
 */
export async function fetchBuildAnswers(timeoutMs: number | undefined, endpoints: Partial<Endpoints> = {}): Promise<BuildAnswer[]> {
  const api = { ...builtApi, ...endpoints };
  return Promise.all(
    builtOperations().map(async (op) => {
      const res = await callOperation(op.name, op.body, { api, ...(timeoutMs ? { timeoutMs } : {}) });
      return { name: op.name, ok: res.ok, status: res.status, body: res.body, problem: res.problem };
    }),
  );
}

/**
 * Members every entity of the back-end inherits (contract G4) or every wrapper carries: they say
 * nothing about the school, so an answer made only of them is empty.
 */
const ENVELOPE = new Set(
  [
    'IsSuccess',
    'ResponseMSG',
    'Message',
    'ErrorNumber',
    'RId',
    'ResponseId',
    'CUserId',
    'EntityId',
    'CUserName',
    'JsonStr',
    'GuId',
    'TotalRows',
    // (The ERP's registration lists wrap their rows another way: Academic/ClassListForReg.)
    'ResMSG',
    'ResStatus',
  ].map((k) => k.toLowerCase()),
);

/** Whether a raw body carries anything of the school's: a text, a number other than 0, in any row. */
export function hasContent(body: unknown): boolean {
  if (typeof body === 'string') return body.trim() !== '' && body.trim() !== '0';
  if (typeof body === 'number') return Number.isFinite(body) && body !== 0;
  if (Array.isArray(body)) return body.some(hasContent);
  if (isObject(body)) return Object.entries(body).some(([k, v]) => !ENVELOPE.has(k.toLowerCase()) && hasContent(v));
  return false;
}

/**
 * Reads one operation's raw answer (one the back-end sent with ok true) as the pages would: the
 * guarded value, its fingerprint, and whether it is a failure or empty.
 */
export function readAnswer(name: string, body: unknown): AnswerReading {
  const op = builtOperations().find((o) => o.name === name);
  if (!op) throw new Error(`readAnswer: no built operation is called ${name}`);
  const base = { key: op.key, fingerprint: fingerprint(JSON.stringify(body ?? null)) };
  if (isFailure(body)) {
    const msg = isObject(body) ? (body.IsSuccess === false ? 'IsSuccess false' : 'an error body (Message)') : 'a failure';
    return { ...base, value: op.empty, failure: `the back-end answered ${msg}`, empty: false };
  }
  // The registration lists' own failure flag (Academic/ClassListForReg: ResStatus false, DataColl []).
  if (isObject(body) && body.ResStatus === false)
    return { ...base, value: op.empty, failure: 'the back-end answered ResStatus false', empty: false };
  const value = op.guard(body);
  const nothing = JSON.stringify(value) === JSON.stringify(op.empty);
  // Rows the guard could make nothing of (a changed or broken shape) are a failure, not "none".
  if (nothing && hasContent(body))
    return { ...base, value, failure: 'its guard could read nothing in the answer', empty: false, rejected: true };
  return { ...base, value, failure: null, empty: nothing };
}
