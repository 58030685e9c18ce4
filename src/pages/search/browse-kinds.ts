// What the search page links to for browsing instead of searching (search-browse.tsx): a page of
// each kind the search index holds (scripts/build/search-index.ts SEARCHED_KINDS), a detail kind
// by its list. Without JavaScript the search cannot run (the index is searched in the browser; the
// site has no server), and a visitor who came with ?q= reaches the same content this way.
import type { LinkKind } from '../../navigation/route-links';

/** The pages linked, in this order: the lists first, then the information pages. */
export const BROWSE_KINDS = [
  'notice-list',
  'news-list',
  'achievements',
  'programs',
  'academic-programs',
  'about-us',
  'vision-statement',
  'why-us',
  'admission-procedure',
  'rules-regulations',
  'services',
  'facilities',
] as const satisfies readonly LinkKind[];

/** The list page that links to each item of a searched detail kind. */
export const LIST_OF: Readonly<Record<string, (typeof BROWSE_KINDS)[number]>> = {
  'notice-detail': 'notice-list',
  'news-detail': 'news-list',
  'achievement-detail': 'achievements',
  'program-detail': 'programs',
  'academic-program': 'academic-programs',
};

/** Searched pages that are routes of their own, each linked from its route (not through href: a kind with many routes). */
export const OWN_ROUTE_KINDS = ['static-page'] as const;
