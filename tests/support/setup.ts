// Runs before every test file: DOM matchers' cleanup between tests. (The back-end client needs no
// set-up: it reads the config it is drawn with, or the built one: src/api/built-api.ts.)
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s (as the form tests already did): npm
// test runs these files beside the build and the time-zone run on a shared host, and on a busy
// machine a page's lazy chunk can take longer than a second. A passing wait returns as soon as
// what it waits for holds.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
