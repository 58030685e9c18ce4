// The service worker's code, bundled from src/sw/sw-template.js and what it imports (its routing,
// src/sw/sw-route.js) into one classic script, as a browser runs a worker: the bundling step of
// the pipeline makes it once (scripts/build/pipeline.ts), into <out>/.vite/sw-code.js, and the worker step
// (scripts/build/write-sw.ts) writes sw.js from it with the names it declares for this build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rollup } from 'vite';

export const WORKER_CODE = '.vite/sw-code.js';

export async function buildWorker({ root, out }: { root: string; out: string }): Promise<string> {
  // (Vite is loaded by a build that bundles: the worker step needs only WORKER_CODE.)
  const { build } = await import('vite');
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: { input: join(root, 'src/sw/sw-template.js'), output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the service worker bundled into ${chunks.length} chunks, not one script`);
  const file = join(out, WORKER_CODE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, chunks[0].code);
  return file;
}

// node --import tsx scripts/build/worker.ts <out>: the worker's code alone (tests of the worker).
if (import.meta.url === `file://${process.argv[1]}`) await buildWorker({ root: join(import.meta.dirname, '../..'), out: process.argv[2] });
