// The data step of the pipeline (scripts/build/pipeline.mjs): the snapshot every page is made from, with
// what became of each operation's answer (fresh, held, emptied, failed), for the record and the
// report.
//
// Where it comes from (PRERENDER_DATA):
//   demo         the demo back-end's fixtures (default when site.apiBase is empty and VITE_API_BASE
//                unset; DEMO_FIXTURES and DEMO_CONTENT=years as the back-end reads them), read as
//                the back-end's answers would be: nothing is kept or held (the files are the
//                truth), but one that fails is reported
//   https://…    a live back-end (the school's ERP), through the last good answers
//                (scripts/publish/last-good.ts): an operation that fails, or a list that comes
//                back empty, is built from its last good answer, and said so
//   off          no prerendering: the output stays a client-rendered single-page app
import { join } from 'node:path';
import { acquireFromBackend, acquireFromFiles } from '../publish/last-good';
import { contentOption, dayOf, yearsFixturesDir } from '../../demo/years-content.mjs';

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
 * The snapshot: each operation's answer as the hooks see it (guarded), the fingerprints of the
 * answers, and one entry per operation saying what became of it ({ name, status, reason?, … }:
 * scripts/publish/last-good.ts). `publishDir`: where the last good answers are kept; `now`: the
 * run's clock (PUBLISH_NOW in tests); `confirmEmpty`: the operations staff confirmed empty;
 * `refuse(operations)`: why the run must not be published, or null (a refused run keeps none of
 * its answers as last good ones; `refused` says why).
 *
 * @returns {Promise<{ snapshot: Record<string, unknown>, fingerprints: Record<string, string>, operations: import('../publish/last-good.d.mts').OperationEntry[], refused: any }>}
 */
export async function takeSnapshot({
  ssr,
  source,
  apiBase,
  root,
  publishDir,
  now = Date.now(),
  confirmEmpty = [],
  refuse,
  env = process.env,
}) {
  if (source === 'demo') {
    const fixtures = env.DEMO_FIXTURES ?? join(root, 'demo/fixtures');
    // DEMO_CONTENT=years: the demo back-end's years of content (demo/years-content.mjs), dated from the run's day.
    const dir =
      contentOption(env) === 'years'
        ? yearsFixturesDir({ fixtures, now: dayOf(now), cacheDir: join(root, 'node_modules/.cache/demo-years') })
        : fixtures;
    const got = acquireFromFiles({ ssr, dir });
    return { snapshot: got.data, fingerprints: got.fingerprints, operations: got.operations, refused: null };
  }
  const fileHost = env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost ?? '';
  ssr.setEndpoints({ apiBase: source, fileHost });
  try {
    const got = await acquireFromBackend({
      ssr,
      source,
      publishDir,
      now,
      confirmEmpty,
      refuse,
      confirmMs: (ssr.siteConfig.site.publish?.confirmEmptyMinutes ?? 60) * 60_000,
      timeoutMs: Number(env.PUBLISH_TIMEOUT_MS) || undefined,
    });
    const odd = got.operations.filter((o) => o.status !== 'fresh').map((o) => `${o.name} ${o.status}`);
    if (odd.length) console.warn(`data: not as answered: ${odd.join(', ')}`);
    return { snapshot: got.data, fingerprints: got.fingerprints, operations: got.operations, refused: got.refused };
  } finally {
    // The pages name the site's own back-end (their freshness checks ask it), whatever the data came from.
    ssr.setEndpoints({ apiBase, fileHost: env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost });
  }
}
