// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardDisclosures } from '@src/api/guards/disclosures';
import { failureBodies, junk } from '@test/guard-shapes';

describe('guardDisclosures', () => {
  it('reads the contract bare array in server order', () => {
    const body = [
      { TranId: 2, Title: 'B', Description: '<table></table>', IsSuccess: false, ResponseMSG: null },
      { TranId: 1, Title: 'A', Description: '', IsSuccess: false, ResponseMSG: null },
    ];
    expect(guardDisclosures(body)).toEqual([
      { id: 2, title: 'B', description: '<table></table>' },
      { id: 1, title: 'A', description: '' },
    ]);
  });

  it("reads SPEC's wrapper, DataColl as one object too", () => {
    expect(guardDisclosures({ IsSuccess: true, DataColl: { Title: 'T', Description: 'D' } })).toEqual([
      { id: null, title: 'T', description: 'D' },
    ]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardDisclosures(body)).toEqual([]);
  });

  it('drops empty items and junk', () => {
    expect(guardDisclosures([...junk, { Title: null, Description: null }, { Title: 'x' }])).toHaveLength(1);
  });
});
