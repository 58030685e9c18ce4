// Sending a form from a component: status for the UI, and an in-flight guard so a double click
// (or Enter pressed twice) never sends the form twice. A refusal or an error keeps the data with
// the caller, who offers a retry. A submission that could not reach the school (no connection, a
// time-out) waits: it is sent again, with the same idempotency key, when the browser says the
// connection is back and every little while until then, as long as the page is open
// (pending.ts says what the device keeps meanwhile). `onSent` hears of the success, whenever it
// comes: the parent is told "sent" only then.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../config/config-context';
import { deliver, type DeliveryExtras } from './deliver';
import { clearPending, notePending, readPending, retryDelayMs } from './pending';
import { isWaiting, type DeliveryResult, type SubmitConfig } from './types';

export type DeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'waiting';

export interface Delivery {
  status: DeliveryStatus;
  result: DeliveryResult | null;
  /** Sends the data; resolves null when a send is already in flight. */
  send: (data: unknown, extras?: Pick<DeliveryExtras, 'otpToken'>) => Promise<DeliveryResult | null>;
  reset: () => void;
  /** When a submission of this form from this device, in an earlier visit, could not reach the school (ISO time). */
  waitingSince: string | null;
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
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const alive = useRef(false);

  useEffect(() => {
    if (!formId || keepDays <= 0) return;
    const note = readPending(formId, keepDays);
    if (!note) return;
    pending.current = { data: null, id: note.id };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's storage is read after mount: the hydrating render must not know of it
    setWaitingSince(note.savedAt);
  }, [formId, keepDays]);

  const run = useCallback(
    async (data: unknown, extras?: Pick<DeliveryExtras, 'otpToken'>) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      clearTimeout(timer.current);
      setStatus('sending');
      const text = JSON.stringify(data) ?? '';
      if (!pending.current || (pending.current.data !== null && pending.current.data !== text))
        pending.current = { data: text, id: newSubmissionId() };
      pending.current.data = text;
      const id = pending.current.id;
      try {
        let r: DeliveryResult;
        try {
          r = await send(submit, data, site, id, { erp, ...extras });
        } catch {
          r = { ok: false, kind: submit.kind, problem: 'exception' };
        }
        setResult(r);
        if (r.ok) {
          setStatus('sent');
          pending.current = null;
          waiting.current = null;
          attempt.current = 0;
          setWaitingSince(null);
          if (formId) clearPending(formId);
          onSent.current?.(data, r);
        } else if (isWaiting(r)) {
          setStatus('waiting');
          waiting.current = { data, extras };
          if (formId && keepDays > 0) notePending(formId, { id, savedAt: new Date().toISOString() });
          // Only while the form is on the page: a form closed (a dialog, another page of the app)
          // sends nothing behind the visitor's back.
          if (alive.current) timer.current = setTimeout(() => void retryRef.current(), retryDelayMs(attempt.current++));
        } else {
          // Answered (a refusal, an error): nothing waits any more.
          setStatus('failed');
          waiting.current = null;
          setWaitingSince(null);
          if (formId) clearPending(formId);
        }
        return r;
      } finally {
        inFlight.current = false;
      }
    },
    [submit, send, site, erp, formId, keepDays],
  );

  const retry = useCallback(async () => {
    const w = waiting.current;
    if (w) await run(w.data, w.extras);
  }, [run]);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  // The connection is back: send what waits at once.
  useEffect(() => {
    if (status !== 'waiting') return;
    const online = () => void retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [status, retry]);
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
  return { status, result, send: run, reset, waitingSince };
}

/** A random id (crypto.randomUUID where the page is secure; random digits elsewhere). */
function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
