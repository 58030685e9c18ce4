// Is what this prerendered page shows still what the back-end has? Run a few seconds after load
// (src/main.tsx). The page's freshness plan holds, for each operation it shows, the request and a
// fingerprint of the build's answer (fresh.json in its build's archive, page-file-url.ts: kept out
// of the HTML, whose first round trip it would cost, and kept by the service worker with the page);
// this asks the back-end for those only, at most once per site.freshnessMinutes each (the
// fingerprints it got are kept with their time), and compares. Small on purpose — no React, no
// guards, no config: a page whose data did not change loads nothing more. Only when something
// changed does freshness.ts (the heavy part) come to draw the changed parts again.
import { fingerprint } from '../lib/hash';
import { ownPageFileUrl } from './page-file-url';

/** The page's freshness plan beside it (scripts/build/page-writer.mjs: FRESH_FILE). */
export const FRESH_FILE = 'fresh.json';

interface Plan {
  api: string;
  every: number;
  ops: Record<string, [path: string, body: string, fingerprint: string]>;
}

const KEPT = 'school-site:fresh';
type Kept = Record<string, [at: number, fingerprint: string]>;

function read<T>(get: () => string | null | undefined, fallback: T): T {
  try {
    return (JSON.parse(get() ?? '') as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The page's own plan of this build; null when it does not say which page it is or the plan cannot be had. */
async function readPlan(root: HTMLElement): Promise<Plan | null> {
  const url = ownPageFileUrl(root, FRESH_FILE);
  if (!url) return null;
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    const plan = res.ok ? ((await res.json()) as Plan | null) : null;
    return plan && typeof plan.api === 'string' && plan.ops && typeof plan.ops === 'object' ? plan : null;
  } catch {
    return null;
  }
}

/** The operations (SWR keys) whose answer differs from the build's; draws their parts again. */
export async function probeFreshness(root: HTMLElement, now = Date.now()): Promise<string[]> {
  const plan = await readPlan(root);
  if (!plan) return [];
  const builtAt = Number(document.getElementById('__snapshot')?.dataset.builtAt) || 0;
  const kept = read<Kept>(() => localStorage.getItem(KEPT), {});
  // What changed: the answer itself when it was asked now (freshness.ts reads it, no second
  // request), or undefined when the answer kept from earlier says so.
  const changed: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(plan.ops).map(async ([key, [path, body, built]]) => {
      let seen = kept[key];
      let answer: unknown;
      // Asked recently (since this build): that answer stands.
      if (!seen || seen[0] <= builtAt || now - seen[0] >= plan.every) {
        try {
          const res = await fetch(`${plan.api.replace(/\/+$/, '')}/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
          });
          answer = res.ok ? await res.json() : null;
          // The back-end answers a failure as an empty list with HTTP 200: that says nothing.
          if (answer === null || (Array.isArray(answer) && answer.length === 0)) return;
          kept[key] = seen = [now, fingerprint(JSON.stringify(answer))];
        } catch {
          // Offline or failing: the last answer known since this build, however old, still tells.
          if (!seen || seen[0] <= builtAt) return;
        }
      }
      if (seen[1] !== built) changed[key] = answer;
    }),
  );
  try {
    localStorage.setItem(KEPT, JSON.stringify(kept));
  } catch {
    /* storage full or off: the next page asks again */
  }
  const keys = Object.keys(changed);
  if (keys.length) await import('./freshness').then((m) => m.redrawChanged(root, changed, now));
  return keys;
}
