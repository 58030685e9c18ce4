// A page for the page writer as the renderer would hand it over: its facts (and its later part's)
// from the renderer's one pass over its HTML (src/prerender/page-facts.ts), for tests that write
// pages from HTML of their own.
import type { WrittenPage } from '@scripts/build/page-writer';
import { pageFacts } from '@src/prerender/page-facts';

type Later = Omit<NonNullable<WrittenPage['later']>, 'facts'>;

export function withFacts(page: Omit<WrittenPage, 'facts' | 'later'> & { later: Later | null }): WrittenPage {
  return {
    ...page,
    facts: pageFacts(page.html),
    later: page.later && { ...page.later, facts: pageFacts(page.later.sections.join('')) },
  };
}
