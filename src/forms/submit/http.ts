// Kind 'http': POST the form to a configured endpoint, as JSON or multipart (when files must
// travel as files). A path ("/api/forms/contact") is on the back-end's origin; an absolute URL is
// used as it is. Success is a 2xx answer whose JSON body does not say IsSuccess false.
import { apiUrl } from '../../api/endpoint';
import { builtApi } from '../../api/built-api';
import { asObject } from '../core/form-json';
import { toMultipart } from '../core/payload';
import type { DeliveryResult } from './types';

/** Uploads may carry photos and documents over a slow phone connection: five request timeouts. */
export const UPLOAD_TIMEOUT_FACTOR = 5;

/** Whether the data carries a file (a data URL, in JSON or multipart alike). */
export function carriesFiles(data: unknown): boolean {
  if (typeof data === 'string') return data.startsWith('data:');
  if (Array.isArray(data)) return data.some(carriesFiles);
  return data !== null && typeof data === 'object' && Object.values(data).some(carriesFiles);
}

/**
 * The header naming one submission (the same on every retry of it): a back-end that already took
 * it answers again without recording it twice (the demo back-end does), so a retry after a
 * timeout that in fact arrived sends nothing twice.
 */
export const submissionHeader = (id: string | undefined): Record<string, string> => (id ? { 'idempotency-key': id } : {});

export function endpointUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : apiUrl(builtApi.apiBase, url);
}

export async function sendHttp(url: string, encoding: 'json' | 'multipart', data: unknown, submissionId?: string): Promise<DeliveryResult> {
  const ctrl = new AbortController();
  // Any payload with files gets the long timeout, JSON ones included.
  const timeoutMs = builtApi.requestTimeoutMs * (encoding === 'multipart' || carriesFiles(data) ? UPLOAD_TIMEOUT_FACTOR : 1);
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(endpointUrl(url), {
      method: 'POST',
      headers: {
        ...(encoding === 'json' ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...submissionHeader(submissionId),
      },
      body: encoding === 'json' ? JSON.stringify(data) : toMultipart(data),
      signal: ctrl.signal,
    });
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    const b = asObject(body);
    if (!res.ok) return { ok: false, kind: 'http', problem: `http ${res.status}` };
    if (b.IsSuccess === false)
      return { ok: false, kind: 'http', problem: typeof b.ResponseMSG === 'string' ? b.ResponseMSG : 'IsSuccess false' };
    const id = b.Id ?? b.id;
    return { ok: true, kind: 'http', reference: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined };
  } catch {
    return { ok: false, kind: 'http', problem: ctrl.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
