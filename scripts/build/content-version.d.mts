// Types for content-version.mjs (the service worker's version: a hash of what the site publishes).
export function publishedFiles(dir: string): string[];
export function contentVersion(dir: string, opts?: { stamp?: string; stamps?: string[]; code?: string }): string;
