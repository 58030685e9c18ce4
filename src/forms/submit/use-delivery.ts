// Sending a form from a component: status for the UI, and an in-flight guard so a double click
// (or Enter pressed twice) never sends the form twice. A failure keeps the data with the caller,
// who offers a retry.
import { useCallback, useRef, useState } from 'react';
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
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const [result, setResult] = useState<DeliveryResult | null>(null);
  const inFlight = useRef(false);
  const run = useCallback(
    async (data: unknown) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('sending');
      try {
        let r: DeliveryResult;
        try {
          r = await send(submit, data);
        } catch {
          r = { ok: false, kind: submit.kind, problem: 'exception' };
        }
        setResult(r);
        setStatus(r.ok ? 'sent' : 'failed');
        return r;
      } finally {
        inFlight.current = false;
      }
    },
    [submit, send],
  );
  const reset = useCallback(() => {
    setStatus('idle');
    setResult(null);
  }, []);
  return { status, result, send: run, reset };
}
