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
export interface RegistryEntry {
  module: string;
  wake: string;
}
export type Registry = Record<string, RegistryEntry>;
export interface Registries {
  section?: Registry;
  page?: Registry;
  frame?: Registry;
}
export interface HtmlIsland {
  name: string | undefined;
  wake: string | undefined;
  props: Record<string, unknown>;
}
export const HEAVY: Array<{ what: string; name: RegExp; content?: RegExp }>;
export const UP_FRONT_WAKES: string[];
export function wakesUnasked(island: HtmlIsland): boolean;
export const REGISTRIES: { section: string; page: string; frame: string };
export const HYDRATE: string;
export function registryEntries(source: string, file: string): Registry;
export function manifestKey(manifest: Manifest, module: string): string | null;
export function islandsInHtml(html: string): HtmlIsland[];
export function islandModule(island: HtmlIsland, registries: Registries): string | null;
export function withImports(manifest: Manifest, keys: string[]): string[];
export function upFront(manifest: Manifest, htmlFiles: string[]): string[];
export function beforeInteraction(o: {
  manifest: Manifest;
  htmlJs: string[];
  islands: HtmlIsland[];
  registries: Registries;
  hydrate?: string;
}): { keys: string[]; problems: string[] };
export function homeProblems(o: {
  manifest: Manifest;
  keys?: string[];
  htmlJs?: string[];
  readFile: (file: string) => string;
  lazy?: Record<string, string>;
}): string[];
export function lazyModules(manifest: Manifest, registries: Registries): Record<string, string>;
