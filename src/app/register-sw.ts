// Registers the service worker in production builds (offline shell, assets and recent images).
import { isDev } from '../site-config/is-dev';

export function registerServiceWorker(): void {
  if (isDev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      /* no offline support; the site works as before */
    });
  });
}
