// The studio is a page of its own (studio.html, src/studio/studio-entry.tsx), never a route of the
// site. The development server serves it at /studio as it serves any HTML file at the root. A
// production build leaves it out unless the config says site.studio is true: then studio.html is
// built beside the site as a second entry, with chunks of its own that no page of the site loads
// (the site's routes, page kinds and chunks are the same either way).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { lazySiteConfig, type SiteConfigSource } from '../site-config';

export const STUDIO_HTML = 'studio.html';

/** Whether a production build of this config includes the studio. */
export function studioInBuild(config: { site?: { studio?: boolean } }): boolean {
  return config.site?.studio === true;
}

/** The HTML entries a client build of this config has: the site's, and the studio's when it is on. */
export function buildEntries(root: string, config: { site?: { studio?: boolean } }): Record<string, string> {
  return { index: resolve(root, 'index.html'), ...(studioInBuild(config) ? { studio: resolve(root, STUDIO_HTML) } : {}) };
}

export function studioEntry(root: string, site: SiteConfigSource = lazySiteConfig(root)): Plugin {
  return {
    name: 'studio-entry',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      // (A refused config stops the build here, with its places and fixes.)
      return { build: { rolldownOptions: { input: buildEntries(root, site().value) } } };
    },
  };
}
