// Types for scripts/build/build-staleness.mjs.
export interface SourceTime {
  path: string;
  mtimeMs: number;
}
export interface BuildTimes {
  at: number;
  finished: boolean;
}
export const BUILD_SOURCES: readonly string[];
export function staleBuild(built: BuildTimes | null, sources: readonly SourceTime[], config?: string): string | null;
export function buildTimes(dist: string): BuildTimes | null;
export function sourceTimes(root: string, config?: string): SourceTime[];
export function shownPath(root: string, file: string): string;
