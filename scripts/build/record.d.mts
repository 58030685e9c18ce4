// Types for scripts/build/record.mjs.
import type { IslandManifest } from './vite/island-manifest';
import type { LoaderImports } from './vite/low-imports';

export const ISLAND_MANIFEST: string;
export const BUILD_RECORD: string;
export const LOADER_IMPORTS: string;
export function readBundle(out: string): (IslandManifest & { loaderImports?: LoaderImports }) | null;
export function writeBuild(out: string, record: object): void;
export function readBuild(out: string): (Record<string, unknown> & { bundle: IslandManifest & { loaderImports?: LoaderImports } }) | null;
export const RECORDS_DIR: string;
export function recordsOf(site: string): string | null;
export function recordFile(site: string, rel: string): string;
export function moveRecords(site: string): string[];
