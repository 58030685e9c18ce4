// Types for scripts/build/home-chunks.mjs.
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
export const HEAVY: Array<{ what: string; name: RegExp; content?: RegExp }>;
export const UP_FRONT_WAKES: string[];
export function wakesUnasked(island: { wake: string }): boolean;
export function beforeInteraction(o: { bundle: IslandManifest; islands: PageIsland[] }): { files: string[]; problems: string[] };
export function homeProblems(o: {
  bundle: IslandManifest;
  files: string[];
  readFile: (file: string) => string;
  lazy?: Record<string, string>;
}): string[];
export function lazyModules(catalog: CatalogEntry[]): Record<string, string>;
