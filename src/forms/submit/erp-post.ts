// Posting a form to the ERP and reading its answer (contract ERP-FORMS.md G5 and §1.4-3). The ERP
// sends no CORS headers, so the site posts to its own origin (a relative URL while site.apiBase is
// empty) and the same-origin proxy passes the request on (docs/deployment.md). The answer is read
// as JSON whatever its Content-Type says (the MVC actions may send JSON as form-urlencoded):
// - IsSuccess true: accepted; the registration number is the text in ResponseMSG's first parentheses;
// - IsSuccess false (HTTP 200), or HTTP 400 { Message }: refused, with the ERP's words;
// - no connection, a time-out, 502/503/504 from the proxy: sent, and no answer (types.ts isUnknown);
// - anything else (another status, a page that is not JSON: a proxy that serves the site instead
//   of passing the request on) is a failure too: a parent is told "sent" only when the ERP said so.
import { apiUrl } from '../../api/endpoint';
import { builtApi } from '../../api/built-api';
import { asObject } from '../core/form-json';
import { UPLOAD_TIMEOUT_FACTOR, submissionHeader } from './http';
import type { DeliveryResult, SubmitConfig } from './types';

/** The registration number in an answer such as "Registration saved (REG-2082-0042)". */
export function registrationNumber(message: string): string | undefined {
  const inner = /\(([^()]+)\)/.exec(message)?.[1]?.trim();
  return inner || undefined;
}

export interface ErpPostOptions {
  submissionId?: string;
  headers?: Record<string, string>;
}

export async function postToErp(
  kind: SubmitConfig['kind'],
  path: string,
  body: FormData | Record<string, unknown>,
  opts: ErpPostOptions = {},
): Promise<DeliveryResult> {
  const multipart = body instanceof FormData;
  const ctrl = new AbortController();
  // Photos and documents over a slow phone connection get the long time limit.
  const timer = setTimeout(() => ctrl.abort(), builtApi.requestTimeoutMs * (multipart ? UPLOAD_TIMEOUT_FACTOR : 1));
  try {
    const res = await fetch(apiUrl(builtApi.apiBase, path), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(multipart ? {} : { 'content-type': 'application/json' }),
        ...submissionHeader(opts.submissionId),
        ...opts.headers,
      },
      body: multipart ? body : JSON.stringify(body),
      signal: ctrl.signal,
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const b = asObject(parsed);
    const message = typeof b.ResponseMSG === 'string' ? b.ResponseMSG.trim() : '';
    if (res.ok && b.IsSuccess === true) return { ok: true, kind, reference: registrationNumber(message) };
    if (b.IsSuccess === false) return { ok: false, kind, problem: 'refused', refusal: message };
    if (res.status === 400 && typeof b.Message === 'string') return { ok: false, kind, problem: 'refused', refusal: b.Message.trim() };
    if (!res.ok) return { ok: false, kind, problem: `http ${res.status}` };
    return { ok: false, kind, problem: parsed === null ? 'not json' : 'no IsSuccess' };
  } catch {
    return { ok: false, kind, problem: ctrl.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
