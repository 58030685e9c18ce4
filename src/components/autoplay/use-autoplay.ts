// autoplay.ts for a React carousel: runs while `enabled`, on the element `root` points at.
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { startAutoplay, type Autoplay } from './autoplay';

/**
 * @param ms interval; 0/undefined disables autoplay.
 * @param advance called each interval.
 * @param enabled false when there is nothing to advance (e.g. all items already shown).
 * @param restartKey changing it restarts the interval (pass the selected index so moves by hand reset it).
 * @returns whether it is moving by itself right now (a live region stays quiet then).
 */
export function useAutoplay(
  root: RefObject<HTMLElement | null>,
  ms: number | undefined,
  advance: () => void,
  enabled: boolean,
  restartKey: unknown,
): boolean {
  const [running, setRunning] = useState(false);
  const tick = useEffectEvent(() => advance());
  const control = useRef<Autoplay | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || !ms || ms <= 0 || !enabled) return;
    const a = startAutoplay(el, { everyMs: ms, tick: () => tick(), onChange: (s) => setRunning(s.running) });
    control.current = a;
    return () => {
      a.destroy();
      control.current = null;
      setRunning(false);
    };
  }, [root, ms, enabled]);
  useEffect(() => control.current?.restart(), [restartKey]);
  return running;
}
