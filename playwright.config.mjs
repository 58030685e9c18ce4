// The browser suite (tests/e2e/*.spec.mjs) on Playwright Test, against the production build in
// dist/ (`npm run build` first). Debian's Chromium, never a downloaded browser. Two workers, each
// with its own served site (tests/e2e/fixtures.mjs); every test is independent of the others, so
// tests of one file spread over both workers too.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.mjs';

/** The tests that take a minute or more (the route sweep's, two builds, the studio's dev server). */
const LONG = /\/(sweep|renamed-routes|studio)\.spec\.mjs$/;
const SWEEP = /\/sweep\.spec\.mjs$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.mjs',
  // The long tests first, so the two workers never wait on one of them at the end.
  // The sweep's traces leave out DOM snapshots: it reads every page it visits a dozen times
  // (page.evaluate), each read a snapshot before and after, which cost it a sixth of its time;
  // what its soft assertions report names the path and the check, and its trace still has every
  // action, console message and request.
  projects: [
    { name: 'sweep', testMatch: SWEEP, use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false } } },
    { name: 'long', testMatch: LONG, testIgnore: SWEEP },
    { name: 'pages', testIgnore: LONG },
  ],
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: true,
  // A failure is a failure: a retry would hide the timing races this suite exists to find.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A machine under load (two workers on two cores, beside whatever else runs) gets the time it
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
    // actions, DOM snapshots, console and network. Without the screencast, which costs more CPU
    // than the rest of the trace on this 2-core machine and shows less than the snapshots.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
