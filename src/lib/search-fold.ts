// The one fold of text for the site's search, applied to the text indexed at publish time
// (scripts/build/search-index.ts, through the server bundle) and to a visitor's query in the
// browser (src/pages/search/), so both meet in the same form. It folds only what a Nepali reader
// treats as the same word: the short and long i (ि/ी) and u (ु/ू), which Nepali spelling mixes
// freely (नीति/निति), and Devanagari digits with ASCII ones (२०८३ is 2083). Every other vowel sign
// stays: पानी (water) is not पनि (also), काम (work) not कम (less). Pagefind itself would strip
// them all as combining marks; the search runs with its exactDiacritics option for that reason.

const LONG_TO_SHORT: Readonly<Record<string, string>> = {
  '\u0940': '\u093F', // ी → ि
  '\u0942': '\u0941', // ू → ु
};
const DEVANAGARI_ZERO = 0x0966;

/** `text` in the search's form: NFC, ी/ू as ि/ु, Devanagari digits as ASCII ones. Pure. */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').replace(/[\u0940\u0942\u0966-\u096F]/g, (c) => {
    const short = LONG_TO_SHORT[c];
    return short ?? String(c.charCodeAt(0) - DEVANAGARI_ZERO);
  });
}
