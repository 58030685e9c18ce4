// @vitest-environment node
// The island manifest (scripts/build/vite/island-manifest.ts): the build gives each registry entry
// and lazy part the module it imports, resolved as the bundler resolves it (here on the real
// registries' source), and writes for each such module the chunk it is in with the JS and CSS it
// needs, in the order a page inlines the CSS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandManifest, type IslandManifest } from '@scripts/build/vite/island-manifest';
import { pluginContext } from '@test/plugin-context';

const root = join(import.meta.dirname, '../../../../..');
type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's transform on a file of src/ as the build would, resolving imports to .tsx/.ts files. */
async function transform(file: string, code = readFileSync(join(root, file), 'utf8')) {
  const plugin = islandManifest(root, {});
  const ctx = pluginContext();
  const out = (await (plugin.transform as Hook).call(ctx, code, join(root, file))) as { code: string } | null;
  return out?.code ?? null;
}

/** The arguments (as source text) of each call of `name` in the code. */
function calls(code: string, name: string): string[][] {
  const out: string[][] = [];
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(walk);
    const node = n as { type?: string; callee?: { name?: string }; arguments?: { start: number; end: number }[] };
    if (node.type === 'CallExpression' && node.callee?.name === name) out.push(node.arguments!.map((a) => code.slice(a.start, a.end)));
    Object.values(node).forEach(walk);
  };
  walk(parseAst(code, { lang: 'tsx' } as never));
  return out;
}

describe('island manifest: the module of each entry', () => {
  it('adds to every entry of the section registry the module it imports, as the bundler resolves it', async () => {
    const code = (await transform('src/sections/section-registry.ts'))!;
    const entries = calls(code, 'island');
    expect(entries.length).toBeGreaterThan(10);
    for (const args of entries) {
      expect(args).toHaveLength(3);
      const spec = /import\('\.\/([^']+)'\)/.exec(args[0])![1];
      expect(args[2]).toBe(JSON.stringify(`src/sections/${spec}.tsx`));
    }
  });

  it('reads the frame’s entries, whose import is followed by .then(), and the form engine as a lazy part', async () => {
    const frame = calls((await transform('src/app/layout/frame-islands.ts'))!, 'island');
    expect(frame.map((a) => a[2])).toEqual(
      ['header', 'nav-bar', 'footer', 'social-side'].map((m) => JSON.stringify(`src/app/layout/${m}.tsx`)),
    );
    expect(calls((await transform('src/forms/form-view.tsx'))!, 'lazyPart').map((a) => a[1])).toEqual([
      JSON.stringify('src/forms/form-engine.tsx'),
    ]);
  });

  it('leaves a file without entries alone, and refuses an entry of another shape or an import it cannot resolve', async () => {
    expect(await transform('src/lib/slug.ts')).toBeNull();
    const file = 'src/sections/section-registry.ts';
    await expect(transform(file, `export const r = { a: island(() => import('./slider/slider-section'), 'idle', 'x') };`)).rejects.toThrow(
      'island() takes 2 argument(s) here',
    );
    await expect(transform(file, `export const r = { a: island(() => import('./no-such-section'), 'idle') };`)).rejects.toThrow(
      'cannot resolve ./no-such-section',
    );
  });
});

describe('island manifest: what each module needs', () => {
  it('gives each module its chunk, whether that chunk is its own, and the JS and CSS of it and its static imports in order', async () => {
    const plugin = islandManifest(root, { wake: 'src/islands/hydrate.tsx' });
    const chunk = (fileName: string, modules: string[], imports: string[], css: string[], o: object = {}) => ({
      type: 'chunk',
      fileName,
      moduleIds: modules.map((m) => join(root, m)),
      facadeModuleId: null,
      imports,
      viteMetadata: { importedCss: new Set(css) },
      ...o,
    });
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', ['index.html', 'src/main.tsx'], [], ['assets/index-1.css'], {
        isEntry: true,
        facadeModuleId: join(root, 'index.html'),
      }),
      'assets/hydrate-1.js': chunk('assets/hydrate-1.js', ['src/islands/hydrate.tsx'], ['assets/react-1.js', 'assets/index-1.js'], [], {
        facadeModuleId: join(root, 'src/islands/hydrate.tsx'),
      }),
      'assets/react-1.js': chunk('assets/react-1.js', ['node_modules/react/index.js'], [], ['assets/react-1.css']),
      'assets/header-1.js': chunk(
        'assets/header-1.js',
        ['src/app/layout/header.tsx', 'src/app/layout/nav-bar.tsx'],
        ['assets/react-1.js'],
        ['assets/header-1.css'],
      ),
    };
    let emitted = '';
    const ctx = {
      environment: { name: 'client' },
      error: (m: string) => {
        throw new Error(m);
      },
      emitFile: (f: { fileName: string; source: string }) => {
        expect(f.fileName).toBe('.vite/islands.json');
        emitted = f.source;
      },
    };
    // The transform met the frame's header and nav as entries.
    const transformCtx = { resolve: async (s: string) => ({ id: join(root, 'src/app/layout', `${s.slice(2)}.tsx`) }), error: ctx.error };
    const seen = `x = { header: island(() => import('./header'), 'static'), nav: island(() => import('./nav-bar'), 'interaction') }`;
    await (plugin.transform as Hook).call(transformCtx, seen, join(root, 'src/app/layout/frame-islands.ts'));
    (plugin.generateBundle as Hook).call(ctx, {}, bundle);
    const manifest = JSON.parse(emitted) as IslandManifest;
    expect(manifest.entry).toEqual({ file: 'assets/index-1.js', css: ['assets/index-1.css'] });
    expect(manifest.modules['src/islands/hydrate.tsx']).toEqual({
      file: 'assets/hydrate-1.js',
      own: true,
      js: ['assets/hydrate-1.js', 'assets/react-1.js', 'assets/index-1.js'],
      css: ['assets/react-1.css', 'assets/index-1.css'],
    });
    // Two frame parts merged into one chunk: neither is its own, both need its CSS.
    expect(manifest.modules['src/app/layout/nav-bar.tsx']).toEqual({
      file: 'assets/header-1.js',
      own: false,
      js: ['assets/header-1.js', 'assets/react-1.js'],
      css: ['assets/header-1.css', 'assets/react-1.css'],
    });
    expect(Object.keys(manifest.modules)).toEqual(['src/app/layout/header.tsx', 'src/app/layout/nav-bar.tsx', 'src/islands/hydrate.tsx']);
  });
});
