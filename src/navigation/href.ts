// The site's links: href('news-list') → '/media/news', from site.config.json's routes (read at
// each call, so the studio's preview, which swaps the config in place, links by its edit).
// How links are built, and which kinds the code links to: route-links.ts.
import { siteConfig } from '../config/site-config';
import { makeHref } from './route-links';

export type { Href, LinkKind, LinkParams } from './route-links';

export const href = makeHref(() => siteConfig.routes);
