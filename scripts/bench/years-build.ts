// A production site prerendered from years of content (DEMO_CONTENT=years, demo/years-content.mjs)
// in a folder of its own, and served with its demo back-end: for the bench's years rows
// (scripts/bench/years.ts) and the browser tests of paging and data sizes
// (tests/e2e/years-support.mjs). dist/ is never touched.
//
// The build is `node scripts/build/pipeline.ts --no-budgets` (every step: bundle, data, images, pages,
// worker, compress) with PRERENDER_DATA=demo and DEMO_CONTENT=years, so the data is read
// in-process, from the very folder the back-end serves; DIST_DIR is <dir>/dist (its releases in
// <dir>/.publish). The folder is inside the project (the server bundle imports react from its
// node_modules), named .tmp-publish-* so that git, ESLint and Prettier leave it alone. Size budgets
// are off: years of content is over them today, and the bench prints the sizes itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, closeSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/server.mjs';
import { attachmentsDir } from '../../demo/attachments-dir.mjs';
import { dayOf } from '../../demo/years-content.mjs';
import { securityHeaders } from '../build/security-headers';
import type { DemoServer, DemoServerOptions } from '../../demo/server.mjs';

/** A years build (buildYearsSite). */
export interface YearsBuild {
  dist: string;
  dir: string;
  reused: boolean;
  ms: number;
  code: number;
  logFile: string;
}

/** A years build served (serveYearsSite). */
export interface YearsSite {
  url: string;
  server: DemoServer;
  dist: string;
  close(): Promise<void>;
}

export const ROOT = join(import.meta.dirname, '../..');
/** The shared folder of the browser tests' years build (one per test run, reused by every worker). */
export const YEARS_DIR = join(ROOT, '.tmp-publish-years');
const STAMP = 'years-build.json';
const LOCK = '.lock';
/** A build older than this holding the lock is taken for a dead one (ms). */
const LOCK_STALE_MS = 20 * 60_000;

/** A new folder for a years build of the caller's own (the bench's), inside the project; the caller removes it. */
export const ownYearsDir = () => mkdtempSync(join(ROOT, '.tmp-publish-years-'));

/**
 * Builds the site from years of content into `<dir>/dist`, unless the build there was made for
 * the same `key` on the same day with the same photos (then reused). One build at a time per
 * folder: a second caller waits for the first one's and reuses it.
 * key: what may reuse a build (the test run's); photos: DEMO_PHOTOS for the build ('real'); env:
 * more of the build's environment.
 */
export async function buildYearsSite({
  dir = YEARS_DIR,
  key = `${process.pid}`,
  photos = '',
  log = () => {},
  env = {},
}: {
  dir?: string;
  key?: string;
  photos?: string;
  log?: (msg: string) => void;
  env?: Record<string, string>;
} = {}): Promise<YearsBuild> {
  mkdirSync(dir, { recursive: true });
  const dist = join(dir, 'dist');
  const logFile = join(dir, 'build.log');
  const want = { key, day: dayOf(Number(process.env.PUBLISH_NOW) || Date.now()), photos };
  const current = () => {
    try {
      const s = JSON.parse(readFileSync(join(dir, STAMP), 'utf8')) as typeof want & { ms: number; code: number };
      return s.key === want.key && s.day === want.day && s.photos === want.photos && existsSync(join(dist, 'index.html')) ? s : null;
    } catch {
      return null;
    }
  };
  const release = await lock(join(dir, LOCK));
  try {
    const done = current();
    if (done) return { dist, dir, reused: true, ms: done.ms, code: done.code, logFile };
    rmSync(join(dir, STAMP), { force: true });
    log(`years: building the site from DEMO_CONTENT=years${photos ? ` with DEMO_PHOTOS=${photos}` : ''} into ${dist} …`);
    // The uploads: the same folder the back-end will serve (demo/attachments-dir.mjs).
    const attachments = await attachmentsDir({ DEMO_CONTENT: 'years', DEMO_PHOTOS: photos || undefined }, ROOT, { log });
    const t = Date.now();
    const code = await run(
      [process.execPath, '--import', 'tsx', join(ROOT, 'scripts/build/pipeline.ts'), '--no-budgets'],
      {
        ...process.env,
        DIST_DIR: dist,
        PRERENDER_DATA: 'demo',
        DEMO_CONTENT: 'years',
        DEMO_ATTACHMENTS: attachments,
        FORCE_COLOR: '0',
        ...env,
      },
      logFile,
    );
    const ms = Date.now() - t;
    // Exit 2: published with something held, failed or skipped (the report in the log says what).
    if (code !== 0 && code !== 2) throw new Error(`years: the build failed (exit ${code}); its output: ${logFile}`);
    writeFileSync(join(dir, STAMP), JSON.stringify({ ...want, ms, code, at: new Date().toISOString() }));
    log(`years: built in ${(ms / 1000).toFixed(0)} s (exit ${code})`);
    return { dist, dir, reused: false, ms, code, logFile };
  } finally {
    release();
  }
}

/**
 * The years build served with its demo back-end (DEMO_CONTENT=years, the production headers), on
 * `port` (0: a free one). Returns { url, server, dist, close() }.
 * `options`: more of the demo server's.
 */
export async function serveYearsSite({
  dist,
  port = 0,
  photos = '',
  options = {},
}: {
  dist: string;
  port?: number;
  photos?: string;
  options?: DemoServerOptions;
}): Promise<YearsSite> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'years-data-'));
  const server = await startDemoServer({
    port,
    staticDir: dist,
    headers: securityHeaders(),
    content: 'years',
    photos: photos || undefined,
    dataDir,
    delayMs: 0,
    fail: '',
    log: false,
    ...options,
  });
  return {
    url: server.url,
    server,
    dist,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function run(command: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<number> {
  return new Promise((resolve) => {
    const out = openSync(logFile, 'w');
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', out, out] });
    child.on('exit', (code) => {
      closeSync(out);
      resolve(code ?? 1);
    });
    child.on('error', () => {
      closeSync(out);
      resolve(1);
    });
  });
}

/** Takes the folder's lock (a directory: made or not, in one step), waiting for another holder. */
async function lock(dir: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(dir).mtimeMs > LOCK_STALE_MS) rmSync(dir, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
