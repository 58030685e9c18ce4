export const EXIT: { OK: 0; PUBLISHED_WITH_PROBLEMS: 2; NOTHING_PUBLISHED: 3 };
export interface PageRef {
  path: string;
  file: string;
}
export interface Report {
  version: number;
  command: string;
  published: boolean;
  exitCode: number;
  release: string | null;
  previousRelease: string | null;
  startedAt: string;
  finishedAt: string | null;
  source: string | null;
  operations: { held: Record<string, string>[]; failed: Record<string, string>[]; emptied: Record<string, string>[] };
  pages: { count: number; added: string[]; removed: string[]; changed: string[]; skipped: { path: string; reason: string }[] };
  error: string | null;
}
export function newReport(o: { command: string; startedAt: number; source?: string }): Report;
export function addOperations(report: Report, operations?: { name: string; status: string; [k: string]: string }[]): void;
export function exitCodeOf(report: Report): number;
export function comparePages(o: {
  before?: PageRef[];
  beforeSite?: string;
  beforeBuiltAt?: number | null;
  after?: PageRef[];
  site: string;
  builtAt: number;
}): { added: string[]; removed: string[]; changed: string[] };
export function pagesOf(release: { dir: string; site: string } | null): PageRef[];
export function formatReport(report: Report, reportFile?: string): string;
