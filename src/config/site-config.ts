// The site's config as the app sees it. It was validated by parseSiteConfig at build time (see
// vite.config.ts), so the browser does not ship Ajv just to check it again.
import raw from '../../site.config.json';
import type { SiteConfig } from '../generated/site-config';

export const siteConfig = raw as unknown as SiteConfig;
export const constants = siteConfig.site.constants;
