// Types for scripts/later-part.mjs (the rest of a long page, split off at build time).
export declare const LATER_FILE: string;
export declare const LATER_MARK: string;
export declare function splitLater(html: string): { before: string; after: string; sections: string[] } | null;
export declare function islandPrefixes(html: string): Set<string>;
export declare function laterDocument(p: {
  lang: string;
  title: string;
  pagePath: string;
  canonical: string;
  sharedCss: string[];
  css: string;
  named: string;
  sections: string[];
  backLabel: string;
  /** The page's Content-Security-Policy <meta>, carried by this page of its own too. */
  csp?: string;
}): string;
