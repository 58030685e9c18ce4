// The home page must not load heavy parts it does not show before first render: the form engine
// (RJSF, Ajv: ~120 KB gzip), the calendar, the gallery, the studio. Checked on Vite's manifest
// (dist/.vite/manifest.json): the chunks the home page loads up front (the entry and what its HTML
// preloads, with all their static imports) must not be, or contain, any of them; and each of those
// parts must still be a chunk of its own (a static import would merge it into a chunk the home
// page loads, where the manifest no longer names it).

export const HEAVY = [
  // Rolldown names a shared chunk after one of its modules, so RJSF can sit in a chunk named
  // "wizard": its code is recognised by content too.
  { what: 'the form engine (RJSF, Ajv)', name: /form-engine|@rjsf|(^|[/_])ajv|generated\/validators/i, content: /\brjsf\b|\bajv\b/i },
  { what: 'the calendar', name: /calendar/i },
  { what: 'the gallery', name: /gallery/i },
  { what: 'the studio', name: /(^|[/_])studio(?!-preview)/i },
];

/** Manifest keys of the chunks a page loads up front: the entries and the files its HTML names, with their static imports. */
export function upFront(manifest, htmlFiles) {
  const byFile = new Map(Object.entries(manifest).map(([k, e]) => [e.file, k]));
  const start = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (const f of htmlFiles) {
    const key = byFile.get(f.replace(/^\//, ''));
    if (key) start.push(key);
  }
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  start.forEach(visit);
  return [...seen];
}

/**
 * Problems (messages) with what the home page loads up front. `htmlJs`: the JS files its HTML
 * loads; `readFile(file)`: a chunk's text; `lazy`: { key: what } — source modules that must stay
 * chunks of their own (the form engine, the calendar, gallery and studio pages…).
 */
export function homeProblems({ manifest, htmlJs, readFile, lazy = {} }) {
  const problems = [];
  const keys = upFront(manifest, htmlJs);
  const files = new Set(keys.map((k) => manifest[k].file));
  for (const k of keys) {
    const e = manifest[k];
    const label = k === e.file ? e.file : `${e.file} (${k})`;
    for (const h of HEAVY) {
      if ([k, e.name ?? '', e.src ?? '', e.file].some((s) => h.name.test(s))) problems.push(`the home page loads ${h.what} up front: ${label}`);
      else if (h.content && e.file.endsWith('.js') && h.content.test(readFile(e.file))) problems.push(`the home page loads ${h.what} up front: its code is in ${label}`);
    }
  }
  for (const [key, what] of Object.entries(lazy)) {
    if (!manifest[key]) problems.push(`${what} (${key}) is no longer a chunk of its own: is it imported statically somewhere?`);
    else if (files.has(manifest[key].file)) problems.push(`${what} (${key}) is loaded by the home page up front`);
  }
  return problems;
}
