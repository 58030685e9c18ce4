// What a prerendered page loads before the visitor interacts with it, and the check that the home
// page loads none of the heavy parts it does not show — the form engine (RJSF, Ajv: ~120 KB gzip),
// the calendar, the gallery, the studio — on Vite's manifest (dist/.vite/manifest.json).
//
// A prerendered page's HTML loads only the island loader (its module script); an island's code is
// fetched when it wakes (src/islands/). So what the home page loads before any interaction is the
// loader, plus — when an island on it wakes at 'load' or 'idle' — src/islands/hydrate.tsx and the
// module of each such island's component (its section type, page kind or frame part, from the
// registries), each with its static imports (`imports`; never `dynamicImports`), each file once.
// Each heavy part must also still be a chunk of its own (a static import would merge it into a
// chunk something else loads, where the manifest no longer names it).
import { posix } from 'node:path';

export const HEAVY = [
  // Rolldown names a shared chunk after one of its modules, so RJSF can sit in a chunk named
  // "wizard": its code is recognised by content too.
  { what: 'the form engine (RJSF, Ajv)', name: /form-engine|@rjsf|(^|[/_])ajv|generated\/validators/i, content: /\brjsf\b|\bajv\b/i },
  { what: 'the calendar', name: /calendar/i },
  { what: 'the gallery', name: /gallery/i },
  { what: 'the studio', name: /(^|[/_])studio(?!-preview)/i },
];

/** The wakes whose islands' code a page loads without any interaction (src/island-kit/wake.ts). */
export const UP_FRONT_WAKES = ['load', 'idle'];

/** Whether an island's code is loaded without any interaction (src/islands/loader.ts). */
export const wakesUnasked = (island) => UP_FRONT_WAKES.includes(island.wake);

/** The registries where islands' modules and wakes are declared (src/island-kit/island-entry.ts). */
export const REGISTRIES = { section: 'src/sections/registry.ts', page: 'src/pages/registry.ts', frame: 'src/app/layout/frame-islands.ts' };

export const HYDRATE = 'src/islands/hydrate.tsx';

/**
 * The entries of a registry's source (`  slider: island(() => import('./slider/slider-section'), 'idle'),`
 * or `  header: island<object>(() => import('./header').then(…), 'static'),`): name → the module
 * it imports (a path from the project's root, without extension) and its wake. `null` entries
 * (not built yet) are left out.
 */
export function registryEntries(source, file) {
  const out = {};
  // (The wake is the first quoted word after the import.)
  const re =
    /^\s*'?([\w-]+)'?\s*:\s*island\s*(?:<[^>\n]*>)?\s*\(\s*\(\)\s*=>\s*import\(\s*'(\.{1,2}\/[^']+)'\s*\)[^\n]*?,\s*'(\w+)'\s*\)\s*,?\s*$/gm;
  for (const m of source.matchAll(re)) out[m[1]] = { module: posix.join(posix.dirname(file), m[2]), wake: m[3] };
  return out;
}

/**
 * The manifest key of a source module (a path without extension): its own entry, or — a module
 * that is also imported statically somewhere is merged into a shared chunk named after it — the
 * one chunk of that name that something imports dynamically. null when not found.
 */
export function manifestKey(manifest, module) {
  for (const ext of ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts']) if (manifest[module + ext]) return module + ext;
  const base = module.split('/').pop();
  const dynamic = new Set(Object.values(manifest).flatMap((e) => e.dynamicImports ?? []));
  const named = [...dynamic].filter((k) => manifest[k]?.name === base && manifest[k].file.endsWith('.js'));
  return named.length === 1 ? named[0] : null;
}

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The islands of a prerendered page's HTML (src/entry-server.tsx writes them), in document order. */
export function islandsInHtml(html) {
  const out = [];
  for (const [tag] of html.matchAll(/<[a-z][\w-]*\s[^>]*\bdata-island="[^"]*"[^>]*>/gi)) {
    const attr = (name) => {
      const v = new RegExp(`\\sdata-${name}="([^"]*)"`).exec(tag)?.[1];
      return v === undefined ? undefined : decode(v);
    };
    let props = {};
    try {
      props = JSON.parse(attr('props') ?? '{}') ?? {};
    } catch {
      /* unreadable props: the island is still counted, its module unknown */
    }
    out.push({ name: attr('island'), wake: attr('wake'), props });
  }
  return out;
}

/** The source module (without extension) of an island's component, from the registries' entries; null if unknown. */
export function islandModule(island, registries) {
  if (island.name === 'section') return registries.section?.[island.props?.section?.type]?.module ?? null;
  if (island.name === 'page') return registries.page?.[island.props?.route?.page]?.module ?? null;
  if (island.name?.startsWith('frame:')) return registries.frame?.[island.name.slice('frame:'.length)]?.module ?? null;
  return null;
}

/** The manifest keys given, with all their static imports, each once. */
export function withImports(manifest, keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Manifest keys of the chunks a page's HTML loads: the entries and the files it names, with their static imports. */
export function upFront(manifest, htmlFiles) {
  const byFile = new Map(Object.entries(manifest).map(([k, e]) => [e.file, k]));
  const start = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (const f of htmlFiles) {
    const key = byFile.get(f.replace(/^\//, ''));
    if (key) start.push(key);
  }
  return withImports(manifest, start);
}

/**
 * What a page loads before any interaction, by manifest key: what its HTML loads (`htmlJs`), and
 * if any of its `islands` wakes at load or idle, hydrate.tsx and each such island's module, all
 * with their static imports. `problems`: islands whose module the manifest does not have.
 */
export function beforeInteraction({ manifest, htmlJs, islands, registries, hydrate = HYDRATE }) {
  const start = upFront(manifest, htmlJs);
  const problems = [];
  const eager = islands.filter(wakesUnasked);
  if (eager.length) {
    if (manifest[hydrate]) start.push(hydrate);
    else problems.push(`${hydrate} is not in the manifest: what wakes the islands cannot be measured`);
  }
  for (const i of eager) {
    const what =
      i.name === 'section' ? `section "${i.props?.section?.type}"` : i.name === 'page' ? `page "${i.props?.route?.page}"` : `"${i.name}"`;
    const module = islandModule(i, registries);
    const key = module && manifestKey(manifest, module);
    const how = `data-wake="${i.wake}"`;
    if (!module) problems.push(`the island ${what} (${how}) has no module in the registries`);
    else if (!key) problems.push(`the island ${what} (${how}): its module ${module} is not in the manifest`);
    else start.push(key);
  }
  return { keys: withImports(manifest, start), problems };
}

/**
 * Problems (messages) with what the home page loads up front: `keys` (manifest keys, e.g. from
 * beforeInteraction), or else the chunks `htmlJs` (the JS files its HTML loads) leads to;
 * `readFile(file)`: a chunk's text; `lazy`: { key: what } — source modules that must stay chunks
 * of their own (the form engine, the calendar, gallery and studio pages…).
 */
export function homeProblems({ manifest, keys, htmlJs = [], readFile, lazy = {} }) {
  const problems = [];
  const loaded = keys ?? upFront(manifest, htmlJs);
  const files = new Set(loaded.map((k) => manifest[k].file));
  for (const k of loaded) {
    const e = manifest[k];
    const label = k === e.file ? e.file : `${e.file} (${k})`;
    for (const h of HEAVY) {
      if ([k, e.name ?? '', e.src ?? '', e.file].some((s) => h.name.test(s)))
        problems.push(`the home page loads ${h.what} up front: ${label}`);
      else if (h.content && e.file.endsWith('.js') && h.content.test(readFile(e.file)))
        problems.push(`the home page loads ${h.what} up front: its code is in ${label}`);
    }
  }
  for (const [key, what] of Object.entries(lazy)) {
    if (!manifest[key]) problems.push(`${what} (${key}) is no longer a chunk of its own: is it imported statically somewhere?`);
    else if (files.has(manifest[key].file)) problems.push(`${what} (${key}) is loaded by the home page up front`);
  }
  return problems;
}

/**
 * The source modules that must stay chunks of their own: the form engine, and the calendar and
 * gallery pages and sections, from the registries' entries (the studio is an entry of its own).
 */
export function lazyModules(manifest, registries) {
  const out = { 'src/forms/form-engine.tsx': 'the form engine' };
  const heavy = { 'academic-calendar': 'the calendar', gallery: 'the gallery' };
  for (const kind of ['page', 'section']) {
    for (const [name, { module }] of Object.entries(registries[kind] ?? {})) {
      if (!heavy[name]) continue;
      out[manifestKey(manifest, module) ?? `${module}.tsx`] = `${heavy[name]} (${kind})`;
    }
  }
  return out;
}
