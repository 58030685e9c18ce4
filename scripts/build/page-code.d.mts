// Types for scripts/build/page-code.mjs.
import type { IslandManifest } from './vite/island-manifest';
import type { WrittenIsland } from './page-writer.mjs';

export const CODE_ID: string;
/** By each waking island's data-idp: the site paths of the files it wakes with, what wakes islands first. */
export function pageCode(bundle: IslandManifest, islands: WrittenIsland[], lang?: string): Record<string, string[]> | null;
