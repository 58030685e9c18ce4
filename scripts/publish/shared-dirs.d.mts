export const STORE_DIR: string;
/** Moves a finished release's folders into the store, each replaced by a link to its entry. */
export function shareDirs(site: string, storeDir: string): { folders: number; shared: number; stored: number };
/** Removes the store's entries none of `sites` links to; returns how many. */
export function sweepStore(storeDir: string, sites: string[]): number;
