// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardPrograms } from '@src/api/guards/programs';
import { failureBodies, junk } from '@test/guard-shapes';

describe('guardPrograms', () => {
  it('reads the contract bare array, sorted by OrderNo (nullable, last)', () => {
    const body = [
      { IsSuccess: false, ResponseMSG: null, ProgramId: 1, Name: 'Science', Description: '<p>s</p>', OrderNo: null },
      { IsSuccess: false, ResponseMSG: null, ProgramId: 2, Name: 'Management', Description: '', OrderNo: 1 },
    ];
    expect(guardPrograms(body)).toEqual([
      { id: 2, name: 'Management', description: '', image: '', order: 1 },
      { id: 1, name: 'Science', description: '<p>s</p>', image: '', order: null },
    ]);
  });

  it("reads SPEC's Title spelling and ImagePath", () => {
    expect(guardPrograms({ IsSuccess: true, DataColl: [{ Title: 'Plus Two', ImagePath: 'p.jpg', OrderNo: 2 }] })).toEqual([
      { id: null, name: 'Plus Two', description: '', image: 'p.jpg', order: 2 },
    ]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardPrograms(body)).toEqual([]);
  });

  it('drops nameless programs and junk', () => {
    expect(guardPrograms([...junk, { Name: null, Description: 'x' }, { Name: 'A' }]).map((p) => p.name)).toEqual(['A']);
  });
});
