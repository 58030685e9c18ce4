// Deterministic size budgets, enforced in CI (speed figures live in `npm run bench`, printed only):
// the JavaScript the home page loads before first render at most 125 KB gzip, no chunk of ours
// above 150 KB gzip, and none of the heavy parts (form engine, calendar, gallery, studio) among
// what the home page loads up front (scripts/home-chunks.mjs, on Vite's manifest). Reads dist/
// after `npm run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlAssets } from './html-assets.mjs';
import { homeProblems } from './home-chunks.mjs';

const root = join(import.meta.dirname, '..');
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const KB = 1024;
const HOME_BUDGET = 125 * KB;
const CHUNK_BUDGET = 150 * KB;

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// What index.html loads before first render: its module script and every modulepreload.
const unique = htmlAssets(html).js.map((f) => f.replace(/^\//, ''));
const homeBytes = unique.reduce((n, f) => n + gz(f), 0);

const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => ({ f, size: gz(`assets/${f}`) }));
const biggest = chunks.sort((a, b) => b.size - a.size);
let ok = true;
console.log(`JS before first render: ${(homeBytes / KB).toFixed(1)} KB gzip (budget ${HOME_BUDGET / KB} KB) — ${unique.join(', ')}`);
if (homeBytes > HOME_BUDGET) ok = false;
for (const c of biggest.slice(0, 5)) console.log(`  chunk ${c.f}: ${(c.size / KB).toFixed(1)} KB gzip`);
const over = biggest.filter((c) => c.size > CHUNK_BUDGET);
for (const c of over) console.log(`✗ ${c.f} is ${(c.size / KB).toFixed(1)} KB gzip, over the ${CHUNK_BUDGET / KB} KB chunk budget`);
if (over.length) ok = false;

// The heavy parts stay out of what the home page loads up front.
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.log('✗ dist/.vite/manifest.json is missing (vite.config.ts: build.manifest), so the home page’s chunks cannot be checked');
  ok = false;
} else {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const problems = homeProblems({ manifest, htmlJs: unique, readFile: (f) => readFileSync(join(dist, f), 'utf8'), lazy: lazyModules(manifest) });
  for (const p of problems) console.log(`✗ ${p}`);
  if (problems.length) ok = false;
  else console.log('✓ the form engine, calendar, gallery and studio are not loaded by the home page up front');
}
console.log(ok ? '✓ size budgets hold' : '✗ size budgets exceeded');
process.exit(ok ? 0 : 1);

/** The source modules that must stay chunks of their own, from the page and section registries. */
function lazyModules(manifest) {
  const out = { 'src/forms/form-engine.tsx': 'the form engine' };
  const heavy = { 'academic-calendar': 'the calendar', gallery: 'the gallery', studio: 'the studio' };
  for (const file of ['src/pages/registry.ts', 'src/sections/registry.ts']) {
    const src = readFileSync(join(root, file), 'utf8');
    for (const m of src.matchAll(/^\s*'?([a-z-]+)'?:\s*lazy\w*\(\(\) => import\('\.\/([^']+)'\)\)/gm)) {
      if (!heavy[m[1]]) continue;
      const base = join(dirname(file), m[2]).replace(/\\/g, '/');
      const key = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => manifest[k]) ?? `${base}.tsx`;
      out[key] = `${heavy[m[1]]} (${file.includes('sections') ? 'section' : 'page'})`;
    }
  }
  return out;
}
