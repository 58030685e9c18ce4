// The one way the site talks to the back-end. It never throws: a network failure, a timeout, an
// HTTP error or a body that is not JSON all come back as a result the caller can read (SPEC §7:
// "the error response body is returned to the caller"). Where it asks and with what rules is the
// caller's (`api`: the config the part is drawn with, or the build's back-end); by default the built config's.
import { builtApi } from './built-api';
import { apiUrl, type ApiSettings } from './endpoint';

export interface ApiResult {
  ok: boolean;
  status: number;
  body: unknown;
  /** Why it failed, for logs: 'timeout', 'network', 'http 500', 'invalid json'. */
  problem?: string;
}

export interface PostOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers (a submission's Idempotency-Key). */
  headers?: Record<string, string>;
  /** The back-end asked and its rules (default: the built config's). */
  api?: Readonly<ApiSettings>;
}

export async function postJson(path: string, body: unknown, opts: PostOptions = {}): Promise<ApiResult> {
  const api = opts.api ?? builtApi;
  const timeoutMs = opts.timeoutMs ?? api.requestTimeoutMs;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  const onAbort = () => ctrl.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    const res = await fetch(apiUrl(api.apiBase, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...opts.headers },
      body: JSON.stringify(body),
      signal: ctrl.signal,
    });
    const text = await res.text();
    let parsed: unknown = null;
    let problem: string | undefined;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      problem = 'invalid json';
    }
    if (!res.ok) problem = `http ${res.status}`;
    return { ok: res.ok && !problem, status: res.status, body: parsed, problem };
  } catch {
    return { ok: false, status: 0, body: null, problem: ctrl.signal.aborted && !opts.signal?.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** Where an operation posts: v1/{controller}/{operation}, the General controller when it names none. */
export function operationPath(operation: string): string {
  return operation.includes('/') ? `v1/${operation}` : `v1/General/${operation}`;
}

/** Where and what an operation posts: its path, the branch code and its own fields. */
export function operationRequest(
  operation: string,
  extra: Record<string, unknown> = {},
  api: Pick<ApiSettings, 'branchCode'> = builtApi,
): { path: string; body: Record<string, unknown> } {
  return {
    path: operationPath(operation),
    body: { branchCode: api.branchCode, ...extra },
  };
}

export function callOperation(operation: string, extra: Record<string, unknown> = {}, opts?: PostOptions): Promise<ApiResult> {
  const { path, body } = operationRequest(operation, extra, opts?.api);
  return postJson(path, body, opts);
}
