// Types for scripts/build/search-index.mjs.
export const SEARCHED_KINDS: Readonly<Record<string, 'notice' | 'news' | 'achievement' | 'program' | 'info'>>;
export const SEARCH_DIR: string;
export interface SearchRecord {
  url: string;
  language: string;
  content: string;
  meta: { title: string; excerpt: string; kind: string };
}
export function excerptOf(text: string, n?: number): string;
export function mainOf(html: string): string;
export function recordOf(
  doc: Document,
  opts: { url: string; lang: string; kind: string; fold: (s: string) => string },
): SearchRecord | null;
export function writeSearchIndex(opts: {
  site: string;
  pages: { path: string; kind: string; lang: string; dir: string }[];
  fold: (s: string) => string;
  parse: (html: string) => Document;
}): Promise<{ records: number; languages: Record<string, number> }>;
export function writeRecords(opts: {
  out: string;
  records: SearchRecord[];
}): Promise<{ records: number; languages: Record<string, number> }>;
