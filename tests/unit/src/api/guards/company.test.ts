// @vitest-environment node
// GetAboutCompany (contract #21): a bare About object whose e-mail is spelt EmalId (sic), header
// details as HD_* members; SPEC's wrapper with DataColl; failures as { IsSuccess:false }.
import { describe, expect, it } from 'vitest';
import { guardCompany } from '@src/api/guards/company';
import { base, failureBodies } from '@test/guard-shapes';

const about = {
  Name: 'Himalaya Vidya Mandir',
  Address: 'Sanepa-2, Lalitpur',
  PhoneNo: '01-5543210',
  FaxNo: '',
  EmalId: 'info@hvm.edu.np',
  WebSite: 'https://hvm.edu.np',
  LogoPath: '\\Attachments\\appcms\\logo.png',
  ImagePath: '\\Attachments\\appcms\\photo.png',
  BannerPath: '',
  Content: '<p>Founded in 2052 B.S.</p>',
  Country: 'Nepal',
  Slogan: 'Roots and wings',
  Established: '2052',
  SchoolPhoto: '',
  HD_LogoPhoto: '',
  HD_CompanyName: 'HVM',
  HD_Slogan: '',
  HD_HeaderIsActive: null,
  HD_NameIsActive: null,
  HD_SloganIsActive: null,
  ...base,
  IsSuccess: true,
  ResponseMSG: 'Success',
};
const empty = { name: '', slogan: '', address: '', phone: '', email: '', logo: '', schoolPhoto: '', content: '', website: '' };

describe('guardCompany', () => {
  it('reads the contract bare object, EmalId spelling included', () => {
    expect(guardCompany(about)).toEqual({
      name: 'Himalaya Vidya Mandir',
      slogan: 'Roots and wings',
      address: 'Sanepa-2, Lalitpur',
      phone: '01-5543210',
      email: 'info@hvm.edu.np',
      logo: '\\Attachments\\appcms\\logo.png',
      schoolPhoto: '\\Attachments\\appcms\\photo.png',
      content: '<p>Founded in 2052 B.S.</p>',
      website: 'https://hvm.edu.np',
    });
  });

  it('accepts the correct spelling EmailId (and Email) when EmalId is absent', () => {
    const { EmalId: _sic, ...rest } = about;
    void _sic;
    expect(guardCompany({ ...rest, EmailId: 'a@b.np' }).email).toBe('a@b.np');
    expect(guardCompany({ ...rest, Email: 'c@d.np' }).email).toBe('c@d.np');
    expect(guardCompany({ ...about, EmalId: null, EmailId: 'e@f.np' }).email).toBe('e@f.np');
  });

  it('reads a wrapper whose DataColl is one object or an array', () => {
    expect(guardCompany({ IsSuccess: true, ResponseMSG: 'Success', DataColl: about }).name).toBe('Himalaya Vidya Mandir');
    expect(guardCompany({ IsSuccess: true, DataColl: [about, { Name: 'Other' }] }).name).toBe('Himalaya Vidya Mandir');
    expect(guardCompany({ IsSuccess: true, DataColl: [] })).toEqual(empty);
  });

  it('an About member left "" (the back-end default) falls back to the next source', () => {
    const out = guardCompany({
      ...about,
      Name: '',
      Slogan: '',
      LogoPath: '',
      SchoolPhoto: '',
      HD_CompanyName: 'HVM',
      HD_Slogan: 'S',
      HD_LogoPhoto: 'h.png',
    });
    expect(out).toMatchObject({ name: 'HVM', slogan: 'S', logo: 'h.png', schoolPhoto: '\\Attachments\\appcms\\photo.png' });
    expect(guardCompany({ ...about, EmalId: '', EmailId: 'right@hvm.edu.np' }).email).toBe('right@hvm.edu.np');
  });

  it('falls back to the header details when the About members are null or missing', () => {
    const out = guardCompany({ Name: null, HD_CompanyName: ' HVM ', HD_Slogan: 'Header slogan', HD_LogoPhoto: 'h.png' });
    expect(out).toMatchObject({ name: 'HVM', slogan: 'Header slogan', logo: 'h.png' });
  });

  it('turns nulls and wrong types into empty text, numbers into text', () => {
    const out = guardCompany({ Name: null, Address: ['x'], PhoneNo: 15543210, EmalId: {}, WebSite: undefined, Content: false });
    expect(out).toEqual({ ...empty, phone: '15543210' });
  });

  it.each(failureBodies)('gives empty text for %s', (_, body) => {
    expect(guardCompany(body)).toEqual(empty);
  });

  it('IsSuccess false is a failure even with members present', () => {
    expect(guardCompany({ ...about, IsSuccess: false, ResponseMSG: 'Invalid branch' })).toEqual(empty);
  });
});
