// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardIntroduction } from '@src/api/guards/introduction';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #15: no resolver, so every base member is on every item; ResponseId "0" set by the controller.
const full = {
  IsSuccess: false,
  ResponseMSG: null,
  ErrorNumber: 0,
  RId: 0,
  ResponseId: '0',
  CUserId: 0,
  EntityId: 0,
  CUserName: null,
  JsonStr: null,
};
const social = {
  SocialMediaId: 0,
  UrlPath: 'https://facebook.com/p',
  IsActive: false,
  Name: 'Facebook',
  IconPath: '',
  ThumbnailPath: '',
  GuId: 'g',
};
const staff = (name: string, dept: string, extra: object = {}) => ({
  StaffHierarchyId: 1,
  FullName: name,
  Designation: 'Teacher',
  ContactNo: '98',
  Email: '',
  Message: '',
  ImagePath: '',
  Department: dept,
  OrderNo: 1,
  Qualification: 'M.Sc',
  SocialMediaColl: [social, { ...social, UrlPath: null }],
  GuId: 'g',
  ...full,
  ...extra,
});
const founder = (name: string, order: number) => ({
  FounderMessageId: order,
  Designation: null,
  Title: 'Message',
  Description: '<p>m</p>',
  ImagePath: 'f.jpg',
  OrderNo: order,
  Qualification: '',
  SubmenuTitle: '',
  Name: name,
  FounderSocialMediaColl: [social],
  GuId: 'g',
  ...full,
});
const real = {
  ResponseMSG: 'Success',
  IsSuccess: true,
  VisionList: [
    {
      VisionStatementId: null,
      Title: 'Mission',
      Description: 'm',
      ImagePath: '',
      OrderNo: 2,
      Heading: 'Mission',
      SubmenuTitle: '',
      GuId: 'g',
      ...full,
    },
    {
      VisionStatementId: null,
      Title: 'Vision',
      Description: 'v',
      ImagePath: '',
      OrderNo: 1,
      Heading: 'Vision',
      SubmenuTitle: '',
      GuId: 'g',
      ...full,
    },
  ],
  FounderMSGList: [founder('Principal', 2), founder('Chairman', 1)],
  StaffList: [
    { Department: 'Science', EmpColl: [staff('A', 'Science'), staff('B', 'Science')] },
    { Department: 'Admin', EmpColl: [staff('C', 'Admin')] },
  ],
  CommitteList: [staff('D', '')],
  TestimonialList: [{ ...founder('Parent', 1), ResponseId: null }],
};

describe('guardIntroduction', () => {
  it('reads the contract wrapper with named lists', () => {
    const out = guardIntroduction(real);
    expect(out.visions.map((v) => v.title)).toEqual(['Vision', 'Mission']);
    expect(out.visions[0]).toEqual({ id: null, title: 'Vision', description: 'v', image: '', order: 1 });
    expect(out.messages.map((m) => m.name)).toEqual(['Chairman', 'Principal']);
    expect(out.messages[0]).toEqual({
      id: 1,
      name: 'Chairman',
      designation: '',
      title: 'Message',
      description: '<p>m</p>',
      image: 'f.jpg',
      qualification: '',
      order: 1,
      social: [{ name: 'Facebook', url: 'https://facebook.com/p', active: true }],
    });
    expect(out.staff.map((g) => [g.department, g.members.map((m) => m.fullName)])).toEqual([
      ['Science', ['A', 'B']],
      ['Admin', ['C']],
    ]);
    // IsActive is never set on nested links: a link with a URL counts, one without is dropped.
    expect(out.staff[0].members[0].social).toEqual([{ name: 'Facebook', url: 'https://facebook.com/p', active: true }]);
    expect(out.committee.map((m) => m.fullName)).toEqual(['D']);
    expect(out.testimonials.map((t) => t.name)).toEqual(['Parent']);
  });

  it("reads SPEC's StaffList object form { EmpColl: [...] }, grouping by Department", () => {
    const out = guardIntroduction({ IsSuccess: true, StaffList: { EmpColl: [staff('A', 'X'), staff('B', 'Y'), staff('C', 'X')] } });
    expect(out.staff.map((g) => [g.department, g.members.map((m) => m.fullName)])).toEqual([
      ['X', ['A', 'C']],
      ['Y', ['B']],
    ]);
  });

  it('reads a flat staff list', () => {
    const out = guardIntroduction({ IsSuccess: true, StaffList: [staff('A', 'X'), staff('B', '')] });
    expect(out.staff.map((g) => g.department)).toEqual(['X', '']);
  });

  it('reads a DataColl wrapper holding the home data', () => {
    expect(guardIntroduction({ IsSuccess: true, DataColl: real }).staff).toHaveLength(2);
  });

  it.each(failureBodies)('gives empty lists for %s', (_, body) => {
    expect(guardIntroduction(body)).toEqual({ visions: [], messages: [], staff: [], committee: [], testimonials: [] });
  });

  it('survives null lists, null members and junk', () => {
    const out = guardIntroduction({
      IsSuccess: true,
      VisionList: null,
      FounderMSGList: [...junk, { Name: null, Description: null }],
      CommitteList: null,
      TestimonialList: [null],
      StaffList: [
        null,
        { Department: 'Empty', EmpColl: null },
        { Department: 'S', EmpColl: [...junk, staff('A', 'S', { SocialMediaColl: null, FullName: 'A' })] },
      ],
    });
    expect(out.visions).toEqual([]);
    expect(out.messages).toEqual([]);
    expect(out.staff).toEqual([{ department: 'S', members: [expect.objectContaining({ fullName: 'A', social: [] })] }]);
  });
});
