// Types for scripts/publish/report.mjs.
import type { OperationEntry } from './last-good.mjs';
import type { CopyReport } from '../build/image-copies.mjs';
import type { BucketOutcome } from './s3-publish.mjs';

export const EXIT: { OK: 0; BUDGETS: 1; PUBLISHED_WITH_PROBLEMS: 2; NOTHING_PUBLISHED: 3 };
export interface PageRef {
  path: string;
  file: string;
}
/** What of a run's record (scripts/build/pipeline.mjs) the report is made from. */
export interface RunRecord {
  command: string;
  published?: boolean;
  error?: string | null;
  release?: string | null;
  previousRelease?: string | null;
  startedAt?: number;
  finishedAt?: number;
  source?: string;
  operations?: OperationEntry[];
  pages?: { path: string; dir: string }[];
  skipped?: { path: string; reason: string }[];
  changes?: { added: string[]; removed: string[]; changed: string[] };
  budgets?: string[];
  images?: CopyReport;
  firstScreen?: FirstScreenMove[];
  took?: Record<string, number>;
  refused?: Refused | null;
  bucket?: BucketOutcome | null;
}
/** A home page whose first screen the build changed to fit the first round trip (scripts/build/first-window.mjs). */
export type FirstScreenMove = import('../build/first-window').FirstScreenFit & { path: string };
/** Why a build was not put live (scripts/publish/refusal.mjs). */
export interface Refused {
  why: 'nothing-usable' | 'content-lost';
  operations: { name: string; reason: string }[];
  fix: string;
}
type Entry = Omit<OperationEntry, 'status'>;
export interface Report {
  version: number;
  command: string;
  published: boolean;
  exitCode: number;
  release: string | null;
  previousRelease: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  source: string | null;
  operations: { held: Entry[]; failed: Entry[]; emptied: Entry[] };
  pages: { count: number; added: string[]; removed: string[]; changed: string[]; skipped: { path: string; reason: string }[] };
  images: CopyReport | null;
  budgets: string[];
  firstScreen: FirstScreenMove[];
  error: string | null;
  bucket: BucketOutcome | null;
  refused: Refused | null;
  seconds: Record<string, number>;
}
export function exitCodeOf(record: RunRecord): number;
export function reportOf(record: RunRecord): Report;
export function comparePages(o: {
  before?: PageRef[];
  beforeSite?: string;
  beforeBuiltAt?: number | null;
  after?: PageRef[];
  site: string;
  builtAt: number;
}): { added: string[]; removed: string[]; changed: string[] };
export function pageFiles(pages?: { path: string; dir: string }[]): PageRef[];
export function pagesOf(release: { site: string } | null): PageRef[];
export function operationsOf(release: { site: string } | null): OperationEntry[] | null;
export function formatReport(report: Report, reportFile?: string): string;
