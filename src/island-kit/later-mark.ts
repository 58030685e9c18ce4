// Between two parts of a page's later part in its file (later.html): the loader inserts one part
// per task (src/islands/fill-later-part.ts); the page writer joins them with it. With the slot's
// attribute, a module of its own with nothing else, so the loader's chunk takes no React with it.
export const LATER_MARK = '<!--later-section-->';

/**
 * The attribute of the slot a long page's first screen holds where its later part goes
 * (src/prerender/render-page.tsx laterSlot): the loader fills it (src/islands/fill-later-part.ts).
 */
export const LATER_SLOT_ATTR = 'data-later-slot';
