// Writes <out>/sw.js from src/sw/sw-template.js: its version is a hash of the build's file names,
// so every new build installs a new worker; it precaches the shell and the entry assets, knows
// the file host's origin (site.fileHost or VITE_FILE_HOST, whose images it may cache) and carries
// src/sw/sw-route.js (what is cached) inline. The worker step of the pipeline (scripts/build.mjs);
// `node scripts/write-sw.mjs` writes it into DIST_DIR (default dist/).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** The origin of the file host ('' when files come from the site's own origin, or it is not a URL). */
function fileOrigin(fileHost) {
  try {
    return fileHost ? new URL(fileHost).origin : '';
  } catch {
    return '';
  }
}

/** Writes sw.js into `out`; returns its version and what it precaches. */
export function writeServiceWorker({ out, root = ROOT, env = process.env }) {
  const dist = out;
  // (Not the .br/.gz copies scripts/precompress.mjs writes beside them: the same files.)
  const assets = readdirSync(join(dist, 'assets'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .sort();
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
  // The bare shell's assets (not the prerendered home page's many section chunks): a first visit
  // on a slow network should not download more than it needs.
  const html = readFileSync(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const precache = [
    '/',
    ...(existsSync(join(dist, 'spa.html')) ? ['/spa.html'] : []),
    '/placeholder.svg',
    '/favicon.svg',
    ...new Set(entry),
  ];

  const config = JSON.parse(readFileSync(env.SITE_CONFIG ?? join(root, 'site.config.json'), 'utf8'));
  const origin = fileOrigin(env.VITE_FILE_HOST ?? config.site?.fileHost ?? '');

  const route = readFileSync(join(root, 'src/sw/sw-route.js'), 'utf8').replace(/^export /gm, '');
  const sw = readFileSync(join(root, 'src/sw/sw-template.js'), 'utf8')
    .replace(/^\/\* global .*\*\/\n/m, '') // (the template's lint note on the names filled in here)
    .replace('__VERSION__', version)
    .replace('const PRECACHE = __PRECACHE__;', () => `const PRECACHE = ${JSON.stringify(precache)};`)
    .replace('const FILE_ORIGIN = __FILE_ORIGIN__;', () => `const FILE_ORIGIN = ${JSON.stringify(origin)};`)
    .replace('/* __SW_ROUTE__ */', () => route);
  writeFileSync(join(dist, 'sw.js'), sw);
  console.log(`sw.js: version ${version}, ${precache.length} files precached${origin ? `, images of ${origin} cached` : ''}`);
  return { version, precache };
}

if (import.meta.url === `file://${process.argv[1]}`) writeServiceWorker({ out: process.env.DIST_DIR ?? join(ROOT, 'dist') });
