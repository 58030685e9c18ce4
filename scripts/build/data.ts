// The data step of the pipeline (scripts/build/pipeline.ts): the snapshot every page is made from, with
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
//
// The back-end the data is asked of (`source`) is passed to the server bundle with the request;
// the pages name the site's own back-end and file host (`endpoints`: what prerender.ts gives each
// render), whichever the data came from. Nothing is set on the bundle.
import { join } from 'node:path';
import { acquireFromBackend, acquireFromFiles, type OperationEntry } from '../publish/last-good';
import { contentOption, dayOf, yearsFixturesDir } from '../../demo/years-content.mjs';
import type * as ServerBundle from '../../src/entry-server';
import type { Endpoints } from '../../src/api/endpoint';

type Env = Record<string, string | undefined>;
/** What of the server bundle this step reads. */
type Ssr = Pick<typeof ServerBundle, 'siteConfig' | 'fetchBuildAnswers' | 'builtOperationNames' | 'readAnswer'>;

/**
 * Where the data comes from: 'off', 'demo' or a back-end's address, and the back-end and file host
 * the pages name (`endpoints`: the freshness checks ask `apiBase`; pictures and documents are on
 * `fileHost`), with `apiBase` beside it as the steps read it.
 */
export function dataSource(ssr: { siteConfig: { site: { apiBase?: string; fileHost?: string } } }, env: Env = process.env) {
  const apiBase = env.VITE_API_BASE ?? ssr.siteConfig.site.apiBase ?? '';
  const endpoints: Endpoints = { apiBase, fileHost: env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost ?? '' };
  return { source: env.PRERENDER_DATA ?? (apiBase ? apiBase : 'demo'), apiBase, endpoints };
}

/** What the data step gives the pipeline. */
export interface Snapshot {
  snapshot: Record<string, unknown>;
  fingerprints: Record<string, string>;
  operations: OperationEntry[];
  refused: unknown;
}

/**
 * The snapshot: each operation's answer as the hooks see it (guarded), the fingerprints of the
 * answers, and one entry per operation saying what became of it ({ name, status, reason?, … }:
 * scripts/publish/last-good.ts). `publishDir`: where the last good answers are kept; `now`: the
 * run's clock (PUBLISH_NOW in tests); `confirmEmpty`: the operations staff confirmed empty;
 * `refuse(operations)`: why the run must not be published, or null (a refused run keeps none of
 * its answers as last good ones; `refused` says why).
 */
export async function takeSnapshot({
  ssr,
  source,
  root,
  publishDir,
  now = Date.now(),
  confirmEmpty = [],
  refuse,
  env = process.env,
}: {
  ssr: Ssr;
  source: string;
  root: string;
  publishDir: string;
  now?: number;
  confirmEmpty?: string[];
  refuse?: (operations: OperationEntry[]) => unknown;
  env?: Env;
}): Promise<Snapshot> {
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
  // The answers are asked of the data's source, which need not be the back-end the pages name.
  const asked: Ssr = { ...ssr, fetchBuildAnswers: (timeoutMs) => ssr.fetchBuildAnswers(timeoutMs, { apiBase: source }) };
  const got = await acquireFromBackend({
    ssr: asked,
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
}
