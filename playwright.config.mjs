// The browser suite (tests/e2e/*.spec.mjs) on Playwright Test, against the production build in
// dist/ (`npm run build` first). Debian's Chromium, never a downloaded browser. Three workers,
// each with its own served site (tests/e2e/fixtures.mjs); every test is independent of the others,
// so tests of one file spread over the workers too.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.mjs';

/** The tests that take a minute or more (the route sweep's, builds, the studio's dev server, the publishing runs). */
const LONG = /\/(sweep|renamed-routes|studio|studio-csp|publish|publish-reuse|find-share|s3-publish)\.spec\.mjs$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.mjs',
  // The long tests first, so the workers never wait on one of them at the end.
  projects: [
    { name: 'long', testMatch: LONG },
    { name: 'pages', testIgnore: LONG },
  ],
  outputDir: 'test-results',
  // Three on two cores: a test also waits (pages, servers, the back-end's timeouts), and a third
  // worker fills those waits. Five did not make the suite faster (the cores were already busy) and
  // made the studio's save test time out.
  workers: 3,
  fullyParallel: true,
  // A failure is a failure: a retry would hide the timing races this suite exists to find.
  retries: 0,
  forbidOnly: true,
  // The list as it runs; beside it, the failures as data for npm test's summary
  // (tests/support/failures-reporter.mjs).
  reporter: [['list'], ['./tests/support/failures-reporter.mjs']],
  // A machine under load (three workers on two cores, beside whatever else runs) gets the time it
  // needs: a test may take 2 minutes, and an assertion waits up to 30 s for what it expects (as
  // long as Playwright's own waits). A passing assertion returns as soon as it holds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    // The flags come from the Chromium helper the rest of the project launches with; Playwright
    // adds the headless switch itself.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS.filter((a) => a !== '--headless') },
    viewport: { width: 375, height: 812 },
    // A failed test keeps its trace (test-results/…/trace.zip: `npx playwright show-trace`): its
    // actions with their timing, console, network and errors; beside it the failure's screenshot
    // and the page's ARIA snapshot (error-context.md). Without the screencast and, unless
    // E2E_TRACE_SNAPSHOTS=1, without DOM snapshots: the trace takes two of the whole DOM for
    // every action and page read, which cost a sixth of the suite's time on this 2-core machine
    // (rerun a failing test with E2E_TRACE_SNAPSHOTS=1 to have them).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1' },
    screenshot: 'only-on-failure',
  },
});
