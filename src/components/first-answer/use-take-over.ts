// A component whose first tap a prerendered page answers from plain script (answer-marker.ts)
// starts, when its island wakes, from the state the page shows, not from the state it was
// prerendered in: the drawer the visitor opened stays open, the tab chosen stays chosen. read()
// reads that state from the page (the same attributes the plain answer writes: shown-state.ts),
// by the ids the component renders (useId: the same on the server and in the hydrating browser).
// It is read in the first render, so hydration finds the HTML it renders; and again once React has
// committed, for a tap answered in between (React then takes every tap: first-answers.ts). Only
// inside an island of a prerendered page: in the client-rendered app nothing answered before
// React. (Only hydration names elements by the ids the page has: a part mounted afresh gets new
// ids, so it never takes the state of the one it replaces. An island the freshness check draws
// afresh before it woke (hydrate.tsx renderIsland) therefore starts as prerendered.)
import { useContext, useEffectEvent, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { IslandContext } from '../../island-kit/island-context';

export function useTakeOver<T>(read: () => T | null, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const inside = useContext(IslandContext).mode === 'inside' && typeof document !== 'undefined';
  const [state, setState] = useState<T>(() => (inside ? (read() ?? initial) : initial));
  const readNow = useEffectEvent(read);
  useLayoutEffect(() => {
    if (!inside) return;
    const shown = readNow();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page is read once React has committed: a tap answered while the island hydrated changed it after the first render
    if (shown !== null) setState(shown);
  }, [inside]);
  return [state, setState];
}
