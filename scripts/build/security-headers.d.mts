// Types for scripts/build/security-headers.mjs, so TypeScript (the Vite plugins, tests) can import it.

export interface PolicyOptions {
  /** Origins other than the site's own that the browser may fetch from. */
  connect?: string[];
  /** Origins of images and media beyond https: (a file host on plain http). */
  files?: string[];
  /** The studio's page: it may frame the site's own pages (its preview). */
  studio?: boolean;
}

/** The policy's source allowing the language choice's inline script (src/i18n/lang-choice.js), by its hash. */
export const LANG_SCRIPT_SOURCE: string;
export const FRAME_SOURCES: string[];
export function contentSecurityPolicy(opts?: PolicyOptions): string;
export function securityHeaders(opts?: PolicyOptions): Record<string, string>;
export const HEADER_ONLY_DIRECTIVES: string[];
export function metaContentSecurityPolicy(opts?: PolicyOptions): string;
export function cspMetaTag(opts?: PolicyOptions): string;
export function connectOrigins(
  config: { site: { apiBase?: string; fileHost?: string }; forms?: Record<string, { submit?: { kind?: string; url?: string } }> },
  env?: { VITE_API_BASE?: string; VITE_FILE_HOST?: string },
): string[];
export function fileOrigins(config: { site: { fileHost?: string } }, env?: { VITE_FILE_HOST?: string }): string[];
export function sitePolicy(
  config: Parameters<typeof connectOrigins>[0],
  env?: { VITE_API_BASE?: string; VITE_FILE_HOST?: string },
): { connect: string[]; files: string[] };
