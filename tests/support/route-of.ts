// The route a built page's address is rendered with: its path with the /ne prefix taken off, as the
// prerenderer matches it (the catch-all route left out).
import { siteConfig } from '@src/site-config/config-file';
import { routeMatches } from '@src/lib/route-match';

export const routeOf = (url: string) =>
  siteConfig.routes.find((r) => r.path !== '*' && routeMatches(r.path, url.replace(/^\/ne(?=\/|$)/, '') || '/'))!;
