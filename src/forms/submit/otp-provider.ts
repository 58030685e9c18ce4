// An OTP service of the school's (site.config.json: forms.<form>.submit.otp), for a transfer-
// certificate request that goes to the ERP: the ERP can neither text nor check a code
// (contract §2), so without such a service the site shows no OTP step at all. The service texts
// a code to the mobile number (POST sendUrl { mobile }) and checks it (POST checkUrl
// { mobile, code } → { ok: true, token? }); the token travels with the request (x-otp-token) for
// the school's proxy to check before it passes the request to the ERP (docs/deployment.md).
import { builtApi } from '../../api/built-api';
import type { SubmitErpTc } from '../../generated/site-config';
import { asObject } from '../core/form-json';
import { parsePhone } from '../core/phone';
import { endpointUrl } from './http';

export type OtpProvider = NonNullable<SubmitErpTc['otp']>;

async function post(url: string, body: unknown): Promise<Record<string, unknown> | null> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), builtApi.requestTimeoutMs);
  try {
    const res = await fetch(endpointUrl(url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: ctrl.signal,
    });
    if (!res.ok) return null;
    return asObject(await res.json().catch(() => null));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The number as the service gets it: its E.164 form ('+9779841234567'), or as typed. */
const mobileOf = (typed: string) => {
  const p = parsePhone(typed, 'any');
  return p.ok ? p.e164 : typed.trim();
};

/** Asks the service to text a code; false when it could not. */
export async function sendOtp(provider: OtpProvider, mobile: string): Promise<boolean> {
  const b = await post(provider.sendUrl, { mobile: mobileOf(mobile) });
  return b !== null && b.ok !== false;
}

/** Whether the code is right, with the service's token for the request. */
export async function checkOtp(provider: OtpProvider, mobile: string, code: string): Promise<{ ok: boolean; token?: string }> {
  const b = await post(provider.checkUrl, { mobile: mobileOf(mobile), code });
  if (!b || b.ok !== true) return { ok: false };
  return { ok: true, token: typeof b.token === 'string' ? b.token : undefined };
}
