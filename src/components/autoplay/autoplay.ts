// The site's one autoplay, for the hero slider, the banner popup and the carousels (plain script,
// so a prerendered page runs it without React; use-autoplay.ts is the carousels' React side).
// It calls `tick` every `everyMs` while nothing asks it to wait: it waits while the mouse is over
// `root` or keyboard focus is inside it (focus after a click or from a script does not count),
// stops for good once a finger or pen touches it (or `setStopped`, a pause button), stands still
// while the tab is hidden, and never runs for visitors who prefer reduced motion.

const REDUCED = '(prefers-reduced-motion: reduce)';

let keyboardLast = false;
let tracking = false;
/** Whether the visitor's last input was the keyboard: watched once per page, from the first autoplay. */
function trackModality(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'keydown',
    (e) => {
      if (!e.metaKey && !e.altKey && !e.ctrlKey) keyboardLast = true;
    },
    true,
  );
  document.addEventListener('pointerdown', () => (keyboardLast = false), true);
}

export interface AutoplayState {
  /** Moving by itself right now. */
  running: boolean;
  /** Stopped for good (touched, or the pause button) until setStopped(false). */
  stopped: boolean;
  /** The visitor prefers reduced motion: it never runs (a pause button has nothing to do). */
  reduced: boolean;
}

export interface AutoplayOptions {
  everyMs: number;
  tick: () => void;
  /** Told the state at start and whenever it changes. */
  onChange?: (state: AutoplayState) => void;
}

export interface Autoplay {
  state(): AutoplayState;
  setStopped(stopped: boolean): void;
  /** Starts the interval over (after a move by hand, so the new item gets its full time). */
  restart(): void;
  destroy(): void;
}

export function startAutoplay(root: HTMLElement, { everyMs, tick, onChange }: AutoplayOptions): Autoplay {
  trackModality();
  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED) : null;
  let hover = false;
  let focus = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let told: string | undefined;

  const state = (): AutoplayState => {
    const reduced = motion?.matches ?? false;
    const running = everyMs > 0 && !reduced && document.visibilityState !== 'hidden' && !hover && !focus && !stopped;
    return { running, stopped, reduced };
  };
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const update = () => {
    const s = state();
    if (s.running && !timer) timer = setInterval(tick, everyMs);
    if (!s.running && timer) stopTimer();
    const key = JSON.stringify(s);
    if (key !== told) {
      told = key;
      onChange?.(s);
    }
  };

  const off = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    root.addEventListener(type, fn as EventListener, { signal: off.signal });
  on('pointerenter', (e) => e.pointerType === 'mouse' && ((hover = true), update()));
  on('pointerleave', (e) => e.pointerType === 'mouse' && ((hover = false), update()));
  on('pointerdown', (e) => e.pointerType !== 'mouse' && ((stopped = true), update()));
  on('focusin', () => keyboardLast && ((focus = true), update()));
  on('focusout', (e) => !root.contains(e.relatedTarget as Node | null) && ((focus = false), update()));
  document.addEventListener('visibilitychange', update, { signal: off.signal });
  motion?.addEventListener?.('change', update, { signal: off.signal });
  update();

  return {
    state,
    setStopped(value) {
      stopped = value;
      update();
    },
    restart() {
      stopTimer();
      update();
    },
    destroy() {
      off.abort();
      stopTimer();
    },
  };
}
