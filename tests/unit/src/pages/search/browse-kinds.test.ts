import { describe, expect, it } from 'vitest';
import { SEARCHED_KINDS } from '@scripts/build/search-index';
import { BROWSE_KINDS, LIST_OF, OWN_ROUTE_KINDS } from '@src/pages/search/browse-kinds';

describe('the search page’s links for browsing', () => {
  it('reach every kind the search index holds: its page, a detail kind’s list, or its own routes', () => {
    const reached = (kind: string) =>
      (BROWSE_KINDS as readonly string[]).includes(LIST_OF[kind] ?? kind) || (OWN_ROUTE_KINDS as readonly string[]).includes(kind);
    expect(Object.keys(SEARCHED_KINDS).filter((k) => !reached(k))).toEqual([]);
  });
});
