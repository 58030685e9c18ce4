// Image and file paths from the back-end look like \Attachments\appcms\{guid}.png: the file host
// plus the path with backslashes turned into slashes (SPEC §7 "Images"). Absolute http(s) URLs
// are kept; anything else (javascript:, data:, junk) gives null so the caller shows a placeholder.
// The file host is the caller's: a part reads its render's (useFileHost), the build passes its own.
import { fileHostUrl } from './endpoint';
import { useRenderContext } from '../render/render-context';
import { safeHttpUrl } from '../lib/safe-url';

/** The address of a back-end path on `fileHost` ('' for the site's own origin). */
export function fileUrl(path: unknown, fileHost: string): string | null {
  if (typeof path !== 'string') return null;
  const p = path.trim().replace(/\\/g, '/');
  if (!p || p === '0' || p.toLowerCase() === 'null') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return safeHttpUrl(p);
  if (p.includes('..') || /[\u0000-\u001f<>"']/.test(p)) return null;
  return fileHostUrl(fileHost, encodeURI(p.replace(/^\/+/, '')));
}

/** The file host of the render the calling part is drawn in. */
export function useFileHost(): string {
  return useRenderContext().endpoints.fileHost;
}

/**
 * Whether a file's address (fileUrl's) is on the school's file host `fileHost`, whose pictures the
 * build makes copies of (scripts/build/image-copies.ts); a picture elsewhere (a video's thumbnail
 * on its own host) is shown as it is.
 */
export function onFileHost(url: string, fileHost: string): boolean {
  const base = fileHostUrl(fileHost, '');
  return base === '/' ? url.startsWith('/') && !url.startsWith('//') : url.startsWith(base);
}
