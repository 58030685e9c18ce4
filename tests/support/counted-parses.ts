// parseSiteConfig with a count of its calls, for the tests that hold the build to one parse of the
// config (tests/unit/scripts/build/site-config.test.ts, site-check.test.ts). A vi.mock factory
// returns it: `vi.mock('@src/config-check/parse-site-config', async (original) =>
// (await import('@test/counted-parses')).countedParses(await original(), parses))`.
import type * as ParseSiteConfig from '@src/config-check/parse-site-config';

export function countedParses(real: typeof ParseSiteConfig, parses: { count: number }): typeof ParseSiteConfig {
  return {
    ...real,
    parseSiteConfig: (...args: Parameters<typeof real.parseSiteConfig>) => {
      parses.count++;
      return real.parseSiteConfig(...args);
    },
  };
}
