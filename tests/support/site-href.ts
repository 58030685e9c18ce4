// The links of the shipped config, for tests that check what a page links to (the site itself
// builds them with useHref, from the config it is rendered with).
import { siteConfig } from '@src/site-config/config-file';
import { makeHref } from '@src/navigation/route-links';

export const href = makeHref(() => siteConfig.routes);
