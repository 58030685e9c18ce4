// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardNotices, newestFirst } from '@src/api/guards/notices';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #10, no paging: exclude-filtered, so the remaining base members are present.
const real = (id: number, order: number, extra: object = {}) => ({
  NoticeId: id,
  HeadLine: `Notice ${id}`,
  Description: 'd',
  NoticeDate: '2026-11-20T00:00:00',
  PublishOn: '2026-11-20T09:30:00',
  PublishTime: '2026-11-20T09:30:00',
  ValidUpto: null,
  OrderNo: order,
  ImagePath: '',
  Content: '<p>c</p>',
  NoticeDate_BS: '2083-08-04',
  PublishOn_BS: '2083-08-04',
  ValidUpto_BS: '',
  IsRead: false,
  ShowInApp: true,
  ShowInWebsite: true,
  AttachmentColl: [],
  IsSuccess: false,
  ResponseMSG: null,
  EntityId: 0,
  CUserName: null,
  ExpireDateTime: '0001-01-01T00:00:00',
  ...extra,
});

describe('guardNotices', () => {
  it('reads the contract bare array, sorted by OrderNo; ExpireDateTime 0001 is unset', () => {
    const out = guardNotices([real(1, 2), real(2, 1)]);
    expect(out.map((n) => n.id)).toEqual([2, 1]);
    expect(out[1]).toEqual({
      id: 1,
      headline: 'Notice 1',
      description: 'd',
      content: '<p>c</p>',
      image: '',
      publishOn: Date.UTC(2026, 10, 20, 3, 45),
      noticeDate: Date.UTC(2026, 10, 19, 18, 15),
      validUpto: null,
      order: 2,
      publishBs: '2083-08-04',
      showInWebsite: true,
    });
  });

  it('reads the paging wrapper', () => {
    expect(guardNotices({ IsSuccess: true, ResponseMSG: 'Success', TotalRows: 1, DataColl: [real(5, 1)] })).toHaveLength(1);
  });

  it("reads SPEC's Headline + ExpireDateTime, PublishOn falling back to NoticeDate", () => {
    const [n] = guardNotices({
      IsSuccess: true,
      DataColl: [
        {
          NoticeId: 3,
          Headline: 'S',
          NoticeDate: '2026-01-01T00:00:00',
          ExpireDateTime: '2026-02-01T00:00:00',
          NoticeDate_BS: '2082-09-17',
        },
      ],
      Message: '',
    });
    expect(n).toMatchObject({
      headline: 'S',
      publishOn: n.noticeDate,
      validUpto: Date.UTC(2026, 0, 31, 18, 15),
      publishBs: '2082-09-17',
      showInWebsite: true,
    });
  });

  it('prefers ValidUpto over ExpireDateTime, and reads the server-now offset form', () => {
    const [n] = guardNotices([real(1, 1, { ValidUpto: '2026-12-01T00:00:00', PublishOn: '2026-11-22T06:47:31.5623049+05:45' })]);
    expect(n.validUpto).toBe(Date.UTC(2026, 10, 30, 18, 15));
    expect(n.publishOn).toBe(Date.UTC(2026, 10, 22, 1, 2, 31, 562));
  });

  it('keeps ShowInWebsite false (currentNotices hides it)', () => {
    expect(guardNotices([real(1, 1, { ShowInWebsite: false })])[0].showInWebsite).toBe(false);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardNotices(body)).toEqual([]);
  });

  it('survives nulls inside items and junk', () => {
    const out = guardNotices([
      ...junk,
      {},
      { HeadLine: 'n', NoticeDate: null, PublishOn: null, OrderNo: null, ShowInWebsite: null, PublishOn_BS: null, NoticeDate_BS: null },
    ]);
    expect(out).toEqual([
      {
        id: null,
        headline: 'n',
        description: '',
        content: '',
        image: '',
        publishOn: null,
        noticeDate: null,
        validUpto: null,
        order: null,
        publishBs: '',
        showInWebsite: true,
      },
    ]);
  });

  it('newestFirst orders by publish date', () => {
    const list = guardNotices([
      real(1, 1, { PublishOn: '2026-01-01T00:00:00' }),
      real(2, 2, { PublishOn: '2026-03-01T00:00:00' }),
      real(3, 3, { PublishOn: null, NoticeDate: '0001-01-01T00:00:00' }),
    ]);
    expect(newestFirst(list).map((n) => n.id)).toEqual([2, 1, 3]);
  });
});
