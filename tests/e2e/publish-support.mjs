// Helpers for the tests that publish (publish.spec.mjs, and the rebuilds of hostile-prerender and
// worker-cache): a site of the test's own, whose first release is the build's (dist/, hard links:
// nothing of it is copied or changed), a run of the pipeline against it exactly as
// `npm run rebuild:pages` runs it, and what a visitor reads.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesUnder, finishRelease, layout, liveRelease, startRelease, switchTo } from '../../scripts/publish/release.ts';
import { pagesOf } from '../../scripts/publish/report.ts';
import { RECORDS_DIR } from '../../scripts/build/record.ts';
import { DIST, ROOT } from './support.mjs';

export const SITE_URL = 'https://school.example';

function linkAll(from, to) {
  for (const rel of filesUnder(from)) {
    mkdirSync(dirname(join(to, rel)), { recursive: true });
    linkSync(join(from, rel), join(to, rel));
  }
}

/**
 * A site root of the test's own, in the project (the server bundle imports react from its
 * node_modules): dist → .publish/releases/<id>/site, that release being the build's. The caller
 * calls remove() when done.
 */
export function ownSite() {
  const built = liveRelease(layout({ dist: DIST }));
  if (!built) throw new Error(`${DIST} is not a link to a release: run npm run build first`);
  const root = mkdtempSync(join(ROOT, '.tmp-publish-'));
  const L = layout({ dist: join(root, 'dist') });
  const rel = startRelease(L, built.createdAt);
  linkAll(built.site, rel.site);
  linkAll(built.ssr, rel.ssr);
  // (The build's records, beside its site: scripts/build/record.ts moveRecords.)
  if (existsSync(join(built.dir, RECORDS_DIR))) linkAll(join(built.dir, RECORDS_DIR), join(rel.dir, RECORDS_DIR));
  finishRelease(rel, { createdAt: built.createdAt, builtAt: built.builtAt, kind: 'build' });
  switchTo(L, rel.id);
  // The build's store of picture copies too (scripts/build/image-copies.ts), as a school's
  // server keeps it between runs: a rebuild finds the pictures it copied, and transforms none again.
  const store = join(layout({ dist: DIST }).publishDir, 'images');
  // (Its index copied, not linked: a test may change the site's own.)
  if (existsSync(store)) {
    linkAll(join(store, 'copies'), join(L.publishDir, 'images', 'copies'));
    copyFileSync(join(store, 'index.json'), join(L.publishDir, 'images', 'index.json'));
  }
  return { root, L, dist: L.dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Runs `node scripts/build/pipeline.ts <args>` for the site (['--pages'] as npm run rebuild:pages does,
 * ['--rollback'] as npm run rollback), with the back-end at `api`. Resolves { code, out, report }
 * (report: .publish/last-report.json).
 */
export function publish(site, args, { api, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build/pipeline.ts'), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DIST_DIR: site.dist,
        SITE_URL,
        // A back-end that never answers is given up on after 8 s here (12 s by the config): long
        // enough that a loaded machine's slow answer is not taken for a timeout.
        PUBLISH_TIMEOUT_MS: '8000',
        ...(api ? { PRERENDER_DATA: api } : {}),
        FORCE_COLOR: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      let report = null;
      try {
        report = JSON.parse(readFileSync(site.L.lastReport, 'utf8'));
      } catch {
        /* none written */
      }
      resolve({ code, out, report });
    });
  });
}

/** The site's pages as its live release's record lists them (URL paths), sorted. */
export function livePages(site) {
  return pagesOf(liveRelease(site.L))
    .map((p) => p.path)
    .sort();
}

/** A file of the live site, as text (null when it is not there). */
export function liveFile(site, rel) {
  const file = join(site.dist, rel);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The operations of a report, by group, as [name, reason] pairs sorted by name. */
export const named = (list) => list.map((o) => o.name).sort();
