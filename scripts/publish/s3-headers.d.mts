// Types for scripts/publish/s3-headers.mjs.
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const IMMUTABLE_FOLDERS: string[];
export function contentTypeOf(path: string): string;
export function cacheControlOf(path: string): string;
export function uploadable(path: string): boolean;
export function isPageFile(path: string): boolean;
