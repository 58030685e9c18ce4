// Writes <out>/sw.js: the worker's code as the bundling step built it (scripts/build/worker.ts,
// src/sw/sw-template.js with src/sw/sw-route.js, which decides what is cached), after the names it
// declares for this build: its version, a hash of what the site publishes and of the worker's code
// (scripts/build/content-version.ts), so every build or rebuild of the pages that changed something
// installs a new worker, and one that changed nothing does not; what it precaches (the shell and
// the entry assets); the file host's origin (site.fileHost or VITE_FILE_HOST, whose images it may
// cache). The worker step of the pipeline (scripts/build/pipeline.ts), given the build's config;
// `node --import tsx scripts/build/write-sw.ts` writes it into DIST_DIR (default dist/), from the
// config file.
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/generated/site-config';
import { WORKER_CODE } from './worker';
import { readBuild, readBundle } from './record';
import { contentVersion } from './content-version';

const ROOT = join(import.meta.dirname, '../..');

/** The origin of the file host ('' when files come from the site's own origin, or it is not a URL). */
function fileOrigin(fileHost: string): string {
  try {
    return fileHost ? new URL(fileHost).origin : '';
  } catch {
    return '';
  }
}

/** What of the build record the worker's version needs. */
type Stamps = { builtAt?: number; pages?: { builtAt?: number }[] } | null;

/**
 * Writes sw.js into `out`; returns its version and what it precaches. `builtAt`: the build's time
 * stamp, which every page carries (data-built-at, ?b=) and which the version leaves out (it changes
 * at each run even when nothing else does); by default the build record's (none without pages).
 * `config`: the build's (read from SITE_CONFIG or <root>/site.config.json without one).
 */
export function writeServiceWorker({
  out,
  root = ROOT,
  env = process.env,
  builtAt = (readBuild(out) as Stamps)?.builtAt,
  // (The stamps of the builds that wrote the pages taken unchanged from the release before.)
  stamps = [...new Set(((readBuild(out) as Stamps)?.pages ?? []).map((p) => p.builtAt).filter((t): t is number => !!t))],
  config = JSON.parse(readFileSync(env.SITE_CONFIG ?? join(root, 'site.config.json'), 'utf8')) as SiteConfig,
}: {
  out: string;
  root?: string;
  env?: Record<string, string | undefined>;
  builtAt?: number;
  stamps?: number[];
  config?: Pick<SiteConfig, 'site'>;
}): { version: string; precache: string[] } {
  const dist = out;
  // The bare shell's assets (the entry and its CSS, not the prerendered home page's many section
  // chunks): a first visit on a slow network should not download more than it needs.
  const bundle = readBundle(dist);
  if (!bundle) throw new Error(`${dist} has no island manifest: build the site first (npm run build)`);
  const entry = [bundle.entry.file, ...bundle.entry.css].map((f) => `/${f}`);
  const precache = [
    '/',
    ...(existsSync(join(dist, 'spa.html')) ? ['/spa.html'] : []),
    '/placeholder.svg',
    '/favicon.svg',
    ...new Set(entry),
  ];

  const origin = fileOrigin(env.VITE_FILE_HOST ?? config.site?.fileHost ?? '');

  const code = readFileSync(join(dist, WORKER_CODE), 'utf8');
  const version = contentVersion(dist, {
    stamp: builtAt ? String(builtAt) : '',
    stamps: stamps.map(String),
    code: code + JSON.stringify({ precache, origin }),
  });
  const declared = { __VERSION__: version, __PRECACHE__: precache, __FILE_ORIGIN__: origin };
  const names = Object.entries(declared).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`);
  // (Its own file: a staged sw.js is a hard link to the live release's.)
  rmSync(join(dist, 'sw.js'), { force: true });
  writeFileSync(join(dist, 'sw.js'), names.join('') + code);
  console.log(`sw.js: version ${version}, ${precache.length} files precached${origin ? `, images of ${origin} cached` : ''}`);
  return { version, precache };
}

if (import.meta.url === `file://${process.argv[1]}`) writeServiceWorker({ out: process.env.DIST_DIR ?? join(ROOT, 'dist') });
