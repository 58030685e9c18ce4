// Staff rename routes in site.config.json and every link moves with them (src/navigation/href.ts):
// a copy of the config with three routes renamed (about us, the news list, the notice detail)
// passes `npm run validate`, builds (SITE_CONFIG=copy) as a release of a temporary folder's own,
// prerenders the new paths and not the old ones, and no built page links to an old path. The copy
// also makes Nepali the default language (site.defaultLanguage): Nepali pages at the bare paths,
// English ones under /en. No browser: the built HTML and the client bundle are checked as files.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from './fixtures.mjs';
import { ROOT } from './support.mjs';

/** page kind → [old path, new path] */
const RENAMED = {
  'about-us': ['/who-we-are/about-us', '/about'],
  'news-list': ['/media/news', '/school-news'],
  'notice-detail': ['/media/notice/:id/:title', '/notices/:title/:id'],
};

const config = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
for (const route of config.routes) if (RENAMED[route.page]) route.path = RENAMED[route.page][1];
// The menu's links are the config's own: staff rename them with the route.
const moved = Object.fromEntries(Object.values(RENAMED));
const follow = (entries) => {
  for (const e of entries) {
    if (e.to && moved[e.to]) e.to = moved[e.to];
    if (e.children) follow(e.children);
  }
};
follow(config.menu.main);
follow(config.menu.quickLinks);
config.site.defaultLanguage = 'ne';

/**
 * Runs a Node script with the copy's environment; resolves with its output. Not spawnSync: the
 * worker stays responsive (Playwright's timeouts and the other test of this worker's turn).
 */
function runWith(env) {
  return (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: ROOT, env });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (status) => {
        try {
          assert.equal(status, 0, `${args.join(' ')} failed:\n${out}`);
          resolve(out);
        } catch (e) {
          reject(e);
        }
      });
    });
}

/** Whether a link's path is served by a route pattern (as scripts/build/prerender.ts matches them). */
const served = (pattern, link) =>
  new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/?#]+') + '/?$', 'i').test(
    link.split(/[?#]/)[0],
  );

function files(root, ext, out = []) {
  for (const e of readdirSync(root, { withFileTypes: true })) {
    const p = join(root, e.name);
    // (A folder of a finished release is a link into the store of shared folders: followed.)
    if (e.isDirectory() || (e.isSymbolicLink() && statSync(p).isDirectory())) files(p, ext, out);
    else if (e.name.endsWith(ext)) out.push(p);
  }
  return out;
}

test('a config with three routes renamed validates, builds, and links only to the new paths', async () => {
  // Two production builds and a prerender: minutes on a loaded machine.
  test.setTimeout(600_000);
  // (Inside the project: the release's server bundle imports react and the rest from node_modules.)
  const dir = mkdtempSync(join(ROOT, '.tmp-publish-renamed-'));
  const configFile = join(dir, 'site.config.json');
  // (A link to the build's release, dir/.publish/releases/<id>/site, as dist is.)
  const dist = join(dir, 'dist');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const env = {
    ...process.env,
    SITE_CONFIG: configFile,
    DIST_DIR: dist,
    PRERENDER_DATA: 'demo',
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    FORCE_COLOR: '0',
  };
  // (A development build of the demo, whatever the shell says: production refuses its placeholders.)
  for (const k of ['NODE_ENV', 'npm_config_production', 'VITE_API_BASE']) delete env[k];
  const run = runWith(env);
  try {
    await check(run, dist);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function check(run, dist) {
  const validated = await run([join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/validate.ts']);
  assert.match(validated, /✓ \S*site\.config\.json is valid/);

  // (The whole pipeline into the temporary folder, DIST_DIR; not its size budgets, which speak of
  // the site's own config.)
  assert.match(await run(['--import', 'tsx', 'scripts/build/pipeline.ts', '--no-budgets']), /prerender: \d+ pages from the demo fixtures/);

  // The new paths are pages; the old ones are not.
  const pages = files(dist, 'index.html').map(
    (f) =>
      '/' +
      relative(dist, f)
        .replace(/\\/g, '/')
        .replace(/\/?index\.html$/, ''),
  );
  assert.ok(pages.includes('/about'), 'about us is prerendered at /about');
  assert.ok(pages.includes('/school-news'), 'the news list is prerendered at /school-news');
  // Nepali at the bare paths, English under /en, each naming the other; Nepali the x-default.
  assert.ok(pages.includes('/en/about') && pages.includes('/en'), 'the English pages are under /en');
  const about = readFileSync(join(dist, 'about/index.html'), 'utf8');
  const aboutEn = readFileSync(join(dist, 'en/about/index.html'), 'utf8');
  assert.match(about, /^<!doctype html>\n<html lang="ne">/);
  assert.match(aboutEn, /^<!doctype html>\n<html lang="en">/);
  for (const html of [about, aboutEn]) {
    assert.match(html, /<link rel="alternate" hreflang="ne" href="[^"]*\/about" \/>/);
    assert.match(html, /<link rel="alternate" hreflang="en" href="[^"]*\/en\/about" \/>/);
    assert.match(html, /<link rel="alternate" hreflang="x-default" href="[^"]*\/about" \/>/);
  }
  const notices = pages.filter((p) => served('/notices/:title/:id', p));
  assert.ok(notices.length >= 3, `notice pages are prerendered under /notices/…: ${notices.join(', ')}`);
  for (const [kind, [old]] of Object.entries(RENAMED)) {
    const left = pages.filter((p) => served(old, p));
    assert.deepEqual(left, [], `no page is prerendered at the old path of ${kind}`);
  }

  // No built page links to an old path; the pages link to the new ones.
  const links = new Map();
  for (const f of files(dist, '.html')) {
    for (const m of readFileSync(f, 'utf8').matchAll(/href="(\/[^"]*)"/g)) {
      const link = m[1].replace(/&amp;/g, '&');
      if (!links.has(link)) links.set(link, relative(dist, f));
    }
  }
  for (const [kind, [old]] of Object.entries(RENAMED)) {
    const stale = [...links.keys()].filter((l) => served(old, l));
    assert.deepEqual(stale, [], `links to the old path of ${kind} (e.g. in ${stale.map((l) => links.get(l)).join(', ')})`);
  }
  assert.ok(links.has('/about'), 'a page links to /about');
  assert.ok(links.has('/school-news'), 'a page links to /school-news');
  assert.ok(
    [...links.keys()].some((l) => served('/media/news/:category', l)),
    'a news item links to its category page',
  );
  const noticeLink = [...links.keys()].find((l) => served('/notices/:title/:id', l));
  assert.match(noticeLink ?? '', /^\/notices\/[^/]+\/\d+$/, 'a notice links to /notices/{title}/{id}');

  // The browser's code was built from the copy too (links an island draws come from it).
  const js = files(join(dist, 'assets'), '.js')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  assert.ok(js.includes('/notices/:title/:id'), 'the client bundle has the renamed route');
  assert.ok(!js.includes('/media/notice/:id/:title'), 'the client bundle has no old route');
  assert.ok(existsSync(join(dist, 'sw.js')));
}
