// Turns JSON.parse's error into "line L, column C", which JSON.parse reports differently across
// engines (some give a character position, newer V8 gives line/column itself).
export function jsonErrorPosition(text: string, err: unknown): { line: number; column: number } | null {
  const msg = err instanceof Error ? err.message : String(err);
  const lc = /line (\d+) column (\d+)/i.exec(msg);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/i.exec(msg);
  // "Unexpected end of JSON input" names no position: the problem is where the text stops
  // (a bracket or quote never closed), so point there rather than nowhere.
  const at = pos ? Number(pos[1]) : /end of (JSON )?input|unterminated|unexpected end/i.test(msg) ? text.trimEnd().length : -1;
  if (at < 0) return null;
  const upTo = text.slice(0, at);
  const lines = upTo.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
