// Deterministic size budgets, enforced in CI (speed figures live in `npm run bench`, printed only).
// A prerendered page's HTML loads only the island loader; an island's code is fetched when it
// wakes (src/islands/). So, from the record of the build (the budgets step of scripts/build/pipeline.ts;
// `node --import tsx scripts/build/size-budget.ts` checks the last build in DIST_DIR, default dist/), in each of the
// site's languages (every page is prerendered in each, at its own address):
//   - a content page (About Us, a notice) loads at most 5 KB gzip of JavaScript up front, as the
//     bench counts it (every script not fetched after load at low priority): the scripts its HTML
//     loads, and each chunk the loader imports that is not fetched with importLow nor waits for
//     something this page does not do (scripts/build/loader-up-front.ts NOT_UP_FRONT), from the
//     build's record of what the loader imports and of the marks each page carries. (Counting the HTML's
//     scripts alone let 3.5 KB of chunks imported right after the first frame pass: issue 33.)
//   - the home page loads at most 80 KB gzip before any interaction: the loader, plus
//     hydrate.tsx and the module of every island waking at 'load' or 'idle', with their static
//     imports (scripts/build/home-chunks.ts, on the island manifest);
//   - no chunk of ours is above 150 KB gzip;
//   - what wakes any island is at most 4 files (scripts/build/vite/wake-chunks.ts): a phone fetches six at a
//     time from one host, and each wave costs it a round trip (562 ms on slow 4G) before a tap
//     on an island not yet fetched is answered;
//   - none of the heavy parts (form engine, calendar, gallery, studio) is among what the home
//     page loads before any interaction, and each is still a chunk of its own;
//   - no prerendered page makes its first paint wait on a fetch (scripts/build/first-paint-rules.ts,
//     as the page writer found when it wrote the page: its record's waits);
//   - the home page's HTML, as brotli, fits in the first round trip of a new connection (TCP's
//     initial window, 10 packets of 1,460 bytes, less ~1 KB for the response's headers): every
//     14–29 KB more costs a phone on slow 4G another 150 ms before its first paint
//     (the sections below the first screen are kept out of it, in later.html). How much it holds
//     is the school's content and its staff's choice, so a build meets it itself, moving sections
//     below the first screen (scripts/build/first-window.ts), and says so; in the build this budget
//     never fails (a publish is not stopped by content). Checked on its own (CI, on the demo's
//     content: `node --import tsx scripts/build/size-budget.ts`), the code is held to it: a section the build had
//     to move, or a page still over, fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeInteraction, homeProblems, lazyModules, wakesUnasked, type CatalogEntry } from './home-chunks';
import { BUILD_RECORD, readBuild, type RecordedBundle } from './record';
import { FIRST_WINDOW, firstScreenNote } from './first-window';
import { loaderUpFront } from './loader-up-front';
import type { FirstScreen, PageRecord } from './prerender';

const ROOT = join(import.meta.dirname, '../..');
const KB = 1024;
const CONTENT_BUDGET = 5 * KB;
const HOME_BUDGET = 80 * KB;
const CHUNK_BUDGET = 150 * KB;
const WAKE_FILES = 4;
/** The content pages measured: the first page written of each of these kinds, in each language. */
const CONTENT_KINDS = ['about-us', 'notice-detail'];

/**
 * A page as the build's record lists it (scripts/build/prerender.ts), what the budgets read of it:
 * its address, kind, folder, the scripts its HTML loads, its islands, the marks the loader acts on
 * that it carries, what its first paint would wait on (the page writer's facts: page-writer.ts) and
 * its language (none in a record from before languages: English).
 */
export type BudgetedPage = Pick<PageRecord, 'path' | 'kind' | 'dir' | 'js' | 'islands' | 'marks' | 'waits'> &
  Partial<Pick<PageRecord, 'lang'>>;

/**
 * What the budgets read of a build's record: `bundle` (the island manifest, with what the loader
 * imports), `catalog` (every island the site has), `pages` (each page written) and `firstScreen`
 * (what the build did to fit the home page in the first round trip: scripts/build/first-window.ts).
 * `content`: 'report' (the build: the home page's HTML budget never fails it) or 'hard' (default:
 * a check on its own, CI).
 */
export interface BudgetedBuild {
  bundle: RecordedBundle;
  catalog?: CatalogEntry[];
  pages?: BudgetedPage[];
  firstScreen?: FirstScreen[];
  content?: 'report' | 'hard';
}

/**
 * Checks the budgets on the built site in `out`, from the record of its build: `bundle` (the
 * island manifest), `catalog` (every island the site has), `pages` (each page written: path,
 * kind, folder, the scripts its HTML loads, its islands) and `firstScreen` (what the build did to
 * fit the home page in the first round trip). `content`: 'report' (the build) prints the home
 * page's HTML budget, the school's content's, without failing on it; 'hard' (a check on its own,
 * CI) fails on it and on a section the build had to move. Prints each figure; returns whether the
 * budgets hold and the problems found.
 */
export function sizeBudgets({
  out,
  bundle,
  catalog = [],
  pages = [],
  firstScreen = [],
  content = 'hard',
}: { out: string } & BudgetedBuild): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const gzCache = new Map<string, number>();
  const gz = (file: string): number => {
    let bytes = gzCache.get(file);
    if (bytes === undefined) gzCache.set(file, (bytes = gzipSync(readFileSync(join(out, file)), { level: 9 }).length));
    return bytes;
  };
  const fail = (msg: string) => {
    console.log(`✗ ${msg}`);
    problems.push(msg);
  };

  // The site's languages, as the pages were written (a record from before languages: English alone).
  const langs = [...new Set(pages.map((p) => p.lang ?? 'en'))];
  if (!langs.length) langs.push('en');
  const langOf = (p: BudgetedPage) => p.lang ?? 'en';
  const also = (lang: string) => (lang === langs[0] ? '' : ` in ${lang}`);

  // Content pages: what they load up front (the scripts of their HTML, what the loader imports at
  // once and the islands that wake unasked), as the bench counts it.
  for (const [kind, lang] of CONTENT_KINDS.flatMap((k) => langs.map((lang) => [k, lang] as const))) {
    const page = pages.find((p) => p.kind === kind && langOf(p) === lang);
    if (!page) {
      fail(`no ${kind} page was written${also(lang)}: was the site prerendered (PRERENDER_DATA not off)?`);
      continue;
    }
    const imported = loaderUpFront({ bundle, marks: page.marks });
    imported.problems.forEach(fail);
    const woken = beforeInteraction({ bundle, islands: page.islands ?? [] });
    woken.problems.forEach(fail);
    const why = new Map(imported.files.map((f) => [f.file, `imported by ${f.from.join(', ')}: ${f.module}`]));
    for (const f of woken.files) if (!page.js.includes(f) && !why.has(f)) why.set(f, 'an island waking at load or idle');
    const files = [...new Set([...page.js, ...woken.files, ...imported.files.map((f) => f.file)])].filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((n, f) => n + gz(f), 0);
    const named = (f: string) => `${f} (${kb(gz(f))}${why.has(f) ? `, ${why.get(f)}` : ''})`;
    console.log(
      `JS up front on ${page.path}: ${kb(bytes)} gzip (budget ${CONTENT_BUDGET / KB} KB) — ${files.map(named).join(', ') || 'none'}`,
    );
    if (bytes > CONTENT_BUDGET)
      fail(
        `${page.path} loads ${kb(bytes)} gzip of JavaScript up front, over the ${CONTENT_BUDGET / KB} KB budget: ${files.map(named).join(', ')}` +
          (imported.files.length
            ? ' (a chunk the loader needs only after load is fetched then at low priority with importLow, src/islands/page-code.ts)'
            : ''),
      );
  }

  // The home page before any interaction, on the island manifest, in each language.
  for (const lang of langs) {
    const home =
      pages.find((p) => p.kind === 'home' && langOf(p) === lang) ?? (lang === 'en' ? pages.find((p) => p.path === '/') : undefined);
    if (!home) {
      fail(`the home page was not written${also(lang)}`);
      continue;
    }
    const eager = home.islands.filter(wakesUnasked);
    const { files: loaded, problems: unknown } = beforeInteraction({ bundle, islands: home.islands });
    unknown.forEach(fail);
    // (With what the loader imports at once on it: the banner popup's, the slider's, the later part's.)
    const imported = loaderUpFront({ bundle, marks: home.marks });
    imported.problems.forEach(fail);
    const files = [...new Set([...home.js, ...loaded, ...imported.files.map((f) => f.file)])].filter((f) => f.endsWith('.js'));
    const sized = files.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
    const homeBytes = sized.reduce((n, s) => n + s.size, 0);
    console.log(
      `JS on the home page${also(lang)} (${home.path}) before interaction: ${kb(homeBytes)} gzip (budget ${HOME_BUDGET / KB} KB), ${files.length} files — the loader${eager.length ? `, hydrate and ${eager.map((i) => `${i.label} (${i.wake})`).join(', ')}` : ''}:`,
    );
    for (const s of sized) console.log(`  ${kb(s.size).padStart(8)}  ${s.f}`);
    if (homeBytes > HOME_BUDGET)
      fail(
        `the home page${also(lang)} loads ${kb(homeBytes)} gzip of JavaScript before any interaction, over the ${HOME_BUDGET / KB} KB budget`,
      );

    // The heavy parts stay out of it.
    const heavy = homeProblems({ bundle, files, readFile: (f) => readFileSync(join(out, f), 'utf8'), lazy: lazyModules(catalog) });
    heavy.forEach(fail);
    if (!heavy.length)
      console.log(`✓ the form engine, calendar, gallery and studio are not loaded by the home page${also(lang)} before interaction`);

    // The home page in the first round trip.
    const homeBr = join(out, home.dir, 'index.html.br');
    if (!existsSync(homeBr)) fail('index.html.br is missing: the build writes a brotli copy of each page (scripts/build/precompress.ts)');
    else {
      const bytes = readFileSync(homeBr).length;
      const fit = firstScreen.find((f) => f.path === home.path);
      console.log(
        `home page HTML${also(lang)}: ${kb(bytes)} brotli (budget ${kb(FIRST_WINDOW)}: TCP's first window less the headers)${fit ? `; ${firstScreenNote(fit)}` : ''}`,
      );
      if (content === 'hard' && bytes > FIRST_WINDOW)
        fail(
          `the home page's HTML${also(lang)} is ${kb(bytes)} as brotli, over the ${kb(FIRST_WINDOW)} that reach a phone in a connection's first round trip: its first screen's markup grew`,
        );
      else if (content === 'hard' && fit?.moved.length)
        fail(
          `the home page${also(lang)} fits in a connection's first round trip only with ${fit.moved.join(', ')} moved below its first screen (home.firstScreenSections ${fit.configured}, ${fit.used} shown): its first screen's markup grew`,
        );
    }
  }

  // No chunk of ours too big.
  const chunks = readdirSync(join(out, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: gz(`assets/${f}`) }))
    .sort((a, b) => b.size - a.size);
  for (const c of chunks.slice(0, 5)) console.log(`  chunk ${c.f}: ${kb(c.size)} gzip`);
  for (const c of chunks.filter((c) => c.size > CHUNK_BUDGET))
    fail(`${c.f} is ${kb(c.size)} gzip, over the ${CHUNK_BUDGET / KB} KB chunk budget`);

  // What wakes islands, in as few files as it can.
  const wakeFiles = (bundle.modules[bundle.named.wake]?.js ?? []).filter((f) => f !== bundle.entry.file);
  console.log(
    `what wakes any island: ${wakeFiles.length} files, ${kb(wakeFiles.reduce((n, f) => n + gz(f), 0))} gzip (budget ${WAKE_FILES} files)`,
  );
  // (A build with the studio's page keeps Rolldown's own split, vite.config.ts: a staff build.)
  if (existsSync(join(out, 'studio.html')))
    console.log(`  (the studio is in this build: its islands' code is split as Rolldown splits it, not budgeted)`);
  else if (wakeFiles.length > WAKE_FILES)
    fail(
      `what wakes islands is ${wakeFiles.length} files, over ${WAKE_FILES}: ${wakeFiles.join(', ')} (the groups of scripts/build/vite/wake-chunks.ts)`,
    );

  // Every prerendered page: nothing its first paint would wait on.
  let waits = 0;
  for (const page of pages) {
    for (const p of page.waits) {
      waits++;
      fail(`${page.path}: ${p}`);
    }
  }
  if (!waits) console.log(`✓ none of the ${pages.length} prerendered pages makes its first paint wait on a fetch`);

  console.log(problems.length ? '✗ size budgets exceeded' : '✓ size budgets hold');
  return { ok: !problems.length, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.env.DIST_DIR ?? join(ROOT, 'dist');
  const built = readBuild(out);
  if (!built) {
    console.log(`✗ ${join(out, BUILD_RECORD)} is missing: build the site first (npm run build)`);
    process.exit(1);
  }
  // (The record is the pipeline's, read back as JSON: its pages, catalog and first screens as it wrote them.)
  process.exit(sizeBudgets({ out, ...(built as BudgetedBuild) }).ok ? 0 : 1);
}
