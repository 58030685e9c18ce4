// A Vite plugin that runs parseSiteConfig on site.config.json when a build or the dev server
// starts, and again when the file changes, so a broken config never builds. SITE_CONFIG=path
// builds (and serves) the site from another config file: wherever the code imports
// site.config.json it gets that file (the studio's STUDIO_CONFIG_PATH, in development, wins).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseSiteConfig } from '../src/config-check/parse-site-config';

/** The config file a build (or, with `serve`, the dev server) reads: SITE_CONFIG, else <root>/site.config.json. */
export function siteConfigFile(root: string, serve = false): string {
  const other = (serve ? process.env.STUDIO_CONFIG_PATH : undefined) || process.env.SITE_CONFIG;
  return other ? resolve(other) : resolve(root, 'site.config.json');
}

export function configCheck(root: string): Plugin[] {
  const real = resolve(root, 'site.config.json');
  let file = siteConfigFile(root);
  const shown = () => (file === real ? 'site.config.json' : relative(root, file));
  const check = () => parseSiteConfig(readFileSync(file, 'utf8'), { file: shown() });
  return [
    {
      name: 'site-config-file',
      // Before Vite's own resolver, so SITE_CONFIG replaces site.config.json.
      enforce: 'pre',
      configResolved(c) {
        file = siteConfigFile(root, c.command === 'serve');
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
