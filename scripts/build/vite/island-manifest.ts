// The island manifest: which code and CSS each island needs, taken from the build's own module
// graph, never from reading our source as text.
//
// - Every `island(() => import('./x'), wake)` (a registry entry, src/island-kit/island-entry.ts) and
//   `lazyPart(() => import('./x'))` (src/island-kit/lazy-part.ts) gets the module it imports as a
//   last argument, resolved by Vite as it resolves the import itself: the server bundle can then
//   say which module each island it rendered is.
// - The client build writes .vite/islands.json beside Vite's manifest: for each of those modules,
//   and for the modules named in `named` (the app shell, the code that wakes islands), the chunk
//   it ended up in, the JS files that chunk loads with it and the CSS they bring, in the order a
//   page inlines it; and the entry (the island loader): its file and the site's global CSS.
// The prerenderer inlines a page's CSS from it and the size budgets measure a page's JS with it.
import { relative } from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';
import { ISLAND_MANIFEST } from '../record';

/** What the island manifest says of one module. */
export interface ModuleAssets {
  /** The chunk that holds it. */
  file: string;
  /** Whether it is its chunk's own module (a chunk of its own), not merged into another's. */
  own: boolean;
  /** The chunk and the chunks it imports statically, each once (the order they are met). */
  js: string[];
  /** The CSS those chunks bring, each once, in the order a page inlines them. */
  css: string[];
}

export interface IslandManifest {
  /** The entry chunk (the island loader) and the global CSS it brings. */
  entry: { file: string; css: string[] };
  /** Each named module's id (shell, wake…). */
  named: Record<string, string>;
  /** By module id (src/…/x.tsx, from the project's root). */
  modules: Record<string, ModuleAssets>;
}

const CALLS = new Set(['island', 'lazyPart']);

export interface Node {
  type: string;
  start: number;
  end: number;
  [k: string]: unknown;
}

/** Every node of an ESTree tree, depth first. */
export function* nodes(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) yield* nodes(n);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') yield* nodes(v);
}

/** The literal a loader `() => import('./x')` (or `() => import('./x').then(…)`) imports, or null. */
export function importedBy(loader: Node | undefined): string | null {
  if (loader?.type !== 'ArrowFunctionExpression') return null;
  for (const n of nodes(loader.body)) {
    const source = n.source as Node | undefined;
    if (n.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  }
  return null;
}

/** An insertion into a module's source: `text` at offset `at`. */
export interface SourceEdit {
  at: number;
  text: string;
}

/** The source with the edits made (from the end, so earlier offsets stay right); null when none. */
export function withEdits(code: string, edits: SourceEdit[]): { code: string; map: null } | null {
  if (!edits.length) return null;
  let out = code;
  for (const e of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  return { code: out, map: null };
}

/** The bundle's chunks, each by its file, and the chunk holding each module (by `id`). */
export function chunkIndex(bundle: Rollup.OutputBundle, id: (file: string) => string) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holder = new Map<string, Rollup.OutputChunk>();
  for (const c of chunks) for (const m of c.moduleIds) holder.set(id(m), c);
  return { chunks, byFile, holder };
}

export function islandManifest(root: string, named: Record<string, string>): Plugin {
  const id = (file: string) => relative(root, file.split('?')[0]).replace(/\\/g, '/');
  const seen = new Set<string>(Object.values(named));
  return {
    name: 'island-manifest',
    apply: 'build',
    async transform(code, file) {
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file.split('?')[0])) return null;
      if (!code.includes('island') && !code.includes('lazyPart')) return null;
      const ast = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' } as never);
      const edits: SourceEdit[] = [];
      for (const n of nodes(ast)) {
        const callee = n.callee as Node | undefined;
        if (n.type !== 'CallExpression' || callee?.type !== 'Identifier' || !CALLS.has(callee.name as string)) continue;
        const args = n.arguments as Node[];
        const spec = importedBy(args[0]);
        if (!spec) continue;
        const resolved = await this.resolve(spec, file);
        if (!resolved) this.error(`${id(file)}: cannot resolve ${spec}, imported by ${callee.name as string}()`);
        const module = id(resolved.id);
        seen.add(module);
        // island(loader, wake) → island(loader, wake, 'src/…'); lazyPart(loader) → lazyPart(loader, 'src/…')
        const want = callee.name === 'island' ? 2 : 1;
        if (args.length !== want)
          this.error(`${id(file)}: ${callee.name as string}() takes ${want} argument(s) here; the build adds the module`);
        edits.push({ at: args[args.length - 1].end, text: `, ${JSON.stringify(module)}` });
      }
      return withEdits(code, edits);
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const { chunks, byFile, holder } = chunkIndex(bundle, id);
      const cssOf = (c: Rollup.OutputChunk) => [...(c.viteMetadata?.importedCss ?? [])];
      const closure = (start: Rollup.OutputChunk) => {
        const js: string[] = [];
        const css: string[] = [];
        const visit = (c: Rollup.OutputChunk) => {
          if (js.includes(c.fileName)) return;
          js.push(c.fileName);
          for (const f of cssOf(c)) if (!css.includes(f)) css.push(f);
          for (const i of c.imports) {
            const next = byFile.get(i);
            if (next) visit(next);
          }
        };
        visit(start);
        return { js, css };
      };
      const modules: Record<string, ModuleAssets> = {};
      for (const m of [...seen].sort()) {
        const c = holder.get(m);
        if (!c) this.error(`island manifest: ${m} is in no chunk of the build`);
        modules[m] = { file: c.fileName, own: !!c.facadeModuleId && id(c.facadeModuleId) === m, ...closure(c) };
      }
      const entry =
        chunks.find((c) => c.isEntry && c.facadeModuleId && id(c.facadeModuleId) === 'index.html') ?? chunks.find((c) => c.isEntry);
      if (!entry) this.error('island manifest: the build has no entry chunk');
      const manifest: IslandManifest = { entry: { file: entry.fileName, css: closure(entry).css }, named, modules };
      this.emitFile({ type: 'asset', fileName: ISLAND_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
