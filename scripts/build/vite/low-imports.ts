// Imports the loader makes after load at low priority (importLow, src/islands/page-code.ts), and the
// record of everything the loader's code imports (issue 33: a content page's script before load).
//
// A dynamic import() is fetched at high priority, whenever it is made: a chunk the loader imports
// after the load event still counts as script up front for Lighthouse (and the bench,
// scripts/bench/lighthouse-run.mjs) and competes with what the page still loads. importLow asks for
// the chunk and what it imports as low-priority module preloads first, then imports it from the
// page's module map; for that it needs the chunk's files, which only the bundle knows:
// - transform: every `importLow(() => import('./x'))` gets a marker naming the module it imports
//   (resolved as Vite resolves the import itself): `importLow(() => import('./x'), MARKER("src/x.ts"))`;
// - generateBundle: each marker becomes the list of that module's chunk and the chunks it imports,
//   as site paths, less those the importing chunk has already (as Vite fills its own preload lists,
//   after the chunks' hashes: a list changes only with files whose names the chunk holds anyway).
// It also writes .vite/loader-imports.json: each module the entry chunk (the loader) imports
// dynamically, its files, and whether it is imported low; the size budget counts a content page's
// script up front with it (scripts/build/size-budget.ts).
import { relative } from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';
import { LOADER_IMPORTS } from '../record';
import { chunkIndex, importedBy, nodes, withEdits, type Node, type SourceEdit } from './island-manifest';

/** What the loader imports: by module id, its files (its chunk first) and whether it is imported low. */
export interface LoaderImports {
  entry: string;
  imports: Record<string, { js: string[]; low: boolean; from: string[] }>;
}

const CALL = 'importLow';
const MARKER = '__LOW_IMPORT_FILES__';
/** The marker as it is after minifying (any quotes). */
const MARKED = new RegExp(`${MARKER}\\((["'\`])([^"'\`]+)\\1\\)`, 'g');

export function lowImports(root: string): Plugin {
  const id = (file: string) => relative(root, file.split('?')[0]).replace(/\\/g, '/');
  const low = new Set<string>();
  return {
    name: 'low-imports',
    apply: 'build',
    async transform(code, file) {
      if (this.environment.name !== 'client' || file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file.split('?')[0])) return null;
      if (!code.includes(CALL)) return null;
      const ast = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' } as never);
      const edits: SourceEdit[] = [];
      for (const n of nodes(ast)) {
        const callee = n.callee as Node | undefined;
        if (n.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== CALL) continue;
        const args = n.arguments as Node[];
        const spec = importedBy(args[0]);
        if (!spec || args.length !== 1)
          this.error(`${id(file)}: ${CALL}() takes one argument here, () => import('./literal'); the build adds its files`);
        const resolved = await this.resolve(spec, file);
        if (!resolved) this.error(`${id(file)}: cannot resolve ${spec}, imported by ${CALL}()`);
        const module = id(resolved.id);
        low.add(module);
        edits.push({ at: args[0].end, text: `, ${MARKER}(${JSON.stringify(module)})` });
      }
      return withEdits(code, edits);
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const { chunks, byFile, holder } = chunkIndex(bundle, id);
      /** A chunk and the chunks it imports statically, each once. */
      const closure = (start: Rollup.OutputChunk) => {
        const js: string[] = [];
        const visit = (c: Rollup.OutputChunk) => {
          if (js.includes(c.fileName)) return;
          js.push(c.fileName);
          for (const i of c.imports) {
            const next = byFile.get(i);
            if (next) visit(next);
          }
        };
        visit(start);
        return js;
      };
      /** The files `module` needs that the chunk `host` does not have already. */
      const filesFor = (module: string, host: Rollup.OutputChunk) => {
        const c = holder.get(module);
        if (!c) this.error(`low imports: ${module} is in no chunk of the build`);
        const has = new Set(closure(host));
        return closure(c).filter((f) => !has.has(f));
      };
      for (const c of chunks) {
        if (!c.code.includes(MARKER)) continue;
        c.code = c.code.replace(MARKED, (_all, _q, module: string) => JSON.stringify(filesFor(module, c).map((f) => `/${f}`)));
        if (c.code.includes(MARKER)) this.error(`low imports: ${c.fileName} still holds ${MARKER} (minified in a form not matched)`);
      }
      // What the loader imports: every dynamic import of the entry chunk's modules.
      const entry =
        chunks.find((c) => c.isEntry && c.facadeModuleId && id(c.facadeModuleId) === 'index.html') ?? chunks.find((c) => c.isEntry);
      if (!entry) return;
      const imports: LoaderImports['imports'] = {};
      for (const m of entry.moduleIds) {
        for (const d of this.getModuleInfo(m)?.dynamicallyImportedIds ?? []) {
          const module = id(d);
          const c = holder.get(module);
          // (One merged into the entry's own chunk costs nothing more.)
          if (!c || c === entry) continue;
          const known = (imports[module] ??= { js: filesFor(module, entry), low: low.has(module), from: [] });
          if (!known.from.includes(id(m))) known.from.push(id(m));
        }
      }
      const record: LoaderImports = { entry: entry.fileName, imports };
      this.emitFile({ type: 'asset', fileName: LOADER_IMPORTS, source: JSON.stringify(record, null, 2) });
    },
  };
}
