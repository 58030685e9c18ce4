// A site with years of content for the browser tests of issue 41 (paging, data sizes, read calls):
// the production build prerendered from DEMO_CONTENT=years (demo/years-content.mjs: 600 notices,
// 66 valid; 300 news items; 60 albums of 40 photos; 100 achievements) into a folder of its own,
// .tmp-publish-years/dist (dist/ is not touched), served with its demo back-end holding the same
// content (scripts/bench/years-build.ts).
//
// Built once per test run: the first worker that asks builds (measured 2026-12-02 02:23 UTC, on
// this 2-core machine beside four other agents' builds and tests: 533 s, 198 CPU-s, 0.73 GB at its
// peak; 600 pages, then stopped at the old PRERENDER_LIMIT of 600; 193 MB in its .publish), the others wait for that
// build and reuse it. A build is reused while the run (the Playwright runner's process: every worker's parent) and
// the day are the same; E2E_YEARS_KEY=<any word> reuses one across runs while the day is the same
// (a test being written: the build is made once, and not again for the code that changed: unset it
// to rebuild); E2E_YEARS_DIST=<folder> serves a years build made elsewhere, as it is.
//
//   import { yearsSite } from './years-support.mjs';
//   test.describe('years of content', () => {
//     let site;
//     test.beforeAll(async () => {
//       test.setTimeout(15 * 60_000); // the build, for the first worker
//       site = await yearsSite();
//     });
//     test.afterAll(async () => site?.close());
//     test('…', async ({ page }) => { await page.goto(site.url + '/media/notice'); … });
//   });
import { join } from 'node:path';
import { YEARS_DIR, buildYearsSite, serveYearsSite } from '../../scripts/bench/years-build.ts';

/**
 * The years site, built (or reused) and served: { url, server, dist, build, close() }. `build`:
 * { ms, reused, code, logFile } of the build (null with E2E_YEARS_DIST). `photos`: DEMO_PHOTOS for
 * the build and its back-end ('real': camera-sized uploads; a build of its own key).
 *
 * @param {{ photos?: string, port?: number, log?: (msg: string) => void }} [o]
 */
export async function yearsSite({ photos = '', port = 0, log = (msg) => console.log(msg) } = {}) {
  let dist = process.env.E2E_YEARS_DIST;
  let build = null;
  if (!dist) {
    const key = `${process.env.E2E_YEARS_KEY ?? `run ${process.ppid}`}${photos ? ` photos=${photos}` : ''}`;
    build = await buildYearsSite({ dir: photos ? `${YEARS_DIR}-${photos.replace(/[^a-z]+/gi, '-')}` : YEARS_DIR, key, photos, log });
    dist = build.dist;
  }
  const site = await serveYearsSite({ dist: join(dist), port, photos });
  return { ...site, build };
}
