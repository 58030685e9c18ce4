// The site's links: href('news-list') → '/media/news', built from the routes of the config being
// rendered (useSiteConfig), so the studio's preview links by its edit and a test by its own routes.
// How links are built, and which kinds the code links to: route-links.ts.
import { useMemo } from 'react';
import { useSiteConfig } from '../site-config/config-context';
import { makeHref, type Href } from './route-links';

export type { Href, LinkKind, LinkParams } from './route-links';

/** The link builder for the site's routes: href(kind, params). */
export function useHref(): Href {
  const routes = useSiteConfig().routes;
  return useMemo(() => makeHref(() => routes), [routes]);
}
