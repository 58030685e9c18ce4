// When an island's code is fetched and it comes alive on a prerendered page (src/islands/):
//   'load'         at once: what the visitor sees first and must work straight away
//   'idle'         once the page has loaded and the browser is idle
//   'visible'      when it scrolls near the viewport
//   'interaction'  on the visitor's first pointer, touch, focus or key on it (a tap made before its
//                  code arrives is carried out once it has)
//   'static'       never: it only shows data, so it ships no JavaScript; it is rendered in the
//                  browser only when the back-end's data for it changed since the build
export type Wake = 'load' | 'idle' | 'visible' | 'interaction' | 'static';

export const WAKES: readonly Wake[] = ['load', 'idle', 'visible', 'interaction', 'static'];
