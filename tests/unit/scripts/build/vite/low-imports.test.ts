// @vitest-environment node
// The loader's chunks after load (scripts/build/vite/low-imports.ts): each importLow(() => import('./x'))
// of the loader's source gets the files of x's chunk (and what it imports, less what the importing
// chunk has) in the bundle, to ask for at low priority before importing it; and the build records
// every module the loader imports, low or not, for the size budget (scripts/build/size-budget.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowImports, type LoaderImports } from '@scripts/build/vite/low-imports';
import { pluginContext } from '@test/plugin-context';

const root = join(import.meta.dirname, '../../../../..');
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const client = { name: 'client' };

/** Runs the plugin's transform on a file of src/ as the client build would. */
async function transform(plugin: ReturnType<typeof lowImports>, file: string, code = readFileSync(join(root, file), 'utf8')) {
  const ctx = pluginContext({ environment: client });
  const out = (await (plugin.transform as Hook).call(ctx, code, join(root, file))) as { code: string } | null;
  return out?.code ?? null;
}

const chunk = (fileName: string, modules: string[], imports: string[] = [], code = '', isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds: modules.map((m) => join(root, m)),
  imports,
  code,
  isEntry,
  facadeModuleId: isEntry ? join(root, 'index.html') : null,
});

describe('low imports', () => {
  it("marks each importLow of the loader's source with the module it imports, as the bundler resolves it", async () => {
    const plugin = lowImports(root);
    const main = (await transform(plugin, 'src/main.tsx'))!;
    expect(main).toContain(`import('./islands/prefetch-code'), __LOW_IMPORT_FILES__("src/islands/prefetch-code.ts"))`);
    const behaviors = (await transform(plugin, 'src/islands/behaviors.ts'))!;
    expect(behaviors).toContain(`import('./first-answers'), __LOW_IMPORT_FILES__("src/islands/first-answers.ts"))`);
    // (The tap's own import, at the tap's priority, is left as it is.)
    expect(behaviors).toContain(`void import('./first-answers').then(`);
  });

  it('refuses an importLow it cannot resolve to one module', async () => {
    const plugin = lowImports(root);
    await expect(transform(plugin, 'src/islands/x.ts', `const m = (p: string) => importLow(() => import(p));`)).rejects.toThrow(
      /importLow\(\) takes one argument here/,
    );
  });

  it('fills each marker with the files the importing chunk lacks, and records what the loader imports', async () => {
    const plugin = lowImports(root);
    await transform(plugin, 'src/islands/behaviors.ts');
    const entry = chunk(
      'assets/index.js',
      ['index.html', 'src/islands/behaviors.ts'],
      [],
      'k(()=>void y(()=>import(`./first-answers-1.js`),__LOW_IMPORT_FILES__(`src/islands/first-answers.ts`)))',
      true,
    );
    const bundle = {
      'assets/index.js': entry,
      'assets/first-answers-1.js': chunk(
        'assets/first-answers-1.js',
        ['src/islands/first-answers.ts'],
        ['assets/index.js', 'assets/base.js'],
      ),
      'assets/base.js': chunk('assets/base.js', ['src/components/first-answer/dialog-toggle.ts'], ['assets/index.js']),
      'assets/hydrate.js': chunk('assets/hydrate.js', ['src/islands/hydrate.tsx'], ['assets/index.js', 'assets/base.js']),
    };
    const emitted: { fileName: string; source: string }[] = [];
    const ctx = {
      environment: client,
      emitFile: (f: { fileName: string; source: string }) => emitted.push(f),
      error: (msg: string) => {
        throw new Error(msg);
      },
      getModuleInfo: (id: string) => ({
        dynamicallyImportedIds: id.endsWith('behaviors.ts')
          ? [join(root, 'src/islands/first-answers.ts'), join(root, 'src/islands/hydrate.tsx')]
          : [],
      }),
    };
    (plugin.generateBundle as Hook).call(ctx, {}, bundle);
    expect(entry.code).toBe('k(()=>void y(()=>import(`./first-answers-1.js`),["/assets/first-answers-1.js","/assets/base.js"]))');
    const record = JSON.parse(emitted.find((f) => f.fileName === '.vite/loader-imports.json')!.source) as LoaderImports;
    expect(record).toEqual({
      entry: 'assets/index.js',
      imports: {
        'src/islands/first-answers.ts': {
          js: ['assets/first-answers-1.js', 'assets/base.js'],
          low: true,
          from: ['src/islands/behaviors.ts'],
        },
        'src/islands/hydrate.tsx': { js: ['assets/hydrate.js', 'assets/base.js'], low: false, from: ['src/islands/behaviors.ts'] },
      },
    });
  });
});
