// Types for scripts/build/record.mjs.
import type { IslandManifest } from '../island-manifest-plugin';

export const ISLAND_MANIFEST: string;
export const BUILD_RECORD: string;
export function readBundle(out: string): IslandManifest | null;
export function writeBuild(out: string, record: object): void;
export function readBuild(out: string): (Record<string, unknown> & { bundle: IslandManifest }) | null;
