// @vitest-environment node
// How the build reads each answer of the back-end before publishing it (src/api/build-answers.ts):
// the ERP's "no data" bodies read as empty, its failure bodies as failures (whatever the HTTP
// status said), rows the guard cannot read as a failure, and the demo school's answers as content.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { builtOperations, hasContent, readAnswer } from '@src/api/build-answers';
import { OPERATIONS } from '@demo/server.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../demo/fixtures');
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name.replace('/', '.')}.json`), 'utf8'));
const demoSpec = (name: string) => (OPERATIONS as Record<string, { empty: unknown; fail: { body: unknown } }>)[name.replace('/', '.')];

describe('readAnswer', () => {
  const names = builtOperations().map((op) => op.name);

  it('builds from every operation but the live-only ones', () => {
    expect(names).toContain('GetNoticeList');
    expect(names).not.toContain('Admin/GetBirthDayList');
  });

  it.each(names)("reads the demo school's %s as content to publish", (name) => {
    const r = readAnswer(name, fixture(name));
    expect(r).toMatchObject({ failure: null, empty: false });
  });

  it.each(names)("reads the back-end's no-data answer of %s as empty, not as a failure", (name) => {
    expect(readAnswer(name, demoSpec(name).empty)).toMatchObject({ failure: null, empty: true });
  });

  it.each(names)("reads %s's failure answer (the contract's shape) as a failure or as empty", (name) => {
    const r = readAnswer(name, demoSpec(name).fail.body);
    // `[]` is the ERP's failure as often as its "none": empty, which the publisher holds.
    expect(r.failure !== null || r.empty).toBe(true);
  });

  it("names the registration lists' ResStatus false a failure, and their envelope no content", () => {
    expect(readAnswer('Academic/ClassListForReg', demoSpec('Academic/ClassListForReg').fail.body).failure).toMatch(/ResStatus false/);
    expect(hasContent({ ResMSG: 'Success', ResStatus: true, TotalRows: 0, DataColl: [] })).toBe(false);
  });

  it('names IsSuccess false and an ASP.NET error body as failures', () => {
    expect(readAnswer('GetAboutCompany', { IsSuccess: false, ResponseMSG: 'SQL down' }).failure).toMatch(/IsSuccess false/);
    expect(readAnswer('GetAllThemeConfig', { Message: 'An error has occurred.' }).failure).toMatch(/error body/);
  });

  it('calls rows its guard cannot read a failure, and an empty list empty', () => {
    expect(readAnswer('GetNoticeList', [{ Unexpected: 'shape', Other: 5 }])).toMatchObject({
      empty: false,
      rejected: true,
      failure: expect.stringMatching(/guard/),
    });
    expect(readAnswer('GetNoticeList', { IsSuccess: false, ResponseMSG: 'x' }).rejected).toBeUndefined();
    expect(readAnswer('GetNoticeList', [])).toMatchObject({ empty: true, failure: null });
    expect(readAnswer('GetNoticeList', { IsSuccess: true, ResponseMSG: 'Success', TotalRows: 0, DataColl: [] })).toMatchObject({
      empty: true,
    });
  });

  it('gives the key the pages read and the fingerprint of the body as sent', () => {
    const a = readAnswer('GetNoticeList', fixture('GetNoticeList'));
    const b = readAnswer('GetNoticeList', fixture('GetNoticeList').slice(1));
    expect(a.key).toBe('GetNoticeList');
    expect(a.fingerprint).not.toBe(b.fingerprint);
    expect(readAnswer('GetNoticeList', fixture('GetNoticeList')).fingerprint).toBe(a.fingerprint);
  });

  it('refuses an operation it does not build from', () => {
    expect(() => readAnswer('Admin/GetBirthDayList', [])).toThrow(/no built operation/);
  });
});

describe('hasContent', () => {
  it('sees text and numbers of the school, not the envelope every entity inherits', () => {
    expect(hasContent({ IsSuccess: true, ResponseMSG: 'Success', ErrorNumber: 0, CUserName: null, DataColl: [] })).toBe(false);
    expect(hasContent({ Name: '', Address: '  ', Logo: '0', Id: 0 })).toBe(false);
    expect(hasContent([{}, { Title: 'Sports week' }])).toBe(true);
    expect(hasContent({ DataColl: { PrimaryColor: '#123456' } })).toBe(true);
    expect(hasContent({ ContactId: 3 })).toBe(true);
  });
});
