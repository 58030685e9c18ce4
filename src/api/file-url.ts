// Image and file paths from the back-end look like \Attachments\appcms\{guid}.png: the file host
// plus the path with backslashes turned into slashes (SPEC §7 "Images"). Absolute http(s) URLs
// are kept; anything else (javascript:, data:, junk) gives null so the caller shows a placeholder.
import { fileHostUrl } from './endpoint';
import { safeHttpUrl } from '../lib/safe-url';

export function fileUrl(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const p = path.trim().replace(/\\/g, '/');
  if (!p || p === '0' || p.toLowerCase() === 'null') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return safeHttpUrl(p);
  if (p.includes('..') || /[\u0000-\u001f<>"']/.test(p)) return null;
  return fileHostUrl(encodeURI(p.replace(/^\/+/, '')));
}

/**
 * Whether a file's address (fileUrl's) is on the school's file host, whose pictures the build
 * makes copies of (scripts/build/image-copies.mjs); a picture elsewhere (a video's thumbnail on
 * its own host) is shown as it is.
 */
export function onFileHost(url: string): boolean {
  const base = fileHostUrl('');
  return base === '/' ? url.startsWith('/') && !url.startsWith('//') : url.startsWith(base);
}
