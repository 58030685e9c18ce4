// The record of a build, which the pipeline's steps share (scripts/build/pipeline.ts) and which is kept
// beside the output's Vite manifest, so that a rebuild of the pages and a later check of the
// budgets know what the bundling made: the island manifest the client build emitted
// (.vite/islands.json, scripts/build/vite/island-manifest.ts) and .vite/build-record.json (every
// island the site has, each page written with its islands, the pages skipped and why, …).
// While a release is built they are in its site folder, where the steps write them; once it is
// finished they move beside it (<release>/records/: moveRecords), out of what is served: the
// record names the ERP's address, which operations fail and since when, and every page.
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IslandManifest } from './vite/island-manifest';
import type { LoaderImports } from './vite/low-imports';

export const ISLAND_MANIFEST = '.vite/islands.json';
export const BUILD_RECORD = '.vite/build-record.json';
/** What the loader's code imports and how (scripts/build/vite/low-imports.ts). */
export const LOADER_IMPORTS = '.vite/loader-imports.json';

/** A build's bundle as its records give it: the island manifest, with what the loader imports when recorded. */
export type RecordedBundle = IslandManifest & { loaderImports?: LoaderImports };

/** The record of a build (.vite/build-record.json, the pipeline's) with its bundle. */
export type BuildRecord = Record<string, unknown> & { bundle: RecordedBundle };

/**
 * The island manifest of the bundle in `out`, or null when it was not built with one; with what
 * the loader imports (`loaderImports`) when the build recorded it.
 */
export function readBundle(out: string): RecordedBundle | null {
  const file = recordFile(out, ISLAND_MANIFEST);
  if (!existsSync(file)) return null;
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as RecordedBundle;
  const imports = recordFile(out, LOADER_IMPORTS);
  if (existsSync(imports)) bundle.loaderImports = JSON.parse(readFileSync(imports, 'utf8')) as LoaderImports;
  return bundle;
}

export function writeBuild(out: string, record: object): void {
  const file = join(out, BUILD_RECORD);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(record, null, 1));
}

/** The record of the last build in `out` with its bundle, or null. */
export function readBuild(out: string): BuildRecord | null {
  const file = recordFile(out, BUILD_RECORD);
  const bundle = readBundle(out);
  return existsSync(file) && bundle ? { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), bundle } : null;
}

/** Where a finished release keeps its build's records: records/ beside its site/ (never served). */
export const RECORDS_DIR = 'records';

/** The records folder beside the site folder `site` (a release's, or the dist link to one), or null. */
export function recordsOf(site: string): string | null {
  try {
    return join(dirname(realpathSync(site)), RECORDS_DIR);
  } catch {
    return null;
  }
}

/**
 * A record file of the build of `site` (`rel`: '.vite/build-record.json'…): in the site while it
 * is being built (or a site from before records moved), beside it once it is a finished release.
 */
export function recordFile(site: string, rel: string): string {
  const inSite = join(site, rel);
  if (existsSync(inSite)) return inSite;
  const dir = recordsOf(site);
  return dir && existsSync(join(dir, rel)) ? join(dir, rel) : inSite;
}

/**
 * Moves the build's records out of what is served: every dot entry at the top of `site` (.vite/,
 * .prerendered.json, …; none is fetched by a browser) into records/ beside it. Returns the names
 * moved.
 */
export function moveRecords(site: string): string[] {
  const to = join(dirname(site), RECORDS_DIR);
  mkdirSync(to, { recursive: true });
  const moved: string[] = [];
  for (const name of readdirSync(site)) {
    if (!name.startsWith('.')) continue;
    rmSync(join(to, name), { recursive: true, force: true });
    renameSync(join(site, name), join(to, name));
    moved.push(name);
  }
  return moved;
}
