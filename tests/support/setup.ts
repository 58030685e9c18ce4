// Runs before every test file: the back-end client set up from the shipped config (as the site's
// entry points do), and DOM matchers' cleanup between tests.
import { afterEach } from 'vitest';
import { configureApi } from '@src/api/endpoint';
import { siteConfig } from '@src/site-config/config-file';

configureApi(siteConfig);

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
