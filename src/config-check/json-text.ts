// Reads a config file's text with jsonc-parser, which recovers from syntax errors and keeps where
// every value stands: each syntax error becomes a problem with its line and column (all of them,
// not only the first, as JSON.parse would give), and any other problem's path can be turned into
// the line and column of its place in the file. JSON.parse's messages differ between engines and
// were read with regular expressions; this does not depend on them.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ConfigProblem } from './config-error';
import { pathSegments, pathText, type PathSegments } from './problem-path';

export interface Place {
  /** 1-based. */
  line: number;
  /** 1-based, in characters (UTF-16 units, as editors count them for this file's text). */
  column: number;
}

export interface JsonText {
  /** The value read, as far as it could be (undefined when nothing could be). */
  value: unknown;
  /** Syntax errors and keys given twice, each with its place. */
  problems: ConfigProblem[];
  /** Where a problem's path is in the file: its member or item, else its nearest existing parent. */
  placeOf: (path: string) => Place | undefined;
  /** The same, for a path given as segments (['ui:order', 2]). */
  placeOfSegments: (segments: PathSegments) => Place | undefined;
}

/** What each syntax error expected, in words staff can act on. */
const EXPECTED: Record<string, { expected: string; hint?: string }> = {
  InvalidSymbol: {
    expected: 'a value: text in double quotes, a number, true, false, null, { … } or [ … ]',
    hint: 'JSON puts names and texts in double quotes (" "), never single quotes',
  },
  InvalidNumberFormat: { expected: 'a number such as 12 or 0.5' },
  PropertyNameExpected: { expected: 'a setting name in double quotes' },
  ValueExpected: { expected: 'a value' },
  ColonExpected: { expected: 'a colon (:) after the setting name' },
  CommaExpected: { expected: 'a comma between two entries', hint: 'add a comma at the end of the entry before this one' },
  CloseBraceExpected: { expected: 'a closing }', hint: 'a { above is never closed' },
  CloseBracketExpected: { expected: 'a closing ]', hint: 'a [ above is never closed' },
  EndOfFileExpected: { expected: 'the end of the file', hint: 'something follows the last closing }' },
  InvalidCommentToken: { expected: 'no comments (JSON has none)', hint: 'remove the comment' },
  UnexpectedEndOfComment: { expected: 'no comments (JSON has none)', hint: 'remove the comment' },
  UnexpectedEndOfString: {
    expected: 'a closing double quote (") for this text',
    hint: 'a text must end on the line it starts; write a line break as \\n',
  },
  UnexpectedEndOfNumber: { expected: 'a number such as 12 or 0.5' },
  InvalidUnicode: { expected: 'a \\u escape with four hex digits' },
  InvalidEscapeCharacter: {
    expected: 'an escape JSON knows (\\" \\\\ \\/ \\n \\t \\r \\b \\f \\uXXXX)',
    hint: 'write a backslash itself as \\\\',
  },
  InvalidCharacter: { expected: 'no line break or tab inside a text', hint: 'write a line break as \\n and a tab as \\t' },
};

/** The line and column of an offset in text. */
export function placeAt(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

function describeToken(text: string, e: ParseError): string {
  if (e.offset >= text.length) return 'the end of the file';
  const token = text.substr(e.offset, Math.max(e.length, 1));
  const short = token.length > 24 ? `${token.slice(0, 21)}...` : token;
  // (A name or text is shown with its own quotes, as it stands in the file.)
  return /^"[^"]*"$/.test(short) ? short : JSON.stringify(short);
}

function syntaxProblem(text: string, e: ParseError): ConfigProblem {
  const code = printParseErrorCode(e.error);
  const words = EXPECTED[code] ?? { expected: 'valid JSON' };
  // A comma after the last entry: JSON.parse and jsonc-parser both stop at the } or ] after it;
  // the comma is what to remove.
  const end = text[e.offset];
  const comma = /[}\]]/.test(end ?? '') ? text.slice(0, e.offset).trimEnd() : '';
  if (comma.endsWith(',')) {
    return {
      path: '',
      expected: `no comma after the last entry before ${end}`,
      found: 'a comma',
      hint: 'remove this comma',
      ...placeAt(text, comma.length - 1),
    };
  }
  // At the very end (a bracket never closed, a file cut short): where the text stops, not after
  // the blank lines that follow it.
  const offset = e.offset >= text.trimEnd().length ? text.trimEnd().length : e.offset;
  return {
    path: '',
    expected: words.expected,
    found: describeToken(text, e),
    ...(words.hint ? { hint: words.hint } : {}),
    ...placeAt(text, offset),
  };
}

/** Keys given twice in one object: JSON.parse keeps the last silently, so the first is lost. */
function duplicateKeys(text: string, node: Node | undefined, at: PathSegments, out: ConfigProblem[]): void {
  if (!node) return;
  if (node.type === 'array') node.children?.forEach((c, i) => duplicateKeys(text, c, [...at, i], out));
  if (node.type !== 'object') return;
  const seen = new Map<string, Node>();
  for (const member of node.children ?? []) {
    const [key, value] = member.children ?? [];
    if (!key || typeof key.value !== 'string') continue;
    const first = seen.get(key.value);
    if (first) {
      const { line } = placeAt(text, first.offset);
      out.push({
        path: pathText([...at, key.value]),
        expected: 'each setting once in its object',
        found: `"${key.value}" a second time (first on line ${line})`,
        hint: 'only the last one counts: remove the other',
        ...placeAt(text, member.offset),
      });
    } else seen.set(key.value, member);
    duplicateKeys(text, value, [...at, key.value], out);
  }
}

export function readJsonText(text: string): JsonText {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems: ConfigProblem[] = [];
  // One problem per line: after an error the parser often stumbles on what follows it on that
  // line (a trailing comma gives "name expected" and "value expected" at the same place). A
  // comma after the last entry is its own mistake, though, wherever it stands.
  let lastLine = -1;
  for (const e of errors) {
    const p = syntaxProblem(text, e);
    const trailingComma = p.found === 'a comma';
    if (p.line === lastLine && !(trailingComma && !problems.some((q) => q.line === p.line && q.column === p.column))) continue;
    lastLine = p.line!;
    problems.push(p);
  }
  duplicateKeys(text, root, [], problems);

  const placeOfSegments = (segments: PathSegments): Place | undefined => {
    if (!root) return undefined;
    // The deepest part of the path that exists (a missing setting is placed at its object).
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(root, segments.slice(0, n));
      if (!node) continue;
      // A member is placed at its name ("type": …), an item or the whole file at its value.
      return placeAt(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
    }
    return undefined;
  };
  const placeOf = (path: string) => placeOfSegments(pathSegments(path));
  return { value: root ? getValue(root) : undefined, problems, placeOf, placeOfSegments };
}

/** The node's value as JSON.parse would give it (the last of keys given twice wins). */
function getValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const member of node.children ?? []) {
        const [key, value] = member.children ?? [];
        // (defineProperty: a key such as "__proto__" stays a plain key, as with JSON.parse.)
        if (key && typeof key.value === 'string' && value)
          Object.defineProperty(out, key.value, { value: getValue(value), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(getValue);
    default:
      return node.value;
  }
}
