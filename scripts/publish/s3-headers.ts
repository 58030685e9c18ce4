// What each file of a release carries in the bucket: its Content-Type (by extension) and its
// Cache-Control. A bucket has no server of ours in front to add headers, so the headers are the
// object's own, set when it is uploaded; the CDN passes them on. The table is the deployment
// guide's ("Publishing to object storage behind a CDN"), held to it by tests/unit/scripts/publish/s3-guide.test.ts.

/** Files that never change under their name: the build's hashed code, the pictures' copies (named by their bytes), a build's archived data (/_b/<build>/). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, sw.js, the data the pages fetch, robots.txt, the sitemap): revalidated on every visit, so a new release is seen at once. */
export const REVALIDATE = 'no-cache';
/** The folders whose files are immutable. */
export const IMMUTABLE_FOLDERS = ['assets/', 'img/', '_b/'];

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  pdf: 'application/pdf',
};
/** A file whose type the table does not know is offered as bytes, never guessed by the browser (the CDN adds nosniff). */
const BYTES = 'application/octet-stream';

export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || BYTES;
}

export function cacheControlOf(path: string): string {
  return IMMUTABLE_FOLDERS.some((f) => path.startsWith(f)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Whether a release's file goes into the bucket. Not the .br/.gz copies: an object has one body
 * whatever the reader's Accept-Encoding, and a CDN compresses at its edge (docs/deployment.md).
 * Nothing under a dot folder either (a release's own records never are served; .publish/ in the
 * bucket is this code's).
 */
export function uploadable(path: string): boolean {
  return !/\.(br|gz)$/.test(path) && !path.split('/').some((part) => part.startsWith('.'));
}

/** A page's own files: uploaded after every other new file, and deleted as soon as the release no longer has them. */
export function isPageFile(path: string): boolean {
  return cacheControlOf(path) === REVALIDATE;
}
