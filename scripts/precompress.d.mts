export const PRECOMPRESSED: string[];
export const sameTime: (a: { mtimeMs: number }, b: { mtimeMs: number }) => boolean;
/** Writes the .br and .gz copies under dir; returns how many were written and how many were fresh. */
export function precompressDir(dir: string): Promise<{ files: number; written: number; skipped: number }>;
