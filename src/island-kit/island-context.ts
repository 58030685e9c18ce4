// How <Island> renders, set by whoever renders the tree:
//   'app'     the client-rendered app (SPA fallback, Nepali, the studio): it is an ordinary part
//   'inside'  inside an island being rendered or hydrated on its own: an ordinary part too
//   'server'  a prerender pass: it leaves a slot, and the prerenderer renders it on its own
//             (src/entry-server.tsx), exactly as the browser will hydrate it
import { createContext, type ReactElement } from 'react';
import type { IslandProps, IslandKind } from './island-kind';
import type { Wake } from './wake';

export interface IslandSlot {
  kind: IslandKind;
  props: IslandProps;
  wake: Wake;
}

/**
 * server: `slot` takes the island and gives the mark its place is known by in the pass's HTML;
 * `later`, where the page keeps the rest of itself out of its HTML, takes those parts and gives
 * the mark of their slot, or null when the page has its later part already (later-part.tsx). An
 * island prerendered to be hydrated ('inside') may keep a later part too (the calendar's months):
 * it hydrates once they are in the page (src/islands/hydrate.tsx). `heading`: the heading the
 * parts stand under in the page, which later.html, read on its own, shows above them.
 */
export type LaterTaker = (parts: ReactElement[], heading?: string) => string | null;
export type IslandMode =
  { mode: 'app' } | { mode: 'inside'; later?: LaterTaker } | { mode: 'server'; slot: (island: IslandSlot) => string; later?: LaterTaker };

export const IslandContext = createContext<IslandMode>({ mode: 'app' });
