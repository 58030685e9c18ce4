// The record of a build, which the pipeline's steps share (scripts/build.mjs) and which is kept
// beside the output's Vite manifest, so that a rebuild of the pages and a later check of the
// budgets know what the bundling made: the island manifest the client build emitted
// (.vite/islands.json, scripts/island-manifest-plugin.ts) and .vite/build-record.json (every
// island the site has, each page written with its islands, the pages skipped and why, …).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ISLAND_MANIFEST = '.vite/islands.json';
export const BUILD_RECORD = '.vite/build-record.json';
/** What the loader's code imports and how (scripts/low-import-plugin.ts). */
export const LOADER_IMPORTS = '.vite/loader-imports.json';

/**
 * The island manifest of the bundle in `out`, or null when it was not built with one; with what
 * the loader imports (`loaderImports`) when the build recorded it.
 */
export function readBundle(out) {
  const file = join(out, ISLAND_MANIFEST);
  if (!existsSync(file)) return null;
  const bundle = JSON.parse(readFileSync(file, 'utf8'));
  const imports = join(out, LOADER_IMPORTS);
  if (existsSync(imports)) bundle.loaderImports = JSON.parse(readFileSync(imports, 'utf8'));
  return bundle;
}

export function writeBuild(out, record) {
  const file = join(out, BUILD_RECORD);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(record, null, 1));
}

/** The record of the last build in `out` with its bundle, or null. */
export function readBuild(out) {
  const file = join(out, BUILD_RECORD);
  const bundle = readBundle(out);
  return existsSync(file) && bundle ? { ...JSON.parse(readFileSync(file, 'utf8')), bundle } : null;
}
