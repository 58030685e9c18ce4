import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { defineConfig, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import { lazySiteConfig, type SiteConfigSource } from './scripts/build/site-config';
import { configCheck } from './scripts/build/vite/config-check';
import { islandManifest } from './scripts/build/vite/island-manifest';
import { lowImports } from './scripts/build/vite/low-imports';
import { shellHead } from './scripts/build/vite/shell-head';
import { studioEntry, studioInBuild } from './scripts/build/vite/studio-entry';
import { studioSave } from './scripts/build/vite/studio-save';
import { wakeChunks } from './scripts/build/vite/wake-chunks';

// Whether this build has the studio's page too (site.studio): see rolldownOptions below.
function withStudio(site: SiteConfigSource): boolean {
  try {
    return studioInBuild(site().value);
  } catch {
    return false; // a refused config: the config check stops the build (or the dev server says so) with its places and fixes
  }
}

// The demo back-end (npm start runs it) answers /v1 and /Attachments; the dev server proxies to
// it so the site and its API share one origin, as in production behind a proxy.
const backend = process.env.DEMO_BACKEND_URL ?? 'http://127.0.0.1:5180';

/** What wakes the islands of a prerendered page (module ids for the bundler). */
const WAKE = 'src/islands/hydrate.tsx';

/**
 * CSS module class names in a build: '_' and 6 characters of a hash of the file and the class,
 * instead of Vite's readable '_day_2sooe_37'. A prerendered page names a class in the HTML once
 * per element and again in its inline CSS: the calendar page (504 day cells) carried 24 KB of class
 * names, home 15 KB, parsed on a phone before the first paint. The dev server keeps the readable
 * names. Two names meeting in one hash would merge two classes, so a build refuses that.
 */
function shortClassNames() {
  const taken = new Map<string, string>();
  return (name: string, filename: string) => {
    const id = `${relative(import.meta.dirname, filename.split('?')[0]).replace(/\\/g, '/')}:${name}`;
    const short = '_' + createHash('sha256').update(id).digest('base64url').slice(0, 6);
    const other = taken.get(short);
    if (other && other !== id)
      throw new Error(`CSS module class names ${other} and ${id} hash alike (${short}): lengthen the hash in vite.config.ts`);
    taken.set(short, id);
    return short;
  };
}

/**
 * The site's Vite config, its plugins given the build's config: the build (scripts/build/bundle.ts)
 * hands over the one it read and checked at its start (scripts/build/site-config.ts), for both its
 * client and its server build.
 */
export const siteVite =
  (site: SiteConfigSource): UserConfigFnObject =>
  ({ command, isSsrBuild }) => ({
    css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
    plugins: [
      react(),
      configCheck(import.meta.dirname, site),
      studioSave(import.meta.dirname),
      studioEntry(import.meta.dirname, site),
      // The app shell's head starts as every prerendered page's does, the CSP <meta> included.
      shellHead(import.meta.dirname, site),
      // Which code and CSS each island needs (.vite/islands.json), for the prerenderer and the size
      // budgets; besides the islands, the app shell (the frame outside them), what wakes them, and
      // the Nepali dictionary a wake on a Nepali page loads first (a chunk of its own).
      islandManifest(import.meta.dirname, { shell: 'src/app/start-app.tsx', wake: WAKE, 'dictionary-ne': 'src/i18n/ne.ts' }),
      // The loader's chunks after load, fetched at low priority (importLow, src/islands/page-code.ts),
      // and the record of what the loader imports (.vite/loader-imports.json) for the size budgets.
      lowImports(import.meta.dirname),
    ],
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
      // Vite's manifest (the island manifest beside it says what each island needs).
      manifest: true,
      sourcemap: false,
      // No modulepreload polyfill in the entry: prerendered pages carry no modulepreload links, and a
      // browser without modulepreload (Safari before 17) still loads each chunk when it is imported.
      // The polyfill was ~0.6 KB gzip of the 5 KB a content page may load up front (npm run bench).
      //
      // A dynamic import's own file is not preloaded by a <link> as well: import() fetches it anyway,
      // and each <link> the preload helper adds costs the main thread 1–2 ms in Chromium (more with
      // a service worker in control), in the task that wakes an island.
      modulePreload: { polyfill: false, resolveDependencies: (filename, deps) => deps.filter((d) => d !== filename) },
      // What wakes islands in one file, with the small helpers islands share: fewer round trips
      // before a first tap on a phone's network (scripts/build/vite/wake-chunks.ts). Not the server build's,
      // nor a build with the studio: the wake chunk imports the site's up-front modules from the
      // site's entry chunk, which on the studio's page (a second entry) would run the site's loader
      // with no page to run on (the studio stayed blank). The studio is a staff tool; such a build
      // keeps Rolldown's own split.
      rolldownOptions:
        isSsrBuild || withStudio(site)
          ? {}
          : { output: { codeSplitting: wakeChunks(import.meta.dirname, { entry: 'src/main.tsx', wake: WAKE }) } },
    },
  });

// The Vite CLI's (npm run dev; vite build): the config read when a plugin first needs it.
export default defineConfig((env) => siteVite(lazySiteConfig(import.meta.dirname))(env));
