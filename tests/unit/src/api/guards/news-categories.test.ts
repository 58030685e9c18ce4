// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardNewsCategories } from '@src/api/guards/news-categories';
import { base, failureBodies, junk } from '@test/guard-shapes';

describe('guardNewsCategories', () => {
  it('reads the contract bare array with base members', () => {
    const body = [
      { CategoryId: 1, Name: 'Events', Description: '', OrderNo: null, ...base },
      { CategoryId: 2, Name: 'Sports', Description: '', OrderNo: 1, ...base },
    ];
    expect(guardNewsCategories(body)).toEqual([
      { id: 1, name: 'Events' },
      { id: 2, name: 'Sports' },
    ]);
  });

  it("reads SPEC's wrapper", () => {
    expect(guardNewsCategories({ IsSuccess: true, DataColl: [{ CategoryId: 3, Name: 'Notices' }] })).toEqual([{ id: 3, name: 'Notices' }]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardNewsCategories(body)).toEqual([]);
  });

  it('drops unnamed categories and junk', () => {
    expect(guardNewsCategories([...junk, { CategoryId: 1, Name: null }, { Name: 'X', CategoryId: '5' }])).toEqual([{ id: 5, name: 'X' }]);
  });
});
