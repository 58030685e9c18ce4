// The site's build and its publishing, one process from the code (or the back-end's data) to the
// site a web server serves:
//   npm run build:site      node scripts/build/pipeline.ts             every step below
//   npm run rebuild:pages   node scripts/build/pipeline.ts --pages     the same without the bundling: the
//                           pages made again from the back-end's data, with the live release's code
//   npm run rollback        node scripts/build/pipeline.ts --rollback  the release before the live one goes
//                           live again (--rollback <id> for another one, --rollback --list)
// Options: --confirm-empty <operation|all> (repeatable, or a comma list): an answer that came back
// empty is published empty at once, instead of being held (site.publish.confirmEmptyMinutes), and
// content the live site has that the back-end no longer gives is published gone (see below);
// --no-budgets: no size budgets (npm test checks them as a step of its own).
//
// Every run writes a new release beside the live one (.publish/releases/<id>/: site/, the server
// bundle it was made with in ssr/, report.json) and switches DIST_DIR (default dist, a link) to it
// in one rename, so a visitor gets one release or the other, never half of one
// (scripts/publish/release.ts); one run at a time (a lock). Steps, in order, each given the
// release's site folder and what the steps before it made:
//   bundle    Vite's client build (its manifest, and the island manifest: the code and CSS of every
//             island, scripts/build/vite/island-manifest.ts), the server build of src/entry-server.tsx
//             and the service worker's code (scripts/build/bundle.ts); a rebuild of the pages
//             takes the live release's instead (stage: hard links, without its pages)
//   data      the snapshot every page is made from (scripts/build/data.ts), through the last good
//             answers: a failed or emptied operation is built from its last one, and said so. A
//             back-end that gave nothing usable, or that would lose content the live release has
//             (a new address, a first install: no last good answers of its own), publishes
//             nothing (scripts/publish/refusal.ts; --confirm-empty accepts a loss)
//   images    right-sized copies of every picture the data names (scripts/build/image-copies.ts),
//             from the store beside the releases (<publishDir>/images) or made once, linked into
//             the release; a picture that cannot be had is named in the report, and its pages
//             show its last copies or the placeholder
//   pages     every page rendered and written (scripts/build/prerender.ts): the pages written, and each
//             page skipped with its reason (a page that cannot be made never stops the others); a
//             page whose files are the live release's but for the stamp is not written nor
//             compressed again: hard links to the live one's (scripts/build/page-reuse.ts;
//             PUBLISH_REUSE=off writes every page)
//   search    the search's index of the pages written (notices, news, achievements, programs, the
//             information pages), each language's, under pagefind/, from the records the pages
//             step made as it wrote them (scripts/build/search-index.ts)
//   worker    sw.js (scripts/build/write-sw.ts), its version a hash of what is published (content-version.ts)
//   compress  a .br and a .gz copy beside each text file (scripts/build/precompress.ts); most are made
//             beside the rendering, as the files are written, and the live release's copies of
//             the same code are reused
//   archive   this build's data files under _b/<build>/, where its pages fetch them, and the
//             recent builds' the live release has (a page opened before the switch keeps its own)
//   budgets   the size budgets (scripts/build/size-budget.ts): a build over them exits 1; a rebuild of
//             the pages prints them (the school's data, not the code, moved them). The home
//             page's HTML in the first round trip is the content's: the pages step met it by
//             moving sections below the first screen (scripts/build/first-window.ts), and the report
//             says which; it never fails a build
//   share     the release's folders into the store beside the releases (<publishDir>/dirs), each
//             a link there: a folder the release before has as it is is that one's entry, so a
//             rebuild adds only the folders that changed (scripts/publish/shared-dirs.ts)
// Then the record (scripts/build/record.ts: what was built, and what was published), kept with
// the build's other records beside the site (<release>/records/, never served), the report made from it (scripts/publish/report.ts) on stdout, beside the release and
// as .publish/last-report.json, and the exit code: 0 all fresh; 1 a build over its size budgets;
// 2 published with something held, failed or skipped; 3 nothing published (the live site is as it
// was). Anything that fails before the switch removes the unfinished release.
// With a bucket (PUBLISH_TARGET=s3://<bucket>/<prefix>, or site.publish.target), the live release
// is then put live in the bucket as well (scripts/publish/s3-publish.ts), by every run, a
// rollback too: one the bucket could not take exits 3 (`bucket: <cause>`), and the next run puts
// it there.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataSource, takeSnapshot } from './data';
import { prerender, type Prerendered } from './prerender';
import { pictureCopies } from './pictures';
import { writeServiceWorker } from './write-sw';
import { carryCompressed, compressible, compressor, precompressDir, textFiles as precompressList } from './precompress';
import { sizeBudgets } from './size-budget';
import { BUILD_RECORD, moveRecords, readBundle, recordFile, writeBuild, type RecordedBundle } from './record';
import {
  adoptPlainDist,
  archiveBuild,
  dropUnlisted,
  filesUnder,
  finishRelease,
  layout,
  linkImages,
  listReleases,
  liveRelease,
  lock,
  markRollback,
  prune,
  stageFromLive,
  stageSsr,
  startRelease,
  switchTo,
  type Release,
} from '../publish/release';
import {
  EXIT,
  comparePages,
  exitCodeOf,
  formatReport,
  operationsOf,
  pageFiles,
  pagesOf,
  reportOf,
  type RunRecord,
} from '../publish/report';
import { refusal } from '../publish/refusal';
import { pageReuse } from './page-reuse';
import { publishToBucket, type BucketOutcome } from '../publish/s3-publish';
import { linkUnchanged } from '../publish/same-files';
import { shareDirs } from '../publish/shared-dirs';
import { SEARCH_DIR, pageSearchRecord, writeRecords, type SearchIndexSummary } from './search-index';
import type * as ServerBundle from '../../src/entry-server';

/** The server bundle a release was made with; one from before the search (a live release's, staged by a rebuild of the pages) has no fold. */
type Ssr = Omit<typeof ServerBundle, 'foldForSearch'> & Partial<Pick<typeof ServerBundle, 'foldForSearch'>>;

/**
 * The one record of a run: what the report reads of it (RunRecord), with its pages as the pages
 * step made them (the budgets read them), and what the build record keeps besides.
 */
type PipelineRecord = Omit<RunRecord, 'pages'> &
  Partial<Pick<Prerendered, 'builtAt' | 'written' | 'pages' | 'links' | 'leftOut'>> & {
    bundle?: RecordedBundle | null;
    catalog?: ReturnType<Ssr['islandCatalog']>;
    search?: SearchIndexSummary | { skipped: string };
    worker?: ReturnType<typeof writeServiceWorker>;
    linkedSame?: ReturnType<typeof linkUnchanged>;
    folders?: ReturnType<typeof shareDirs>;
    exitCode?: number;
  };

/** The command line, as parseArgs reads it. */
interface Args {
  pagesOnly: boolean;
  rollback: boolean;
  list: boolean;
  id: string | null;
  confirmEmpty: string[];
  checkBudgets: boolean;
}

const root = join(import.meta.dirname, '../..');
const L = layout({
  dist: resolve(root, process.env.DIST_DIR ?? 'dist'),
  publishDir: process.env.PUBLISH_DIR ? resolve(root, process.env.PUBLISH_DIR) : undefined,
});

/** The command line; exits 3 with a message on anything it does not know. */
function parseArgs(argv: string[]): Args {
  const out: Args = { pagesOnly: false, rollback: false, list: false, id: null, confirmEmpty: [], checkBudgets: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--pages') out.pagesOnly = true;
    else if (a === '--no-budgets') out.checkBudgets = false;
    else if (a === '--rollback') out.rollback = true;
    else if (a === '--list' && out.rollback) out.list = true;
    else if (a === '--confirm-empty' || a.startsWith('--confirm-empty=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!v || v.startsWith('--')) usage('--confirm-empty needs an operation name (GetNoticeList) or all');
      out.confirmEmpty.push(
        ...v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    } else if (out.rollback && !a.startsWith('-') && !out.id) out.id = a;
    else usage(`unknown option ${a}`);
  }
  if (out.rollback && (out.pagesOnly || out.confirmEmpty.length)) usage('--rollback takes only a release id or --list');
  return out;
}
function usage(msg: string): never {
  console.error(
    `build: ${msg}\nusage: node --import tsx scripts/build/pipeline.ts [--pages] [--confirm-empty <operation|all>] [--no-budgets] · --rollback [<release id>|--list]`,
  );
  process.exit(EXIT.NOTHING_PUBLISHED);
}

/** A build the pipeline chose not to put live (scripts/publish/refusal.ts): its message is the report's error. */
class Refused extends Error {}

/** The first line of an error's message (of what was thrown, when it has none). */
const said = (e: unknown) => String((e as { message?: unknown } | null | undefined)?.message ?? e).split('\n')[0];

async function publish({ pagesOnly, confirmEmpty, checkBudgets }: Args): Promise<number> {
  const t0 = Date.now();
  const took: Record<string, number> = {};
  /** The one record of this run: what was built, and what was published. */
  const record: PipelineRecord = {
    command: pagesOnly ? 'pages' : 'build',
    startedAt: t0,
    published: false,
    release: null,
    previousRelease: null,
    took,
  };
  const held = lock(L);
  if (held.busy !== undefined) return finish(record, `another publish is running (process ${held.busy}; lock ${L.lockDir})`);
  adoptPlainDist(L);
  const live = liveRelease(L);
  record.previousRelease = live?.id ?? null;
  if (pagesOnly && !(live && existsSync(join(live.ssr, 'entry-server.js'))))
    return finish(record, `no live release with its server bundle in ${L.releases}: run npm run build first`);

  // The site's config and form schemas, read and checked once, as `npm run validate` checks them
  // (scripts/build/site-check.ts): the steps and the Vite plugins are given the value it parsed. A
  // refused one stops the run here, each problem with its place and fix.
  // Whether the operator asked for a school's build (the demo's placeholders refused) is read
  // from the environment as given; then the process is a production render whatever it was given:
  // the check below loads React (through the registries) before Vite's build would set NODE_ENV,
  // and a React loaded for development beside a react-dom/server loaded for production renders
  // nothing ("dispatcher.getOwner is not a function" on every page).
  const production = process.env.NODE_ENV === 'production' || process.env.npm_config_production === 'true';
  process.env.NODE_ENV = 'production';
  const { checkSite } = await import('./site-check');
  const { siteConfigFile, shownConfigFile } = await import('./site-config');
  const file = siteConfigFile(root);
  const check = checkSite({ root, file, shown: shownConfigFile(root, file), production, envApi: process.env.VITE_API_BASE });
  for (const m of check.messages) if (m.level !== 'passed') console.error(m.text);
  const site = check.site;
  if (!site) return finish(record, `the site's config was refused: ${said(check.messages.find((m) => m.level === 'problem')?.text)}`);

  const builtAt = Number(process.env.PRERENDER_BUILT_AT) || Date.now();
  const rel = startRelease(L, builtAt);
  // Stopped (a timer's limit, Ctrl-C) or failed: the unfinished release goes, the live site stays.
  // Once the release is finished it may be live: it is left for prune.
  let finished = false;
  const stop = () => {
    if (!finished) rmSync(rel.dir, { recursive: true, force: true });
    process.exit(EXIT.NOTHING_PUBLISHED);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  /** What failed, in words a log reader acts on: the step it failed in. */
  let failing = 'the build failed';
  async function step<T>(name: string, run: () => T, failure = failing): Promise<Awaited<T>> {
    failing = failure;
    const t = Date.now();
    const result = await run();
    took[name] = Date.now() - t;
    return result;
  }
  let early: ReturnType<typeof compressor> | undefined;
  try {
    // (Vite, jsdom and DOMPurify are loaded only by a run that uses them: a rollback or a refused
    // command line starts at once.)
    if (!pagesOnly) {
      const { bundle } = await import('./bundle');
      await step('bundle', () => bundle({ root, out: rel.site, ssrDir: rel.ssr, site }), 'the build failed');
    } else
      await step('stage', () => {
        // (A rebuild of the pages has a live release with its server bundle: checked above.)
        stageFromLive(live!.site, rel.site);
        stageSsr(live!.ssr, rel.ssr);
      });
    // Compression (libuv's threads) goes on beside the rendering (the main thread): the bundle's
    // files now (those the live release has compressed already get its copies), each page's as
    // soon as it is written; the compress step then does the rest and finds these fresh.
    // (`early` is for the catch below, which may come before it is made; the steps use `lanes`.)
    const lanes = compressor(2);
    early = lanes;
    if (!pagesOnly) {
      const assets = await precompressList(join(rel.site, 'assets'));
      for (const f of live ? await carryCompressed(live.site, rel.site, assets) : assets) lanes.add(f);
      if (live) linkImages(live.site, rel.site);
    }
    failing = 'the pages could not be made';
    const ssr = (await import(pathToFileURL(join(rel.ssr, 'entry-server.js')).href)) as Ssr;
    // DOMPurify needs a DOM: give it one, so prerendered rich text is sanitized HTML exactly as in the browser.
    const [{ JSDOM, VirtualConsole }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const purifier = createDOMPurify(new JSDOM('').window);
    const { source, apiBase } = dataSource(ssr);
    Object.assign(record, { source, bundle: readBundle(rel.site), catalog: ssr.islandCatalog() } satisfies Partial<PipelineRecord>);

    if (source === 'off') console.log('prerender: off (PRERENDER_DATA=off)');
    else {
      const data = await step(
        'data',
        () =>
          takeSnapshot({
            ssr,
            source,
            root,
            publishDir: L.publishDir,
            now: Number(process.env.PUBLISH_NOW) || Date.now(),
            confirmEmpty,
            // A back-end that gave nothing usable, or a site worse than the live one, is not put live.
            refuse: (operations) =>
              refusal({
                source,
                operations,
                live: live && { id: live.id, operations: operationsOf(live) },
                confirmEmpty,
                command: record.command,
              }),
          }),
        'the data could not be read',
      );
      record.operations = data.operations;
      // (What `refuse` gave: refusal's answer.)
      const refused = data.refused as ReturnType<typeof refusal>;
      if (refused) {
        const { error, ...why } = refused;
        record.refused = why;
        throw new Refused(error);
      }
      const images = await step(
        'images',
        () => pictureCopies({ ssr, snapshot: data.snapshot, source, root, site: rel.site, publishDir: L.publishDir }),
        'the pictures could not be copied',
      );
      record.images = images.report;
      // Each searched page's search record is made as the page is written, from its HTML (never read
      // back), by one window's DOMParser: a document per page, not a window per page (a jsdom window
      // is a whole set of DOM classes; 1,300 of them, left to the collector, were the build's peak
      // memory on years of content, 1.4 GB of heap). (jsdom's complaints about CSS it cannot parse
      // are not the search's: dropped. A live release's code from before the search has no fold.)
      const fold = typeof ssr.foldForSearch === 'function' ? ssr.foldForSearch : null;
      const searchWindow = fold ? new JSDOM('', { virtualConsole: new VirtualConsole() }).window : null;
      const parser = searchWindow ? new searchWindow.DOMParser() : null;
      const searchOf =
        fold && parser
          ? (page: { path: string; kind: string; lang: string }, html: string) =>
              pageSearchRecord({ ...page, html, fold, parse: (h) => parser.parseFromString(h, 'text/html') })
          : undefined;
      const pages = await step(
        'pages',
        () =>
          prerender({
            ssr,
            out: rel.site,
            data,
            source,
            apiBase,
            builtAt,
            purifier,
            images: images.copies,
            imageFiles: images.files,
            onFile: (f, opts) => compressible(f) && lanes.add(f, opts),
            // The live release's pages whose files would be written again as they are: linked instead.
            reuse: process.env.PUBLISH_REUSE === 'off' ? undefined : pageReuse(liveRecordPages(live)),
            // (What a page's inputs start with: the server bundle it is rendered by.)
            code: codeDigest(rel.ssr),
            search: searchOf,
          }).finally(() => searchWindow?.close()),
        'the pages could not be made',
      );
      Object.assign(record, {
        builtAt,
        written: pages.written,
        reused: pages.reused,
        unrendered: pages.unrendered,
        pages: pages.pages,
        links: pages.links,
        skipped: pages.skipped,
        firstScreen: pages.firstScreen,
        // What a build without the site's address leaves out (scripts/build/prerender.ts withoutSiteUrl).
        leftOut: pages.leftOut ?? [],
      } satisfies Partial<PipelineRecord>);
      // A site without its home page is no site: the live one stays.
      if (!pages.written.includes('/')) {
        const why = pages.skipped.find((s) => s.path === '/')?.reason;
        throw new Error(`the home page could not be made${why ? `: ${why}` : ''}`);
      }
      // (A rebuild of the pages with a live release from before the search has no fold, nor a
      // search page: no index until the next full build.)
      record.search = await step(
        'search',
        () =>
          searchOf
            ? writeRecords({ out: join(rel.site, SEARCH_DIR), records: pages.pages.flatMap((p) => (p.search ? [p.search] : [])) })
            : { skipped: "the live release's code has no search: npm run build makes its index" },
        'the search index could not be written',
      );
    }
    // (Its version leaves out the build's time stamp, the pages' own: 0 when there are none.)
    record.worker = await step(
      'worker',
      () =>
        writeServiceWorker({
          out: rel.site,
          root,
          config: site.value,
          builtAt: record.builtAt ?? 0,
          stamps: [...new Set((record.pages ?? []).map((p) => p.builtAt).filter((t): t is number => Boolean(t)))],
        }),
      'the service worker could not be written',
    );
    const packed = await step(
      'compress',
      async () => {
        const beside = await lanes.done();
        const rest = await precompressDir(rel.site);
        return { ...rest, beside: beside.written, written: beside.written + rest.written, skipped: rest.skipped - beside.written };
      },
      'the compressed copies could not be written',
    );
    console.log(
      `precompress: ${packed.written} .br/.gz copies written (${packed.beside} beside the rendering), ${packed.skipped} already fresh, for ${packed.files} files`,
    );
    // What the steps wrote again with the live release's bytes (the search index, the feeds, their
    // copies) is the live release's file, linked: a rebuild with nothing new adds nothing.
    record.linkedSame = linkUnchanged(live?.site, rel.site);
    await step(
      'archive',
      () => {
        dropUnlisted(rel.site);
        archiveBuild({ site: rel.site, builtAt, previous: live, others: listReleases(L), pages: record.pages ?? [] });
      },
      "the build's data files could not be archived",
    );
    // (Without prerendered pages there is nothing to measure but the chunks: the budgets speak of pages.)
    const budgets =
      source === 'off' || !checkBudgets
        ? { problems: [] }
        : // (A bundle built or staged has its island manifest: sizeBudgets reads it.)
          await step('budgets', () => sizeBudgets({ out: rel.site, ...record, bundle: record.bundle!, content: 'report' }));
    record.budgets = budgets.problems;
    record.changes = comparePages({
      before: pagesOf(live),
      beforeSite: live?.site,
      beforeBuiltAt: live?.builtAt,
      after: pageFiles(record.pages),
      site: rel.site,
      builtAt,
    });

    // Nothing writes into the site any more: its folders go into the store the releases share,
    // each a link there, and a folder the release before has as it is takes no room again
    // (scripts/publish/shared-dirs.ts; the records, its dot entries, stay: they move out below).
    record.folders = await step('share', () => shareDirs(rel.site, L.store), "the release's folders could not be stored");
    // The release is complete: its record and report, then it is marked finished and switched to.
    Object.assign(record, { release: rel.id, published: true, finishedAt: Date.now() } satisfies Partial<PipelineRecord>);
    record.exitCode = exitCodeOf(record);
    // (The bundle's own record stays in its file.)
    writeBuild(rel.site, { ...record, bundle: undefined });
    writeFileSync(join(rel.dir, 'report.json'), JSON.stringify(reportOf(record), null, 1));
    // The build's records (.vite/, .prerendered.json) go beside the site, out of what is served.
    moveRecords(rel.site);
    finished = true;
    failing = 'the switch to the new release failed';
    finishRelease(rel, { createdAt: builtAt, builtAt: source === 'off' ? null : builtAt, kind: record.command, source });
    switchTo(L, rel.id);
  } catch (e) {
    if (finished && liveRelease(L)?.id === rel.id) throw e; // (cannot be: nothing after the switch throws)
    // (Copies still being written into the release would fail once it is gone, or recreate its folders.)
    await early?.settled();
    rmSync(rel.dir, { recursive: true, force: true });
    Object.assign(record, { release: null, published: false } satisfies Partial<PipelineRecord>);
    // (The live release stays live; the bucket gets it if a run before could not put it there.)
    record.bucket = live ? await publishToBucket({ root, release: live, config: site.value }) : null;
    return finish(record, e instanceof Refused ? e.message : `${failing}: ${said(e)}`);
  }
  // (From here the new release is live: nothing may remove it, and nothing may throw.)
  try {
    prune(L, { current: rel.id });
  } catch (e) {
    console.warn(`publish: old releases could not all be removed (${said(e)}); the next run tries again`);
  }
  const times = Object.entries(took)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(`build: ${((Date.now() - t0) / 1000).toFixed(1)} s (${times})`);
  const tb = Date.now();
  record.bucket = await publishToBucket({ root, release: rel, config: site.value });
  if (record.bucket) {
    took.bucket = Date.now() - tb;
    record.exitCode = exitCodeOf(record);
    writeFileSync(join(rel.dir, 'report.json'), JSON.stringify(reportOf(record), null, 1));
  }
  return finish(record, null, join(rel.dir, 'report.json'));
}

/** A hash of the server bundle's files (its code decides every page). */
function codeDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of filesUnder(dir).sort())
    hash
      .update(`${rel}\0`)
      .update(readFileSync(join(dir, rel)))
      .update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** What page-reuse.ts needs of the live release: its site, its build's stamp and its record's pages. */
function liveRecordPages(live: Release | null): Parameters<typeof pageReuse>[0] {
  if (!live) return {};
  try {
    const rec = JSON.parse(readFileSync(recordFile(live.site, BUILD_RECORD), 'utf8')) as Partial<PipelineRecord>;
    return {
      liveSite: live.site,
      livePages: rec.pages,
      liveBuiltAt: rec.builtAt ?? live.builtAt,
      incremental: !!rec.reused?.length,
      liveLinks: rec.links,
    };
  } catch {
    return {};
  }
}

/** Prints the run's report, keeps it as .publish/last-report.json, and gives the exit code. */
function finish(record: PipelineRecord, error: string | null, reportFile?: string): number {
  if (error) record.error = error;
  record.finishedAt ??= Date.now();
  const report = reportOf(record);
  try {
    mkdirSync(L.publishDir, { recursive: true });
    writeFileSync(L.lastReport, JSON.stringify(report, null, 1));
  } catch {
    /* no .publish folder (the lock could not be taken there either): stdout has it */
  }
  console.log(formatReport(report, reportFile ?? L.lastReport));
  return report.exitCode;
}

async function rollback({ id, list }: Pick<Args, 'id' | 'list'>): Promise<number> {
  const held = lock(L);
  if (held.busy !== undefined) {
    console.error(`rollback: another publish is running (process ${held.busy}); try again when it ends`);
    return EXIT.NOTHING_PUBLISHED;
  }
  adoptPlainDist(L);
  const all = listReleases(L);
  const live = liveRelease(L);
  if (list) {
    for (const r of all) {
      let note = r.kind;
      try {
        const rec = JSON.parse(readFileSync(recordFile(r.site, BUILD_RECORD), 'utf8')) as RunRecord;
        const rep = reportOf(rec);
        note = `${r.kind}, exit ${rep.exitCode}, ${rep.pages.count} pages, ${rep.operations.held.length} held`;
      } catch {
        /* a release adopted from before releases has no record */
      }
      console.log(`${r.id === live?.id ? '*' : ' '} ${r.id}  ${note}`);
    }
    return EXIT.OK;
  }
  const target = id ? all.find((r) => r.id === id) : all.filter((r) => !live || r.createdAt < live.createdAt).at(-1);
  if (!target) {
    console.error(
      id ? `rollback: no finished release ${id} (npm run rollback -- --list)` : 'rollback: there is no release before the live one',
    );
    return EXIT.NOTHING_PUBLISHED;
  }
  switchTo(L, target.id);
  // (The releases after it are rolled back from: no later build carries their data files.)
  markRollback(L, target);
  console.log(`rollback: release ${target.id} is live again (was ${live?.id ?? 'none'})`);
  // The bucket gets the same release: its files the manifest kept (or uploaded again), its pages, its manifest.
  const bucket = await publishToBucket({ root, release: target });
  if (bucket?.error) {
    console.error(
      `rollback: bucket ${bucket.target}: ${bucket.error}; the bucket's site is as it was (npm run rollback -- ${target.id} puts it there)`,
    );
    return EXIT.NOTHING_PUBLISHED;
  }
  // (Without an error, what the sync did.)
  const synced = bucket as Extract<BucketOutcome, { error?: undefined }> | null;
  if (synced)
    console.log(
      `rollback: bucket ${synced.target}: release ${target.id} is live there again (${synced.uploaded} uploaded, ${synced.unchanged} unchanged, ${synced.deleted} deleted, ${synced.kept} kept)`,
    );
  return EXIT.OK;
}

const args = parseArgs(process.argv.slice(2));
process.exitCode = args.rollback ? await rollback(args) : await publish(args);
