// A submission that could not reach the school (no connection, a time-out) and waits to be sent
// again with the same idempotency key. What waits is the submission itself, in the open page
// only: it holds what the ERP needs (the date of birth, documents, photos…), which this site never
// writes to a phone's storage. The device keeps only a note that one is waiting, for as long as
// the form keeps its draft: the key (a random id, nothing personal) and the time. The answers
// themselves are in the form's draft, as always without files and sensitive fields. After a
// reload the form says a submission is waiting, the parent adds back what the draft leaves out,
// and sends it: with the same key, so a back-end that honours it (the demo back-end, a relay)
// records it once even if the first attempt did arrive. (docs/decisions.md)
import { browserStorage, type DraftStorage } from '../core/draft';
import { isObject } from '../core/json';

export const PENDING_PREFIX = 'form-pending:';
const DAY_MS = 86_400_000;

export interface PendingNote {
  /** The submission's idempotency key. */
  id: string;
  /** ISO time of the attempt that could not reach the school. */
  savedAt: string;
}

export function notePending(formId: string, note: PendingNote, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.setItem(`${PENDING_PREFIX}${formId}`, JSON.stringify(note));
  } catch {
    // storage full or blocked: the submission still waits in the page
  }
}

/** The note of a waiting submission of this form, or null (a note older than maxDays is removed). */
export function readPending(
  formId: string,
  maxDays: number,
  now = Date.now(),
  storage: DraftStorage | null = browserStorage(),
): PendingNote | null {
  try {
    const raw = storage?.getItem(`${PENDING_PREFIX}${formId}`);
    if (!raw) return null;
    let note: unknown = null;
    try {
      note = JSON.parse(raw);
    } catch {
      note = null;
    }
    const at = isObject(note) && typeof note.savedAt === 'string' ? Date.parse(note.savedAt) : NaN;
    const ok = isObject(note) && typeof note.id === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(note.id);
    if (!ok || !Number.isFinite(at) || now - at > maxDays * DAY_MS || at > now + DAY_MS) {
      storage?.removeItem(`${PENDING_PREFIX}${formId}`);
      return null;
    }
    return note as PendingNote;
  } catch {
    return null;
  }
}

export function clearPending(formId: string, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(`${PENDING_PREFIX}${formId}`);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** Seconds before the next automatic attempt: 15, 30, 60, 120, then every 300. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000 * 2 ** attempt, 300_000);
}
