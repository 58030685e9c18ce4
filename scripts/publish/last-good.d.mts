export interface OperationEntry {
  name: string;
  status: 'fresh' | 'held' | 'held-empty' | 'emptied' | 'failed';
  reason?: string;
  lastGoodAt?: string;
  emptySince?: string;
  publishEmptyAt?: string;
  /** What the operation is built from has nothing in it (an empty list, an empty object). */
  empty?: boolean;
  /** Built from this run's answer, the first good one kept from this source (none was before). */
  first?: boolean;
}
export interface Decision {
  status: OperationEntry['status'];
  use: 'answer' | 'last' | 'none';
  save: boolean;
  emptySince: number | null;
  reason?: string;
}
export function decide(o: {
  answer: { ok: boolean; problem?: string; body?: unknown };
  reading: { failure: string | null; empty: boolean; rejected?: boolean } | null;
  last: { savedAt: number; body: unknown; empty: boolean } | null;
  emptySince: number | null;
  now: number;
  confirmed: boolean;
  confirmMs: number;
}): Decision;
export function openStore(
  publishDir: string,
  source: string,
): {
  dir: string;
  last(name: string): { savedAt: number; body: unknown; empty: boolean } | null;
  save(name: string, entry: { savedAt: number; body: unknown; empty: boolean }): void;
  emptySince(name: string): number | null;
  setEmptySince(name: string, ms: number | null): void;
  flush(): void;
};
export function acquireFromBackend(o: {
  ssr: unknown;
  source: string;
  publishDir: string;
  now: number;
  confirmEmpty?: string[];
  confirmMs: number;
  timeoutMs?: number;
  refuse?: (operations: OperationEntry[]) => unknown;
}): Promise<{ data: Record<string, unknown>; fingerprints: Record<string, string>; operations: OperationEntry[]; refused: unknown }>;
export function acquireFromFiles(o: { ssr: unknown; dir: string }): {
  data: Record<string, unknown>;
  fingerprints: Record<string, string>;
  operations: OperationEntry[];
};
