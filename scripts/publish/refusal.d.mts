// Types for scripts/publish/refusal.mjs.
import type { OperationEntry } from './last-good.mjs';
import type { Refused } from './report.mjs';

export function refusal(o: {
  source: string;
  operations?: OperationEntry[];
  live?: { id: string; operations: OperationEntry[] | null } | null;
  confirmEmpty?: string[];
  command?: string;
}): (Refused & { error: string }) | null;
