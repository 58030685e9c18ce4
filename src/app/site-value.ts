// The config this browser renders the site with: site.config.json as built (checked at build
// time, vite.config.ts). The entry points (start-app.tsx, the islands' hydrate.tsx and
// freshness.ts) take it from here and pass it down; the back-end client is set up from it once.
import { configureApi } from '../api/endpoint';
import { siteConfig } from '../site-config/config-file';

configureApi(siteConfig);

export const builtConfig = siteConfig;
