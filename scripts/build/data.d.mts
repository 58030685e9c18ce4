// Types for scripts/build/data.mjs (what the tests call).

export function dataSource(
  ssr: { siteConfig: { site: { apiBase?: string } } },
  env?: Record<string, string | undefined>,
): { source: string; apiBase: string | undefined };

export function takeSnapshot(o: {
  ssr: unknown;
  source: string;
  apiBase?: string;
  root: string;
  publishDir: string;
  now?: number;
  confirmEmpty?: string[];
  refuse?: (operations: unknown[]) => unknown;
  env?: Record<string, string | undefined>;
}): Promise<{ snapshot: Record<string, unknown>; fingerprints: Record<string, string>; operations: unknown[]; refused: unknown }>;
