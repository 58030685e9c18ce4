// Playwright Test fixtures for the browser suite (playwright.config.mjs). Each worker serves the
// production build (dist/) with the demo back-end on a port of its own, with its own folder for
// what forms send, so the workers share nothing that changes. A test that needs a back-end
// of its own (other fixtures, a failing one, one it stops) asks `serve` for it; it is closed when
// the test ends. Browser, context and page are Playwright's: a fresh context per test.
import { test as base, expect } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/server.mjs';
import { securityHeaders } from '../../scripts/build/security-headers.ts';
import { DIST, recordProblems } from './support.mjs';

export { recordProblems };

export { expect };

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1366, height: 900 };
/** The viewport the suite uses for a width (phones 812 px tall, desktops 900 px). */
export const viewportOf = (width) => (width < 768 ? { ...PHONE, width } : { ...DESKTOP, width });

/**
 * The built site on the demo back-end with the production headers. opts: the demo server's
 * options (fixtures, fail, attachmentsDir, …); dataDir defaults to a new temporary folder.
 */
async function startSite(opts = {}) {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const ownDataDir = opts.dataDir ? null : mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const dataDir = opts.dataDir ?? ownDataDir;
  const server = await startDemoServer({ port: 0, staticDir: DIST, headers: securityHeaders(), ...opts, dataDir });
  return {
    url: server.url,
    server,
    dataDir,
    async close() {
      await server.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend({
  /** The worker's served site: { url, server, dataDir }. Tests must not change its options. */
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  /** Starts a site of the test's own: serve({ fixtures, fail, dataDir, … }) → { url, server, dataDir }. */
  // eslint-disable-next-line no-empty-pattern -- as above
  serve: async ({}, use) => {
    const started = [];
    await use(async (opts) => {
      const site = await startSite(opts);
      started.push(site);
      return site;
    });
    await Promise.all(started.map((s) => s.close()));
  },
  /**
   * Playwright's context, closed before the servers a test started with `serve` are: a page, and
   * a service worker still installing from that server, must not lose their back-end while the
   * browser closes them. (In a whole-suite run, closing the context once hung until the test's
   * time ran out, right after such a test's server had closed under its installing worker.)
   */
  context: async ({ context, serve }, use) => {
    void serve; // a dependency for its order alone: set up before the context, torn down after it
    await use(context);
  },
  /** What went wrong on `page` at the worker's site (recordProblems). */
  problems: async ({ page, baseURL }, use) => use(recordProblems(page, baseURL)),
});
