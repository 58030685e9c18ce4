// Types for scripts/html-assets.mjs.
/** Script, modulepreload and stylesheet URLs of a page's HTML, in document order, each once. */
export function htmlAssets(html: string): { js: string[]; css: string[] };
