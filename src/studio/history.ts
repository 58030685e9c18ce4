// Undo and redo over whole studio states (the config and the forms being edited). Bounded; edits
// that share a tag within a short time (typing in one field) become one step.
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Tag and time of the last recorded edit, to merge bursts of typing. */
  lastTag?: string;
  lastAt?: number;
}

export const HISTORY_LIMIT = 100;
export const MERGE_MS = 1000;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records a new state. An edit with the same tag as the previous one, soon after it, replaces it. */
export function record<T>(h: History<T>, next: T, tag?: string, now = Date.now(), limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, h.present)) return h;
  const merge = tag !== undefined && tag === h.lastTag && h.lastAt !== undefined && now - h.lastAt < MERGE_MS && h.past.length > 0;
  const past = merge ? h.past : [...h.past, h.present].slice(-limit);
  return { past, present: next, future: [], lastTag: tag, lastAt: now };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  const previous = h.past[h.past.length - 1];
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  const [next, ...rest] = h.future;
  return { past: [...h.past, h.present], present: next, future: rest };
}

/** Replaces the present without an undo step (after a save or an import that should not be undone). */
export function reset<T>(present: T): History<T> {
  return createHistory(present);
}
