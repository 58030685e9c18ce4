// @vitest-environment node
// GetSocialMedia (contract #25): a wrapper with DataColl items spelt URLPath (UrlPath on nested
// lists), every base member on each item (item-level IsSuccess false means nothing), and a bare
// [] from the catch path.
import { describe, expect, it } from 'vitest';
import { guardSocialMedia, socialItems } from '@src/api/guards/social';
import { base, failureBodies, junk } from '@test/guard-shapes';

const item = (name: string, url: unknown, extra: object = {}) => ({
  BranchId: 0,
  SocialMediaId: 1,
  OrderNo: 1,
  Name: name,
  IconPath: '',
  ThumbnailPath: '',
  IsActive: true,
  URLPath: url,
  ...base,
  ...extra,
});

describe('guardSocialMedia', () => {
  it('reads the contract wrapper; item-level IsSuccess false is not a failure', () => {
    const body = {
      IsSuccess: true,
      ResponseMSG: 'Success',
      DataColl: [item('Facebook', 'https://facebook.com/hvm'), item('Tiktok', 'https://tiktok.com/@hvm', { IsActive: false })],
    };
    expect(guardSocialMedia(body)).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/hvm', active: true },
      { name: 'Tiktok', url: 'https://tiktok.com/@hvm', active: false },
    ]);
  });

  it('reads a bare array, DataColl as one object, and the UrlPath spelling', () => {
    expect(guardSocialMedia([item('X', 'https://x.com/hvm')])).toHaveLength(1);
    expect(guardSocialMedia({ IsSuccess: true, DataColl: item('Youtube', 'https://youtube.com/@hvm') })).toEqual([
      { name: 'Youtube', url: 'https://youtube.com/@hvm', active: true },
    ]);
    const { URLPath: _u, ...noUrl } = item('Instagram', '');
    void _u;
    expect(guardSocialMedia([{ ...noUrl, UrlPath: 'https://instagram.com/hvm' }])[0].url).toBe('https://instagram.com/hvm');
  });

  it('an item without IsActive is off (GetSocialMedia sets it); nested lists count it on', () => {
    const { IsActive: _a, ...noFlag } = item('Facebook', 'https://facebook.com/hvm');
    void _a;
    expect(guardSocialMedia([noFlag])[0].active).toBe(false);
    expect(socialItems([noFlag], true)[0].active).toBe(true);
  });

  it('turns nulls into empty text and skips junk entries', () => {
    expect(guardSocialMedia({ IsSuccess: true, DataColl: [...junk, item('Facebook', null, { Name: null })] })).toEqual([
      { name: '', url: '', active: true },
    ]);
    expect(guardSocialMedia({ IsSuccess: true, DataColl: null })).toEqual([]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardSocialMedia(body)).toEqual([]);
  });

  it('IsSuccess false at the top gives [] even with items', () => {
    expect(guardSocialMedia({ IsSuccess: false, ResponseMSG: 'x', DataColl: [item('Facebook', 'https://facebook.com/hvm')] })).toEqual([]);
  });
});
