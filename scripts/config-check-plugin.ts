// A Vite plugin that runs parseSiteConfig on site.config.json when a build or the dev server
// starts, and again when the file changes, so a broken config never builds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseSiteConfig } from '../src/config/parse-site-config';

export function configCheck(root: string): Plugin {
  const file = resolve(root, 'site.config.json');
  const check = () => parseSiteConfig(readFileSync(file, 'utf8'), { file: 'site.config.json' });
  return {
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
  };
}
