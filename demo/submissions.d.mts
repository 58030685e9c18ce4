// Types for demo/submissions.mjs.
export const DEFAULT_DATA_DIR: string;
/** The recorded submissions of one form ([] when none). */
export function readSubmissions(dataDir: string, name: string): Array<Record<string, unknown>>;
