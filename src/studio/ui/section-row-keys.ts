// Stable React keys for the home section rows, so a moved row keeps its DOM (and focus) and a
// row whose id is being typed is not remounted at each keystroke.
import { useState } from 'react';
import type { Section } from '../../generated/site-config';

let nextKey = 0;
const freshKey = () => `row-${++nextKey}`;

/**
 * Row keys that follow a section through edits: the same id keeps its key (moves), and a section
 * whose id is being edited keeps the key of the one that was in its place (typing keeps focus).
 */
export function matchKeys(
  prev: ReadonlyArray<{ key: string; id: string; type: string }>,
  sections: readonly Section[],
  fresh: () => string,
): string[] {
  const keys = new Array<string | undefined>(sections.length);
  const used = new Set<number>();
  sections.forEach((s, i) => {
    const j = prev.findIndex((p, k) => !used.has(k) && p.id === s.id);
    if (j >= 0 && !keys.includes(prev[j].key)) {
      keys[i] = prev[j].key;
      used.add(j);
    }
  });
  sections.forEach((s, i) => {
    if (keys[i] !== undefined) return;
    if (i < prev.length && !used.has(i) && prev[i].type === s.type) {
      keys[i] = prev[i].key;
      used.add(i);
    } else keys[i] = fresh();
  });
  return keys as string[];
}

export function useRowKeys(sections: readonly Section[]): string[] {
  // The sections and keys of the last render, kept in state (React's "storing information from
  // previous renders"): new sections get their keys during the render that brings them.
  const [last, setLast] = useState(() => ({ sections, keys: matchKeys([], sections, freshKey) }));
  if (last.sections === sections) return last.keys;
  const prev = last.sections.map((s, i) => ({ key: last.keys[i], id: s.id, type: s.type }));
  const next = { sections, keys: matchKeys(prev, sections, freshKey) };
  setLast(next);
  return next.keys;
}
