// Is what this prerendered page shows still what the site publishes? Run a few seconds after
// load (src/main.tsx). A visitor never asks the ERP for content: the publisher reads the ERP on its
// schedule, and each build publishes a change note (CHANGES_FILE at the site's root: a fingerprint
// of each operation's answer it was made from). The page's freshness plan (fresh.json
// in its build's archive, page-file-url.ts: kept out of the HTML, whose first round trip it would
// cost, and kept by the service worker with the page) holds the fingerprints of the operations it
// shows. This reads the note, at most once per site.freshnessMinutes (the note is kept with its
// time), and compares. Small on purpose — no React, no guards, no config: a page whose data did
// not change loads nothing more. Only when something changed does it fetch the page's data as the
// live release has it (beside the page: its views only, a few KB) and freshness.ts (the heavy part) draw the changed parts
// again. Live-only data (birthdays) is not in any page: its parts ask the back-end themselves.
// A form's choices from the ERP (src/api/operations.ts checkedLive: their ids go back to the ERP)
// are the exception: the plan holds their requests, and the page asks the ERP for those only.
import { fingerprint } from '../lib/hash';
import { livePageFileUrl, pageFileUrl } from './page-file-url';
import { snapshotTime } from '../app/snapshot';

/** The page's freshness plan beside it (scripts/build/page-writer.ts: FRESH_FILE). */
export const FRESH_FILE = 'fresh.json';
/** The change note of the newest build, at the site's root (scripts/build/prerender.ts writes it). */
export const CHANGES_FILE = 'changes.json';
/** A page's data file (scripts/build/page-writer.ts: DATA_FILE). */
const DATA_FILE = 'page-data.json';

interface Plan {
  every: number;
  /** The operations the page shows. */
  ops: string[];
  /** The ERP's address, and each operation the page checks with it: its request and the build's fingerprint. */
  api?: string;
  live?: Record<string, [path: string, body: string, fingerprint: string]>;
}
interface Note {
  ops: Record<string, string>;
}

const KEPT = 'school-site:changes';
const KEPT_LIVE = 'school-site:fresh';
type KeptLive = Record<string, [at: number, fingerprint: string]>;

/** The page's own plan of this build; null when it does not say which page it is or the plan cannot be had. */
async function readPlan(root: HTMLElement): Promise<Plan | null> {
  const plan = await getJson<Plan>(pageFileUrl(root, FRESH_FILE));
  return plan && typeof plan.every === 'number' && Array.isArray(plan.ops) ? plan : null;
}

async function getJson<T>(url: string | null, init?: RequestInit): Promise<T | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { credentials: 'same-origin', ...init });
    return res.ok ? ((await res.json()) as T | null) : null;
  } catch {
    return null;
  }
}

const isNote = (v: unknown): v is Note => !!v && !!(v as Note).ops && typeof (v as Note).ops === 'object';

/** The newest change note: the one kept when younger than `every`, else asked for (the kept one when that fails). */
async function readNote(every: number, now: number): Promise<Note | null> {
  let kept: [number, Note] | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as [number, Note] | null;
  } catch {
    kept = null;
  }
  if (kept && isNote(kept[1]) && now - kept[0] < every) return kept[1];
  const note = await getJson<Note>(new URL(`/${CHANGES_FILE}`, location.origin).href, { cache: 'no-cache' });
  if (!isNote(note)) return kept && isNote(kept[1]) ? kept[1] : null;
  try {
    localStorage.setItem(KEPT, JSON.stringify([now, note]));
  } catch {
    /* storage full or off: the next page asks again */
  }
  return note;
}

/**
 * The ERP's answers that differ from the build's, of the operations the page checks live, each
 * asked at most once per `every` since this build (the fingerprints it got are kept with their
 * time); an empty answer or a failure says nothing.
 */
async function askLive(plan: Plan, builtAt: number, now: number): Promise<Record<string, unknown>> {
  const live = plan.live ?? {};
  const api = (plan.api ?? '').replace(/\/+$/, '');
  let kept: KeptLive = {};
  try {
    kept = (JSON.parse(localStorage.getItem(KEPT_LIVE) ?? '{}') as KeptLive | null) ?? {};
  } catch {
    kept = {};
  }
  const changed: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(live).map(async ([key, [path, body, built]]) => {
      const seen = kept[key];
      if (seen && seen[0] > builtAt && now - seen[0] < plan.every) return;
      const answer = await getJson<unknown>(`${api}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      // The back-end answers a failure as an empty list with HTTP 200: that says nothing.
      if (answer === null || (Array.isArray(answer) && answer.length === 0)) return;
      const fp = fingerprint(JSON.stringify(answer));
      kept[key] = [now, fp];
      if (fp !== built) changed[key] = answer;
    }),
  );
  try {
    localStorage.setItem(KEPT_LIVE, JSON.stringify(kept));
  } catch {
    /* storage full or off: the next page asks again */
  }
  return changed;
}

/** The operations (keys) whose data changed since this page's build; draws their parts again. */
export async function probeFreshness(root: HTMLElement, now = Date.now()): Promise<string[]> {
  const plan = await readPlan(root);
  if (!plan) return [];
  const builtAt = Number(document.getElementById('__snapshot')?.dataset.builtAt) || 0;
  const [fromNote, answers] = await Promise.all([changedInNote(root, plan, now), askLive(plan, builtAt, now)]);
  if (!fromNote && !Object.keys(answers).length) return [];
  // The page as the live release has it: its data beside it (gone when the page was withdrawn:
  // the page then stays as it is, and a visit to its address finds Page Not Found).
  const got = fromNote ? await getJson<Record<string, unknown>>(livePageFileUrl(root, DATA_FILE), { cache: 'no-cache' }) : null;
  const latest = got && typeof got === 'object' ? got : {};
  if (!Object.keys(latest).length && !Object.keys(answers).length) return [];
  return import('./freshness').then((m) => m.redrawChanged(root, latest, answers));
}

/**
 * Whether the newest build's note says an operation the page shows (by its plan) changed since
 * the page's build: against that build's note, in its archive (gone, after a day: then the page's
 * data as the live release has it, a few KB, tells).
 */
async function changedInNote(root: HTMLElement, plan: Plan, now: number): Promise<boolean> {
  if (!plan.ops.length) return false;
  const note = await readNote(plan.every, now);
  if (!note) return false;
  const built = await getJson<Note>(pageFileUrl(root, CHANGES_FILE, snapshotTime(), true));
  if (!isNote(built)) return true;
  return plan.ops.some((k) => k in note.ops && note.ops[k] !== built.ops[k]);
}
