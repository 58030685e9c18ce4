// Between two parts of a page's later part in its file (later.html): the loader inserts one part
// per task (src/islands/fill-later-part.ts); the page writer joins them with it. A module of its own,
// with nothing else, so the loader's chunk takes no React with it.
export const LATER_MARK = '<!--later-section-->';
