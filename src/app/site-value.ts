// The config this browser renders the site with: site.config.json as built (checked at build
// time, vite.config.ts). The entry points (start-app.tsx, the islands' hydrate.tsx and
// freshness.ts) take it from here and pass it down. (Code that asks the back-end outside a render
// reads the built config's settings itself: src/api/built-api.ts.)
import { siteConfig } from '../site-config/config-file';

export const builtConfig = siteConfig;
