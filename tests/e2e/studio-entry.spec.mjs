// The production build (dist/) and the studio: the site's code never reaches the studio (it is
// its own entry, studio.html), no route or page kind of the site names it, and /studio is Page
// Not Found unless the config turns the studio on, in which case it is the studio's own page.
// (The development server's /studio: tests/e2e/studio.spec.mjs.) No browser: files and the served HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.mjs';
import { DIST, ROOT } from './support.mjs';
import { recordFile } from '../../scripts/build/record.ts';

const config = JSON.parse(readFileSync(process.env.SITE_CONFIG ?? join(ROOT, 'site.config.json'), 'utf8'));
const studioOn = config.site.studio === true;
const manifest = () => JSON.parse(readFileSync(recordFile(DIST, '.vite/manifest.json'), 'utf8'));

/** Manifest keys an entry reaches through its static and dynamic imports. */
function reached(m, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const k = queue.pop();
    if (seen.has(k) || !m[k]) continue;
    seen.add(k);
    queue.push(...(m[k].imports ?? []), ...(m[k].dynamicImports ?? []));
  }
  return seen;
}

test("the site's chunks hold no studio, and no route or page kind names it", () => {
  expect(existsSync(join(DIST, 'index.html')), 'dist/ is missing: run `npm run build` first.').toBe(true);
  const m = manifest();
  const site = reached(m, 'index.html');
  expect(site.has('src/app/start-app.tsx') && site.has('src/pages/home/home-page.tsx'), "the walk reaches the site's app and pages").toBe(
    true,
  );
  expect(
    [...site].filter((k) => (m[k].src ?? k).startsWith('src/studio/')),
    'no studio module among the site chunks',
  ).toEqual([]);
  // The site's route table is in its JavaScript (the config); no route there opens a studio page.
  const siteJs = [...site].map((k) => m[k].file).filter((f) => f.endsWith('.js'));
  for (const f of siteJs) {
    const text = readFileSync(join(DIST, f), 'utf8');
    expect(text, `${f} routes a studio page`).not.toMatch(/\bpage["']?\s*:\s*["']studio["']/);
    expect(text, `${f} links /studio`).not.toMatch(/["']\/studio["']/);
  }
  // No page was prerendered for it.
  expect(existsSync(join(DIST, 'studio/index.html'))).toBe(false);
});

test('the studio entry is in the build exactly when site.studio is on', () => {
  const m = manifest();
  expect(Boolean(m['studio.html']), `studio.html in the manifest: site.studio is ${studioOn}`).toBe(studioOn);
  expect(existsSync(join(DIST, 'studio.html'))).toBe(studioOn);
  if (studioOn) {
    const studio = reached(m, 'studio.html');
    const site = reached(m, 'index.html');
    // Its own chunks: shared libraries (React) may be common, the studio's modules are its alone.
    expect([...studio].filter((k) => (m[k].src ?? k).startsWith('src/studio/') && site.has(k))).toEqual([]);
  }
});

test('/studio on the served build: the studio page when on, else the site (Page Not Found)', async ({ baseURL }) => {
  const res = await fetch(`${baseURL}/studio`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  expect(res.status).toBe(200);
  if (studioOn) expect(html).toMatch(/<div id="studio">/);
  else {
    expect(html, 'not the studio page').not.toMatch(/id="studio"|studio-entry/);
    expect(html, "the site's shell, which renders Page Not Found for /studio").toMatch(/<div id="root"/);
  }
});
