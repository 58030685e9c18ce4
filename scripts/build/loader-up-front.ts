// What the island loader imports before a page's load event, on a page with the marks it carries
// (the size budget's script up front: scripts/build/size-budget.ts). From the build's record of
// what the loader imports (.vite/loader-imports.json, scripts/build/vite/low-imports.ts) and, for
// each page, the marks its record notes (the data-* attributes the loader acts on at once, found by
// the renderer's one pass over its HTML: src/prerender/page-facts.ts; the page writer's facts).
import { LATER_SLOT_ATTR } from '../../src/island-kit/later-mark';
import { behaviorModule, sectionBehaviors, type SectionBehavior } from '../../src/sections/section-behaviors';
import type { Section } from '../../src/generated/site-config';
import type { RecordedBundle } from './record';

/** What a module the loader imports waits for: `page`, the mark of a page that makes the loader import it at once. */
export interface Reason {
  why: string;
  page?: string;
}

const behaviors = Object.entries(sectionBehaviors) as [Section['type'], SectionBehavior][];

/**
 * What the loader imports that a page does not load before its load event without a reason of its
 * own, and that reason: `page` names the mark of a page whose HTML makes the loader import it at
 * once (it counts there). The sections' behaviours are their registry's entries
 * (src/sections/section-behaviors.ts). Any other import of the loader's, not made with importLow,
 * counts as script up front on every page.
 */
export const NOT_UP_FRONT: Record<string, Reason> = {
  'src/islands/hydrate.tsx': { why: 'when an island wakes (counted for the islands that wake at load or idle)' },
  'src/app/start-app.tsx': { why: 'the client-rendered app: never on a prerendered page' },
  'src/forms/core/draft-age.ts': { why: "after load, with a form's draft stored: never on a first visit" },
  'src/islands/fill-later-part.ts': { page: LATER_SLOT_ATTR, why: "the later part's, on a long page with one" },
  ...Object.fromEntries(
    behaviors.map(([type, b]) => [behaviorModule(type), { page: b.attr, why: `the ${type} section's behaviour, on a page with one` }]),
  ),
};

/** The marks that make the loader import something at once: those a page's record notes. */
export const LOADER_MARKS: readonly string[] = [...new Set(Object.values(NOT_UP_FRONT).flatMap((r) => (r.page ? [r.page] : [])))].sort();

/** A chunk the loader imports before load: its file, the module that brings it and what imports that. */
export interface LoaderFile {
  file: string;
  module: string;
  from: string[];
}

/**
 * The chunks the loader imports before load on a page carrying the marks `marks`, as files
 * (assets/…) with the module that brings each, from `loaderImports` (.vite/loader-imports.json);
 * `problems` when the build has no such record.
 */
export function loaderUpFront({
  bundle,
  marks,
}: {
  bundle: { entry: Pick<RecordedBundle['entry'], 'file'> } & Pick<RecordedBundle, 'loaderImports'>;
  marks: readonly string[];
}): { files: LoaderFile[]; problems: string[] } {
  const record = bundle.loaderImports;
  if (!record)
    return {
      files: [],
      problems: [
        'the build has no record of what the loader imports (.vite/loader-imports.json): build with scripts/build/vite/low-imports.ts',
      ],
    };
  const files: LoaderFile[] = [];
  for (const [module, { js, low, from }] of Object.entries(record.imports)) {
    const reason = NOT_UP_FRONT[module];
    if (low || (reason && !(reason.page && marks.includes(reason.page)))) continue;
    for (const file of js) if (file !== bundle.entry.file && !files.some((f) => f.file === file)) files.push({ file, module, from });
  }
  return { files, problems: [] };
}
