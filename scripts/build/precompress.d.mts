export const PRECOMPRESSED: string[];
export const sameTime: (a: { mtimeMs: number }, b: { mtimeMs: number }) => boolean;
/** Writes the .br and .gz copies under dir; returns how many were written and how many were fresh. */
export function precompressDir(dir: string): Promise<{ files: number; written: number; skipped: number }>;
/** Gives files (under `to`) the fresh compressed copies of their byte-equal twins under `from` (hard links); resolves with the files that got none. */
export function carryCompressed(from: string, to: string, files: string[]): Promise<string[]>;
/** Whether a file's name says it is worth compressing. */
export function compressible(name: string): boolean;
/** A queue of files to compress `lanes` at a time; done() throws the first failure once all have stopped, settled() only waits. */
export function compressor(lanes?: number): {
  add(path: string, opts?: { quality?: number; redo?: boolean }): void;
  settled(): Promise<void>;
  done(): Promise<{ files: number; written: number; skipped: number }>;
};
/** Brotli's quality for a file served long, and for one rewritten by nearly every run. */
export const BROTLI: { long: number; churn: number };
