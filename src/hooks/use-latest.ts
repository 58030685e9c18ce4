// The value of the last committed render, for a callback that must stay the same function from
// render to render (a memoised child keeps it) and still read what was rendered last.
import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * A ref to `value` as of the last commit. Written after the render, not during it (a render React
 * throws away never leaks into it), and in an insertion effect, the first thing a commit runs: a
 * child's layout effect or componentDidUpdate that calls back already sees the new value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
