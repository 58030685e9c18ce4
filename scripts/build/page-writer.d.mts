// Types for scripts/build/page-writer.mjs.
import type { IslandManifest } from './vite/island-manifest';

export const PAGE_FILE: string;
export const DATA_FILE: string;
export const FRESH_FILE: string;
export const LATER_FILE: string;
export const ARCHIVE_DIR: string;
export function archivedUrl(builtAt: number, fileUrl: string): string;
export function esc(s: unknown): string;
export interface ShellTag {
  tag: string;
  attrs: Record<string, string>;
}
/** The tags every document of the site starts its head with, the app shell's included. */
export const SHELL_HEAD: ShellTag[];
export interface HeadFields {
  lang?: string;
  locale?: string;
  title: string;
  description: string;
  siteName: string;
  image: string;
  url: string;
  alternates?: { hreflang: string; href: string; locale: string }[];
  /** The page's Atom feeds (<link rel="alternate" type="application/atom+xml">). */
  feeds?: { title: string; href: string }[];
  /** Its structured data, each a <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>[];
}
export function shellTags(csp?: string): string[];
export function headTags(head: HeadFields, csp?: string): string[];
export function jsonForScript(v: unknown): string;
/** JSON-LD's script text: <, >, &, U+2028 and U+2029 as \\u escapes. */
export function jsonLdText(v: unknown): string;
export function urlPath(p: string): string;
export interface WrittenIsland {
  module?: string;
  parts: string[];
  wake: string;
  keys: string[];
  later: boolean;
  /** Its useId prefix (data-idp), which names it in the page's code list (page-code.mjs). */
  idp?: string;
}
export function cssFiles(bundle: IslandManifest, islands: Pick<WrittenIsland, 'module' | 'parts'>[]): string[];
export interface WrittenPage {
  path: string;
  lang: 'en' | 'ne';
  head: HeadFields;
  html: string;
  /** The styles React hoisted out of its first screen, for the head (src/prerender/hoisted-styles.ts). */
  styles?: string[];
  later: { at: number; sections: string[]; styles?: string[]; heading?: string } | null;
  used: Record<string, unknown>;
  islands: WrittenIsland[];
  reads: string[];
}
export function pageWriter(o: {
  bundle: IslandManifest;
  readCss: (file: string) => string;
  builtAt: number;
  siteUrl?: string;
  /** The Content-Security-Policy <meta> every document carries (scripts/build/security-headers.mjs cspMetaTag). */
  csp: string;
  ssr: {
    laterSlot: (src: string, href: string, lang: 'en' | 'ne') => string;
    laterTexts: (pageTitle: string, lang: 'en' | 'ne') => { title: string; back: string };
    LATER_MARK: string;
  };
  fresh: (keys: string[]) => unknown;
}): {
  /** `shown`: the HTML the page shows once loaded (its later part too), whose classes its first-paint CSS is for. */
  document: (page: WrittenPage, o?: { html?: string; css?: string[]; prerendered?: boolean; shown?: string }) => string;
  files: (page: WrittenPage) => Record<string, string>;
  script: string;
};
