// Writes dist/sw.js from src/sw/sw-template.js: its version is a hash of what the site publishes
// and of the worker's code (scripts/content-version.mjs), so every build or rebuild of the pages
// that changed something installs a new worker, and one that changed nothing does not; it
// precaches the shell and the entry assets, knows the file host's origin (site.fileHost or
// VITE_FILE_HOST, whose images it may cache) and carries src/sw/sw-route.js (what is cached) inline.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentVersion } from './content-version.mjs';

const root = join(import.meta.dirname, '..');
const dist = process.env.DIST_DIR ?? join(root, 'dist');
// The bare shell's assets (not the prerendered home page's many section chunks): a first visit
// on a slow network should not download more than it needs.
const html = readFileSync(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
const precache = ['/', ...(existsSync(join(dist, 'spa.html')) ? ['/spa.html'] : []), '/placeholder.svg', '/favicon.svg', ...new Set(entry)];

/** The origin of the file host ('' when files come from the site's own origin, or it is not a URL). */
function fileOrigin(fileHost) {
  try {
    return fileHost ? new URL(fileHost).origin : '';
  } catch {
    return '';
  }
}
const config = JSON.parse(readFileSync(process.env.SITE_CONFIG ?? join(root, 'site.config.json'), 'utf8'));
const origin = fileOrigin(process.env.VITE_FILE_HOST ?? config.site?.fileHost ?? '');

const route = readFileSync(join(root, 'src/sw/sw-route.js'), 'utf8').replace(/^export /gm, '');
const template = readFileSync(join(root, 'src/sw/sw-template.js'), 'utf8');
// The build's time stamp, as the prerendered home page carries it (none in a build without
// prerendering).
const home = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
const stamp = /data-built-at="(\d+)"/.exec(home)?.[1] ?? '';
const version = contentVersion(dist, { stamp, code: template + route + JSON.stringify({ precache, origin }) });
const sw = template
  .replace(/^\/\* global .*\*\/\n/m, '') // (the template's lint note on the names filled in here)
  .replace('__VERSION__', version)
  .replace('const PRECACHE = __PRECACHE__;', () => `const PRECACHE = ${JSON.stringify(precache)};`)
  .replace('const FILE_ORIGIN = __FILE_ORIGIN__;', () => `const FILE_ORIGIN = ${JSON.stringify(origin)};`)
  .replace('/* __SW_ROUTE__ */', () => route);
writeFileSync(join(dist, 'sw.js'), sw);
console.log(`sw.js: version ${version}, ${precache.length} files precached${origin ? `, images of ${origin} cached` : ''}`);
