// Types for scripts/home-chunks.mjs.
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const HEAVY: Array<{ what: string; name: RegExp; content?: RegExp }>;
export function upFront(manifest: Manifest, htmlFiles: string[]): string[];
export function homeProblems(o: { manifest: Manifest; htmlJs: string[]; readFile: (file: string) => string; lazy?: Record<string, string> }): string[];
