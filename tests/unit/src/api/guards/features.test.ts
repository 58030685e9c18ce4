// @vitest-environment node
// GetAppCMSFeatures (contract #24): the back-end's menu configuration, a wrapper whose DataColl
// items (AppCMSEntity, no base members) have Name, Label (falls back to Name) and IsActive; its
// failure { IsSuccess:false, ResponseMSG, DataColl: [] or partial }.
import { describe, expect, it } from 'vitest';
import { guardFeatures } from '@src/api/guards/features';
import { failureBodies, junk } from '@test/guard-shapes';

const entity = (name: unknown, extra: object = {}) => ({
  BranchId: 0,
  TranId: 1,
  EntityId: 301,
  OrderNo: 1,
  Name: name,
  IsActive: true,
  Label: name,
  ...extra,
});

describe('guardFeatures', () => {
  it('reads the contract wrapper', () => {
    const body = {
      IsSuccess: true,
      ResponseMSG: 'Success',
      DataColl: [entity('About Us', { Label: 'About School' }), entity('News Section', { IsActive: false })],
    };
    expect(guardFeatures(body)).toEqual([
      { name: 'About Us', label: 'About School', active: true },
      { name: 'News Section', label: 'News Section', active: false },
    ]);
  });

  it('reads a bare array and a DataColl that is one object', () => {
    expect(guardFeatures([entity('Gallery')])).toEqual([{ name: 'Gallery', label: 'Gallery', active: true }]);
    expect(guardFeatures({ IsSuccess: true, DataColl: entity('Videos') })).toEqual([{ name: 'Videos', label: 'Videos', active: true }]);
  });

  it('an empty or null Label falls back to Name; a missing IsActive counts as on', () => {
    expect(guardFeatures([entity('Notice', { Label: '' }), entity('Slider', { Label: null, IsActive: undefined })])).toEqual([
      { name: 'Notice', label: 'Notice', active: true },
      { name: 'Slider', label: 'Slider', active: true },
    ]);
  });

  it('drops entries without a name (Name is null when the column is NULL) and junk', () => {
    expect(
      guardFeatures({ IsSuccess: true, DataColl: [...junk, entity(null), entity('  '), entity('Banner')] }).map((f) => f.name),
    ).toEqual(['Banner']);
    expect(guardFeatures({ IsSuccess: true, DataColl: null })).toEqual([]);
  });

  it.each(failureBodies)('gives [] for %s (every menu entry then shows)', (_, body) => {
    expect(guardFeatures(body)).toEqual([]);
  });

  it('a failure with a partial list gives [] rather than a half configuration', () => {
    expect(
      guardFeatures({ IsSuccess: false, ResponseMSG: 'Timeout expired', DataColl: [entity('News Section', { IsActive: false })] }),
    ).toEqual([]);
  });
});
