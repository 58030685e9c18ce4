// A short fingerprint of a string (FNV-1a, 32 bits, as 8 hex digits): the same in Node and the
// browser for the same text. Used to tell whether a back-end answer changed since the build
// without shipping the answer itself or the code that reads it (src/islands/freshness-probe.ts).
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
