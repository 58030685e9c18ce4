// What a prerendered page loads before the visitor interacts with it, and the check that the home
// page loads none of the heavy parts it does not show — the form engine (RJSF, Ajv: ~120 KB gzip),
// the calendar, the gallery, the studio — on the island manifest the build emits
// (scripts/build/vite/island-manifest.ts: for each island's module, the chunk it is in and the chunks
// that chunk imports statically) and the islands the prerenderer rendered on the page.
//
// A prerendered page's HTML loads only the island loader (the entry); an island's code is fetched
// when it wakes (src/islands/). So what the home page loads before any interaction is the loader,
// plus — when an island on it wakes at 'load' or 'idle' — the code that wakes islands and the
// module of each such island, each with its static imports, each file once. Each heavy part must
// also still be a chunk of its own (a static import would merge it into a chunk something else
// loads).
import { wakesUnasked } from '../../src/island-kit/wake';
import type { IslandManifest } from './vite/island-manifest';

/** An island as the prerenderer rendered it (src/entry-server.tsx). */
export interface PageIsland {
  label: string;
  wake: string;
  module?: string;
}
/** An entry of the catalog of islands (src/islands/island-kinds.ts). */
export interface CatalogEntry {
  island: string;
  key: string;
  wake: string;
  module?: string;
}

export const HEAVY: { what: string; name: RegExp; content?: RegExp }[] = [
  // Rolldown names a shared chunk after one of its modules, so RJSF can sit in a chunk named
  // "wizard": its code is recognised by content too.
  { what: 'the form engine (RJSF, Ajv)', name: /form-engine|@rjsf|(^|[/_])ajv|generated\/validators/i, content: /\brjsf\b|\bajv\b/i },
  { what: 'the calendar', name: /calendar/i },
  { what: 'the gallery', name: /gallery/i },
  { what: 'the studio', name: /(^|[/_])studio(?!-preview)/i },
];

/** Whether an island's code is loaded without any interaction (its wake's upFront: src/island-kit/wake.ts). */
export { wakesUnasked };

/**
 * What a page loads before any interaction, as files (assets/…): the entry its HTML loads, and if
 * any of its `islands` (as the prerenderer rendered them: label, wake, module) wakes at load or
 * idle, the code that wakes islands and each such island's module, all with their static imports.
 * `problems`: islands whose module the island manifest does not have.
 */
export function beforeInteraction({ bundle, islands }: { bundle: IslandManifest; islands: PageIsland[] }): {
  files: string[];
  problems: string[];
} {
  const files = [bundle.entry.file];
  const problems: string[] = [];
  const add = (module: string | undefined, what: string) => {
    const m = module === undefined ? undefined : bundle.modules[module];
    if (!m) return problems.push(`${what}: its module ${module ?? '(unknown)'} is not in the island manifest`);
    for (const f of m.js) if (!files.includes(f)) files.push(f);
  };
  const eager = islands.filter(wakesUnasked);
  if (eager.length) add(bundle.named.wake, 'what wakes the islands');
  for (const i of eager) add(i.module, `the island ${i.label} (data-wake="${i.wake}")`);
  return { files, problems };
}

/**
 * Problems (messages) with what the home page loads up front: `files` (from beforeInteraction);
 * `readFile(file)`: a chunk's text; `lazy`: { module: what } — modules that must stay chunks of
 * their own (the form engine, the calendar and gallery pages and sections).
 */
export function homeProblems({
  bundle,
  files,
  readFile,
  lazy = {},
}: {
  bundle: IslandManifest;
  files: string[];
  readFile: (file: string) => string;
  lazy?: Record<string, string>;
}): string[] {
  const problems: string[] = [];
  const modulesIn = (file: string) => Object.entries(bundle.modules).flatMap(([m, a]) => (a.file === file ? [m] : []));
  for (const file of files) {
    const held = modulesIn(file);
    const label = held.length ? `${file} (${held.join(', ')})` : file;
    for (const h of HEAVY) {
      if ([file, ...held].some((s) => h.name.test(s))) problems.push(`the home page loads ${h.what} up front: ${label}`);
      else if (h.content && file.endsWith('.js') && h.content.test(readFile(file)))
        problems.push(`the home page loads ${h.what} up front: its code is in ${label}`);
    }
  }
  for (const [module, what] of Object.entries(lazy)) {
    const m = bundle.modules[module];
    if (!m?.own) problems.push(`${what} (${module}) is no longer a chunk of its own: is it imported statically somewhere?`);
    else if (files.includes(m.file)) problems.push(`${what} (${module}) is loaded by the home page up front`);
  }
  return problems;
}

/** Catalog keys (page kinds, section types) whose islands are heavy, and what they are. */
const HEAVY_ISLANDS: Record<string, string> = { 'academic-calendar': 'the calendar', gallery: 'the gallery' };

/**
 * The modules that must stay chunks of their own: the form engine, and the calendar and gallery
 * islands of every kind, from the catalog of islands (src/islands/island-kinds.ts).
 */
export function lazyModules(catalog: CatalogEntry[]): Record<string, string> {
  const out: Record<string, string> = { 'src/forms/form-engine.tsx': 'the form engine' };
  for (const e of catalog) if (HEAVY_ISLANDS[e.key] && e.module) out[e.module] = `${HEAVY_ISLANDS[e.key]} (${e.island})`;
  return out;
}
