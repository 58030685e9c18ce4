// A Vite plugin that checks site.config.json when a build or the dev server starts, and again when
// the file changes, so a broken config never builds: a build asks the build's config (read and
// checked once, scripts/build/site-config.ts), the dev server reads the file. SITE_CONFIG=path
// builds (and serves) the site from another config file: wherever the code imports
// site.config.json it gets that file (the studio's STUDIO_CONFIG_PATH, in development, wins).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseSiteConfig } from '../../../src/config-check/parse-site-config';
import { lazySiteConfig, shownConfigFile, siteConfigFile, type SiteConfigSource } from '../site-config';

export function configCheck(root: string, site: SiteConfigSource = lazySiteConfig(root)): Plugin[] {
  const real = resolve(root, 'site.config.json');
  let file = siteConfigFile(root);
  let serve = false;
  // (The dev server's file may change while it runs: read again each time.)
  const check = () => (serve ? parseSiteConfig(readFileSync(file, 'utf8'), { file: shownConfigFile(root, file) }) : site());
  return [
    {
      name: 'site-config-file',
      // Before Vite's own resolver, so SITE_CONFIG replaces site.config.json.
      enforce: 'pre',
      configResolved(c) {
        serve = c.command === 'serve';
        file = siteConfigFile(root, serve);
      },
      resolveId(source, importer) {
        if (file === real || !importer || !source.endsWith('site.config.json')) return null;
        return resolve(dirname(importer.split('?')[0]), source) === real ? file : null;
      },
    },
    {
      name: 'site-config-check',
      buildStart() {
        this.addWatchFile(file);
        try {
          check();
        } catch (e) {
          this.error((e as Error).message);
        }
      },
      handleHotUpdate(ctx) {
        if (ctx.file !== file) return;
        try {
          check();
        } catch (e) {
          ctx.server.config.logger.error((e as Error).message);
          ctx.server.ws.send({ type: 'error', err: { message: (e as Error).message, stack: '' } });
          return [];
        }
      },
    },
  ];
}
