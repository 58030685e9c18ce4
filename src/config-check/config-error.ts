// One problem found in a config file, in words staff can act on.
export interface ConfigProblem {
  /** Where in the file, e.g. home.sections[3].type */
  path: string;
  expected: string;
  found: string;
  hint?: string;
  /** Where in the file's text (1-based), when the config was read from its text. */
  line?: number;
  column?: number;
}

/** "home.sections[3].type (line 12, column 9)", "line 4, column 3", "home.sections[3].type" or "(the whole file)". */
export function problemPlace(p: ConfigProblem): string {
  const at = p.line ? `line ${p.line}, column ${p.column}` : '';
  if (p.path) return at ? `${p.path} (${at})` : p.path;
  return at || '(the whole file)';
}

export function formatProblem(p: ConfigProblem): string {
  const lines = [`✗ ${problemPlace(p)}: expected ${p.expected}, found ${p.found}.`];
  if (p.hint) lines.push(`  hint: ${p.hint}`);
  return lines.join('\n');
}

/** Thrown by parseSiteConfig with every problem at once. */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  constructor(file: string, problems: ConfigProblem[]) {
    const head = `${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`;
    super([head, ...problems.map(formatProblem)].join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Describes a JSON value briefly, for "found …". */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? v.slice(0, 57) + '...' : v);
  const rest = v as number | boolean; // what JSON has left
  return `${typeof v} ${String(rest)}`;
}
