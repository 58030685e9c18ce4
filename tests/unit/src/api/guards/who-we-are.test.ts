// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardWhoWeAre } from '@src/api/guards/who-we-are';
import { failureBodies, junk } from '@test/guard-shapes';

const b = { IsSuccess: false, ResponseMSG: null };
// Contract #17: include-filtered, so no ids and no SubmenuTitle.
const real = {
  AboutDet: {
    LogoPath: 'l.png',
    ImagePath: 'i.png',
    BannerPath: 'b.png',
    Content: '<p>About</p>',
    AffiliatedLogo: 'a.png',
    GuId: 'g',
    SchoolPhoto: 's.jpg',
    ...b,
  },
  AdmissionProcedureList: [
    { Title: 'Apply', Description: 'd2', ImagePath: '', OrderNo: 2, GuId: 'g', ...b },
    { Title: 'Visit', Description: 'd1', ImagePath: '', OrderNo: 1, GuId: 'g', ...b },
  ],
  RulesRegulationList: [{ Title: '', Description: '<p>Be kind</p>', ImagePath: 'r.jpg', OrderNo: 1, GuId: 'g', ...b }],
  ContactDet: {
    Address: 'Kathmandu, Nepal',
    ContactNo: '01-1',
    EmailId: 'e@x.np',
    OpeningHours: '9-4',
    MapUrl: 'https://maps',
    GuId: 'g',
    ...b,
  },
  IsSuccess: true,
  ResponseMSG: 'Success',
};
const emptyContact = { address: '', phone: '', email: '', mapUrl: '', openingHours: '' };
const emptyAbout = { content: '', schoolPhoto: '', logo: '', image: '', banner: '', affiliatedLogo: '' };

describe('guardWhoWeAre', () => {
  it('reads the contract object', () => {
    expect(guardWhoWeAre(real)).toEqual({
      about: { content: '<p>About</p>', schoolPhoto: 's.jpg', logo: 'l.png', image: 'i.png', banner: 'b.png', affiliatedLogo: 'a.png' },
      admissionSteps: [
        { title: 'Visit', description: 'd1', image: '', order: 1 },
        { title: 'Apply', description: 'd2', image: '', order: 2 },
      ],
      rules: [{ title: '', description: '<p>Be kind</p>', image: 'r.jpg', order: 1 }],
      contact: { address: 'Kathmandu, Nepal', phone: '01-1', email: 'e@x.np', mapUrl: 'https://maps', openingHours: '9-4' },
    });
  });

  it("reads SPEC's wrapper holding the home data in DataColl", () => {
    expect(guardWhoWeAre({ IsSuccess: true, DataColl: [real], Message: '' }).contact.phone).toBe('01-1');
  });

  it.each(failureBodies)('gives an empty value for %s', (_, body) => {
    expect(guardWhoWeAre(body)).toEqual({ about: emptyAbout, admissionSteps: [], rules: [], contact: emptyContact });
  });

  it('survives null parts and junk', () => {
    const out = guardWhoWeAre({
      AboutDet: null,
      ContactDet: 'x',
      AdmissionProcedureList: [...junk, { Title: null, Description: null }],
      RulesRegulationList: null,
      IsSuccess: true,
    });
    expect(out).toEqual({ about: emptyAbout, admissionSteps: [], rules: [], contact: emptyContact });
  });
});
