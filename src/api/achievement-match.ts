// Achievement pages are addressed by headline (SPEC §2: /achievements/{slug} shows the
// achievement whose Headline equals the slug). Links encode the headline (href('achievement-detail',
// { slug: headline })); the lookup accepts the raw or decoded segment and, for hand-typed or shared
// links, a slugified match.
import type { Achievement } from './guards/achievements';
import { slugify } from '../lib/slug';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // "100% results" arrives already decoded from the router and is not valid %-encoding.
    return segment;
  }
}

const norm = (s: string) => s.normalize('NFC').trim();

export function findAchievement(list: readonly Achievement[], slug: string | undefined): Achievement | null {
  if (!slug) return null;
  const candidates = [...new Set([norm(slug), norm(decoded(slug))])].filter(Boolean);
  if (candidates.length === 0) return null;
  const exact = list.find((a) => candidates.includes(norm(a.headline)));
  if (exact) return exact;
  const slugs = new Set(candidates.map(slugify).filter(Boolean));
  return list.find((a) => slugs.has(slugify(a.headline))) ?? null;
}
