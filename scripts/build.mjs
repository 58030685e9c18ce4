// The site's build, one process from the code to the files a server sends:
//   npm run build:site      node scripts/build.mjs           every step below
//   npm run rebuild:pages   node scripts/build.mjs --pages   the same without the bundling: the
//                           pages made again from the back-end's data into the built site
// Steps, in order, each given the output directory and what the steps before it made:
//   bundle    Vite's client build (its manifest, and the island manifest: the code and CSS of every
//             island, scripts/island-manifest-plugin.ts), the server build of src/entry-server.tsx
//             and the service worker's code (scripts/build/bundle.mjs)
//   data      the snapshot every page is made from (scripts/build/data.mjs)
//   pages     every page rendered and written (scripts/prerender.mjs): the pages written, and each
//             page skipped with its reason (a page that cannot be made never stops the others)
//   worker    sw.js (scripts/write-sw.mjs), its version a hash of what is published (content-version.mjs)
//   compress  a .br and a .gz copy beside each text file (scripts/precompress.mjs); most are made
//             beside the rendering, as the files are written
//   budgets   the size budgets (scripts/size-budget.mjs): they fail `build`; a rebuild of the
//             pages prints them (the school's data, not the code, moved them); --no-budgets: none
// Where: DIST_DIR (default dist/) and SSR_DIR (default dist-ssr/), from the project's root.
// What was built is kept beside the output's Vite manifest (scripts/build/record.mjs).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { bundle } from './build/bundle.mjs';
import { dataSource, takeSnapshot } from './build/data.mjs';
import { prerender } from './prerender.mjs';
import { writeServiceWorker } from './write-sw.mjs';
import { compressible, compressor, precompressDir, textFiles as precompressList } from './precompress.mjs';
import { sizeBudgets } from './size-budget.mjs';
import { readBuild, readBundle, writeBuild } from './build/record.mjs';

const root = join(import.meta.dirname, '..');
const out = resolve(root, process.env.DIST_DIR ?? 'dist');
const ssrDir = resolve(root, process.env.SSR_DIR ?? 'dist-ssr');
const pagesOnly = process.argv.includes('--pages');
// (npm test runs the budgets as a step of its own, so that they are reported apart from the build.)
const checkBudgets = !process.argv.includes('--no-budgets');

const t0 = Date.now();
const took = {};
async function step(name, run) {
  const t = Date.now();
  const result = await run();
  took[name] = Date.now() - t;
  return result;
}

if (!pagesOnly) await step('bundle', () => bundle({ root, out, ssrDir }));
// Compression (libuv's threads) goes on beside the rendering (the main thread): the bundle's files
// now, each page's as soon as it is written; the compress step then does the rest and finds these
// fresh.
const early = compressor(2);
if (!pagesOnly) for (const f of await precompressList(join(out, 'assets'))) early.add(f);
const ssr = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
// DOMPurify needs a DOM: give it one, so prerendered rich text is sanitized HTML exactly as in the browser.
ssr.setPurifier(createDOMPurify(new JSDOM('').window));
const { source, apiBase } = dataSource(ssr);
// What the bundling made (a rebuild of the pages keeps the last build's), and every island the site has.
const record = { ...(pagesOnly ? readBuild(out) : null), bundle: readBundle(out), catalog: ssr.islandCatalog(), source, took };

if (source === 'off') console.log('prerender: off (PRERENDER_DATA=off)');
else {
  const data = await step('data', () => takeSnapshot({ ssr, source, apiBase, root }));
  record.failed = data.failed;
  const pages = await step('pages', () =>
    prerender({ ssr, out, root, data, source, apiBase, onFile: (f) => compressible(f) && early.add(f) }),
  );
  record.builtAt = pages.builtAt;
  record.written = pages.written;
  record.pages = pages.pages;
  record.skipped = pages.skipped;
}
// (Its version leaves out the build's time stamp, the pages' own: 0 when there are none.)
record.worker = await step('worker', () => writeServiceWorker({ out, root, builtAt: record.builtAt ?? 0 }));
const packed = await step('compress', async () => {
  const beside = await early.done();
  const rest = await precompressDir(out);
  return { ...rest, beside: beside.written, written: beside.written + rest.written, skipped: rest.skipped - beside.written };
});
console.log(
  `precompress: ${packed.written} .br/.gz copies written (${packed.beside} beside the rendering), ${packed.skipped} already fresh, for ${packed.files} files`,
);
// (Without prerendered pages there is nothing to measure but the chunks: the budgets speak of pages.)
const budgets =
  source === 'off' || !checkBudgets ? { ok: true, problems: [] } : await step('budgets', () => sizeBudgets({ out, ...record }));
record.budgets = budgets.problems;

// (The bundle's own record stays in its file.)
writeBuild(out, { ...record, bundle: undefined });
const times = Object.entries(took)
  .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
  .join(', ');
console.log(`build: ${((Date.now() - t0) / 1000).toFixed(1)} s (${times})`);
if (!budgets.ok && !pagesOnly) process.exit(1);
