// The bundling step of the pipeline (scripts/build/pipeline.ts): Vite's client build into the output
// directory (with its manifest and the island manifest, scripts/build/vite/island-manifest.ts), the
// server build of src/entry-server.tsx, which the prerender imports, and the service worker's code
// (scripts/build/worker.ts). All run in this process through Vite's API, with the site's Vite config
// (vite.config.ts) given the config the build read and checked at its start: no plugin reads it again.
import { build, mergeConfig, type ConfigEnv } from 'vite';
import { siteVite } from '../../vite.config';
import type { BuildSiteConfig } from './site-config';
import { buildWorker } from './worker';

export async function bundle({
  root,
  out,
  ssrDir,
  site,
}: {
  root: string;
  out: string;
  ssrDir: string;
  site: BuildSiteConfig;
}): Promise<void> {
  const config = siteVite(() => site);
  const env = (isSsrBuild: boolean): ConfigEnv => ({ command: 'build', mode: 'production', isSsrBuild, isPreview: false });
  // (configFile: false: the config is this one, not vite.config.ts loaded again with its plugins.)
  await build(mergeConfig(config(env(false)), { root, configFile: false, build: { outDir: out, emptyOutDir: true } }));
  await build(
    mergeConfig(config(env(true)), {
      root,
      configFile: false,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
    }),
  );
  await buildWorker({ root, out });
}
