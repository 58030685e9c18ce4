// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardDownloads } from '@src/api/guards/downloads';
import { failureBodies, junk } from '@test/guard-shapes';

describe('guardDownloads', () => {
  it('reads the contract bare array (no Description member exists)', () => {
    const body = [
      { IsSuccess: false, ResponseMSG: null, TranId: 3, Title: 'Fee structure', AttachmentPath: '\\Attachments\\appcms\\f.docx' },
    ];
    expect(guardDownloads(body)).toEqual([{ id: 3, title: 'Fee structure', path: '\\Attachments\\appcms\\f.docx' }]);
  });

  it("reads SPEC's wrapper", () => {
    expect(guardDownloads({ IsSuccess: true, DataColl: [{ Title: 'A', AttachmentPath: 'a.pdf' }] })).toEqual([
      { id: null, title: 'A', path: 'a.pdf' },
    ]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardDownloads(body)).toEqual([]);
  });

  it('is emptied by a Message field (SPEC §7)', () => {
    expect(guardDownloads({ DataColl: [{ Title: 'A', AttachmentPath: 'a.pdf' }], Message: 'No Data Found' })).toEqual([]);
  });

  it('drops entries without a file, and junk', () => {
    expect(guardDownloads([...junk, { Title: 'no file', AttachmentPath: '' }, { Title: null, AttachmentPath: 'b.pdf' }])).toEqual([
      { id: null, title: '', path: 'b.pdf' },
    ]);
  });
});
