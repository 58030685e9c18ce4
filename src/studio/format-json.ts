// Writes JSON the way the file already looks, so a saved file's git diff shows only what changed.
// Every subtree equal to the original's at the same place is copied verbatim (its spacing, its
// one-line or many-line layout); a changed object keeps the original's key order (new keys
// last) and its layout; new values follow their siblings (one line when the siblings are one-line
// and it fits, else JSON.stringify's 2-space layout). Without an original the result is exactly
// JSON.stringify(value, null, 2) plus a trailing newline. Pure: used by the studio (export) and by
// the dev server's save endpoint (scripts/build/vite/studio-save.ts).
import { isObject } from '../lib/json';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface Span {
  start: number;
  end: number;
  value: Json;
  multiline: boolean;
  items?: Span[];
  keys?: string[];
  entries?: Map<string, Span>;
}

/** A small JSON parser that remembers where each value sits in the text. Throws on bad JSON. */
export function parseWithSpans(text: string): Span {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`Unexpected character at position ${i}`);
  };
  const value = (): Span => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const keys: string[] = [];
      const entries = new Map<string, Span>();
      const obj: Record<string, Json> = {};
      ws();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          ws();
          if (text[i] !== '"') fail();
          const key = str();
          ws();
          if (text[i] !== ':') fail();
          i++;
          const v = value();
          if (!entries.has(key)) keys.push(key);
          entries.set(key, v);
          obj[key] = v.value;
          ws();
          if (text[i] === ',') i++;
          else if (text[i] === '}') {
            i++;
            break;
          } else fail();
        }
      }
      return { start, end: i, value: obj, multiline: text.slice(start, i).includes('\n'), keys, entries };
    }
    if (c === '[') {
      i++;
      const items: Span[] = [];
      ws();
      if (text[i] === ']') i++;
      else {
        for (;;) {
          items.push(value());
          ws();
          if (text[i] === ',') i++;
          else if (text[i] === ']') {
            i++;
            break;
          } else fail();
        }
      }
      return { start, end: i, value: items.map((s) => s.value), multiline: text.slice(start, i).includes('\n'), items };
    }
    if (c === '"') {
      const s = str();
      return { start, end: i, value: s, multiline: false };
    }
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
    return { start, end: i, value: JSON.parse(m![0]) as Json, multiline: false };
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail();
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const root = value();
  ws();
  if (i !== text.length) fail();
  return root;
}

/** Structural equality of JSON values (object key order ignored; undefined members ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

const MAX_ONE_LINE = 100;

/** How a new container is laid out: like its sibling containers in the original. */
function siblingsOneLine(siblings: Span[] | undefined): boolean | undefined {
  const containers = (siblings ?? []).filter((s) => typeof s.value === 'object' && s.value !== null && s.end - s.start > 2);
  if (!containers.length) return undefined;
  return containers.some((s) => !s.multiline);
}

function write(
  value: unknown,
  orig: Span | undefined,
  src: string,
  indent: string,
  oneLineHint: boolean | undefined,
  forceOneLine: boolean,
): string {
  if (orig && jsonEqual(value, orig.value)) return src.slice(orig.start, orig.end);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = indent + '  ';
  const arr = Array.isArray(value);
  const sameKind = orig && (arr ? Array.isArray(orig.value) : isObject(orig.value)) ? orig : undefined;

  // Members in output order, each with the original member it continues (if any).
  let members: Array<{ key?: string; value: unknown; orig?: Span }>;
  if (arr) {
    const used = new Set<Span>();
    const items = sameKind?.items ?? [];
    members = (value as unknown[]).map((v, idx) => {
      const equal = items.find((s) => !used.has(s) && jsonEqual(v, s.value));
      if (equal) {
        used.add(equal);
        return { value: v, orig: equal };
      }
      return { value: v, orig: items[idx] };
    });
  } else {
    const obj = value as Record<string, unknown>;
    const present = Object.keys(obj).filter((k) => obj[k] !== undefined);
    const known = (sameKind?.keys ?? []).filter((k) => present.includes(k));
    const order = [...known, ...present.filter((k) => !known.includes(k))];
    members = order.map((k) => ({ key: k, value: obj[k], orig: sameKind?.entries?.get(k) }));
  }
  if (!members.length) return arr ? '[]' : '{}';

  const origSiblings = sameKind ? (arr ? sameKind.items : [...(sameKind.entries?.values() ?? [])]) : undefined;
  const childHint = siblingsOneLine(origSiblings) ?? oneLineHint;
  const render = (oneLine: boolean) =>
    members.map((m) => {
      const v = write(m.value, m.orig, src, inner, childHint, oneLine);
      return m.key === undefined ? v : `${JSON.stringify(m.key)}: ${v}`;
    });

  let oneLine: boolean;
  if (forceOneLine) oneLine = true;
  else if (sameKind) oneLine = !sameKind.multiline;
  else oneLine = oneLineHint === true;
  if (oneLine) {
    const parts = render(true);
    const line = arr ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
    if (forceOneLine || sameKind || indent.length + line.length <= MAX_ONE_LINE) return line;
  }
  const parts = render(false);
  return `${arr ? '[' : '{'}\n${parts.map((p) => inner + p).join(',\n')}\n${indent}${arr ? ']' : '}'}`;
}

/**
 * The file text for `value`, laid out like `original` (the file's current text) wherever the two
 * agree. An unreadable or missing original gives JSON.stringify(value, null, 2) + '\n'.
 */
export function formatJson(value: unknown, original?: string): string {
  let root: Span | undefined;
  if (original !== undefined) {
    try {
      root = parseWithSpans(original);
    } catch {
      root = undefined;
    }
  }
  const src = original ?? '';
  if (root && jsonEqual(value, root.value)) return src.endsWith('\n') ? src : src + '\n';
  return write(value, root, src, '', undefined, false) + '\n';
}

/** Lines removed and added between two texts (an LCS line diff), as `git diff` would count them. */
export function lineDiff(a: string, b: string): { removed: number; added: number } {
  const x = a.split('\n');
  const y = b.split('\n');
  let pre = 0;
  while (pre < x.length && pre < y.length && x[pre] === y[pre]) pre++;
  let suf = 0;
  while (suf < x.length - pre && suf < y.length - pre && x[x.length - 1 - suf] === y[y.length - 1 - suf]) suf++;
  const xs = x.slice(pre, x.length - suf);
  const ys = y.slice(pre, y.length - suf);
  if (xs.length * ys.length > 4_000_000) return { removed: xs.length, added: ys.length };
  const dp = Array.from({ length: xs.length + 1 }, () => new Array<number>(ys.length + 1).fill(0));
  for (let i = xs.length - 1; i >= 0; i--)
    for (let j = ys.length - 1; j >= 0; j--) dp[i][j] = xs[i] === ys[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  return { removed: xs.length - dp[0][0], added: ys.length - dp[0][0] };
}
