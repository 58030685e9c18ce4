// Types for scripts/bench/years.mjs (what the tests call).

export const YEARS_TARGETS: {
  htmlKb: number;
  brotliKb: number;
  noticeDataKb: number;
  viewDataKb: number;
  erpReads: number;
  windowMs: number;
};
export const YEARS_DATA_PAGES: string[];
export const YEARS_VIEW_PAGES: string[];
export const YEARS_CONTENT_TEXT: string;
export interface PageSize {
  path: string;
  html: number;
  br: number;
}
export function pageSizes(dist: string): { count: number; totalHtml: number; biggestHtml: PageSize; biggestBr: PageSize };
export function noticeDataFile(dist: string): { path: string; bytes: number } | null;
export function kindOf(resourceType: string, contentType: string | undefined): 'data' | 'html' | null;
export function readCallOf(url: string, method: string, apiOrigins: string[]): string | null;
export function yearsTable(r: Record<string, unknown>): string[];
export function distinctCopies(html: string): string;
