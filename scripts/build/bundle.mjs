// The bundling step of the pipeline (scripts/build/pipeline.mjs): Vite's client build into the output
// directory (with its manifest and the island manifest, scripts/build/vite/island-manifest.ts), the
// server build of src/entry-server.tsx, which the prerender imports, and the service worker's code
// (scripts/build/worker.mjs). All run in this process through Vite's API.
import { join } from 'node:path';
import { build } from 'vite';
import { buildWorker } from './worker.mjs';

/**
 * @param {{ root: string, out: string, ssrDir: string }} where
 */
export async function bundle({ root, out, ssrDir }) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const common = { root, configFile: join(root, 'vite.config.ts') };
  await build({ ...common, build: { outDir: out, emptyOutDir: true } });
  await build({ ...common, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
  await buildWorker({ root, out });
}
