// SPEC §2: slugs are lowercase, with special characters removed and spaces replaced by hyphens.
// Letters of any script are kept, so a Nepali program name still gets a usable slug.
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
