// A submission that did not get through, kept in the open page only: it holds what the ERP needs
// (the date of birth, documents, photos…), which this site never writes to a phone's storage. Two
// cases (types.ts): one that never left the phone waits and is sent again by itself, with the same
// idempotency key, when the connection returns (a few times at most, at jittered intervals, so
// phones that come back together do not all call at once); one that was sent and got no answer is
// never sent again by itself (the ERP ignores the key and keeps every copy), only when the family
// taps "Send again". The device keeps only a note of it, for as long as the form keeps its draft:
// the key (a random id, nothing personal), the time, and whether it was sent without an answer.
// The answers themselves are in the form's draft, as always without files and sensitive fields.
// After a reload the form says so, the parent adds back what the draft leaves out, and sends it:
// with the same key, so a back-end that honours it (the demo back-end, a relay) records it once.
// (docs/decisions.md)
import { browserStorage, type DraftStorage } from '../core/draft';
import { isObject } from '../core/form-json';

export const PENDING_PREFIX = 'form-pending:';
const DAY_MS = 86_400_000;

export interface PendingNote {
  /** The submission's idempotency key. */
  id: string;
  /** ISO time of the attempt that did not get through. */
  savedAt: string;
  /** True when that attempt was sent and no answer came: it may have arrived. */
  unknown?: boolean;
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
    const n = note as { id: string; savedAt: string; unknown?: unknown };
    return { id: n.id, savedAt: n.savedAt, ...(n.unknown === true ? { unknown: true } : {}) };
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

/** How many times a submission that never left the phone is tried again by itself, at most. */
export const MAX_AUTO_ATTEMPTS = 8;

/**
 * Milliseconds before the next automatic attempt: about 15, 30, 60, 120 s, then every 300 s, each
 * moved at random by up to a quarter either way.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(Math.min(15_000 * 2 ** attempt, 300_000) * (0.75 + 0.5 * random()));
}

/** Milliseconds between the connection's return and the attempt it brings: 1 to 5 s, at random. */
export function onlineDelayMs(random: () => number = Math.random): number {
  return Math.round(1_000 + 4_000 * random());
}
