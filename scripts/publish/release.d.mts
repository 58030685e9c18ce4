export const KEEP_RELEASES: number;
export const ARCHIVE_MS: number;
export const ARCHIVE_DIR: string;
export interface Layout {
  dist: string;
  publishDir: string;
  releases: string;
  lockDir: string;
  lastReport: string;
  /** The store of the folders releases share (scripts/publish/shared-dirs.mjs). */
  store: string;
}
export interface Release {
  id: string;
  dir: string;
  site: string;
  ssr: string;
  createdAt: number;
  builtAt: number | null;
  kind: string;
  /** When a rollback to an older release left it (markRollback): no later build carries its data files. */
  rolledBackAt?: number;
}
export function layout(o: { dist: string; publishDir?: string }): Layout;
export function releaseId(ms: number): string;
export function listReleases(L: Layout): Release[];
export function liveRelease(L: Layout): Release | null;
export function adoptPlainDist(L: Layout, now?: number): string | null;
export function startRelease(L: Layout, ms: number): { id: string; dir: string; site: string; ssr: string };
export function finishRelease(release: { dir: string }, meta: Record<string, unknown>): void;
export function switchTo(L: Layout, id: string): void;
export function prune(L: Layout, o?: { keep?: number; current?: string }): string[];
/** Who holds the lock while it runs, or null. */
export function lockOwner(L: Layout): { pid: number; start: string | null; token: string } | null;
export function lock(
  L: Layout,
): { release: () => void; file: string; busy?: undefined } | { busy: number; release?: undefined; file?: undefined };
export function filesUnder(dir: string, skip?: Set<string>, prefix?: string): string[];
export function stageFromLive(liveSite: string, site: string): { linked: number; copied: number };
export function linkImages(liveSite: string, site: string): number;
export function stageSsr(liveSsr: string, ssr: string): void;
export function dropUnlisted(site: string): number;
export function archiveBuild(o: {
  site: string;
  builtAt: number;
  previous?: { site: string; builtAt: number | null; rolledBackAt?: number } | null;
  others?: { site: string; builtAt?: number | null; rolledBackAt?: number }[];
  now?: number;
  keepMs?: number;
  /** The build's pages: a page whose files carry another build's stamp keeps them in that build's folder. */
  pages?: { dir: string; builtAt?: number }[];
}): { files: number; shared: number; carried: number[]; dropped: number; pinned: number };
/** After a rollback to `target`: the releases after it marked rolled back from, the others not. */
export function markRollback(L: Layout, target: { id: string; createdAt: number }, now?: number): void;
export function archivedUrl(builtAt: number, fileUrl: string): string;
