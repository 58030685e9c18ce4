// Runs before every test file: the back-end client set up from the shipped config (as the site's
// entry points do), and DOM matchers' cleanup between tests.
import { afterEach } from 'vitest';
import { configureApi } from '../../src/api/endpoint';
import { siteConfig } from '../../src/config/site-config';

configureApi(siteConfig);

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
