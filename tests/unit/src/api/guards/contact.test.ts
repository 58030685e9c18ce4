// @vitest-environment node
// GetContactUs (contract #16): a bare Contact object with every base member (IsSuccess true by
// inheritance), EmailId spelt correctly here (EmalId elsewhere), MapUrl free text; no row gives
// empty strings; failure { IsSuccess:false }.
import { describe, expect, it } from 'vitest';
import { contactFrom, guardContact } from '@src/api/guards/contact';
import { base, failureBodies } from '@test/guard-shapes';

const contact = {
  ContactId: 1,
  Address: 'Sanepa-2, Lalitpur',
  ContactNo: '01-5543210, 9841234567',
  EmailId: 'info@hvm.edu.np',
  OpeningHours: '9-4',
  MapUrl: '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
  GuId: null,
  ...base,
  IsSuccess: true,
  ResponseMSG: 'Success',
  RId: 0,
  ResponseId: '0',
  CUserId: 0,
};
const empty = { address: '', phone: '', email: '', mapUrl: '', openingHours: '' };

describe('guardContact', () => {
  it('reads the contract bare object, MapUrl kept as typed', () => {
    expect(guardContact(contact)).toEqual({
      address: 'Sanepa-2, Lalitpur',
      phone: '01-5543210, 9841234567',
      email: 'info@hvm.edu.np',
      mapUrl: contact.MapUrl,
      openingHours: '9-4',
    });
  });

  it('accepts both e-mail spellings and PhoneNo for the number', () => {
    const { EmailId: _e, ContactNo: _c, ...rest } = contact;
    void _e;
    void _c;
    expect(guardContact({ ...rest, EmalId: 'sic@hvm.edu.np', PhoneNo: '01-1' })).toMatchObject({ email: 'sic@hvm.edu.np', phone: '01-1' });
    expect(guardContact({ ...rest, Email: 'plain@hvm.edu.np' }).email).toBe('plain@hvm.edu.np');
    // "" is the back-end's default for every member, so it does not hide the other spelling.
    expect(guardContact({ ...contact, EmailId: '', EmalId: 'sic@hvm.edu.np', ContactNo: '', PhoneNo: '01-2' })).toMatchObject({
      email: 'sic@hvm.edu.np',
      phone: '01-2',
    });
  });

  it('reads a wrapper whose DataColl is one object or an array', () => {
    expect(guardContact({ IsSuccess: true, DataColl: contact }).address).toBe('Sanepa-2, Lalitpur');
    expect(guardContact({ IsSuccess: true, DataColl: [contact] }).address).toBe('Sanepa-2, Lalitpur');
    expect(guardContact({ IsSuccess: true, DataColl: [null] })).toEqual(empty);
  });

  it('gives empty strings for no row and for nulls', () => {
    expect(guardContact({ ...contact, Address: '', ContactNo: '', EmailId: '', OpeningHours: '', MapUrl: '' })).toEqual(empty);
    expect(guardContact({ Address: null, ContactNo: null, EmailId: null, MapUrl: null, OpeningHours: null })).toEqual(empty);
  });

  it.each(failureBodies)('gives empty strings for %s', (_, body) => {
    expect(guardContact(body)).toEqual(empty);
  });

  it('IsSuccess false is a failure; ContactDet (GetWhoWeAre) reads the same members', () => {
    expect(guardContact({ ...contact, IsSuccess: false, ResponseMSG: 'x' })).toEqual(empty);
    expect(contactFrom({ Address: ' A ', EmalId: 'e@x.np' })).toEqual({ ...empty, address: 'A', email: 'e@x.np' });
  });
});
