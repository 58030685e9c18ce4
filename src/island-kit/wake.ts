// When an island's code is fetched and it comes alive on a prerendered page (src/islands/):
//   'load'         at once: what the visitor sees first and must work straight away
//   'idle'         once the page has loaded and the browser is idle
//   'visible'      when it scrolls near the viewport
//   'interaction'  on the visitor's first pointer, touch, focus or key on it (a tap made before its
//                  code arrives is carried out once it has)
//   'static'       never: it only shows data, so it ships no JavaScript; it is rendered in the
//                  browser only when the back-end's data for it changed since the build
export type Wake = 'load' | 'idle' | 'visible' | 'interaction' | 'static';

/** What a wake means to the build and the browser. */
export interface WakeRecord {
  /** Its island ships code and is hydrated (false: a static part, never woken). */
  ships: boolean;
  /**
   * Its code and data are fetched without any interaction, right after load: the page's HTML
   * carries its data (page-writer.ts), and the home page's budget counts its code
   * (scripts/build/home-chunks.ts).
   */
  upFront: boolean;
}

/**
 * The one table of wakes, which the page writer, its code list (page-code.ts), the budgets
 * (scripts/build/home-chunks.ts), the prerenderer and the loader read. How the loader waits for
 * each wake that ships code is its own column, WAITS in src/islands/loader.ts, keyed by `Waiting`:
 * the loader reads this table as types only, so none of it is in the 5 KB every page loads.
 */
export const WAKE = {
  load: { ships: true, upFront: true },
  idle: { ships: true, upFront: true },
  visible: { ships: true, upFront: false },
  interaction: { ships: true, upFront: false },
  static: { ships: false, upFront: false },
} as const satisfies Record<Wake, WakeRecord>;

export const WAKES = Object.keys(WAKE) as Wake[];

/** The wakes whose islands ship code: those the loader waits for. */
export type Waiting = { [W in Wake]: (typeof WAKE)[W]['ships'] extends true ? W : never }[Wake];

/** A wake's record; none for a name that is not a wake (an island's wake as a page's record holds it). */
export const wakeOf = (wake: string): WakeRecord | undefined => (Object.hasOwn(WAKE, wake) ? WAKE[wake as Wake] : undefined);

/** Whether an island's code ships (it is hydrated, and listed in its page's code: page-code.ts). */
export const shipsCode = (island: { wake: string }): boolean => wakeOf(island.wake)?.ships ?? false;

/** Whether an island's code and data are fetched without any interaction (at load or idle). */
export const wakesUnasked = (island: { wake: string }): boolean => wakeOf(island.wake)?.upFront ?? false;
