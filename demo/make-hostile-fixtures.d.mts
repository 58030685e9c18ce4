// Types for demo/make-hostile-fixtures.mjs, so TypeScript tests can import it.

/** What the demo back-end answers for one operation of a set. */
export interface Answer {
  body?: unknown;
  /** Bytes sent as they are (invalid JSON, an HTML error page, an empty body). */
  raw?: string;
  /** HTTP status (written as {Operation}.status). */
  status?: number;
  /** Never answers (written as {Operation}.hang). */
  hang?: boolean;
}

export type SetName = 'hostile' | 'broken';

export const PWNED: string;
export const HOSTILE_URLS: string[];
export const HOSTILE_MAP: string;
export const HOSTILE_HTML: string;
export const PAGE_MARKERS: string[];
export const HOSTILE_MARKERS: string;
export const HOSTILE_TEXT: string;
export const DEVANAGARI_TEXT: string;
export const DEVANAGARI_HTML: string;
export const LONG_WORD: string;
export const LINK_AND_IMAGE_FIELDS: string[];
export function hostileSet(): Record<string, Answer>;
export function brokenSet(): Record<string, Answer>;
export const SETS: Record<SetName, { dir: string; build: () => Record<string, Answer> }>;
export function httpErrorOps(name: SetName): string[];
export function hangingOps(name: SetName): string[];
export function filesOf(name: SetName): Record<string, string>;
export function checkSets(): string[];
export function writeSets(): void;
