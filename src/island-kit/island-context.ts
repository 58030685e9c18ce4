// How <Island> renders, set by whoever renders the tree:
//   'app'     the client-rendered app (SPA fallback, Nepali, the studio): it is an ordinary part
//   'inside'  inside an island being rendered or hydrated on its own: an ordinary part too
//   'server'  a prerender pass: it leaves a slot, and the prerenderer renders it on its own
//             (src/entry-server.tsx), exactly as the browser will hydrate it
import { createContext } from 'react';
import type { Wake } from './wake';

export interface IslandSlot {
  name: string;
  props: Record<string, unknown>;
  wake: Wake;
}

/** 'server': slot() records the island and names the placeholder the prerenderer replaces with it. */
export type IslandMode = { mode: 'app' } | { mode: 'inside' } | { mode: 'server'; slot: (island: IslandSlot) => string };

export const IslandContext = createContext<IslandMode>({ mode: 'app' });
