// Is what this prerendered page shows still what the site publishes? Run a few seconds after
// load (src/main.tsx). A visitor never asks the ERP for content: the publisher reads the ERP on its
// schedule, and each build publishes a change note (CHANGES_FILE at the site's root: the build and
// a fingerprint of each operation's answer it was made from). The page's freshness plan (fresh.json
// in its build's archive, page-file-url.ts: kept out of the HTML, whose first round trip it would
// cost, and kept by the service worker with the page) holds the fingerprints of the operations it
// shows. This reads the note, at most once per site.freshnessMinutes (the note is kept with its
// time), and compares. Small on purpose — no React, no guards, no config: a page whose data did
// not change loads nothing more. Only when something changed does it fetch the page's data of the
// newest build (its views only: a few KB) and freshness.ts (the heavy part) draw the changed parts
// again. Live-only data (birthdays) is not in any page: its parts ask the back-end themselves.
import { pageFileUrl } from './page-file-url';

/** The page's freshness plan beside it (scripts/build/page-writer.mjs: FRESH_FILE). */
export const FRESH_FILE = 'fresh.json';
/** The change note of the newest build, at the site's root (scripts/prerender.mjs writes it). */
export const CHANGES_FILE = 'changes.json';
/** A page's data file (scripts/build/page-writer.mjs: DATA_FILE). */
const DATA_FILE = 'page-data.json';

interface Plan {
  every: number;
  ops: Record<string, string>;
}
interface Note {
  build: number;
  ops: Record<string, string>;
}

const KEPT = 'school-site:changes';

/** The page's own plan of this build; null when it does not say which page it is or the plan cannot be had. */
async function readPlan(root: HTMLElement): Promise<Plan | null> {
  const plan = await getJson<Plan>(pageFileUrl(root, FRESH_FILE));
  return plan && typeof plan.every === 'number' && plan.ops && typeof plan.ops === 'object' ? plan : null;
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

const isNote = (v: unknown): v is Note =>
  !!v && typeof (v as Note).build === 'number' && !!(v as Note).ops && typeof (v as Note).ops === 'object';

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

/** The operations (keys) whose data changed since this page's build; draws their parts again. */
export async function probeFreshness(root: HTMLElement, now = Date.now()): Promise<string[]> {
  const plan = await readPlan(root);
  if (!plan) return [];
  const builtAt = Number(document.getElementById('__snapshot')?.dataset.builtAt) || 0;
  const note = await readNote(plan.every, now);
  // A note of this build or an older one (a cached page of a newer build) says nothing new.
  if (!note || note.build <= builtAt) return [];
  const changed = Object.keys(plan.ops).filter((k) => k in note.ops && note.ops[k] !== plan.ops[k]);
  if (!changed.length) return [];
  // The page as the newest build made it: its data (gone when the page was withdrawn: then the
  // page stays as it is, and a visit to its address finds Page Not Found).
  const latest = await getJson<Record<string, unknown>>(pageFileUrl(root, DATA_FILE, note.build));
  if (!latest || typeof latest !== 'object') return [];
  await import('./freshness').then((m) => m.redrawChanged(root, latest));
  return changed;
}
