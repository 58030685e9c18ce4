// site.config.json as built. It was validated by parseSiteConfig at build time (see
// vite.config.ts), so the browser does not ship Ajv just to check it again. Only the entry points
// import it (src/app/site-value.ts in the browser, src/entry-server.tsx for the prerenderer, the
// studio) and pass it down as a value (config-context.tsx); tests pass their own.
import raw from '../../site.config.json';
import type { SiteConfig } from '../generated/site-config';

export const siteConfig = raw as unknown as SiteConfig;
