// Types for sw-route.js (plain JavaScript, bundled into the service worker as it is).
export const DOWNLOADS_CACHE: string;
export type SwRoute = 'page' | 'asset' | 'page-part' | 'image' | 'file-image' | 'download';
export function swRoute(
  request: { method: string; url: string; mode: string; destination: string; referrerPolicy?: string },
  where: { origin: string; fileOrigin: string },
): SwRoute | null;
