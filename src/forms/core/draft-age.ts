// How long the browser keeps a form's draft (draft.ts), and the sweep that removes every draft past
// its age on any page load, whichever form it belongs to: a draft on a shared or cyber-café
// computer does not wait for someone to open that same form again. The page's up-front script
// fetches this small chunk when the page is idle and a draft is stored (src/main.tsx), so it
// imports nothing but the prefix.
import { DRAFT_PREFIX } from './draft-prefix';
/** How long a draft is kept when the form does not say ("ui:options": { "draftDays": n }). */
export const DEFAULT_DRAFT_DAYS = 7;
const DAY_MS = 86_400_000;

/** True when a draft last changed at savedAt (ms) is over maxDays old, or dated more than a day
 *  ahead (by a clock that was wrong), or has no readable date. */
export function draftTooOld(savedAt: number, maxDays: number, now: number): boolean {
  return !Number.isFinite(savedAt) || savedAt > now + DAY_MS || now - savedAt > maxDays * DAY_MS;
}

/**
 * Removes every stored draft past the days it was saved with (DEFAULT_DRAFT_DAYS when it does not
 * say: drafts from before drafts carried it), or that cannot be read. Never throws.
 */
export function sweepExpiredDrafts(now = Date.now(), storage?: Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>): void {
  try {
    const s = storage ?? localStorage;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(DRAFT_PREFIX)) keys.push(k);
    }
    for (const k of keys) {
      const d = stored(s.getItem(k));
      const days = typeof d?.days === 'number' && d.days > 0 ? d.days : DEFAULT_DRAFT_DAYS;
      if (typeof d?.savedAt !== 'string' || draftTooOld(Date.parse(d.savedAt), days, now)) s.removeItem(k);
    }
  } catch {
    // storage blocked (private mode, a policy): nothing is kept to sweep
  }
}

/** A stored draft's fields the sweep reads, or null when it is not a JSON object. */
function stored(raw: string | null): { savedAt?: unknown; days?: unknown } | null {
  try {
    const v: unknown = JSON.parse(raw ?? '');
    return v !== null && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}
