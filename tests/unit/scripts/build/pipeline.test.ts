// The build is one pipeline over its own module graph (issue 30): no script of it reads our source
// as text (the islands, their code and CSS reach it from the bundler: scripts/build/vite/island-manifest.ts,
// and from the server bundle's catalog), and an island's kind is named in one place, beside the
// host that declares it (src/island-kit/island-kind.ts), never switch-cased by the code that writes,
// budgets or wakes islands.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandCatalog } from '@src/islands/island-kinds';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** A file's code without its comments (good enough for our own files: no '//' inside their strings that matters here). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/** The project's own modules a file imports (static, dynamic, re-exports), resolved. */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of code(file).matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = resolve(dirname(file), m[1]);
    const found = [base, `${base}.ts`, `${base}.mjs`, `${base}.tsx`].find((f) => existsSync(f) && !f.endsWith('.d.mts'));
    if (found && !found.includes('/node_modules/')) out.push(found);
  }
  return out;
}

/** Every module of the build: scripts/build/pipeline.ts and vite.config.ts (its plugins), and all they import of ours. */
function buildGraph(): string[] {
  const seen = new Set<string>();
  const queue = [join(ROOT, 'scripts/build/pipeline.ts'), join(ROOT, 'vite.config.ts')];
  while (queue.length) {
    const f = queue.shift()!;
    if (seen.has(f)) continue;
    seen.add(f);
    // (What the bundler builds is the site, not the build: the graph stops at src/.)
    if (!relative(ROOT, f).startsWith('src/')) queue.push(...importsOf(f));
  }
  return [...seen].filter((f) => !relative(ROOT, f).startsWith('src/')).sort();
}

/** The string literals of a file's code that name something under src/. */
const srcNamesIn = (text: string) => [...text.matchAll(/['"`]((?:\.\/)?src\/[^'"`]*)['"`]/g)].map((m) => m[1]);
const srcNames = (file: string) => srcNamesIn(code(file));

describe('the build reads no source as text', () => {
  const graph = buildGraph();

  it('follows the whole pipeline (the build, its steps, the publishing, the bundler plugins)', () => {
    const names = graph.map((f) => relative(ROOT, f));
    for (const f of [
      'scripts/build/pipeline.ts',
      'scripts/build/bundle.ts',
      'scripts/build/data.ts',
      'scripts/build/page-writer.ts',
      'scripts/build/prerender.ts',
      'scripts/publish/release.ts',
      'scripts/publish/last-good.ts',
      'scripts/build/size-budget.ts',
      'scripts/build/vite/island-manifest.ts',
    ])
      expect(names).toContain(f);
  });

  it('names a file of src/ only as what the bundler builds or a module id of its manifest', () => {
    // Each such name and why it is there: an entry handed to Vite, or a key of the island manifest
    // (which the bundler wrote), never a path opened and read.
    const allowed: Record<string, string[]> = {
      'scripts/build/bundle.ts': ['src/entry-server.tsx'],
      'scripts/build/worker.ts': ['src/sw/sw-template.js'],
      'scripts/build/home-chunks.ts': ['src/forms/form-engine.tsx'],
      // (Keys of the bundler's record of what the loader imports, .vite/loader-imports.json: those a
      // page does not load before load without a reason of its own; the sections' behaviours are
      // their registry's, src/sections/section-behaviors.ts behaviorModule.)
      'scripts/build/loader-up-front.ts': [
        'src/islands/hydrate.tsx',
        'src/app/start-app.tsx',
        'src/forms/core/draft-age.ts',
        'src/islands/fill-later-part.ts',
      ],
      // (The island manifest's named modules, the Nepali dictionary's too; the entry and what wakes
      // islands, for the chunk groups.)
      'vite.config.ts': ['src/islands/hydrate.tsx', 'src/app/start-app.tsx', 'src/i18n/ne.ts', 'src/main.tsx'],
      // (The development server's save endpoint: files it must not reload on, not a step of the build.)
      'scripts/build/vite/studio-save.ts': ['src/generated'],
    };
    const found = Object.fromEntries(graph.map((f) => [relative(ROOT, f), srcNames(f)]).filter(([, n]) => n.length));
    expect(found).toEqual(allowed);
  });

  it('catches a script that would read one (the check itself)', () => {
    expect(srcNamesIn("const registry = readFileSync(join(root, 'src/sections/section-registry.ts'), 'utf8');")).toEqual([
      'src/sections/section-registry.ts',
    ]);
    expect(srcNamesIn('readdirSync(`./src/islands`)')).toEqual(['./src/islands']);
    expect(srcNamesIn("attr(tag, 'src')")).toEqual([]);
  });
});

describe("an island's kind is named in one place", () => {
  // The kinds' names as elements carry them (data-island): page, section, frame:<part>.
  const kinds = [...new Set(islandCatalog().map((e) => e.island.split(':')[0]))].sort();
  const declared: Record<string, string> = {
    page: 'src/app/page-island.tsx',
    section: 'src/sections/section-host.tsx',
    frame: 'src/app/layout/frame-island.tsx',
  };

  it('has the three kinds, each declared beside its host', () => {
    expect(kinds).toEqual(Object.keys(declared).sort());
  });

  it('no code that renders, writes, budgets or wakes islands names a kind', () => {
    const files = [
      ...buildGraph(),
      ...['src/islands', 'src/island-kit'].flatMap((d) => importsOfDir(join(ROOT, d))),
      join(ROOT, 'src/entry-server.tsx'),
    ];
    const naming = (f: string) =>
      kinds.filter((k) => new RegExp(`['"\`]${k}(?::[^'"\`]*)?['"\`]|['"\`]${k}:\\$\\{|data-island=\\\\?["']${k}`).test(code(f)));
    const offenders = files.map((f) => [relative(ROOT, f), naming(f)] as const).filter(([, n]) => n.length);
    expect(offenders).toEqual([]);
    for (const [kind, file] of Object.entries(declared)) expect(naming(join(ROOT, file)), file).toEqual([kind]);
  });
});

/** The .ts/.tsx files of a folder. */
function importsOfDir(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}
