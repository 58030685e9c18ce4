import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configCheck } from './scripts/config-check-plugin';
import { studioEntry } from './scripts/studio-entry-plugin';
import { studioSave } from './scripts/studio-plugin';

// The demo back-end (npm start runs it) answers /v1 and /Attachments; the dev server proxies to
// it so the site and its API share one origin, as in production behind a proxy.
const backend = process.env.DEMO_BACKEND_URL ?? 'http://127.0.0.1:5180';

export default defineConfig({
  plugins: [react(), configCheck(import.meta.dirname), studioSave(import.meta.dirname), studioEntry(import.meta.dirname)],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/v1': backend,
      '/Attachments': backend,
      '/api': backend,
    },
  },
  build: {
    target: 'es2022',
    // The prerenderer reads it to link each page's CSS and preload its code.
    manifest: true,
    sourcemap: false,
    // No modulepreload polyfill in the entry: prerendered pages carry no modulepreload links, and a
    // browser without modulepreload (Safari before 17) still loads each chunk when it is imported.
    // The polyfill was ~0.6 KB gzip of the 5 KB a content page may load up front (npm run bench).
    modulePreload: { polyfill: false },
  },
});
