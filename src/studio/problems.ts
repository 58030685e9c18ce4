// The studio's error checking is the site's: parseSiteConfig (the function the build and the CLI
// run), with the CLI's path-and-hint text. This file runs it on an edited config and files each
// problem under the panel and the field it belongs to. The schema's validator is the precompiled
// one (npm run gen:types): compiling it here needs eval, which the security policy a deployed
// studio runs under forbids (docs/deployment.md).
import type { ErrorSchema } from '@rjsf/utils';
import { ConfigError, formatProblem, type ConfigProblem } from '../config-check/config-error';
import { parseSiteConfig } from '../config-check/parse-site-config';
import validate from '../generated/site-config-validator.js';
import type { Registered } from '../config-check/semantic-rules';
import { pathSegments } from '../config-check/problem-path';

// (Where the config's paths are read: kept importable from here for the panels.)
export { pathSegments };

export interface StudioProblem extends ConfigProblem {
  /** The CLI's text: "✗ path: expected …, found ….\n  hint: …". */
  text: string;
  /** The path as segments: home.sections[3].type → ['home', 'sections', 3, 'type']. */
  at: Array<string | number>;
}

export type PanelId = 'sections' | 'menu' | 'pages' | 'forms' | 'other';

export function toStudioProblem(p: ConfigProblem): StudioProblem {
  return { ...p, text: formatProblem(p), at: pathSegments(p.path) };
}

/** Every problem parseSiteConfig finds in `config` (none when it is valid). */
export function checkConfig(config: unknown, reg: Registered = {}): StudioProblem[] {
  try {
    parseSiteConfig(config, { file: 'site.config.json', ...reg, validate });
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems.map(toStudioProblem);
    return [toStudioProblem({ path: '', expected: 'a config the checker can read', found: (e as Error).message })];
  }
}

export function startsWith(at: ReadonlyArray<string | number>, prefix: ReadonlyArray<string | number>): boolean {
  return prefix.every((seg, i) => at[i] === seg);
}

export function problemsUnder(problems: readonly StudioProblem[], prefix: ReadonlyArray<string | number>): StudioProblem[] {
  return problems.filter((p) => startsWith(p.at, prefix));
}

/** Which panel shows a problem. */
export function panelOf(p: StudioProblem): PanelId {
  const [a, b] = p.at;
  if (a === 'home') return 'sections';
  if (a === 'menu') return 'menu';
  if (a === 'routes' || a === 'content') return 'pages';
  if (a === 'forms') return 'forms';
  if (a === 'carousels' && b === 'presets') return 'sections';
  return 'other';
}

/** One line per problem for a field: "expected …, found …. hint: …" (the path is where it is shown). */
export function shortText(p: StudioProblem): string {
  return `expected ${p.expected}, found ${p.found}.${p.hint ? ` ${p.hint}` : ''}`;
}

/**
 * RJSF's extraErrors for the editor of the config part at `prefix`: each problem below it put on
 * its field. Problems about a missing member are put on the member (RJSF shows them there).
 */
export function errorSchemaFor(problems: readonly StudioProblem[], prefix: ReadonlyArray<string | number>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problemsUnder(problems, prefix)) {
    let node = root;
    for (const seg of p.at.slice(prefix.length)) {
      const k = String(seg);
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    list.push(shortText(p));
    node.__errors = list;
  }
  return root as ErrorSchema;
}
