// Sending a form from a component: status for the UI, and an in-flight guard so a double click
// (or Enter pressed twice) never sends the form twice. A refusal or an error keeps the data with
// the caller, who offers a retry. Two kinds of "did not get through" (types.ts):
// - never left the phone (the browser says it is offline: nothing is sent; a list the form needs
//   could not be read; the proxy's rate limit): 'waiting'. It is sent again, with the same
//   idempotency key, when the browser says the connection is back and now and then until then,
//   MAX_AUTO_ATTEMPTS times at most, at jittered delays, as long as the page is open;
// - sent, and no answer came (a time-out, 502/503/504 from the proxy, the connection lost while
//   waiting): 'unknown'. It may have arrived, and the ERP keeps every copy whatever the key says,
//   so nothing is sent by itself: the family is told so, with the school's phone number, and
//   sends again only if they choose (each tap one request).
// pending.ts says what the device keeps meanwhile. `onSent` hears of the success, whenever it
// comes: the parent is told "sent" only then.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../site-config/config-context';
import { deliver, type DeliveryExtras } from './deliver';
import { clearPending, MAX_AUTO_ATTEMPTS, notePending, onlineDelayMs, readPending, retryDelayMs } from './pending';
import { isUnknown, isUnsent, type DeliveryResult, type SubmitConfig } from './types';

/** 'waiting': never left the phone, sent by itself later; 'unknown': sent, no answer (it may have arrived). */
export type DeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'waiting' | 'unknown';

export interface Delivery {
  status: DeliveryStatus;
  result: DeliveryResult | null;
  /** Sends the data; resolves null when a send is already in flight. */
  send: (data: unknown, extras?: Pick<DeliveryExtras, 'otpToken'>) => Promise<DeliveryResult | null>;
  reset: () => void;
  /** When a submission of this form from this device, in an earlier visit, did not get through (ISO time). */
  waitingSince: string | null;
  /** Whether that earlier submission was sent and got no answer (it may have arrived). */
  waitedUnknown: boolean;
  /** False once a waiting submission was tried MAX_AUTO_ATTEMPTS times by itself ("Send now" still sends it). */
  autoRetrying: boolean;
}

export interface DeliveryOptions {
  /** The form's id: a waiting submission's note is kept under it. */
  formId?: string;
  /** How long the note of a waiting submission is kept on the device (the draft's lifetime); 0: never kept. */
  keepDays?: number;
  /** The form's way into the ERP. */
  erp?: DeliveryExtras['erp'];
  /** Called once the submission was delivered (a retry included), with what was sent. */
  onSent?: (data: unknown, result: DeliveryResult) => void;
}

export function useDelivery(submit: SubmitConfig, send: typeof deliver = deliver, options: DeliveryOptions = {}): Delivery {
  const { site } = useSiteConfig();
  const { formId, keepDays = 0, erp } = options;
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [result, setResult] = useState<DeliveryResult | null>(null);
  const [waitingSince, setWaitingSince] = useState<string | null>(null);
  const [waitedUnknown, setWaitedUnknown] = useState(false);
  const [autoRetrying, setAutoRetrying] = useState(true);
  const inFlight = useRef(false);
  const onSent = useRef(options.onSent);
  useEffect(() => {
    onSent.current = options.onSent;
  });
  // One id per submission: a retry of the same data (after a timeout that may have arrived) sends
  // the same id, so the back-end can tell it already has it; new data, or a new form after a
  // success, gets a new one. A submission noted as waiting in an earlier visit lends its id to the
  // next send of the form.
  const pending = useRef<{ data: string | null; id: string } | null>(null);
  const waiting = useRef<{ data: unknown; extras?: Pick<DeliveryExtras, 'otpToken'> } | null>(null);
  /** Automatic attempts since the family last sent it themselves. */
  const autoAttempts = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryRef = useRef<(automatic: boolean) => Promise<void>>(() => Promise.resolve());
  const alive = useRef(false);

  useEffect(() => {
    if (!formId || keepDays <= 0) return;
    const note = readPending(formId, keepDays);
    if (!note) return;
    pending.current = { data: null, id: note.id };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's storage is read after mount: the hydrating render must not know of it
    setWaitingSince(note.savedAt);
    setWaitedUnknown(note.unknown === true);
  }, [formId, keepDays]);

  const run = useCallback(
    async (data: unknown, extras?: Pick<DeliveryExtras, 'otpToken'>, automatic = false) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      clearTimeout(timer.current);
      setStatus('sending');
      const text = JSON.stringify(data) ?? '';
      if (!pending.current || (pending.current.data !== null && pending.current.data !== text))
        pending.current = { data: text, id: newSubmissionId() };
      pending.current.data = text;
      const id = pending.current.id;
      if (!automatic) autoAttempts.current = 0;
      try {
        let r: DeliveryResult;
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        if (offline) {
          // The browser knows it has no connection: nothing is sent, so nothing can have arrived.
          r = { ok: false, kind: submit.kind, problem: 'offline' };
        } else {
          if (automatic) autoAttempts.current++;
          try {
            r = await send(submit, data, site, id, { erp, ...extras });
          } catch {
            r = { ok: false, kind: submit.kind, problem: 'exception' };
          }
        }
        setResult(r);
        if (r.ok) {
          setStatus('sent');
          pending.current = null;
          waiting.current = null;
          autoAttempts.current = 0;
          setWaitingSince(null);
          setWaitedUnknown(false);
          if (formId) clearPending(formId);
          onSent.current?.(data, r);
        } else if (isUnsent(r) || isUnknown(r)) {
          const unknown = isUnknown(r);
          setStatus(unknown ? 'unknown' : 'waiting');
          waiting.current = { data, extras };
          if (formId && keepDays > 0) notePending(formId, { id, savedAt: new Date().toISOString(), ...(unknown ? { unknown: true } : {}) });
          // Only what never left is tried again by itself, and only while the form is on the
          // page: a form closed (a dialog, another page of the app) sends nothing behind the
          // visitor's back. Offline, the connection's return brings the next attempt (below);
          // otherwise (a list unread, the proxy's rate limit) a timer does. Only attempts that
          // went out count towards the limit.
          const more = !unknown && autoAttempts.current < MAX_AUTO_ATTEMPTS;
          setAutoRetrying(more);
          if (more && !offline && alive.current)
            timer.current = setTimeout(() => void retryRef.current(true), retryDelayMs(autoAttempts.current));
        } else {
          // Answered (a refusal, an error): nothing waits any more.
          setStatus('failed');
          waiting.current = null;
          setWaitingSince(null);
          setWaitedUnknown(false);
          if (formId) clearPending(formId);
        }
        return r;
      } finally {
        inFlight.current = false;
      }
    },
    [submit, send, site, erp, formId, keepDays],
  );

  const retry = useCallback(
    async (automatic: boolean) => {
      const w = waiting.current;
      if (w) await run(w.data, w.extras, automatic);
    },
    [run],
  );
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  // The connection is back: send what never left, in a moment (a few seconds at random, so that
  // the phones a network brings back together do not all call at once). What was sent without an
  // answer waits for the family's choice.
  useEffect(() => {
    if (status !== 'waiting' || !autoRetrying) return;
    const online = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void retryRef.current(true), onlineDelayMs());
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [status, autoRetrying]);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    setStatus('idle');
    setResult(null);
  }, []);
  const sendNow = useCallback((data: unknown, extras?: Pick<DeliveryExtras, 'otpToken'>) => run(data, extras), [run]);
  return { status, result, send: sendNow, reset, waitingSince, waitedUnknown, autoRetrying };
}

/** A random id (crypto.randomUUID where the page is secure; random digits elsewhere). */
function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
