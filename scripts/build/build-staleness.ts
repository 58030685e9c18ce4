// Whether dist/ still shows what the files say, for `npm run demo`: a staff member edits
// site.config.json or a form schema, runs the demo, and must see the edit, not the last build.
// staleBuild() decides from file times alone (unit-tested); buildTimes() and sourceTimes() read
// them from the disk.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { recordFile } from './record';

/** A source file as the terminal shows it (relative to the project, forward slashes), with its modification time. */
export interface SourceTime {
  path: string;
  mtimeMs: number;
}

/** When the last build compiled the site, and whether it ran to its end. */
export interface BuildTimes {
  at: number;
  finished: boolean;
}

/**
 * What the build is made from, relative to the project root: folders are walked. (public/ is
 * copied as is, and scripts/ only arranges the output; the config may also be SITE_CONFIG's file.)
 */
export const BUILD_SOURCES: readonly string[] = ['site.config.json', 'schemas', 'src', 'index.html', 'vite.config.ts', 'public'];

/**
 * The reason to build again, as the terminal says it, or null when the build is current.
 * built: when the last build compiled the site (dist/.vite/manifest.json, written by `vite build`;
 * null when there is none) and whether it ran to its end (dist/sw.js, its last step, is newer).
 * sources: each source file's path (as shown) and modification time; config: the config's path
 * among them, named first when it changed.
 */
export function staleBuild(built: BuildTimes | null, sources: readonly SourceTime[], config = 'site.config.json'): string | null {
  if (!built) return 'No build yet: building…';
  if (!built.finished) return 'The last build did not finish: building again…';
  const newer = sources.filter((s) => s.mtimeMs > built.at);
  if (!newer.length) return null;
  // The one staff most likely touched first: the config, then a schema, then the code.
  const rank = (p: string) => (p === config ? 0 : p.startsWith('schemas/') ? 1 : 2);
  const [first] = [...newer].sort((a, b) => rank(a.path) - rank(b.path) || b.mtimeMs - a.mtimeMs);
  const others = newer.length - 1;
  return `${first.path}${others ? ` and ${others} other file${others === 1 ? '' : 's'}` : ''} changed since the last build: rebuilding…`;
}

/** The last build's times from dist/ (see staleBuild), or null when there is no build. */
export function buildTimes(dist: string): BuildTimes | null {
  const manifest = recordFile(dist, '.vite/manifest.json');
  if (!existsSync(manifest) || !existsSync(join(dist, 'index.html'))) return null;
  const at = statSync(manifest).mtimeMs;
  const sw = join(dist, 'sw.js');
  return { at, finished: existsSync(sw) && statSync(sw).mtimeMs >= at };
}

/** Every source file under root (BUILD_SOURCES, plus `config` when it is another file), with its time. */
export function sourceTimes(root: string, config = join(root, 'site.config.json')): SourceTime[] {
  const out: SourceTime[] = [];
  const add = (file: string) => {
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of readdirSync(file)) add(join(file, name));
      return;
    }
    out.push({ path: shownPath(root, file), mtimeMs: st.mtimeMs });
  };
  for (const s of BUILD_SOURCES) add(join(root, s));
  if (!out.some((s) => s.path === shownPath(root, config))) add(config);
  return out;
}

/** A file's path as the terminal shows it: relative to the project, with forward slashes. */
export function shownPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}
