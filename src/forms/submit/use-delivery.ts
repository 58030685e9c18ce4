// Sending a form from a component: status for the UI, and an in-flight guard so a double click
// (or Enter pressed twice) never sends the form twice. A failure keeps the data with the caller,
// who offers a retry.
import { useCallback, useRef, useState } from 'react';
import { useSiteConfig } from '../../config/config-context';
import { deliver } from './deliver';
import type { DeliveryResult, SubmitConfig } from './types';

export type DeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface Delivery {
  status: DeliveryStatus;
  result: DeliveryResult | null;
  /** Sends the data; resolves null when a send is already in flight. */
  send: (data: unknown) => Promise<DeliveryResult | null>;
  reset: () => void;
}

export function useDelivery(submit: SubmitConfig, send: typeof deliver = deliver): Delivery {
  const { site } = useSiteConfig();
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [result, setResult] = useState<DeliveryResult | null>(null);
  const inFlight = useRef(false);
  // One id per submission: a retry of the same data (after a timeout that may have arrived) sends
  // the same id, so the back-end can tell it already has it; new data, or a new form after a
  // success, gets a new one.
  const pending = useRef<{ data: string; id: string } | null>(null);
  const run = useCallback(
    async (data: unknown) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('sending');
      const text = JSON.stringify(data) ?? '';
      if (pending.current?.data !== text) pending.current = { data: text, id: newSubmissionId() };
      try {
        let r: DeliveryResult;
        try {
          r = await send(submit, data, site, pending.current.id);
        } catch {
          r = { ok: false, kind: submit.kind, problem: 'exception' };
        }
        setResult(r);
        setStatus(r.ok ? 'sent' : 'failed');
        if (r.ok) pending.current = null;
        return r;
      } finally {
        inFlight.current = false;
      }
    },
    [submit, send, site],
  );
  const reset = useCallback(() => {
    setStatus('idle');
    setResult(null);
  }, []);
  return { status, result, send: run, reset };
}

/** A random id (crypto.randomUUID where the page is secure; random digits elsewhere). */
function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
