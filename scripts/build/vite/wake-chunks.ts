// How the islands' code is cut into files (issue 33: the first tap answers at once). A wake asks
// for all of its island's files at once (src/islands/page-code.ts), and after load the page asks
// for them ahead of a tap (prefetch-code.ts), but on a phone's network each wave of files costs a
// round trip (562 ms on DevTools' slow 4G) and a browser fetches at most six at a time from one
// host over HTTP/1.1: Rolldown's automatic split gave what wakes any island 13 files, the phone
// menu 7 more, small helpers of ours one file each, named after whichever chunk came first.
//
// The rule here (Rolldown's `codeSplitting.groups`, decided from the build's own module graph):
//   - `wake`: what wakes islands (src/islands/hydrate.tsx's static imports: React, react-dom, SWR,
//     the config, the strings) that another chunk shares too, and the small helpers of ours that
//     islands share, where the automatic split would have given them files of their own (no CSS,
//     no library, no island beside them): one file that every island needs anyway. (A helper
//     bringing CSS would put its CSS on every page with an island, inlined: those stay where the
//     automatic split puts them.)
//   - `base`: the helpers those share with the chunks of plain script the page loads before any
//     wake (the prefetch's own, the later part's, the banner popup's and the hero slider's), which
//     must never load React: one small file, usually already there when an island wakes.
//   - What only hydrate.tsx imports (the island runtime) stays in hydrate.tsx's chunk: the
//     client-rendered app loads the wake chunk too, and must not run the island runtime's
//     module-level code.
//   - Everything else, as Rolldown splits it: an island's own modules are its chunk; a library
//     only some islands use (the carousel, DOMPurify, the form engine) a chunk of its own.
// The loader's own modules (src/main.tsx's static imports) are never captured: they are the
// page's one script, within its budget. Each module's imports go where it goes or up front (no
// chunk imports in a circle), so no group needs Rolldown to carry modules' dependencies along.
import { join } from 'node:path';

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export const WAKE_CHUNK = 'wake';
export const BASE_CHUNK = 'base';

/** Each captured module's chunk name, from the graph (by absolute module id). */
export function wakeChunkPlan(graph: Graph, root: string, entry: string, wake: string): Map<string, string> {
  const own = (id: string) => id.startsWith(join(root, 'src') + '/') && !id.includes('/node_modules/') && !id.includes('?');
  const isCss = (id: string) => /\.css($|\?)/.test(id);
  const closures = new Map<string, Set<string>>();
  /** The module and every module it imports statically, through their imports. */
  const closure = (start: string): Set<string> => {
    const known = closures.get(start);
    if (known) return known;
    const seen = new Set<string>();
    const todo = [start];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) todo.push(next);
    }
    closures.set(start, seen);
    return seen;
  };
  const entryId = join(root, entry);
  const wakeId = join(root, wake);
  const upFront = closure(entryId);
  // Every module imported on demand anywhere (an island, a lazy part, a chunk the loader fetches),
  // and those the up-front script itself imports on demand.
  const onDemand = new Set<string>();
  const fromUpFront = new Set<string>();
  const reached = new Set<string>();
  const todo = [entryId];
  while (todo.length) {
    const id = todo.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) todo.push(next);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      onDemand.add(next);
      if (upFront.has(id)) fromUpFront.add(next);
      todo.push(next);
    }
  }
  // Which of those load each module (beyond the up-front script): Rolldown's automatic split puts
  // the modules loaded by the same ones together.
  const loadedBy = new Map<string, string[]>();
  for (const d of onDemand) for (const id of closure(d)) if (!upFront.has(id)) loadedBy.set(id, [...(loadedBy.get(id) ?? []), d]);
  const wakes = closure(wakeId);
  // A chunk of plain script the page loads before any island wakes (the banner popup's, the later
  // part's, the prefetch's own: no React) must not load the wake chunk: what it shares with what
  // wakes stays out of it.
  const react = [...wakes].find((id) => /[\\/]node_modules[\\/]react[\\/]index\.js$/.test(id));
  if (!react) throw new Error(`wake chunks: ${wake} does not import React`);
  const plain = new Set([...fromUpFront].filter((d) => !closure(d).has(react)));
  const byPlain = (id: string) => loadedBy.get(id)!.some((d) => plain.has(d));
  const byReact = (id: string) => loadedBy.get(id)!.some((d) => !plain.has(d));
  const helper = (id: string) => own(id) && !isCss(id) && !onDemand.has(id);
  const plan = new Map<string, string>();
  // The helpers such a chunk shares with the rest: one small file of their own.
  for (const id of loadedBy.keys()) if (helper(id) && byPlain(id) && byReact(id)) plan.set(id, BASE_CHUNK);
  // What wakes islands, where another chunk shares it too.
  for (const [id, by] of loadedBy) if (wakes.has(id) && id !== wakeId && by.length > 1 && !byPlain(id)) plan.set(id, WAKE_CHUNK);
  // A helper of ours that islands share: only when the automatic split would give it a file with
  // nothing but such helpers (with a library, CSS or an island beside it, it saves no file).
  const together = new Map<string, string[]>();
  for (const [id, by] of loadedBy) {
    if (plan.has(id) || wakes.has(id) || by.length < 2) continue;
    const key = [...by].sort().join('\n');
    together.set(key, [...(together.get(key) ?? []), id]);
  }
  for (const ids of together.values()) if (ids.every((id) => helper(id) && !byPlain(id))) for (const id of ids) plan.set(id, WAKE_CHUNK);
  // A module goes where its imports (beyond the up-front script) go too: chunks never import in a
  // circle, and the plain chunks never load React.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of plan.keys())
      if (
        [...closure(id)].some((m) => !upFront.has(m) && !plan.has(m)) ||
        (plan.get(id) === BASE_CHUNK && [...closure(id)].some((m) => plan.get(m) === WAKE_CHUNK))
      ) {
        plan.delete(id);
        changed = true;
      }
  }
  return plan;
}

/** Rolldown's `output.codeSplitting` for the client build (the plan is made once, at the first module asked). */
export function wakeChunks(root: string, { entry, wake }: { entry: string; wake: string }) {
  let plan: Map<string, string> | undefined;
  return {
    groups: [
      {
        debugName: 'wake',
        includeDependenciesRecursively: false,
        name: (id: string, ctx: Graph) => (plan ??= wakeChunkPlan(ctx, root, entry, wake)).get(id) ?? null,
      },
    ],
  };
}
