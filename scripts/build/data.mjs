// The data step of the pipeline (scripts/build.mjs): the snapshot every page is made from.
//
// Where it comes from (PRERENDER_DATA):
//   demo         the demo back-end's fixtures (default when site.apiBase is empty and VITE_API_BASE unset)
//   https://…    a live back-end (the school's ERP); failed operations render as empty states
//   off          no prerendering: the output stays a client-rendered single-page app
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the data comes from: 'off', 'demo' or a back-end's address, and the back-end the pages
 * name for their freshness checks (apiBase).
 *
 * @param {{ siteConfig: { site: { apiBase?: string } } }} ssr
 */
export function dataSource(ssr, env = process.env) {
  const apiBase = env.VITE_API_BASE ?? ssr.siteConfig.site.apiBase;
  return { source: env.PRERENDER_DATA ?? (apiBase ? apiBase : 'demo'), apiBase };
}

/**
 * The snapshot: each operation's answer as the hooks see it (guarded), with the fingerprints of the
 * answers and the operations that failed.
 *
 * @returns {Promise<{ snapshot: Record<string, unknown>, fingerprints: Record<string, string>, failed: string[] }>}
 */
export async function takeSnapshot({ ssr, source, apiBase, root, env = process.env }) {
  const fileHost = env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost ?? '';
  if (source === 'demo') {
    const dir = env.DEMO_FIXTURES ?? join(root, 'demo/fixtures');
    const bodies = {};
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        bodies[f.replace(/\.json$/, '').replace('.', '/')] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      } catch {
        /* an unreadable fixture is an empty state, as in the browser */
      }
    }
    const { data, fingerprints } = ssr.snapshotFromBodies(bodies);
    return { snapshot: data, fingerprints, failed: [] };
  }
  ssr.setEndpoints({ apiBase: source, fileHost });
  const r = await ssr.snapshotFromBackend();
  // The pages name the site's own back-end (their freshness checks ask it), whatever the data came from.
  ssr.setEndpoints({ apiBase, fileHost: env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost });
  if (r.failed.length) console.warn(`prerender: these operations failed and render empty: ${r.failed.join(', ')}`);
  return { snapshot: r.data, fingerprints: r.fingerprints, failed: r.failed };
}
