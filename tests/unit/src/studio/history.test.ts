// @vitest-environment node
// Undo and redo: bounded, and a burst of typing in one field is one step.
import { describe, expect, it } from 'vitest';
import { createHistory, MERGE_MS, record, redo, undo } from '@src/studio/history';

describe('history', () => {
  it('undoes and redoes in order, and a new edit drops the redo list', () => {
    let h = createHistory('a');
    h = record(h, 'b', undefined, 0);
    h = record(h, 'c', undefined, 10);
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd', undefined, 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('merges edits with the same tag made in quick succession', () => {
    let h = createHistory('');
    h = record(h, 'H', 'title', 0);
    h = record(h, 'He', 'title', 100);
    h = record(h, 'Hey', 'title', 200);
    expect(h.past).toEqual(['']);
    h = record(h, 'Hey!', 'title', 200 + MERGE_MS + 1);
    expect(h.past).toEqual(['', 'Hey']);
    h = record(h, 'Hey!!', 'other', 200 + MERGE_MS + 2);
    expect(h.past).toEqual(['', 'Hey', 'Hey!']);
    expect(undo(h).present).toBe('Hey!');
  });

  it('keeps at most the last `limit` states', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = record(h, i, undefined, i * 10_000, 3);
    expect(h.past).toEqual([7, 8, 9]);
    h = undo(undo(undo(h)));
    expect(h.present).toBe(7);
    expect(undo(h)).toBe(h);
  });

  it('ignores an edit that changes nothing', () => {
    const h = record(createHistory('a'), 'b');
    expect(record(h, h.present)).toBe(h);
  });
});
