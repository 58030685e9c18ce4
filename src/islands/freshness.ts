// Draws again the parts of a prerendered page whose back-end data changed since the build
// (freshness-probe.ts found which). The
// changed operations are asked once more through the guards, as the app reads them — or taken
// from what was kept within site.freshnessMinutes — and only the islands whose data-keys include
// a key whose data really differs are drawn again (a static part rendered afresh, a live island
// re-rendered).
import { ops } from '../api/operations';
import { loadOperation } from '../api/operation';
import { isFailure } from '../api/guards/envelope';
import { mergeEntries, readStored, writeStored, type StoredEntry } from '../app/persisted-cache';
import { loadPageData, snapshotTime } from '../app/snapshot';
import { builtConfig } from '../app/site-value';

const storage = (): Storage | undefined => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
};

/**
 * `answers`: by key, the back-end's answer the probe just got (read here through its guard), or
 * undefined when the probe went by an answer it kept (then the data kept with it is used).
 * Returns the keys whose data differs from the build's, having drawn their parts again.
 */
export async function redrawChanged(root: HTMLElement, answers: Record<string, unknown>, now = Date.now()): Promise<string[]> {
  const snapshot = await loadPageData();
  const builtAt = snapshotTime();
  const every = (builtConfig.site.freshnessMinutes ?? 10) * 60_000;
  const stored = readStored(now, storage());
  const kept = new Map(stored.map((e) => [e[0], e]));
  const opOf = new Map(Object.values(ops).map((o) => [o.key, o]));
  const latest: Record<string, unknown> = {};
  const fetched: StoredEntry[] = [];
  await Promise.all(
    Object.entries(answers).map(async ([key, answer]) => {
      const op = opOf.get(key);
      if (!op) return;
      if (answer !== undefined) {
        if (isFailure(answer)) return;
        const data = (op.guard as (b: unknown) => unknown)(answer);
        // The back-end answers a failure with HTTP 200 and an empty list or record: an empty
        // answer never replaces what the build showed (a rebuild does).
        if (isEmpty(data) && !isEmpty(snapshot[key])) return;
        latest[key] = data;
        fetched.push([key, data, now]);
        return;
      }
      // Kept since the build: within site.freshnessMinutes it stands; after that only when the
      // back-end cannot be reached (a returning visitor offline still sees the newest known).
      const k = kept.get(key);
      const keptSinceBuild = k && k[2] > builtAt ? k : undefined;
      if (keptSinceBuild && now - keptSinceBuild[2] < every) {
        latest[key] = keptSinceBuild[1];
        return;
      }
      try {
        const data = await loadOperation(op as never);
        // An empty answer never replaces what the build showed (a rebuild does).
        if (isEmpty(data) && !isEmpty(snapshot[key])) return;
        latest[key] = data;
        fetched.push([key, data, now]);
      } catch {
        if (keptSinceBuild) latest[key] = keptSinceBuild[1];
      }
    }),
  );
  if (fetched.length) writeStored(mergeEntries(stored, fetched), storage());
  const changed = Object.keys(latest).filter((k) => JSON.stringify(latest[k]) !== JSON.stringify(snapshot[k]));
  if (changed.length) {
    const { refreshIslands } = await import('./hydrate');
    await refreshIslands(root, Object.fromEntries(changed.map((k) => [k, latest[k]])));
  }
  return changed;
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.values(v).every((x) => x === '' || x === null || (Array.isArray(x) && x.length === 0));
}
