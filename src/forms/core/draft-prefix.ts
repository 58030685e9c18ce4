// What every stored draft's key starts with, in a file of its own: the page's up-front script looks
// for it on every page (src/main.tsx) and fetches the sweep (draft-age.ts) only when a draft is
// stored, so a visitor with no draft loads nothing more for it.
export const DRAFT_PREFIX = 'form-draft:';
