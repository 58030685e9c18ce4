// SPEC §4 "Loading flag": true while the start-up data is being fetched, false when all have
// settled, failed or not. With cached data (a returning visitor) it is false at once.
import { useEffect, useRef, useState } from 'react';
import { startupOperations } from './operations';
import { useOperation } from './use-operation';
import { useRenderContext } from '../render/render-context';

export function useStartup(): { loading: boolean; failed: string[] } {
  // startupOperations is a module constant, so the hook order never changes between renders.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const states = startupOperations.map((op) => ({ name: op.name, ...useOperation(op as never, true) }));
  // SWR sets isLoading again while it retries a failed call; the loader must not come back then,
  // so once every call has settled the flag stays false (state set during render, as React's
  // "storing information from previous renders" does: this render already returns false).
  // (A page that came prerendered has settled from the start: its content is on screen.)
  const { prerendered } = useRenderContext();
  const [settled, setSettled] = useState(prerendered === true);
  const loading = !settled && states.some((s) => s.isLoading);
  if (!loading && !settled) setSettled(true);
  const failed = states.filter((s) => s.failed).map((s) => s.name);
  const logged = useRef('');
  useEffect(() => {
    const key = failed.join(',');
    if (!loading && key && logged.current !== key) {
      logged.current = key;
      console.warn(`Start-up data could not be loaded: ${key}`);
    }
  }, [loading, failed]);
  return { loading, failed };
}
