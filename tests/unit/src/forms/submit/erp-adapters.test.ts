// @vitest-environment node
// The three ERP adapters against the contract (ERP-FORMS.md §1-3), request part by part, and
// their reading of the ERP's answers (G5): the registration number, a refusal, a connection
// that fails (the submission waits), an answer that is not the ERP's.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import { erpPlan, type ErpPlan } from '@src/forms/erp/plan';
import { deliver } from '@src/forms/submit/deliver';
import { registrationNumber } from '@src/forms/submit/erp-post';
import { isUnknown, isUnsent } from '@src/forms/submit/types';
import { FORMS_DIR } from '@test/form-definitions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (f: string): unknown => JSON.parse(readFileSync(join(FORMS_DIR, f), 'utf8'));
const plan = (form: string, kind: string): ErpPlan => erpPlan(kind, json(`${form}.erp.json`), json(`${form}.schema.json`))!;
const answer = (status: number, body: unknown, type = 'application/json') =>
  vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
const call = (m: ReturnType<typeof answer>) => m.mock.calls[0];

const PHOTO = 'data:image/jpeg;name=asha.jpg;base64,/9j/4AAQSkZJRg==';
const PDF = 'data:application/pdf;name=birth.pdf;base64,JVBERi0xLjQ=';
const enquiry = {
  personal: { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9841234567', course: '22', photo: PHOTO },
  contact: { permanentAddress: 'Lalitpur' },
  attachments: { documents: [{ type: '7', file: PDF, name: 'birth.pdf', size: 10 }] },
};
const lists = { classes: [{ id: 22, name: 'LKG' }], castes: [], documentTypes: [{ id: 7, name: 'Birth Certificate' }] };
const enquiryErp = () => ({ erp: { plan: plan('admission-inquiry', 'erp-enquiry'), lists } });

describe('erp-enquiry: POST Home/SaveReg', () => {
  it('is one multipart request: jsonData, the photo as "photo", document 0 as file0; its answer gives the registration number', async () => {
    const fetchMock = answer(
      200,
      { Data: { RId: 812 }, TotalCount: 0, IsSuccess: true, ResponseMSG: 'Registration Success (REG-2082-0042)' },
      'application/x-www-form-urlencoded',
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, 'key-12345678', enquiryErp());
    expect(result).toEqual({ ok: true, kind: 'erp-enquiry', reference: 'REG-2082-0042' });
    const [url, init] = call(fetchMock);
    expect(url).toBe('/Home/SaveReg'); // relative: the same-origin proxy passes it on
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('key-12345678');
    expect(new Headers(init.headers).get('content-type')).toBeNull(); // the browser writes the multipart boundary
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['jsonData', 'photo', 'file0']);
    expect(JSON.parse(form.get('jsonData') as string)).toEqual({
      FirstName: 'Asha',
      LastName: 'Thapa',
      Gender: 2,
      ContactNo: '9841234567',
      ClassId: 22,
      PA_FullAddress: 'Lalitpur',
      AttachmentColl: [{ DocumentTypeId: 7, Name: 'birth.pdf' }],
    });
    const photo = form.get('photo') as File;
    expect([photo.name, photo.type, photo.size]).toEqual(['asha.jpg', 'image/jpeg', 10]);
    const doc = form.get('file0') as File;
    expect([doc.name, doc.type]).toEqual(['birth.pdf', 'application/pdf']);
    expect(new TextDecoder().decode(await doc.arrayBuffer())).toBe('%PDF-1.4');
  });

  it('a refusal (HTTP 200, IsSuccess false) comes back with the ERP words; its "(n)" is no registration number', async () => {
    vi.stubGlobal('fetch', answer(200, { Data: null, IsSuccess: false, ResponseMSG: 'Invalid Contact No. (50001)' }));
    await expect(deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp())).resolves.toEqual({
      ok: false,
      kind: 'erp-enquiry',
      problem: 'refused',
      refusal: 'Invalid Contact No. (50001)',
    });
  });

  it('the class list is read at send time for a class chosen by name; a class the ERP does not have stops the sending', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('ClassListForReg')
        ? new Response(JSON.stringify({ ResStatus: true, DataColl: [{ ClassId: 31, Name: 'LKG', OrderNo: 1 }] }))
        : new Response(JSON.stringify({ IsSuccess: true, ResponseMSG: 'Saved (R-1)' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const byName = { ...enquiry, personal: { ...enquiry.personal, course: 'LKG' } };
    const erp = { erp: { plan: plan('admission-inquiry', 'erp-enquiry'), lists: {} } };
    await expect(deliver({ kind: 'erp-enquiry' }, byName, siteConfig.site, undefined, erp)).resolves.toMatchObject({
      ok: true,
      reference: 'R-1',
    });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/v1/Academic/ClassListForReg',
      '/v1/General/GetAllDocumentType',
      '/Home/SaveReg',
    ]);
    const sent = JSON.parse(((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body as FormData).get('jsonData') as string);
    expect(sent.ClassId).toBe(31);

    fetchMock.mockClear();
    const pg = { ...enquiry, personal: { ...enquiry.personal, course: 'PG' } };
    await expect(deliver({ kind: 'erp-enquiry' }, pg, siteConfig.site, undefined, erp)).resolves.toEqual({
      ok: false,
      kind: 'erp-enquiry',
      problem: 'unresolved ClassId',
    });
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/Home/SaveReg');
  });

  it('a connection lost after sending and a proxy that answered for the ERP leave the outcome unknown (never "waiting" to be sent again); other answers are failures, never "sent"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp());
    expect(offline).toMatchObject({ ok: false, problem: 'network' });
    expect([isUnknown(offline), isUnsent(offline)]).toEqual([true, false]);
    for (const status of [502, 503, 504]) {
      vi.stubGlobal('fetch', answer(status, '<html>Bad Gateway</html>', 'text/html'));
      const r = await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp());
      expect([isUnknown(r), isUnsent(r)]).toEqual([true, false]);
    }
    // The proxy's rate limit refused it before passing it on: it never reached the ERP.
    vi.stubGlobal('fetch', answer(429, '<html>Too Many Requests</html>', 'text/html'));
    const limited = await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp());
    expect([isUnknown(limited), isUnsent(limited)]).toEqual([false, true]);
    // A proxy that serves the site's page instead of passing the request on: HTTP 200, not the ERP's answer.
    vi.stubGlobal('fetch', answer(200, '<!doctype html><title>School</title>', 'text/html'));
    const page = await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp());
    expect(page).toMatchObject({ ok: false, problem: 'not json' });
    expect([isUnknown(page), isUnsent(page)]).toEqual([false, false]);
    vi.stubGlobal('fetch', answer(500, '<html>Server Error</html>', 'text/html'));
    expect(await deliver({ kind: 'erp-enquiry' }, enquiry, siteConfig.site, undefined, enquiryErp())).toMatchObject({
      ok: false,
      problem: 'http 500',
    });
  });

  it('reads the registration number in the first parentheses only', () => {
    expect(registrationNumber('Registration Success (REG-2082-0042)')).toBe('REG-2082-0042');
    expect(registrationNumber('Saved ( 0042 ) (x)')).toBe('0042');
    expect(registrationNumber('Saved')).toBeUndefined();
    expect(registrationNumber('Saved ()')).toBeUndefined();
  });
});

describe('erp-tc: POST v1/Student/TCCC_Request', () => {
  const tc = {
    mobileNumber: '+977 9841234567',
    mobileNumberE164: '+9779841234567',
    admissionNumber: 'A-77',
    boardRegdNo: 'B-9',
    dateOfBirth: '2060-01-01',
  };
  const erp = () => ({ erp: { plan: plan('transfer-certificate', 'erp-tc'), lists: {} } });

  it('is JSON { PassKey, RegdNo, DOB, ContactNo, BoardRegNo }, the PassKey from site.tcPassKey', async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Request Saved' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(deliver({ kind: 'erp-tc' }, tc, siteConfig.site, 'key-abcdefgh', erp())).resolves.toEqual({
      ok: true,
      kind: 'erp-tc',
      reference: undefined,
    });
    const [url, init] = call(fetchMock);
    expect(url).toBe('/v1/Student/TCCC_Request');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      PassKey: 'demo-tc-pass-key',
      RegdNo: 'A-77',
      DOB: '2003-04-14',
      ContactNo: '9841234567',
      BoardRegNo: 'B-9',
    });
  });

  it("an OTP service's token goes as x-otp-token; the ERP's refusal comes back; no PassKey configured sends nothing", async () => {
    const fetchMock = answer(200, { IsSuccess: false, ResponseMSG: 'Invalid PassKey' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(deliver({ kind: 'erp-tc' }, tc, siteConfig.site, undefined, { ...erp(), otpToken: 't0k' })).resolves.toMatchObject({
      ok: false,
      refusal: 'Invalid PassKey',
    });
    expect(new Headers(call(fetchMock)[1].headers).get('x-otp-token')).toBe('t0k');
    fetchMock.mockClear();
    await expect(deliver({ kind: 'erp-tc' }, tc, { ...siteConfig.site, tcPassKey: undefined }, undefined, erp())).resolves.toMatchObject({
      ok: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an HTTP 400 { Message } is a refusal in the ERP words', async () => {
    vi.stubGlobal('fetch', answer(400, { Message: 'String was not recognized as a valid DateTime.' }));
    await expect(deliver({ kind: 'erp-tc' }, tc, siteConfig.site, undefined, erp())).resolves.toMatchObject({
      ok: false,
      problem: 'refused',
      refusal: 'String was not recognized as a valid DateTime.',
    });
  });
});

describe('erp-alumni: POST v1/General/SaveAlumni', () => {
  it('is multipart: paraDataColl with HashData in it (upper-case hex HMAC-SHA512 of FullName,Contact,Email under site.alumniHashKey), ProfilePhoto; no HashData part (the ERP reads the member)', async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Success' });
    vi.stubGlobal('fetch', fetchMock);
    const data = {
      personal: { fullName: 'Bikash Rai', mobileNo: '9841234567', email: 'b@example.com', batch: '2070', photo: PHOTO },
      education: {},
      employment: {},
    };
    const erp = { erp: { plan: plan('alumni', 'erp-alumni'), lists: {} } };
    await expect(deliver({ kind: 'erp-alumni' }, data, siteConfig.site, undefined, erp)).resolves.toMatchObject({ ok: true });
    const [url, init] = call(fetchMock);
    expect(url).toBe('/v1/General/SaveAlumni');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['paraDataColl', 'ProfilePhoto']);
    const expected = createHmac('sha512', 'demo-alumni-hash-key')
      .update('Bikash Rai,9841234567,b@example.com', 'utf8')
      .digest('hex')
      .toUpperCase();
    expect(expected).toMatch(/^[0-9A-F]{128}$/);
    expect(JSON.parse(form.get('paraDataColl') as string)).toEqual({
      FullName: 'Bikash Rai',
      Contact: '9841234567',
      Email: 'b@example.com',
      StudiedUpTo: '2070',
      HashData: expected,
    });
    expect((form.get('ProfilePhoto') as File).name).toBe('asha.jpg');
  });

  it('hashes what is sent: a missing e-mail is an empty part, a Nepali name is hashed in UTF-8', async () => {
    const fetchMock = answer(200, { IsSuccess: true, ResponseMSG: 'Success' });
    vi.stubGlobal('fetch', fetchMock);
    const data = { personal: { fullName: 'विकास राई', mobileNo: '+977 01-4372815' } };
    await deliver({ kind: 'erp-alumni' }, data, siteConfig.site, undefined, { erp: { plan: plan('alumni', 'erp-alumni'), lists: {} } });
    const expected = createHmac('sha512', 'demo-alumni-hash-key').update('विकास राई,97714372815,', 'utf8').digest('hex').toUpperCase();
    expect(JSON.parse((call(fetchMock)[1].body as FormData).get('paraDataColl') as string).HashData).toBe(expected);
  });
});

describe('lists read at send time', () => {
  const byName = { ...enquiry, personal: { ...enquiry.personal, course: 'LKG' } };
  const erp = () => ({ erp: { plan: plan('admission-inquiry', 'erp-enquiry'), lists: {} } });

  it('the ERP out of reach while reading a list: the form itself never left, so it waits to be sent by itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const r = await deliver({ kind: 'erp-enquiry' }, byName, siteConfig.site, undefined, erp());
    expect(r).toMatchObject({ ok: false, problem: 'network', unsent: true });
    expect([isUnknown(r), isUnsent(r)]).toEqual([false, true]);
  });

  it('a list the ERP fails to give: the optional document type is left out (named in the description), the form is sent', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('ClassListForReg')
        ? new Response(JSON.stringify({ ResStatus: true, DataColl: [{ ClassId: 31, Name: 'LKG' }] }))
        : url.endsWith('GetAllDocumentType')
          ? new Response(JSON.stringify({ IsSuccess: false, ResponseMSG: 'Timeout expired' }))
          : new Response(JSON.stringify({ IsSuccess: true, ResponseMSG: 'Saved (R-2)' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(deliver({ kind: 'erp-enquiry' }, byName, siteConfig.site, undefined, erp())).resolves.toMatchObject({
      ok: true,
      reference: 'R-2',
    });
    const sent = JSON.parse(((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body as FormData).get('jsonData') as string);
    expect(sent.AttachmentColl).toEqual([{ Name: 'birth.pdf', Description: '7' }]);
  });
});
